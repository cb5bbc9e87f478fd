#!/usr/bin/env bash
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Peak memory and time of loading a save (issue 21; benchmarks/README.md "Loading a save"). Not a test.
#
#   benchmarks/save-memory.sh REMI_SIM [REFERENCE_REMI_SIM] [runs]
#
# Makes two saves with REMI_SIM: a real 1.6 MB match (two computer players, four long remi51
# rounds, 32 000 actions) and the same match padded to 8 MiB with 3.4 million small numbers
# (benchmarks/make-big-save.cmake: the worst case for the reader), then runs `remi-sim replay` on
# each `runs` times (default 3) under /usr/bin/time, with each binary in turn, and prints the
# median peak resident memory (KB) and wall time (s). A reference binary built from an earlier
# commit gives the figures side by side in one run.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
sim=$1
ref=${2:-}
runs=${3:-3}
[ -x /usr/bin/time ] || { echo "/usr/bin/time is needed (apt-get install time)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake -DREMI_SIM="$sim" -DOUT="$work/big-8mib.remi" -P "$here/make-big-save.cmake" >/dev/null
"$sim" record --variant remi51 --players 2 --seed 5 --rounds 0 --option openingMin=101 \
    --option stockReshuffles=unlimited --option stalemateRebuilds=100 --option matchEnd=twiceAround \
    --out "$work/real.remi" >/dev/null

median() { sort -n | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
measure() { # BINARY FILE -> "KB s"
    local kb=() s=()
    for ((i = 0; i < runs; i++)); do
        /usr/bin/time -f "%M %e" -o "$work/time" "$1" replay "$2" >/dev/null
        read -r k t <"$work/time"
        kb+=("$k")
        s+=("$t")
    done
    echo "$(printf '%s\n' "${kb[@]}" | median) $(printf '%s\n' "${s[@]}" | median)"
}
printf '%-10s %-14s %12s %10s\n' binary save peak_KB time_s
for file in real.remi big-8mib.remi; do
    bytes=$(stat -c %s "$work/$file")
    for b in ${ref:+reference} current; do
        bin=$sim
        [ "$b" = reference ] && bin=$ref
        read -r kb s < <(measure "$bin" "$work/$file")
        printf '%-10s %-14s %12s %10s   (%s bytes)\n' "$b" "$file" "$kb" "$s" "$bytes"
    done
done
