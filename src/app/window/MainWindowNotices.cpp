// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// MainWindow's notices: the game is not being saved (why, and Save as… elsewhere), and
// stored settings that cannot be used. They stay up until their cause is gone; the status line's
// next message does not replace them.

#include "Autosave.h"
#include "MainWindow.h"
#include "NoticeBar.h"
#include "SettingsProblems.h"

#include <QDir>
#include <QMessageBox>
#include <QVBoxLayout>

void MainWindow::createNotices(QVBoxLayout *layout)
{
    m_saveNotice = new NoticeBar(this);
    m_saveNotice->setObjectName(QStringLiteral("saveNotice"));
    m_saveNotice->addButton(
        QStringLiteral("saveNoticeSaveAs"), [this] { return tr("Save as…"); }, [this] { saveAs(); });
    layout->addWidget(m_saveNotice);
    m_settingsNotice = new NoticeBar(this);
    m_settingsNotice->setObjectName(QStringLiteral("settingsNotice"));
    m_settingsNotice->addButton(
        QStringLiteral("settingsNoticeSettings"), [this] { return tr("Settings…"); }, [this] { showSettings(); });
    m_settingsNotice->addButton(
        QStringLiteral("settingsNoticeHide"), [this] { return tr("Hide"); },
        [this] { m_settingsNotice->clearNotice(); });
    layout->addWidget(m_settingsNotice);
    m_keptNotice = new NoticeBar(this);
    m_keptNotice->setObjectName(QStringLiteral("keptNotice"));
    m_keptNotice->addButton(
        QStringLiteral("keptNoticeOpen"), [this] { return tr("Open it"); },
        [this] {
            const QString path = m_keptPath;
            QString error;
            if (openFile(path, &error)) {
                // The game it replaced may have been kept in turn: that notice stays.
                if (m_keptPath == path) m_keptNotice->clearNotice();
            } else
                QMessageBox::warning(this, tr("Open game"),
                                     tr("%1 cannot be opened:\n%2").arg(QDir::toNativeSeparators(path), error));
        });
    m_keptNotice->addButton(
        QStringLiteral("keptNoticeHide"), [this] { return tr("Hide"); }, [this] { m_keptNotice->clearNotice(); });
    layout->addWidget(m_keptNotice);
    m_rematchNotice = new NoticeBar(this);
    m_rematchNotice->setObjectName(QStringLiteral("rematchNotice"));
    m_rematchNotice->addButton(
        QStringLiteral("rematchNoticeStandings"), [this] { return tr("The last match's standings…"); },
        [this] { showLastMatch(); });
    m_rematchNotice->addButton(
        QStringLiteral("rematchNoticeHide"), [this] { return tr("Hide"); }, [this] { m_rematchNotice->clearNotice(); });
    layout->addWidget(m_rematchNotice);
}

QString MainWindow::keepUnfinishedAside()
{
    if (!m_autosave) return {};
    const QString kept = m_autosave->keepUnfinishedAside();
    if (kept.isEmpty()) return {};
    m_keptPath = kept;
    m_keptNotice->showNotice([kept] {
        //: %1 the file the unfinished game was copied to.
        return tr("Your unfinished game was kept as %1. Game → Open… opens it again.")
            .arg(QDir::toNativeSeparators(kept));
    });
    return kept;
}

void MainWindow::updateSaveNotice()
{
    if (!m_autosave || m_autosave->problem() == Autosave::Problem::None) {
        m_saveNotice->clearNotice();
        return;
    }
    const Autosave *autosave = m_autosave;
    m_saveNotice->showNotice([autosave] { return autosave->problemText(); });
}

void MainWindow::updateSettingsNotice()
{
    const QStringList problems = SettingsProblems::list();
    if (problems.isEmpty()) {
        m_settingsNotice->clearNotice();
        return;
    }
    for (const QString &p : problems) qWarning("Settings: %s", qPrintable(p));
    // Asked again on a language change: the sentences follow the language.
    m_settingsNotice->showNotice([] { return SettingsProblems::noticeText(SettingsProblems::list()); });
}
