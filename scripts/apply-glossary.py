#!/usr/bin/env python3
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

"""Applies docs/GLOSSARY.md (one term per idea) to the Serbian and Russian translations and help pages.

  scripts/apply-glossary.py            substitutes the terms in translations/remi_sr.ts, remi_ru.ts and
                                       resources/help/{sr,ru}/*.html, regenerates the Serbian Latin
                                       files (scripts/cyr2lat.py), prints what changed, then --check
  scripts/apply-glossary.py --dry-run  prints each change (old → new) and writes nothing
  scripts/apply-glossary.py --check    lists every remaining "Never" term (translations/never-terms.tsv,
                                       the list tst_vocabulary checks); exit 1 when there is one

Run it again after a merge or after new strings were translated: it only rewrites what a term of
TERMS below matches, inside <translation>/<numerusform> of the .ts files and in the text (not the
tags) of the help pages, so it is safe to run any number of times. The .ts files keep lupdate's
format byte for byte outside the changed texts. What a plain substitution cannot fix (a change of
grammatical gender, a sentence to rephrase) is listed by --check and fixed by hand.

A substitution keeps the capital of the first letter: "Спусти" → "Изложи", "спуштање" → "излагање".
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (pattern, replacement), applied in order, case-insensitive; the replacement gets a capital first
# letter when the matched text starts with one. Specific phrases come before the general forms.
TERMS = {
    'sr': [
        # quotes: „…“, never ”
        (r'„([^„“”\n<]*)”', r'„\1“'),
        # meld: изложи / излагање, never спусти / спуштање ("изложи у комбинацији", locative)
        (r'(спуст\w*(?: је| се)?) у комбинацију', r'\1 у комбинацији'),
        (r'спуштањ', 'излагањ'),
        (r'спуштен', 'изложен'),
        (r'спуст(?=\w)', 'излож'),
        # bury a joker: сахрани / сахрањивање, never закопај / закопавање
        (r'закопавањ', 'сахрањивањ'),
        (r'закопан', 'сахрањен'),
        (r'закопај', 'сахрани'),
        (r'закопат', 'сахранит'),
        (r'закопаћ', 'сахраниће'),
        # draft: припрема (feminine), never нацрт (masculine)
        (r'(?<!\w)(у|испразни|изложи|очисти|видите) нацрт(?!\w)', r'\1 припрему'),
        (r'(?<!\w)нацрта(?!\w)', 'припреме'),
        (r'(?<!\w)нацрту(?!\w)', 'припреми'),
        (r'(?<!\w)нацрт(?!\w)', 'припрема'),
        # suit: боја (feminine), never знак (masculine)
        (r'истог знака', 'исте боје'),
        (r'различитих знакова', 'различитих боја'),
        (r'(?<!\w)по знаку', 'по боји'),
        (r'знак џокера још није одређен', 'боја џокера још није одређена'),
        # discard pile: гомила одбачених карата, never гомила одбацивања
        (r'(гомил\w*) одбацивања', r'\1 одбачених карата'),
        # stock: шпил (masculine), never гомила извлачења (feminine)
        (r'нову гомилу извлачења', 'нови шпил'),
        (r'гомила извлачења празна', 'шпил празан'),
        (r'гомила извлачења', 'шпил'),
        (r'гомиле извлачења', 'шпила'),
        (r'гомилу извлачења', 'шпил'),
        (r'гомили извлачења', 'шпилу'),
        (r'гомилом извлачења', 'шпилом'),
        # undo: Поништи, never Опозови
        (r'(?<!\w)опозови', 'поништи'),
        (r'(?<!\w)опозвано', 'поништено'),
        # challenge mode: Режим изазова, "граница за испадање"; never Елиминација
        (r'граница елиминације', 'граница за испадање'),
        # Rummy: Основни реми, never Класични реми
        (r'класични реми', 'основни реми'),
        (r'класичног ремија', 'основног ремија'),
        (r'класичном ремију', 'основном ремију'),
        # hand-over screen: екран за смену играча, never екран за предају
        (r'екран за предају', 'екран за смену играча'),
        # rank letters: Latin (A-2-3, Q-K-A)
        (r'Д-К-А', 'Q-K-A'),
        (r'К-А-2', 'K-A-2'),
        (r'(?<![\w-])А-2-3', 'A-2-3'),
        (r'А(\.\.|…)А', r'A\1A'),
    ],
    'ru': [
        # melding: выкладывание, never выкладка
        (r'свободная выкладка', 'свободное выкладывание'),
        (r'выкладкой', 'выкладыванием'),
        (r'выкладки', 'выкладывания'),
        (r'выкладку', 'выкладывание'),
        (r'выкладка', 'выкладывание'),
        # draft: заготовка (feminine), never черновик (masculine)
        (r'(?<!\w)(в|очистить|выложить) черновик(?!\w)', r'\1 заготовку'),
        (r'черновика(?!\w)', 'заготовки'),
        (r'черновике(?!\w)', 'заготовке'),
        (r'черновик(?!\w)', 'заготовка'),
        # status: Состояние, never Положение
        (r'(?<!\w)положение', 'состояние'),
        # challenge mode: Режим на выбывание
        (r'режим(\w*) (?:вызова|состязания)', r'режим\1 на выбывание'),
        # options: параметры правил, never варианты правил
        (r'варианты правил', 'параметры правил'),
        # Remi Indonesia: Реми Индонезия
        (r'Реми \(Индонезия\)', 'Реми Индонезия'),
        # rank letters: Latin (A-2-3, Q-K-A)
        (r'Д-К-Т', 'Q-K-A'),
        (r'К-Т-2', 'K-A-2'),
        (r'(?<![\w-])Т-2-3', 'A-2-3'),
        (r'Т(\.\.|…)Т', r'A\1A'),
    ],
}

COMPILED = {lang: [(re.compile(p, re.IGNORECASE), r) for p, r in terms] for lang, terms in TERMS.items()}


def substitute(lang, text):
    """`text` with every term of `lang` replaced, keeping a capital first letter."""
    for pattern, repl in COMPILED[lang]:
        def one(m, repl=repl):
            out = m.expand(repl)
            if m.group(0)[:1].isupper() and out[:1].islower():
                out = out[0].upper() + out[1:]
            return out
        text = pattern.sub(one, text)
    return text


_TS_TEXT = re.compile(r'(<(translation|numerusform)(?:\s[^>]*)?>)([^<]*)(</\2>)')
_MESSAGE = re.compile(r'<message[^>]*>.*?</message>', re.S)


def convert_ts(lang, data, changes):
    def message(m):
        body = m.group(0)
        new = _TS_TEXT.sub(lambda t: t.group(1) + substitute(lang, t.group(3)) + t.group(4), body)
        if new != body:
            src = re.search(r'<source>(.*?)</source>', body, re.S).group(1)
            changes.append((src, body, new))
        return new
    return _MESSAGE.sub(message, data)


_TAG = re.compile(r'<[^>]*>')


def convert_html(lang, data, changes):
    parts, pos = [], 0
    for m in _TAG.finditer(data):
        parts.append(('text', data[pos:m.start()]))
        parts.append(('tag', m.group(0)))
        pos = m.end()
    parts.append(('text', data[pos:]))
    out = []
    for kind, piece in parts:
        if kind == 'text':
            new = substitute(lang, piece)
            if new != piece:
                changes.append(('', piece, new))
            piece = new
        out.append(piece)
    return ''.join(out)


def files(lang):
    yield 'ts', os.path.join(ROOT, 'translations', f'remi_{lang}.ts')
    folder = os.path.join(ROOT, 'resources', 'help', lang)
    for name in sorted(os.listdir(folder)):
        if name.endswith('.html'):
            yield 'html', os.path.join(folder, name)


def read_never():
    rows = []
    with open(os.path.join(ROOT, 'translations', 'never-terms.tsv'), encoding='utf-8') as f:
        for line in f:
            if not line.strip() or line.startswith('#'):
                continue
            lang, scope, pattern, term = line.rstrip('\n').split('\t')
            rows.append((lang, scope, re.compile(pattern), term))
    return rows


_PICKUP = re.compile(r'(?i)pick(?:ed|s|ing)? up|pick depth')


def check():
    """Prints every "Never" term still present (labels: only the OptionHelp labels); returns the count."""
    import html as htmllib
    hits = 0
    for lang, scope, pattern, term in read_never():
        for kind, path in files(lang):
            data = open(path, encoding='utf-8').read()
            if kind == 'html':
                if scope == 'labels' or (scope == 'pickup' and not path.endswith('remi_indonesia.html')):
                    continue
                texts = [('', htmllib.unescape(_TAG.sub(' ', data)))]
            else:
                texts = []
                for c in re.finditer(r'<context>\s*<name>(.*?)</name>(.*?)</context>', data, re.S):
                    for m in _MESSAGE.finditer(c.group(2)):
                        src = htmllib.unescape(re.search(r'<source>(.*?)</source>', m.group(0), re.S).group(1))
                        if scope == 'labels' and (c.group(1) != 'OptionHelp' or src.endswith('.') or '%' in src):
                            continue
                        if scope == 'pickup' and not _PICKUP.search(src):
                            continue
                        for t in _TS_TEXT.finditer(m.group(0)):
                            texts.append((src, htmllib.unescape(t.group(3))))
            for src, text in texts:
                for m in pattern.finditer(text):
                    hits += 1
                    where = f' ({src[:60]})' if src else ''
                    around = text[max(0, m.start() - 30):m.end() + 30].replace('\n', ' ')
                    print(f'{os.path.relpath(path, ROOT)}{where}: "{m.group(0)}" in "…{around}…" — {term}')
    return hits


def main(argv):
    if argv[1:] == ['--check']:
        hits = check()
        print(f'{hits} "Never" term(s) left')
        return 1 if hits else 0
    dry = argv[1:] == ['--dry-run']
    if argv[1:] and not dry:
        sys.stderr.write(__doc__)
        return 2
    for lang in TERMS:
        for kind, path in files(lang):
            with open(path, encoding='utf-8', newline='') as f:
                data = f.read()
            changes = []
            new = convert_ts(lang, data, changes) if kind == 'ts' else convert_html(lang, data, changes)
            if not changes:
                continue
            what = 'messages' if kind == 'ts' else 'text pieces'
            print(f'{os.path.relpath(path, ROOT)}: {len(changes)} {what} changed')
            if dry:
                for src, old, after in changes:
                    for a, b in zip(_TS_TEXT.findall(old) or [('', '', old, '')], _TS_TEXT.findall(after) or [('', '', after, '')]):
                        if a[2] != b[2]:
                            print(f'    {a[2]}\n  → {b[2]}')
            else:
                with open(path, 'w', encoding='utf-8', newline='') as f:
                    f.write(new)
    if dry:
        return 0
    cyr2lat = os.path.join(ROOT, 'scripts', 'cyr2lat.py')
    subprocess.run([sys.executable, cyr2lat, '--ts', os.path.join(ROOT, 'translations', 'remi_sr.ts'),
                    os.path.join(ROOT, 'translations', 'remi_sr_Latn.ts')], check=True)
    for name in sorted(os.listdir(os.path.join(ROOT, 'resources', 'help', 'sr'))):
        if name.endswith('.html'):
            subprocess.run([sys.executable, cyr2lat, '--text', os.path.join(ROOT, 'resources', 'help', 'sr', name),
                            os.path.join(ROOT, 'resources', 'help', 'sr_Latn', name)], check=True)
    hits = check()
    print(f'{hits} "Never" term(s) left (fix them by hand, or add a term to TERMS)')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
