#!/usr/bin/env python3
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

"""class_cycles.py [--layers L1,L2,...] DIR...: circles of #include between classes under DIR (a
header with the .cpp files that define its methods is one class). Prints each circle and, last,
'classes N, circles K, classes in circles M'. Exit 1 when there is a circle.

Copied from the rules authors' tools (shared/tools/class_cycles.py), so that the build never reads
a folder outside the project; CTest runs it over src/app (test app_include_circles).

--layers window,access,table,store,play,words: also checks the layer order of docs/DESIGN.md, the
layers listed from the top down, each a folder directly under DIR. A file may include headers of
its own layer and of the layers after it in the list, never of one before it, and never a header
through a path that names src/app ("app/..."): prints each such include and
'files N, includes up the layers K'. Exit 1 when there is one (test app_layer_order).
"""
import argparse
import collections
import os
import re
import sys

parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
parser.add_argument('--layers', help='comma-separated layer folders, top layer first')
parser.add_argument('dirs', nargs='+')
args = parser.parse_args()

files = []
for d in args.dirs:
    for root, _, names in os.walk(d):
        files += [os.path.join(root, n) for n in names if n.endswith(('.h', '.cpp'))]
files.sort()
headers = {os.path.splitext(os.path.basename(f))[0]: f for f in files if f.endswith('.h')}
inc = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
defs = re.compile(r'^(?:[\w:<>*&,]+[ \t*&]+)*([A-Z]\w*)::~?\w+\s*\(', re.M)  # definitions start a line


def unit(path):
    stem = os.path.splitext(os.path.basename(path))[0]
    if path.endswith('.h') or stem in headers:
        return stem
    text = open(path, encoding='utf-8', errors='replace').read()
    counts = collections.Counter(c for c in defs.findall(text) if c in headers)
    return counts.most_common(1)[0][0] if counts else stem


edges = collections.defaultdict(set)
units = set()
for f in files:
    u = unit(f)
    units.add(u)
    for i in inc.findall(open(f, encoding='utf-8', errors='replace').read()):
        t = os.path.splitext(os.path.basename(i))[0]
        if t in headers and t != u:
            edges[u].add(t)

index, low, stack, on, sccs, n = {}, {}, [], set(), [], [0]
sys.setrecursionlimit(10000)


def visit(v):
    index[v] = low[v] = n[0]
    n[0] += 1
    stack.append(v)
    on.add(v)
    for w in sorted(edges[v]):
        if w not in index:
            visit(w)
            low[v] = min(low[v], low[w])
        elif w in on:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        comp = []
        while True:
            w = stack.pop()
            on.discard(w)
            comp.append(w)
            if w == v:
                break
        if len(comp) > 1:
            sccs.append(sorted(comp))


if os.environ.get("EDGES"):
    for u in sorted(edges):
        print(u, "->", " ".join(sorted(edges[u])))
for u in sorted(units):
    if u not in index:
        visit(u)
for c in sccs:
    print('circle:', ' '.join(c))
print(f'classes {len(units)}, circles {len(sccs)}, classes in circles {sum(map(len, sccs))}')
failed = bool(sccs)

if args.layers:
    order = args.layers.split(',')  # top first: a layer may include itself and what follows it

    def layer_of(path):
        for d in args.dirs:
            rel = os.path.relpath(path, d)
            if not rel.startswith('..'):
                top = rel.split(os.sep)[0]
                return top if top in order else None
        return None

    upward = []
    for f in files:
        mine = layer_of(f)
        for i in inc.findall(open(f, encoding='utf-8', errors='replace').read()):
            if i.startswith('app/'):
                upward.append(f'{f}: #include "{i}" (through src/app: include by the header name)')
                continue
            t = os.path.splitext(os.path.basename(i))[0]
            if t not in headers or '/' in i:
                continue
            theirs = layer_of(headers[t])
            if mine is None or theirs is None:
                upward.append(f'{f}: #include "{i}" (outside the layer folders {",".join(order)})')
            elif order.index(theirs) < order.index(mine):
                upward.append(f'{f}: #include "{i}" ({mine} includes {theirs}, a layer above it)')
    for u in upward:
        print('up the layers:', u)
    print(f'files {len(files)}, includes up the layers {len(upward)}')
    failed = failed or bool(upward)

sys.exit(1 if failed else 0)
