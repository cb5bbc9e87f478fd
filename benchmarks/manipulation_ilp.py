#!/usr/bin/python3
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

"""The ILP reference of the table-manipulation benchmark (benchmarks/README.md).

The model of D. den Hertog and P. B. Hulshof, "Solving Rummikub problems by integer linear
programming", The Computer Journal 49(6), 2006: one integer variable per meld template (how many
times that meld is laid), one per hand face (how many copies are placed), and one equation per
face: the cards of that face in the melds = the table's copies + the hand's copies placed.

    max  sum_i v_i y_i
    s.t. sum_j s_ij x_j - y_i = t_i   for every face i (52 natural faces and the joker)
         0 <= y_i <= r_i,  x_j in {0, 1, ..., ub_j}, integer

Templates: runs of 3 to 5 consecutive ranks of one suit (rank 14 = the ace after the king when
`ace_high`; never K-A-2) and sets of 3 or 4 distinct suits of one rank, each with every placement
of at most `jmax` jokers that leaves a natural card; identical card multisets are one column.
Runs longer than 5 are not needed: with jmax <= 2 each splits into valid runs of 3 to 5 cards.
Templates using a face that neither the table nor the hand holds are left out, and ub_j is the
fewest copies any card of the template has (both only shrink the model, as a presolve would).

Solved with HiGHS through scipy.optimize.milp (Debian: apt-get install python3-scipy), default
options (the objective is integral, so the default relative gap proves the optimum). Not a
dependency of the game or of its tests: used only to compare speeds and to prove the optimum of
new instances.

    manipulation_ilp.py FILE.jsonl [--passes N] [--lines L,L,...]   the ILP alone: optimum, ms
    manipulation_ilp.py FILE.jsonl --bench build/benchmarks/remi-bench [--passes N] [--json]
        instance by instance in one run: every pass runs `remi-bench manipulation FILE --json
        --passes 1` and then the ILP on every instance; each side's time of an instance is its best
        pass. Prints both medians and maxima, and every instance where remi-bench is slower.
    manipulation_ilp.py FILE.jsonl --prove OUT.jsonl   writes the instances with the ILP's
        optimum and time (`optimum`, `highs_ms`) filled in

Exit code 0 when every optimum agrees (and, with --bench, remi-bench matched every one too),
1 otherwise, 2 for a bad file or argument.
"""

import argparse
import json
import math
import statistics
import subprocess
import sys
import time

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, milp
from scipy.sparse import csc_matrix

SUITS = "RBYK"
JOKER = 52  # index of the joker among the 53 tiles


def parse_card(code):
    if code == "J":
        return JOKER
    suit = SUITS.index(code[0])
    rank = int(code[1:])
    if not 1 <= rank <= 13:
        raise ValueError("bad card " + code)
    return suit * 13 + rank - 1


def templates(jmax, ace_high, avail):
    """Every distinct meld (natural-card counts per face, jokers) whose natural faces have avail > 0."""
    if jmax > 2:
        raise ValueError("runs of 3 to 5 cards cover only jmax <= 2")
    last = 14 if ace_high else 13
    seen = set()
    out = []

    def add(faces, jokers):
        if any(avail[f] == 0 for f in faces):
            return
        key = (tuple(sorted(faces)), jokers)
        if key not in seen:
            seen.add(key)
            out.append(key)

    for s in range(4):
        for start in range(1, last - 1):
            for length in range(3, 6):
                if start + length - 1 > last:
                    break
                for mask in range(1 << length):
                    jk = bin(mask).count("1")
                    if jk > jmax or jk == length:
                        continue
                    faces = [s * 13 + ((start + q) if start + q <= 13 else 1) - 1
                             for q in range(length) if not mask >> q & 1]
                    add(faces, jk)
    for rank in range(1, 14):
        for mask in range(1, 16):
            n = bin(mask).count("1")
            for jk in range(0, jmax + 1):
                if 3 <= n + jk <= 4:
                    add([s * 13 + rank - 1 for s in range(4) if mask >> s & 1], jk)
    return out


