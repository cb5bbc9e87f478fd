#!/usr/bin/env python3
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

"""Merging Qt .ts translation files without losing a translator's work.

  ts-merge.py --selftest     checks the merge on three small files (a CTest)
  ts-merge.py merge BASE OURS THEIRS OUT
      Three-way merge by message (context, source, comment): a translation changed on one side
      only is taken from that side; changed on both sides, ours wins (reported on stderr).
      A message ours moved to another context is matched by its text, so theirs' change follows it.
      Messages present on one side only are kept. Use it for a git conflict in translations/*.ts
      (BASE/OURS/THEIRS from `git show :1:FILE`, `:2:`, `:3:`), then run scripts/update-translations.

Messages that lupdate later finds moved to another context keep their translations through
scripts/ts-carry.py (run by scripts/update-translations).

Prints what it did. Formatting is normalised by the next lupdate run (scripts/update-translations).
"""
import sys
import xml.etree.ElementTree as ET


def key(context, msg):
    src = msg.findtext('source') or ''
    com = msg.findtext('comment') or ''
    return (context, src, com)


def messages(root):
    out = {}
    for ctx in root.findall('context'):
        name = ctx.findtext('name') or ''
        for msg in ctx.findall('message'):
            out[key(name, msg)] = msg
    return out


def translation_of(msg):
    """A comparable form of a message's translation, or None when unfinished or missing."""
    if msg is None:
        return None
    tr = msg.find('translation')
    if tr is None or tr.get('type') in ('unfinished', 'vanished', 'obsolete'):
        return None
    return ET.tostring(tr, encoding='unicode').strip()


def write(tree, path):
    ET.indent(tree, space='    ')
    body = ET.tostring(tree.getroot(), encoding='unicode')
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + '\n')


def copy_translation(dst, src):
    old = dst.find('translation')
    new = src.find('translation')
    idx = list(dst).index(old) if old is not None else len(dst)
    if old is not None:
        dst.remove(old)
    clone = ET.fromstring(ET.tostring(new))
    clone.tail = new.tail
    dst.insert(idx, clone)
    # A plural translation (<numerusform>) needs the message's numerus="yes" with it.
    if src.get('numerus') is not None:
        dst.set('numerus', src.get('numerus'))
    elif dst.get('numerus') is not None:
        del dst.attrib['numerus']


def merge(base_path, ours_path, theirs_path, out_path):
    base = messages(ET.parse(base_path).getroot())
    ours_tree = ET.parse(ours_path)
    ours_root = ours_tree.getroot()
    ours = messages(ours_root)
    theirs_root = ET.parse(theirs_path).getroot()
    theirs = messages(theirs_root)
    taken = conflicts = added = 0
    # A message ours moved to another context (a class renamed) is matched with theirs by
    # source and comment alone, so that a translation theirs changed follows the move.
    def by_text(msgs):
        out = {}
        for (ctx, src, com), m in msgs.items():
            out.setdefault((src, com), []).append(m)
        return out
    base_text, theirs_text = by_text(base), by_text(theirs)

    def counterpart(k, msgs, texts):
        if k in msgs:
            return msgs[k]
        cands = texts.get(k[1:], [])
        return cands[0] if len(cands) == 1 else None

    for k, msg in ours.items():
        th = counterpart(k, theirs, theirs_text)
        t, b, o = translation_of(th), translation_of(counterpart(k, base, base_text)), translation_of(msg)
        if t is None or t == o:
            continue
        if o is None or o == b:
            copy_translation(msg, th)
            taken += 1
        elif t != b:
            conflicts += 1
            print(f'conflict, kept ours: {k[0]}: {k[1][:60]!r}', file=sys.stderr)
    contexts = {ctx.findtext('name'): ctx for ctx in ours_root.findall('context')}
    for ctx in theirs_root.findall('context'):
        name = ctx.findtext('name') or ''
        for msg in ctx.findall('message'):
            k = key(name, msg)
            if k in ours:
                continue
            if name not in contexts:
                c = ET.SubElement(ours_root, 'context')
                ET.SubElement(c, 'name').text = name
                contexts[name] = c
            contexts[name].append(ET.fromstring(ET.tostring(msg)))
            added += 1
    write(ours_tree, out_path)
    print(f'{out_path}: {taken} translations taken from theirs, {added} messages added, {conflicts} conflicts')


def selftest():
    """ts-merge.py --selftest: merges three small files and checks the result exactly."""
    import tempfile, os
    def ts(*msgs):
        body = ''.join(msgs)
        return f'<?xml version="1.0" encoding="utf-8"?>\n<TS version="2.1" language="ru_RU"><context><name>W</name>{body}</context></TS>\n'
    plain = '<message><source>Winner: %1</source><translation>Победитель: %1</translation></message>'
    plural = ('<message numerus="yes"><source>Winner: %1</source><translation><numerusform>Победитель: %1</numerusform>'
              '<numerusform>Победители: %1</numerusform><numerusform>Победители: %1</numerusform></translation></message>')
    other_base = '<message><source>Draw</source><translation type="unfinished"></translation></message>'
    other_ours = '<message><source>Draw</source><translation>Взять</translation></message>'
    new_theirs = '<message><source>Rematch</source><translation>Реванш</translation></message>'
    with tempfile.TemporaryDirectory() as d:
        paths = [os.path.join(d, n) for n in ('b.ts', 'o.ts', 't.ts', 'out.ts')]
        for path, text in zip(paths, (ts(plain, other_base), ts(plain, other_ours), ts(plural, other_base, new_theirs))):
            with open(path, 'w', encoding='utf-8') as f:
                f.write(text)
        merge(*paths)
        root = ET.parse(paths[3]).getroot()
        got = {m.findtext('source'): m for m in root.iter('message')}
        winner = got['Winner: %1']
        forms = [f.text for f in winner.find('translation').findall('numerusform')]
        assert winner.get('numerus') == 'yes', 'a plural taken from theirs keeps numerus="yes"'
        assert forms == ['Победитель: %1', 'Победители: %1', 'Победители: %1'], forms
        assert got['Draw'].findtext('translation') == 'Взять', 'ours\' translation kept'
        assert got['Rematch'].findtext('translation') == 'Реванш', 'a message only theirs has is added'
    print('ts-merge selftest: ok')


if __name__ == '__main__':
    a = sys.argv[1:]
    if len(a) == 5 and a[0] == 'merge':
        merge(*a[1:])
    elif a == ['--selftest']:
        selftest()
    else:
        sys.exit(__doc__)
