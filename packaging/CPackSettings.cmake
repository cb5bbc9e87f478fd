# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# CPack settings (included by packaging/CMakeLists.txt). `cpack -G <generator>` in the build folder
# packs what the install() rules put in place; scripts/package makes the Linux packages.
set(CPACK_PACKAGE_NAME remi)
set(CPACK_PACKAGE_VENDOR "Remi developers")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Rummy card games: Remi 51, Rummy, Rami and Remi Indonesia")
# The long description; the .deb shows it under the summary line.
set(CPACK_PACKAGE_DESCRIPTION "Remi plays four card games of the rummy family - Rummy, Remi 51, Rami and
Remi Indonesia - against computer players of three levels or friends on one
screen. Every rule option of the variants can be changed in the settings.")
set(CPACK_PACKAGE_INSTALL_DIRECTORY Remi)
set(CPACK_PACKAGE_EXECUTABLES remi Remi)   # Windows start-menu entry: remi.exe as "Remi"
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_PACKAGE_DIRECTORY ${PROJECT_BINARY_DIR}/packages)

if(WIN32)
  set(CPACK_GENERATOR NSIS ZIP)
elseif(APPLE)
  set(CPACK_GENERATOR DragNDrop)
else()
  set(CPACK_GENERATOR DEB TGZ)
endif()

# Debian package: dependencies come from dpkg-shlibdeps (needs dpkg-dev and file).
# REMI_PACKAGE_MAINTAINER is defined at the top of packaging/CMakeLists.txt (the changelog needs it).
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${REMI_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The .tar.gz is a relocatable tree remi-<version>-Linux/{bin,share}: bin/remi runs wherever it is unpacked.

# Windows installer (NSIS): start-menu entry from CPACK_PACKAGE_EXECUTABLES, an uninstaller, the icon,
# and the licence page (the GPL; the installed licenses/ folder holds Qt's LGPL notice too).
if(WIN32)
  set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSES/GPL-3.0-or-later.txt)
endif()
set(CPACK_NSIS_PACKAGE_NAME Remi)
set(CPACK_NSIS_DISPLAY_NAME "Remi ${PROJECT_VERSION}")
set(CPACK_NSIS_MUI_ICON ${REMI_ICO})
set(CPACK_NSIS_MUI_UNIICON ${REMI_ICO})
set(CPACK_NSIS_INSTALLED_ICON_NAME bin\\\\remi.exe)
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
# The .remi file type (issue 21): opened by remi.exe "%1" (CommandLine: the positional [file]), with
# the program's icon. SHCTX follows the installer's SetShellVarContext (all users when run as admin,
# else the current user). The uninstaller removes the type, and .remi itself only while it still
# points at Remi.Game. Escaping, as CPACK_NSIS_INSTALLED_ICON_NAME above: four backslashes here are
# one in the NSIS script, and backslash-backslash-backslash-quote is one double quote (CPack writes
# these strings into CPackConfig.cmake, which is read once more).
set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS "
  WriteRegStr SHCTX 'Software\\\\Classes\\\\.remi' '' 'Remi.Game'
  WriteRegStr SHCTX 'Software\\\\Classes\\\\.remi' 'Content Type' 'application/x-remi-save'
  WriteRegStr SHCTX 'Software\\\\Classes\\\\Remi.Game' '' 'Remi game'
  WriteRegStr SHCTX 'Software\\\\Classes\\\\Remi.Game\\\\DefaultIcon' '' '$INSTDIR\\\\bin\\\\remi.exe,0'
  WriteRegStr SHCTX 'Software\\\\Classes\\\\Remi.Game\\\\shell\\\\open\\\\command' '' '\\\"$INSTDIR\\\\bin\\\\remi.exe\\\" \\\"%1\\\"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
")
set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS "
  DeleteRegKey SHCTX 'Software\\\\Classes\\\\Remi.Game'
  ReadRegStr $0 SHCTX 'Software\\\\Classes\\\\.remi' ''
  StrCmp $0 'Remi.Game' 0 +2
  DeleteRegKey SHCTX 'Software\\\\Classes\\\\.remi'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
")

# macOS disk image: drag Remi.app onto the Applications link.
set(CPACK_DMG_VOLUME_NAME Remi)
set(CPACK_DMG_FORMAT UDZO)

include(CPack)
