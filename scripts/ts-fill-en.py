#!/usr/bin/env python3
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

"""Fills remi_en.ts (the source language): every unfinished entry gets its source text as translation;
a plural entry gets the English forms "%n card" / "%n cards" made from the "(s)" of the source.
Usage: ts-fill-en.py translations/remi_en.ts   (in place; prints how many entries it filled)."""
import re
import sys


def fill(data):
    count = 0

    def one(m):
        nonlocal count
        body = m.group(0)
        if 'type="unfinished"' not in body and 'type="vanished"' not in body:
            return body
        src = re.search(r'<source>(.*?)</source>', body, re.S).group(1)
        indent = re.search(r'\n(\s*)<translation', body).group(1)
        if 'numerus="yes"' in body:
            forms = ''.join(f'\n{indent}    <numerusform>{f}</numerusform>'
                            for f in (src.replace('(s)', ''), src.replace('(s)', 's')))
            new = f'<translation>{forms}\n{indent}</translation>'
        else:
            new = f'<translation>{src}</translation>'
        count += 1
        return re.sub(r'<translation[^>]*>.*?</translation>|<translation[^>]*/>', lambda _: new, body,
                      count=1, flags=re.S)

    return re.sub(r'<message[^>]*>.*?</message>', one, data, flags=re.S), count


if __name__ == '__main__':
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding='utf-8', newline='') as f:
        text, n = fill(f.read())
    with open(sys.argv[1], 'w', encoding='utf-8', newline='') as f:
        f.write(text)
    print(f'{sys.argv[1]}: {n} entries filled')
