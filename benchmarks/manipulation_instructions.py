#!/usr/bin/python3
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

"""Instructions per instance of `remi-bench manipulation`, counted by valgrind (callgrind): figures
that do not depend on the machine's load (benchmarks/README.md).

    manipulation_instructions.py BENCH FILE.jsonl [--lines L,L,...] [--top N] [--json]

Runs `BENCH manipulation FILE --passes 2` under `valgrind --tool=callgrind`, with a profile dump at
every entry of TableManipulationSolver::solve; the instructions between two entries are one
instance's solve (plus the benchmark's few instructions around it). The first pass counts (the
second only closes the last instance's interval). Prints the median, p95, p99 and maximum in
millions of instructions and the N costliest instances.
"""

import argparse
import glob
import json
import math
import os
import subprocess
import sys
import tempfile


def pct(v, q):
    v = sorted(v)
    return v[max(0, min(len(v) - 1, math.ceil(q * len(v)) - 1))] if v else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("bench")
    ap.add_argument("file")
    ap.add_argument("--lines", default="")
    ap.add_argument("--top", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    if a.lines:
        lines = [int(x) for x in a.lines.split(",") if x]
    else:
        with open(a.file) as f:
            lines = [no for no, line in enumerate(f, 1) if line.strip()]
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
               "--dump-before=remi::ai::TableManipulationSolver::solve(*",
               a.bench, "manipulation", a.file, "--passes", "2", "--json",
               "--lines", ",".join(map(str, lines))]
        done = subprocess.run(cmd, capture_output=True, text=True)
        if done.returncode not in (0, 1):
            print(done.stderr, file=sys.stderr)
            return 2
        items = json.loads(done.stdout)["items"]
        # dumps out.1 .. out.K: out.k ends where solve k begins; solve k is in out.(k+1)
        totals = {}
        for path in glob.glob(out + ".*"):
            k = int(path.rsplit(".", 1)[1])
            with open(path) as f:
                for row in f:
                    if row.startswith("totals:"):
                        totals[k] = int(row.split()[1])
        counts = [totals.get(k + 1, 0) for k in range(1, len(lines) + 1)]
    rows = [{"line": it["line"], "table": it["table"], "instructions": c, "states": it["states"]}
            for it, c in zip(items, counts)]
    mi = [r["instructions"] / 1e6 for r in rows]
    summary = {"instances": len(rows), "median_Minstr": round(pct(mi, 0.5), 3), "p95_Minstr": round(pct(mi, 0.95), 3),
               "p99_Minstr": round(pct(mi, 0.99), 3), "max_Minstr": round(max(mi), 3)}
    worst = sorted(rows, key=lambda r: -r["instructions"])[: a.top]
    if a.json:
        print(json.dumps({"summary": summary, "items": rows}))
    else:
        print(f"{a.file}: {len(rows)} instances, millions of instructions per solve: median {summary['median_Minstr']}"
              f"  p95 {summary['p95_Minstr']}  p99 {summary['p99_Minstr']}  max {summary['max_Minstr']}")
        print("  costliest: " + "; ".join(f"line {r['line']} ({r['table']} table cards) "
                                          f"{r['instructions'] / 1e6:.1f} M, {r['states']} states" for r in worst))
    return 0


if __name__ == "__main__":
    sys.exit(main())
