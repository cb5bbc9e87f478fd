// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// MainWindow and save files: Save as…, Open…, autosave and continuing a saved game.

#include "Autosave.h"
#include "GameController.h"
#include "HandModel.h"
#include "MainWindow.h"
#include "SaveFile.h"
#include "ShortValue.h"
#include "TableScene.h"
#include "TableView.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

void MainWindow::addSaveActions(QMenu *menu)
{
    // Texts: retranslateUi() (m_trTexts), so they follow a language change.
    QAction *open = menu->addAction(QString(), this, &MainWindow::open);
    open->setShortcut(QKeySequence::Open);
    m_trTexts.append({open, QT_TR_NOOP("&Open…"), nullptr});
    QAction *save = menu->addAction(QString(), this, &MainWindow::saveAs);
    save->setObjectName(QStringLiteral("saveAsAction"));
    save->setShortcut(QKeySequence::Save);
    m_trTexts.append({save, QT_TR_NOOP("Save &as…"), nullptr});
    // A network table's match is its server's (issue 39): no file of it, and the menu says why.
    menu->setToolTipsVisible(true);
    auto update = [this, save] {
        save->setEnabled(!m_controller->isOnline());
        save->setToolTip(m_controller->isOnline() ? onlineSaveWhy() : QString());
    };
    connect(m_controller, &GameController::gameStarted, save, update);
    connect(m_controller, &GameController::stateChanged, save, update);
    connect(menu, &QMenu::aboutToShow, save, update);
}

QString MainWindow::onlineSaveWhy()
{
    return tr("A game at a network table is kept by the table's server and cannot be saved to a file.");
}

bool MainWindow::saveTo(const QString &path, QString *error)
{
    if (!m_controller->hasGame()) {
        if (error) *error = tr("There is no game to save.");
        return false;
    }
    if (m_controller->isOnline()) {
        if (error) *error = onlineSaveWhy();
        return false;
    }
    remi::save::SaveGame game = m_controller->saveGame();
    game.handOrders = SaveFile::toSave(m_hand->handOrders());
    return SaveFile::write(path, game, error);
}

bool MainWindow::continueGame(const remi::save::SaveGame &game, std::unique_ptr<remi::Match> match)
{
    if (!m_controller->loadGame(game, std::move(match))) return false;
    m_variant = QString::fromStdString(game.variant);
    m_seats = m_controller->seats();
    m_players = static_cast<int>(m_seats.size());
    m_hand->restoreHandOrders(SaveFile::fromSave(game.handOrders));
    m_scene->relayout(QSizeF(m_view->viewport()->size()));
    // The hand orders are known only now: autosave again with them.
    if (m_autosave) m_autosave->saveNow();
    return true;
}

bool MainWindow::openFile(const QString &path, QString *error)
{
    remi::save::SaveGame game;
    auto match = SaveFile::read(path, &game, error);
    if (!match) return false;
    keepUnfinishedAside();
    if (!continueGame(game, std::move(match))) {
        if (error) *error = tr("The saved players do not fit the game.");
        return false;
    }
    return true;
}

void MainWindow::enableAutosave()
{
    if (m_autosave) return;
    m_autosave = new Autosave(
        m_controller, [this] { return m_hand->handOrders(); }, this);
    connect(m_autosave, &Autosave::problemChanged, this, &MainWindow::updateSaveNotice);
    // The lock of the data folder (a second window: InUse) or a refused folder (no home: NoHome).
    m_autosave->acquire();
}

void MainWindow::saveAs()
{
    const QString filter = tr("Remi games (*.%1)").arg(SaveFile::extension());
    QString path = QFileDialog::getSaveFileName(this, tr("Save game"), QDir::homePath(), filter);
    if (path.isEmpty()) return;
    if (!path.endsWith(QLatin1Char('.') + SaveFile::extension())) path += QLatin1Char('.') + SaveFile::extension();
    QString error;
    if (saveTo(path, &error))
        statusBar()->showMessage(tr("Game saved to %1.").arg(QDir::toNativeSeparators(path)), 6000);
    else QMessageBox::warning(this, tr("Save game"), error);
}

void MainWindow::open()
{
    const QString filter = tr("Remi games (*.%1)").arg(SaveFile::extension());
    const QString path = QFileDialog::getOpenFileName(this, tr("Open game"), QDir::homePath(), filter);
    if (!path.isEmpty()) openPath(path);
}

void MainWindow::openPath(const QString &path)
{
    QString error;
    if (openFile(path, &error))
        statusBar()->showMessage(tr("Game loaded from %1.").arg(QDir::toNativeSeparators(path)), 6000);
    else
        QMessageBox::warning(
            this, tr("Open game"),
            tr("%1 cannot be opened:\n%2").arg(ShortValue::path(QDir::toNativeSeparators(path)), error));
}
