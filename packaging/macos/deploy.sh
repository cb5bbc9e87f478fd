#!/bin/sh
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Copies the Qt frameworks and plug-ins that Remi.app needs into the bundle (macdeployqt), then
# signs the bundle ad hoc so that it starts on Apple silicon after macdeployqt rewrote it.
#
#   packaging/macos/deploy.sh path/to/Remi.app [MACDEPLOYQT]
#
# `cmake --install` and `cpack -G DragNDrop` run it on the installed bundle (packaging/CMakeLists.txt,
# option REMI_DEPLOY_QT). Without MACDEPLOYQT the macdeployqt on PATH is used (Qt's bin folder,
# e.g. ~/Qt/6.5.3/macos/bin).
set -eu
if [ $# -lt 1 ] || [ ! -d "$1" ]; then
  echo "usage: $0 path/to/Remi.app [macdeployqt]" >&2
  exit 2
fi
bundle=$1
deployqt=${2:-}
case "$deployqt" in ""|*NOTFOUND*) deployqt=$(command -v macdeployqt || true) ;; esac
if [ -z "$deployqt" ]; then
  echo "deploy.sh: macdeployqt not found; add Qt's bin folder to PATH or pass it as the second argument" >&2
  exit 1
fi
"$deployqt" "$bundle" -always-overwrite
codesign --force --deep --sign - "$bundle"
echo "deploy.sh: Qt deployed into $bundle"
