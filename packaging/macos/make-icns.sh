#!/bin/sh
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Makes the macOS icon (.icns) from Remi's SVG icon (macOS only: needs iconutil).
#
#   packaging/macos/make-icns.sh RENDER_TOOL ICON.svg OUT.icns
#
# RENDER_TOOL is build/tools/remi-icon-render; it writes an .iconset (16 to 1024 pixels) and
# iconutil packs it. The build runs this for Remi.app (packaging/CMakeLists.txt).
set -eu
if [ $# -ne 3 ]; then
  echo "usage: $0 RENDER_TOOL ICON.svg OUT.icns" >&2
  exit 2
fi
tool=$1 svg=$2 out=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$tool" --iconset "$work/remi.iconset" "$svg"
iconutil -c icns -o "$out" "$work/remi.iconset"
