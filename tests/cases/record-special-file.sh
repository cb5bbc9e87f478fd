#!/usr/bin/env bash
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# remi-sim record --out onto something that is not a regular file (issue 33): run as root it
# replaced /dev/full with a regular file and exited 0. Now it refuses with one line and exit 2, and
# /dev/null, a FIFO and a folder stay what they were.
#
#   tests/cases/record-special-file.sh REMI_SIM
set -euo pipefail
sim=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
args=(record --variant rummy --players 2 --seed 5 --actions 4)

# expect TARGET: exit 2, exactly one line naming TARGET.
expect() {
  local target=$1 status=0
  "$sim" "${args[@]}" --out "$target" >"$work/out.txt" 2>"$work/err.txt" </dev/null || status=$?
  [ "$status" -eq 2 ] || fail "$target: exit $status, expected 2"
  [ "$(cat "$work/err.txt")" = "remi-sim record: $target: not a regular file (a folder, a pipe or a device); nothing written" ] ||
    fail "$target: stderr is: $(cat "$work/err.txt")"
}
[ -c /dev/null ] || fail "/dev/null is not a character device before the test"
expect /dev/null
[ -c /dev/null ] || fail "/dev/null is no longer a character device"
mkfifo "$work/pipe"
expect "$work/pipe"
[ -p "$work/pipe" ] || fail "the FIFO was replaced"
mkdir "$work/folder"
expect "$work/folder"
[ -d "$work/folder" ] || fail "the folder was replaced"
# A symbolic link to a device is refused as the device is.
ln -s /dev/null "$work/link"
expect "$work/link"
[ -L "$work/link" ] && [ -c /dev/null ] || fail "the link or /dev/null changed"
[ -z "$(ls -A "$work" | grep -v -e '^pipe$' -e '^folder$' -e '^link$' -e '^out.txt$' -e '^err.txt$')" ] ||
  fail "files left behind: $(ls -A "$work")"
echo OK
