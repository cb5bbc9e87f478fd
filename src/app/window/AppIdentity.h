// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Who the program is to the system: the names QSettings files its settings under, the application id
// of the desktop file, metainfo and icon (REMI_APP_ID, io.github.remi_cards.Remi), the window icon
// and the name that ends every window title.

namespace AppIdentity {

/// Organisation, application name and version. QSettings keeps Remi/remi (~/.config/Remi/remi.conf);
/// macOS uses the domain. Called before the QApplication exists, so that the stored game can be read.
void setNames();
/// The display name, the desktop file name and the window icon (the theme's, else our own). Needs
/// the QApplication.
void setDesktop();
/// The display name again in the language applied (titles end in it, in the language's script).
void translateDisplayName();

} // namespace AppIdentity
