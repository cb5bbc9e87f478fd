// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "InUseDialog.h"

#include <QDir>
#include <QPushButton>

InUseDialog::InUseDialog(const QString &folder, QWidget *parent)
    : QMessageBox(QMessageBox::Warning, tr("Remi"), QString(), QMessageBox::NoButton, parent)
{
    setObjectName(QStringLiteral("inUseDialog"));
    setText(tr("This game is open in another Remi window, which saves it in the folder %1.")
                .arg(QDir::toNativeSeparators(folder)));
    setInformativeText(tr("You can look at it here read-only (moves made here are not saved automatically), start a "
                          "new game that is not saved automatically, or quit."));
    m_readOnly = addButton(tr("Open read-only"), QMessageBox::AcceptRole);
    m_readOnly->setObjectName(QStringLiteral("inUseReadOnly"));
    m_newGame = addButton(tr("New game without autosave"), QMessageBox::AcceptRole);
    m_newGame->setObjectName(QStringLiteral("inUseNewGame"));
    m_quit = addButton(tr("Quit"), QMessageBox::RejectRole);
    m_quit->setObjectName(QStringLiteral("inUseQuit"));
    setDefaultButton(m_readOnly);
    setEscapeButton(m_quit);
}

InUseDialog::Choice InUseDialog::choice() const
{
    if (clickedButton() == m_readOnly) return Choice::OpenReadOnly;
    if (clickedButton() == m_newGame) return Choice::NewWithoutAutosave;
    return Choice::Quit;
}

QPushButton *InUseDialog::button(Choice choice) const
{
    switch (choice) {
    case Choice::OpenReadOnly: return m_readOnly;
    case Choice::NewWithoutAutosave: return m_newGame;
    case Choice::Quit: return m_quit;
    }
    return m_quit;
}