def build(inst):
    """The model of one instance: (c, A, lb_x, ub_x, t, integrality, n_templates)."""
    table = [0] * 53
    hand = [0] * 53
    for c in inst["table"]:
        table[parse_card(c)] += 1
    for c in inst["rack"]:
        hand[parse_card(c)] += 1
    avail = [table[i] + hand[i] for i in range(53)]
    count = inst["objective"] == "count"
    if not count and inst["objective"] != "value":
        raise ValueError("objective must be value or count")
    value = [1 if count else (i % 13 + 1) for i in range(52)] + [1 if count else 0]
    temps = [t for t in templates(inst["jmax"], inst["ace_high"], avail) if t[1] <= avail[JOKER]]
    nx = len(temps)
    rows, cols, vals = [], [], []
    ub = []
    for j, (faces, jk) in enumerate(temps):
        per = {}
        for f in faces:
            per[f] = per.get(f, 0) + 1
        if jk:
            per[JOKER] = jk
        for f, k in per.items():
            rows.append(f)
            cols.append(j)
            vals.append(k)
        ub.append(min(avail[f] // k for f, k in per.items()))
    for i in range(53):  # y_i: hand copies placed
        rows.append(i)
        cols.append(nx + i)
        vals.append(-1)
    A = csc_matrix((vals, (rows, cols)), shape=(53, nx + 53))
    c = np.concatenate([np.zeros(nx), -np.array(value, dtype=float)])
    lb = np.zeros(nx + 53)
    hi = np.array(ub + hand, dtype=float)
    t = np.array(table, dtype=float)
    return c, A, lb, hi, t, nx


def solve(inst):
    """(optimum or None when infeasible, milliseconds of the milp call, templates)."""
    c, A, lb, hi, t, nx = build(inst)
    t0 = time.perf_counter()
    res = milp(c, constraints=LinearConstraint(A, t, t), bounds=Bounds(lb, hi), integrality=np.ones(len(c)))
    ms = (time.perf_counter() - t0) * 1000.0
    if res.status == 2:  # infeasible
        return None, ms, nx
    if res.status != 0:
        raise RuntimeError("HiGHS: " + res.message)
    return int(round(-res.fun)), ms, nx


def load(path, lines):
    out = []
    with open(path) as f:
        for no, line in enumerate(f, 1):
            if line.strip() and (not lines or no in lines):
                inst = json.loads(line)
                inst["_line"] = no
                out.append(inst)
    return out


def pct(v, q):
    """The q-quantile as remi-bench computes it: the ceil(q n)-th smallest."""
    v = sorted(v)
    return v[max(0, min(len(v) - 1, math.ceil(q * len(v)) - 1))] if v else 0.0


def run_bench(bench, path, lines):
    cmd = [bench, "manipulation", path, "--json", "--passes", "1"]
    if lines:
        cmd += ["--lines", ",".join(map(str, sorted(lines)))]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        raise RuntimeError("remi-bench failed: " + done.stderr)
    return {it["line"]: it for it in json.loads(done.stdout)["items"]}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("file")
    ap.add_argument("--passes", type=int, default=3)
    ap.add_argument("--lines", default="")
    ap.add_argument("--bench", help="remi-bench binary: compare instance by instance")
    ap.add_argument("--prove", metavar="OUT", help="write the instances with the ILP's optimum")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    try:
        lines = {int(x) for x in a.lines.split(",") if x} if a.lines else set()
        insts = load(a.file, lines)
    except (OSError, ValueError) as e:
        print("manipulation_ilp: " + str(e), file=sys.stderr)
        return 2
    ilp = {i["_line"]: float("inf") for i in insts}
    opt = {}
    remi = {i["_line"]: float("inf") for i in insts}
    remi_item = {}
    for _ in range(max(1, a.passes)):
        if a.bench:
            for line, it in run_bench(a.bench, a.file, lines).items():
                remi[line] = min(remi[line], it["ms"])
                remi_item[line] = it
        for inst in insts:
            v, ms, _nx = solve(inst)
            ilp[inst["_line"]] = min(ilp[inst["_line"]], ms)
            opt[inst["_line"]] = v
    bad = [i["_line"] for i in insts if "optimum" in i and opt[i["_line"]] != int(round(i["optimum"]))]
    if a.prove:
        with open(a.prove, "w") as f:
            for inst in insts:
                o = {k: v for k, v in inst.items() if k != "_line"}
                o["optimum"] = float(opt[inst["_line"]]) if opt[inst["_line"]] is not None else None
                o["highs_ms"] = round(ilp[inst["_line"]], 3)
                f.write(json.dumps(o) + "\n")
    rows = []
    for inst in insts:
        line = inst["_line"]
        r = {"line": line, "table": len(inst["table"]), "ilp_optimum": opt[line], "ilp_ms": round(ilp[line], 4)}
        if a.bench:
            it = remi_item.get(line, {})
            r.update({"remi_value": it.get("value"), "remi_ms": remi[line], "remi_states": it.get("states"),
                      "ratio": round(ilp[line] / max(remi[line], 1e-6), 1)})
        rows.append(r)
    slower = [r for r in rows if a.bench and r["remi_ms"] >= r["ilp_ms"]]
    remi_bad = [r["line"] for r in rows if a.bench and r["remi_value"] != r["ilp_optimum"]
                and not (r["ilp_optimum"] is None and r["remi_value"] == -1)]
    if a.json:
        print(json.dumps({"instances": len(rows), "ilp_disagrees": bad, "remi_disagrees": remi_bad,
                          "remi_slower": [r["line"] for r in slower], "items": rows}))
    else:
        il = [r["ilp_ms"] for r in rows]
        print(f"{a.file}: {len(rows)} instances, ILP optimum = file optimum on {len(rows) - len(bad)}"
              + (f" (differs on lines {bad})" if bad else ""))
        print(f"  ILP (HiGHS) ms: median {statistics.median(il):.2f}  p95 {pct(il, .95):.2f}  "
              f"p99 {pct(il, .99):.2f}  max {max(il):.2f}  min {min(il):.2f}")
        if a.bench:
            rm = [r["remi_ms"] for r in rows]
            ratios = sorted(r["ilp_ms"] / max(r["remi_ms"], 1e-6) for r in rows)
            print(f"  remi-bench ms:  median {statistics.median(rm):.3f}  p95 {pct(rm, .95):.3f}  "
                  f"p99 {pct(rm, .99):.3f}  max {max(rm):.3f}; value = ILP optimum on {len(rows) - len(remi_bad)}")
            print(f"  ILP time / remi time per instance: min {ratios[0]:.1f}  median {statistics.median(ratios):.0f}")
            worst = sorted(rows, key=lambda r: r["ilp_ms"] / max(r["remi_ms"], 1e-6))[:5]
            print("  closest instances: " + "; ".join(
                f"line {r['line']} ({r['table']} table cards) remi {r['remi_ms']:.3f} ms, ILP {r['ilp_ms']:.2f} ms"
                for r in worst))
            print(f"  remi-bench slower than the ILP on {len(slower)} instances"
                  + (": lines " + ", ".join(str(r["line"]) for r in slower) if slower else ""))
    return 0 if not bad and not remi_bad else 1


if __name__ == "__main__":
    sys.exit(main())
