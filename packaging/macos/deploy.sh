#!/bin/sh
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Copies the Qt frameworks and plug-ins that Remi.app needs into the bundle (macdeployqt), then
# signs the bundle: ad hoc (so that it starts on Apple silicon after macdeployqt rewrote it), or
# with the Developer ID named by REMI_CODESIGN_IDENTITY ("Developer ID Application: Name (TEAM)",
# in a keychain the caller unlocked; CI: .github/workflows/build.yml), with the hardened runtime
# and a secure timestamp, as notarization requires. Then verifies the signature.
#
#   packaging/macos/deploy.sh path/to/Remi.app [MACDEPLOYQT]
#
# `cmake --install` and `cpack -G DragNDrop` run it on the installed bundle (packaging/CMakeLists.txt,
# option REMI_DEPLOY_QT) as the LAST install step: nothing may change in the bundle after it signs
# (issue 32: the .qm files installed afterwards made a downloaded .dmg "damaged"). Without
# MACDEPLOYQT the macdeployqt on PATH is used (Qt's bin folder, e.g. ~/Qt/6.5.3/macos/bin).
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
identity=${REMI_CODESIGN_IDENTITY:--}
if [ "$identity" = "-" ]; then
  codesign --force --deep --sign - "$bundle"
  echo "deploy.sh: signed ad hoc (no REMI_CODESIGN_IDENTITY: the package is unsigned for Gatekeeper)"
else
  # Inside out is what Apple asks; --deep signs the frameworks and plug-ins before the bundle.
  codesign --force --deep --options runtime --timestamp --sign "$identity" "$bundle"
  echo "deploy.sh: signed by $identity (hardened runtime, timestamp)"
fi
codesign --verify --deep --strict --verbose=2 "$bundle"
echo "deploy.sh: Qt deployed into $bundle"
