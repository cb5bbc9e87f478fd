#!/usr/bin/env python3
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

"""Carries translations over to messages whose translation context changed (a string moved to
another class or file), so that moving code never makes a translated message unfinished.

lupdate keys a message by (context, source, disambiguation comment). When a tr() call moves from
class A to class B, lupdate drops (A, text) and adds (B, text) as unfinished. This script fills
such unfinished messages of the given .ts files from a reference copy of the same files made
before the move:

  * a reference message with the same context, source, comment and plural-ness wins;
  * else one from a context mapped to the new one with --map OLD:NEW (repeatable; OLD may be
    given several times, e.g. --map KeyboardController:TableWords --map MainWindow:TableWords);
  * else one from any context, when every finished reference message with that source, comment
    and plural-ness has the same translation (the same words were used everywhere);
  * otherwise the message stays unfinished and is listed (a translator must choose).

The reference is a folder or file (--from PATH: PATH/<basename> when PATH is a folder) or a git
revision (--from-rev REV: `git show REV:<path of each .ts file>`). scripts/update-translations
runs this automatically with the .ts files as they were before its lupdate run, so a plain

    scripts/update-translations

keeps every translation of a moved string. By hand, after an lupdate that already dropped them:

    scripts/ts-carry.py --from-rev HEAD translations/remi_sr.ts translations/remi_ru.ts

Only <translation> elements of unfinished messages are rewritten; the rest of each file is left
byte for byte. Prints, per file, how many messages were filled and which stay unfinished.
Exit status 0 (also when some stay unfinished: that is a translator's job, not an error).
"""
import argparse
import os
import re
import subprocess
import sys

CONTEXT = re.compile(r'<context>\s*<name>(.*?)</name>(.*?)</context>', re.S)
MESSAGE = re.compile(r'<message[^>]*>.*?</message>', re.S)
SOURCE = re.compile(r'<source>(.*?)</source>', re.S)
COMMENT = re.compile(r'<comment>(.*?)</comment>', re.S)
TRANSLATION = re.compile(r'<translation[^>]*>.*?</translation>|<translation[^>]*/>', re.S)


def key_of(message):
    """(source, disambiguation comment, plural) of a <message> element's text."""
    source = SOURCE.search(message).group(1)
    comment = COMMENT.search(message)
    return source, comment.group(1) if comment else '', 'numerus="yes"' in message.split('>', 1)[0]


def finished(message):
    t = TRANSLATION.search(message)
    return t is not None and 'type="' not in t.group(0).split('>', 1)[0] and not t.group(0).endswith('/>')


def read_reference(text):
    """{(context, key): translation element} and {key: {translation elements}} of finished messages."""
    exact, by_key = {}, {}
    for ctx in CONTEXT.finditer(text):
        name = ctx.group(1)
        for m in MESSAGE.finditer(ctx.group(2)):
            message = m.group(0)
            if not finished(message):
                continue
            k = key_of(message)
            element = TRANSLATION.search(message).group(0)
            exact[(name, k)] = element
            by_key.setdefault(k, {}).setdefault(element, set()).add(name)
    return exact, by_key


def reindent(element, indent):
    """A translation element with its numerusform lines indented for `indent` (the message's)."""
    return re.sub(r'\n\s*(<numerusform|</translation)',
                  lambda m: '\n' + indent + ('    ' if m.group(1) == '<numerusform' else '') + m.group(1),
                  element)


def carry(text, reference, mapping):
    exact, by_key = reference
    filled, left = 0, []

    def one_context(ctx):
        nonlocal filled
        name = ctx.group(1)
        sources_for_name = {old for old, new in mapping if new == name}

        def one_message(m):
            nonlocal filled
            message = m.group(0)
            t = TRANSLATION.search(message)
            if t is None or 'type="unfinished"' not in t.group(0).split('>', 1)[0]:
                return message
            k = key_of(message)
            element = exact.get((name, k))
            if element is None:
                candidates = by_key.get(k, {})
                mapped = {e for e, ctxs in candidates.items() if ctxs & sources_for_name}
                if len(mapped) == 1:
                    element = next(iter(mapped))
                elif len(candidates) == 1:
                    element = next(iter(candidates))
            if element is None:
                left.append((name, k[0]))
                return message
            indent = re.search(r'\n([ \t]*)<translation', message)
            element = reindent(element, indent.group(1) if indent else '        ')
            filled += 1
            return message[:t.start()] + element + message[t.end():]

        body = MESSAGE.sub(one_message, ctx.group(2))
        return ctx.group(0)[:ctx.start(2) - ctx.start(0)] + body + ctx.group(0)[ctx.end(2) - ctx.start(0):]

    return CONTEXT.sub(one_context, text), filled, left


def reference_text(path, args):
    if args.from_rev:
        root = subprocess.run(['git', 'rev-parse', '--show-toplevel'], capture_output=True, text=True,
                              cwd=os.path.dirname(os.path.abspath(path)), check=True).stdout.strip()
        rel = os.path.relpath(os.path.abspath(path), root)
        return subprocess.run(['git', 'show', f'{args.from_rev}:{rel}'], capture_output=True, text=True,
                              cwd=root, check=True).stdout
    ref = args.from_path
    if os.path.isdir(ref):
        ref = os.path.join(ref, os.path.basename(path))
    with open(ref, encoding='utf-8') as f:
        return f.read()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument('--from', dest='from_path', help='reference .ts file, or folder holding files of the same names')
    where.add_argument('--from-rev', help='git revision holding the reference .ts files at the same paths')
    parser.add_argument('--map', action='append', default=[], metavar='OLD:NEW',
                        help='messages now in context NEW may take the translation they had in context OLD')
    parser.add_argument('ts', nargs='+', help='.ts files to fill in place')
    args = parser.parse_args()
    mapping = []
    for m in args.map:
        if ':' not in m:
            parser.error(f'--map {m}: expected OLD:NEW')
        mapping.append(tuple(m.split(':', 1)))
    for path in args.ts:
        with open(path, encoding='utf-8', newline='') as f:
            text = f.read()
        try:
            reference = read_reference(reference_text(path, args))
        except (OSError, subprocess.CalledProcessError) as e:
            print(f'{path}: no reference ({e}); nothing carried', file=sys.stderr)
            continue
        out, filled, left = carry(text, reference, mapping)
        if out != text:
            with open(path, 'w', encoding='utf-8', newline='') as f:
                f.write(out)
        print(f'{os.path.basename(path)}: {filled} carried over, {len(left)} left unfinished')
        for ctx, source in left:
            print(f'  unfinished: {ctx}: {source}')


if __name__ == '__main__':
    main()
