#!/usr/bin/env python3
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

"""Serbian Cyrillic -> Latin transliteration (issue 7): remi_sr_Latn.ts is made from remi_sr.ts.

  cyr2lat.py --ts remi_sr.ts remi_sr_Latn.ts   translations only; language="sr_Latn"; sources,
                                               contexts, comments, %1/%n, HTML tags, entities and
                                               & accelerators kept
  cyr2lat.py --text IN OUT                     plain text or HTML: the text, not the tags/entities;
                                               <html lang="sr"> becomes lang="sr-Latn"
  cyr2lat.py --selftest                        checks the digraphs and the markup rules

The mapping is the official one-to-one Serbian alphabet correspondence (Љ→Lj, Њ→Nj, Џ→Dž). A digraph
letter is all capitals (LJ, NJ, DŽ) when it stands in an all-capitals word (next letter a capital,
or previous letter a capital and no small letter follows), title case (Lj, Nj, Dž) otherwise.
"""
import re
import sys

LOWER = {
    'а': 'a', 'б': 'b', 'в': 'v', 'г': 'g', 'д': 'd', 'ђ': 'đ', 'е': 'e', 'ж': 'ž', 'з': 'z',
    'и': 'i', 'ј': 'j', 'к': 'k', 'л': 'l', 'љ': 'lj', 'м': 'm', 'н': 'n', 'њ': 'nj', 'о': 'o',
    'п': 'p', 'р': 'r', 'с': 's', 'т': 't', 'ћ': 'ć', 'у': 'u', 'ф': 'f', 'х': 'h', 'ц': 'c',
    'ч': 'č', 'џ': 'dž', 'ш': 'š',
}
UPPER = {k.upper(): v.upper() for k, v in LOWER.items()}
TITLE = {'Љ': 'Lj', 'Њ': 'Nj', 'Џ': 'Dž'}


def _is_upper(ch):
    return ch.isalpha() and ch.isupper()


def _is_lower(ch):
    return ch.isalpha() and ch.islower()


def translit(text):
    """Transliterates every Serbian Cyrillic letter of `text`; everything else is kept."""
    out = []
    n = len(text)
    for i, ch in enumerate(text):
        if ch in LOWER:
            out.append(LOWER[ch])
        elif ch in TITLE:
            nxt = text[i + 1] if i + 1 < n else ''
            prev = text[i - 1] if i > 0 else ''
            caps = _is_upper(nxt) or (_is_upper(prev) and not _is_lower(nxt))
            out.append(UPPER[ch] if caps else TITLE[ch])
        elif ch in UPPER:
            out.append(UPPER[ch])
        else:
            out.append(ch)
    return ''.join(out)


# Markup that is never transliterated: XML/HTML entities, HTML tags (raw or escaped as in .ts files).
_KEEP = re.compile(r'&lt;/?[A-Za-z][^&]*?&gt;|&[A-Za-z]+;|&#[0-9]+;|&#x[0-9A-Fa-f]+;|<[^>]*>')


def translit_markup(text):
    """Transliterates the text between tags and entities; placeholders are Latin and stay as they are."""
    parts = []
    pos = 0
    for m in _KEEP.finditer(text):
        parts.append(translit(text[pos:m.start()]))
        parts.append(m.group(0))
        pos = m.end()
    parts.append(translit(text[pos:]))
    return ''.join(parts)


_TRANSLATION = re.compile(r'(<(translation|numerusform)(?:\s[^>]*)?>)(.*?)(</\2>)', re.S)


def convert_html(data):
    """A Serbian Cyrillic page (plain text or HTML) -> Latin: the text, and lang="sr" -> lang="sr-Latn"."""
    return re.sub(r'(<html\b[^>]*\blang=")sr(")', r'\1sr-Latn\2', translit_markup(data), count=1)


def convert_ts(data):
    """remi_sr.ts text -> remi_sr_Latn.ts text."""
    data, count = re.subn(r'(<TS\b[^>]*\blanguage=")sr(")', r'\1sr_Latn\2', data, count=1)
    if count != 1:
        raise ValueError('no <TS language="sr"> header')

    def one(m):
        if m.group(2) == 'translation' and '<numerusform' in m.group(3):
            return m.group(1) + _TRANSLATION.sub(one, m.group(3)) + m.group(4)
        return m.group(1) + translit_markup(m.group(3)) + m.group(4)

    return _TRANSLATION.sub(one, data)


def selftest():
    cases = [
        ('Љубав', 'Ljubav'), ('ЉУБАВ', 'LJUBAV'), ('Њива', 'Njiva'), ('ЊИВА', 'NJIVA'),
        ('Џокер', 'Džoker'), ('ЏОКЕР', 'DŽOKER'), ('џокер', 'džoker'), ('КРАЉ', 'KRALJ'), ('Краљ', 'Kralj'),
        ('Љ', 'Lj'), ('ЉИ', 'LJI'), ('ђак ћуп чаша шах жир', 'đak ćup čaša šah žir'),
        ('Ђорђе Ћирић', 'Đorđe Ćirić'), ('шпил & Ok', 'špil & Ok'),
    ]
    for cyr, lat in cases:
        got = translit(cyr)
        assert got == lat, (cyr, got, lat)
    assert translit_markup('&lt;b&gt;Ђ&lt;/b&gt; &amp;Игра %1 %n') == '&lt;b&gt;Đ&lt;/b&gt; &amp;Igra %1 %n'
    assert translit_markup('<p class="ш">Ш&nbsp;ч</p>') == '<p class="ш">Š&nbsp;č</p>'
    assert convert_html('<html lang="sr">\n<p lang="sr">Ш</p>') == '<html lang="sr-Latn">\n<p lang="sr">Š</p>'
    ts = ('<TS version="2.1" language="sr">\n<source>Ш</source>\n<comment>ж</comment>\n'
          '<translation>Шпил: %1</translation>\n<translation>\n<numerusform>%n карта</numerusform>\n'
          '<numerusform>%n карте</numerusform>\n</translation>\n')
    want = ('<TS version="2.1" language="sr_Latn">\n<source>Ш</source>\n<comment>ж</comment>\n'
            '<translation>Špil: %1</translation>\n<translation>\n<numerusform>%n karta</numerusform>\n'
            '<numerusform>%n karte</numerusform>\n</translation>\n')
    assert convert_ts(ts) == want, convert_ts(ts)
    print('cyr2lat selftest: ok')


def main(argv):
    if argv[1:] == ['--selftest']:
        selftest()
        return 0
    if len(argv) != 4 or argv[1] not in ('--ts', '--text'):
        sys.stderr.write(__doc__)
        return 2
    with open(argv[2], encoding='utf-8', newline='') as f:
        data = f.read()
    out = convert_ts(data) if argv[1] == '--ts' else convert_html(data)
    with open(argv[3], 'w', encoding='utf-8', newline='') as f:
        f.write(out)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
