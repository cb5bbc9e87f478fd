// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppIdentity.h"
// Built into the remi executable (../CMakeLists.txt): REMI_VERSION and REMI_APP_ID are defined there.

#include <QApplication>
#include <QIcon>

namespace AppIdentity {

void setNames()
{
    QApplication::setOrganizationName(QStringLiteral("Remi"));
    QApplication::setOrganizationDomain(QStringLiteral("remi-cards.github.io"));
    QApplication::setApplicationName(QStringLiteral("remi"));
    QApplication::setApplicationVersion(QStringLiteral(REMI_VERSION));
}

void setDesktop()
{
    QApplication::setApplicationDisplayName(QStringLiteral("Remi"));
    QApplication::setDesktopFileName(QStringLiteral(REMI_APP_ID));
    QApplication::setWindowIcon(
        QIcon::fromTheme(QStringLiteral(REMI_APP_ID), QIcon(QStringLiteral(":/icons/remi.svg"))));
}

void translateDisplayName()
{
    // MainWindow keeps the titles so.
    QApplication::setApplicationDisplayName(QApplication::translate("main", "Remi"));
}

} // namespace AppIdentity
