#!/usr/bin/env bash
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# remi-sim record on a full disk (issue 21): it exited 0 and left a 0-byte or cut file in place of
# the good one. Now it must leave the good file byte for byte and no temporary file, exit non-zero
# and say so in one line. Real refusals by the kernel, each with a save that fits in a write buffer
# (8 KB: the old code's failure was at the final flush, unreported) and a large one (800 KB):
#   - a 64 KiB tmpfs that fills up (ENOSPC), when this runs as root and may mount;
#   - a file size limit (ulimit -f, EFBIG with SIGXFSZ ignored), for any user.
#
#   tests/cases/record-full-disk.sh REMI_SIM
set -euo pipefail
sim=$1
work=$(mktemp -d)
mounted=
cleanup() {
  if [ -n "$mounted" ]; then umount "$mounted" || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

small=(--variant rummy --players 2 --seed 5 --actions 10)   # 1.7 KB: the good save
medium=(--variant rummy --players 2 --seed 5 --rounds 3)     # 8.4 KB
large=(--variant remi51 --players 2 --seed 5 --rounds 1 --option openingMin=101 --option stockReshuffles=unlimited
       --option stalemateRebuilds=100)                       # 800 KB

# check DIR LABEL ARGS...: a good save in DIR, then `remi-sim record ARGS` over it, which cannot fit.
check() {
  local dir=$1 label=$2 status=0
  shift 2
  "$sim" record "${small[@]}" --out "$dir/game.remi" >/dev/null || fail "$label: the small save"
  cp "$dir/game.remi" "$work/good.remi"
  if [ -n "${FILL:-}" ]; then head -c "$FILL" /dev/zero >"$dir/filler" 2>/dev/null || true; fi
  "$sim" record "$@" --out "$dir/game.remi" >"$work/out.txt" 2>"$work/err.txt" || status=$?
  cmp -s "$dir/game.remi" "$work/good.remi" ||
    fail "$label: the good save was replaced ($(stat -c %s "$dir/game.remi") bytes now, exit $status)"
  [ "$status" -ne 0 ] || fail "$label: remi-sim record exited 0 on a full disk"
  [ "$(wc -l <"$work/err.txt")" -eq 1 ] || fail "$label: expected one line on stderr, got: $(cat "$work/err.txt")"
  grep -q "nothing written" "$work/err.txt" || fail "$label: the message does not say nothing was written: $(cat "$work/err.txt")"
  local left
  left=$(ls -A "$dir" | grep -v -x -e game.remi -e filler || true)
  [ -z "$left" ] || fail "$label: files left behind: $left"
  rm -f "$dir/filler"
  echo "$label: exit $status, $(cat "$work/err.txt"); the good save ($(stat -c %s "$dir/game.remi") bytes) is intact"
}

mkdir "$work/tmpfs"
if [ "$(id -u)" -eq 0 ] && mount -t tmpfs -o size=64k tmpfs "$work/tmpfs" 2>/dev/null; then
  mounted=$work/tmpfs
  # 4 KiB of the 64 left free by a filler: the 8 KB save does not fit.
  FILL=$((56 * 1024)) check "$work/tmpfs" "64 KiB tmpfs, 8 KB save" "${medium[@]}"
  check "$work/tmpfs" "64 KiB tmpfs, 800 KB save" "${large[@]}"
  umount "$mounted"
  mounted=
else
  echo "64 KiB tmpfs: not mounted (needs root and CAP_SYS_ADMIN); the file size limit below still refuses the writes"
fi

mkdir "$work/limit"
(
  trap '' XFSZ # ignored: the write fails with EFBIG instead of killing the program
  ulimit -S -f 4  # KiB (bash counts -f in blocks of 1024 bytes); the soft limit, so it can rise again
  check "$work/limit" "ulimit -f 4, 8 KB save" "${medium[@]}"
  ulimit -S -f 64
  check "$work/limit" "ulimit -f 64, 800 KB save" "${large[@]}"
)
echo OK
