#!/usr/bin/env python3
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs one remi-sim tournament as chunks of consecutive deal seeds on several processes and pools them.

A match depends only on its deal seed, so chunks of C matches from seed S + i*C/2 (i = 0, 1, ...)
add up to one run of all the matches from seed S. Prints the pooled win rate of the first seat
with its Wilson 95 % interval, the mean scores, the CPU seconds and the range of the chunks'
move-time p95 (one core, milliseconds) and their maximum.

    benchmarks/tournament-chunks.py --jobs 2 --chunk 100 --games 2000 -- \
        --variant remi51 --seats expert,hard --seed 1001 --expert-budget-ms 0 --expert-samples 32 \
        --budget-ms 0 --samples 16
"""

import argparse
import json
import math
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor


def wilson(wins, n, z=1.96):
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    z2n = z * z / n
    centre = (p + z2n / 2) / (1 + z2n)
    half = z * math.sqrt(p * (1 - p) / n + z2n / (4 * n)) / (1 + z2n)
    return max(0.0, centre - half), min(1.0, centre + half)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sim", default="build/src/cli/remi-sim")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--chunk", type=int, default=100, help="matches per chunk (even)")
    ap.add_argument("--games", type=int, required=True, help="matches in all")
    ap.add_argument("--nice", type=int, default=10)
    ap.add_argument("--label", default="")
    ap.add_argument("--max-fallback", type=int, default=None,
                    help="exit 1 when the driver's fallback ended more turns than this (issue 40: 0)")
    ap.add_argument("rest", nargs=argparse.REMAINDER, help="-- then remi-sim tournament options (with --seed)")
    a = ap.parse_args()
    rest = [x for x in a.rest if x != "--"]
    if "--seed" not in rest:
        sys.exit("tournament-chunks: give --seed")
    i = rest.index("--seed")
    seed = int(rest[i + 1])
    del rest[i:i + 2]
    chunks = [(seed + k * a.chunk // 2, min(a.chunk, a.games - k * a.chunk))
              for k in range((a.games + a.chunk - 1) // a.chunk)]

    def run(c):
        s, n = c
        cmd = ["nice", "-n", str(a.nice), a.sim, "tournament", *rest, "--games", str(n), "--seed", str(s), "--json"]
        out = subprocess.run(cmd, check=True, capture_output=True, text=True)
        return json.loads(out.stdout)

    with ThreadPoolExecutor(a.jobs) as ex:
        results = list(ex.map(run, chunks))
    games = sum(r["games"] for r in results)
    rounds = sum(r["rounds"] for r in results)
    cpu = sum(r["cpu_seconds"] for r in results)
    seats = len(results[0]["seats"])
    turns = sum(r["turns"] for r in results)
    fallback = sum(r["fallback_turns"] for r in results)
    line = {"label": a.label, "games": games, "rounds": rounds, "cpu_seconds": round(cpu, 1), "turns": turns,
            "fallback_turns": fallback, "seats": []}
    for k in range(seats):
        wins = sum(round(r["seats"][k]["win_rate"] * r["games"]) for r in results)
        lo, hi = wilson(wins, games)
        score = sum(r["seats"][k]["mean_score"] * r["games"] for r in results) / games
        p95 = [r["seats"][k]["move_cpu_ms_p95"] for r in results]
        line["seats"].append({
            "level": results[0]["seats"][k]["level"], "turns": sum(r["seats"][k].get("turns", 0) for r in results),
            "wins": wins, "win_rate": round(wins / games, 4),
            "ci": [round(lo, 4), round(hi, 4)], "mean_score": round(score, 1),
            "move_cpu_ms_p95_range": [min(p95), max(p95)],
            "move_cpu_ms_max": max(r["seats"][k]["move_cpu_ms_max"] for r in results)})
    print(json.dumps(line))
    if a.max_fallback is not None and fallback > a.max_fallback:
        sys.exit(f"tournament-chunks: {fallback} fallback turns (at most {a.max_fallback} allowed)")


if __name__ == "__main__":
    main()
