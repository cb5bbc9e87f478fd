// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "HelpMenu.h"

#include "AboutDialog.h"
#include "HelpDialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

HelpMenu::HelpMenu(QMainWindow *window, std::function<QString()> variant)
    : QObject(window), m_window(window), m_variant(std::move(variant))
{
    setObjectName(QStringLiteral("helpMenu"));
    m_menu = window->menuBar()->addMenu(QString());
    m_menu->setObjectName(QStringLiteral("helpMenuBarMenu"));
    m_rules = m_menu->addAction(QString(), this, &HelpMenu::showRules);
    m_rules->setObjectName(QStringLiteral("helpRulesAction"));
    m_rules->setShortcut(QKeySequence(Qt::Key_F1));
    m_rules->setShortcutContext(Qt::WindowShortcut);
    m_keys = m_menu->addAction(QString(), this, &HelpMenu::showKeys);
    m_keys->setObjectName(QStringLiteral("helpKeysAction"));
    m_keys->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F1));
    m_keys->setShortcutContext(Qt::WindowShortcut);
    m_menu->addSeparator();
    m_about = m_menu->addAction(QString(), this, &HelpMenu::showAbout);
    m_about->setObjectName(QStringLiteral("aboutAction"));
    m_about->setMenuRole(QAction::AboutRole);
    retranslate();
    window->installEventFilter(this);
}

HelpDialog *HelpMenu::ensureDialog()
{
    if (!m_dialog) {
        m_dialog = new HelpDialog(m_window);
        // Within the dialog, F1 and Ctrl+F1 switch pages too.
        m_dialog->addAction(m_rules);
        m_dialog->addAction(m_keys);
    }
    return m_dialog;
}

void HelpMenu::showRules()
{
    ensureDialog()->showPage(m_variant ? m_variant() : QString());
}

void HelpMenu::showKeys()
{
    ensureDialog()->showPage(QStringLiteral("keys"));
}

void HelpMenu::showAbout()
{
    // Licences, credits and About Qt (AboutDialog); one box per window, opened again on a second click.
    auto *about = m_window->findChild<AboutDialog *>(QString(), Qt::FindDirectChildrenOnly);
    if (!about) about = new AboutDialog(m_window);
    about->show();
    about->raise();
    about->activateWindow();
}

void HelpMenu::retranslate()
{
    m_menu->setTitle(tr("&Help"));
    m_rules->setText(tr("&Rules of this game"));
    m_keys->setText(tr("&Keys"));
    m_about->setText(tr("&About Remi"));
}

bool HelpMenu::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange) retranslate();
    return QObject::eventFilter(watched, event);
}
