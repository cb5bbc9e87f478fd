#!/usr/bin/env bash
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# remi-table-bench of two builds side by side in one run (issue 17 "Speed"): one Xvfb server, the
# programs taking turns RUNS times, so that both see the same machine. Prints one JSON line a run,
# prefixed by the label and the one-minute load average.
#   benchmarks/table-side-by-side.sh CURRENT_BENCH PREVIOUS_BENCH [runs] [extra bench arguments]
set -euo pipefail
current=$1 previous=$2 runs=${3:-5}
shift $(( $# < 3 ? $# : 3 ))
display=:$(( 90 + RANDOM % 100 ))
Xvfb "$display" -screen 0 1920x1080x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb' EXIT
sleep 2
for ((i = 1; i <= runs; ++i)); do
    for label in current previous; do
        bench=$current
        [ "$label" = previous ] && bench=$previous
        line=$(DISPLAY=$display QT_QPA_PLATFORM=xcb "$bench" --json "$@" 2>/dev/null | tail -n 1)
        echo "$label $(cut -d' ' -f1 /proc/loadavg) $line"
    done
done
