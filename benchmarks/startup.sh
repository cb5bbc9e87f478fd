#!/usr/bin/env bash
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Start-up time and memory of the game window (benchmarks/README.md). Not a test.
#
#   benchmarks/startup.sh [runs] [remi binary]
#   REMI_STARTUP_VARIANT=rami benchmarks/startup.sh     (another variant; default remi51)
#
# Builds a Release remi in build-release/ unless a binary is given, then runs it `runs` times
# (default 7) under one Xvfb server:
#   remi --variant remi51 --players 4 --seed S --measure-startup 12     (S = 1001, 1002, …)
# Each run reports the milliseconds from main() to the first paint of the dealt table
# (startup_ms), the wall-clock milliseconds from the exec to that paint (exec_to_paint_ms,
# measured here, so it includes loading the shared libraries), and VmRSS / VmHWM after 12 turns
# of the 4-player game. The medians come last.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-7}
variant=${REMI_STARTUP_VARIANT:-remi51}
remi=${2:-}
if [[ -z $remi ]]; then
    build=$root/build-release
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
        -DREMI_BUILD_BENCHMARKS=OFF >/dev/null
    cmake --build "$build" --target remi --parallel 2 >/dev/null
    remi=$build/src/app/remi
fi
command -v xvfb-run >/dev/null || { echo "xvfb-run is needed (apt-get install xvfb)" >&2; exit 2; }

if [[ ${REMI_STARTUP_INNER:-} != 1 ]]; then
    # Fresh settings (the default game) and one X server for every run.
    home=$(mktemp -d)
    trap 'rm -rf "$home"' EXIT
    HOME=$home XDG_CONFIG_HOME=$home/.config REMI_STARTUP_INNER=1 \
        xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$runs" "$remi"
    exit
fi

results=()
for ((i = 1; i <= runs; i++)); do
    before=$(date +%s%3N)
    line=$(QT_QPA_PLATFORM=xcb "$remi" --variant "$variant" --players 4 --seed $((1000 + i)) --measure-startup 12)
    epoch=${line#*paint_epoch_ms=}
    epoch=${epoch%% *}
    line="$line exec_to_paint_ms=$((epoch - before))"
    echo "run $i: $line"
    results+=("$line")
done
printf '%s\n' "${results[@]}" | awk -v runs="$runs" '
    function median(a, n,   i, j, t) {
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
        return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    {
        n++
        for (f = 1; f <= NF; f++) {
            split($f, kv, "=")
            if (kv[1] == "startup_ms") s[n] = kv[2]
            if (kv[1] == "exec_to_paint_ms") e[n] = kv[2]
            if (kv[1] == "vmrss_kb") r[n] = kv[2]
            if (kv[1] == "vmhwm_kb") h[n] = kv[2]
        }
    }
    END {
        printf "median of %d runs: startup_ms=%s exec_to_paint_ms=%s vmrss_mb=%.1f vmhwm_mb=%.1f\n",
            n, median(s, n), median(e, n), median(r, n) / 1024, median(h, n) / 1024
    }'
