#!/usr/bin/env python3
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

"""class_sizes.py [--limit N] [--top K] [--allow NAME=CEILING]... DIR...: each class's lines.

A class under DIR is its header with every .cpp file that defines its methods (TableScene.h +
TableScene.cpp + TableSceneLayout.cpp is one class), as in scripts/class_cycles.py. Prints the K largest (default 10),
each with its lines and files, then 'classes N, over L lines K'. Exit 1 when a class has more than
--limit lines (default 800): a class per idea, not one class in many files (CTest style.class_size
over src).

A .cpp file belongs to the header of the same name in its folder; otherwise to the class, with a
header in its folder (else anywhere under DIR), whose methods it defines most ("X::name(" starting a
line); a .cpp file with neither (main.cpp) is a unit of its own. Every line counts.

--allow NAME=CEILING: class NAME is over the limit and waits for its split; until then it may not
grow past CEILING lines. Exit 1 as well when it does, or when it is no longer over the limit (or no
longer there): take it off the list then, so that the list only shrinks.
"""
import argparse
import collections
import os
import re
import sys

parser = argparse.ArgumentParser(description=__doc__.split('\n', maxsplit=1)[0])
parser.add_argument('--limit', type=int, default=800, help='most lines a class may have')
parser.add_argument('--top', type=int, default=10, help='how many of the largest classes to list')
parser.add_argument('--allow', action='append', default=[], metavar='NAME=CEILING',
                    help='a class over the limit that may not grow past CEILING lines')
parser.add_argument('dirs', nargs='+')
args = parser.parse_args()

files = sorted(os.path.join(root, n) for d in args.dirs for root, _, names in os.walk(d) for n in names
               if n.endswith(('.h', '.cpp')))
headers = collections.defaultdict(list)  # stem -> header paths
for f in files:
    if f.endswith('.h'):
        headers[os.path.splitext(os.path.basename(f))[0]].append(f)
defs = re.compile(r'^(?:[\w:<>*&,]+[ \t*&]+)*([A-Z]\w*)::~?\w+\s*\(', re.M)  # definitions start a line


def header_of(stem, folder):
    """The header of class `stem`: the one in `folder`, else the first under DIR, else None."""
    paths = headers.get(stem, [])
    for p in paths:
        if os.path.dirname(p) == folder:
            return p
    return paths[0] if paths else None


def unit(path):
    """The class `path` belongs to, named by its header's path (or `path` itself)."""
    if path.endswith('.h'):
        return path
    folder = os.path.dirname(path)
    own = os.path.join(folder, os.path.splitext(os.path.basename(path))[0] + '.h')
    if own in files:
        return own
    text = open(path, encoding='utf-8', errors='replace').read()
    counts = collections.Counter(h for h in (header_of(c, folder) for c in defs.findall(text)) if h)
    return counts.most_common(1)[0][0] if counts else path


members = collections.defaultdict(list)
lines = collections.Counter()
for f in files:
    u = unit(f)
    members[u].append(f)
    with open(f, encoding='utf-8', errors='replace') as text:
        lines[u] += sum(1 for _ in text)


def name(u):
    return os.path.splitext(os.path.basename(u))[0]


ranked = sorted(lines, key=lambda u: (-lines[u], u))
for u in ranked[:args.top]:
    parts = ' + '.join(f'{os.path.basename(f)} {sum(1 for _ in open(f, encoding="utf-8", errors="replace"))}'
                       for f in sorted(members[u]))
    print(f'{lines[u]:6d}  {name(u)}  ({parts})')
allowed = {}
for a in args.allow:
    n, _, ceiling = a.partition('=')
    allowed[n] = int(ceiling)
failed, waiting = [], 0
over = [u for u in ranked if lines[u] > args.limit]
for u in over:
    ceiling = allowed.get(name(u))
    if ceiling is None:
        failed.append(f'over {args.limit} lines: {name(u)} ({lines[u]} lines, {os.path.relpath(u)})')
    elif lines[u] > ceiling:
        failed.append(f'grew past its ceiling: {name(u)} ({lines[u]} lines, at most {ceiling} until it is split)')
    else:
        waiting += 1
        print(f'waits for its split: {name(u)} ({lines[u]} lines, at most {ceiling})')
for n in sorted(set(allowed) - {name(u) for u in over}):
    failed.append(f'no longer over {args.limit} lines: {n} (take it off the --allow list)')
for f in failed:
    print(f)
print(f'classes {len(lines)}, over {args.limit} lines {len(over)}, waiting for a split {waiting}')
sys.exit(1 if failed else 0)
