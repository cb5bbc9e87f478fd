#!/usr/bin/env python3
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

"""Writes Remi's own SVG card decks (Python 3 standard library only).

    scripts/make-cards.py [OUTPUT_DIR]     (default: resources/cards)

Two files: remi-deck.svg (red hearts and diamonds, black spades and clubs) and
remi-deck-4color.svg (clubs green, diamonds blue). Every card is a <g> with an id:
1_spade .. 13_club (1 = ace, 11-13 = J Q K), joker_red, joker_black, back_blue, back_red.
The app renders each element by id (QSvgRenderer::renderElement), so every group starts
with a full-size unstroked rectangle that fixes its bounds.
"""

import os
import sys

W, H = 200, 280          # card size in SVG units (5:7)
GAP = 10                 # space between cards on the sheet
R = 12                   # corner radius
SUITS = ["spade", "heart", "diamond", "club"]
RANKS = {1: "A", 11: "J", 12: "Q", 13: "K"}
FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"

# Suit symbols drawn in a 100 x 100 box.
SHAPES = {
    "heart": '<path d="M50 92 C22 68 2 50 2 29 C2 12 15 2 29 2 C40 2 47 9 50 19 '
             'C53 9 60 2 71 2 C85 2 98 12 98 29 C98 50 78 68 50 92 Z"/>',
    "diamond": '<path d="M50 0 L88 50 L50 100 L12 50 Z"/>',
    "spade": '<path d="M50 0 C78 26 98 42 98 62 C98 78 86 87 74 87 C64 87 57 82 53 74 '
             'C55 87 60 94 68 100 L32 100 C40 94 45 87 47 74 C43 82 36 87 26 87 '
             'C14 87 2 78 2 62 C2 42 22 26 50 0 Z"/>',
    "club": '<circle cx="50" cy="25" r="23"/><circle cx="24" cy="58" r="23"/>'
            '<circle cx="76" cy="58" r="23"/>'
            '<path d="M45 45 L55 45 C56 74 61 90 70 100 L30 100 C39 90 44 74 45 45 Z"/>',
}

PALETTES = {
    "remi-deck.svg": {"spade": "#111111", "heart": "#c8102e", "diamond": "#c8102e", "club": "#111111"},
    "remi-deck-4color.svg": {"spade": "#111111", "heart": "#c8102e", "diamond": "#1f5fbf", "club": "#1d7a2e"},
}


def symbol(suit, cx, cy, size, colour, flip=False):
    """A suit symbol of `size` units centred on (cx, cy); `flip` turns it upside down."""
    s = size / 100.0
    rot = f" rotate(180 {cx:.2f} {cy:.2f})" if flip else ""
    return (f'<g fill="{colour}" transform="{rot.strip()} translate({cx - size / 2:.2f} {cy - size / 2:.2f}) '
            f'scale({s:.4f})">{SHAPES[suit]}</g>')


def text(x, y, size, colour, content, anchor="middle", weight="bold", family=FONT):
    return (f'<text x="{x:.2f}" y="{y:.2f}" font-family="{family}" font-size="{size}" font-weight="{weight}" '
            f'fill="{colour}" text-anchor="{anchor}">{content}</text>')


def frame(ox, oy, cid, fill="#ffffff"):
    return (f'<g id="{cid}">'
            f'<rect x="{ox}" y="{oy}" width="{W}" height="{H}" rx="{R}" ry="{R}" fill="{fill}"/>'
            f'<rect x="{ox + 1.5}" y="{oy + 1.5}" width="{W - 3}" height="{H - 3}" rx="{R - 1}" ry="{R - 1}" '
            f'fill="none" stroke="#555555" stroke-width="3"/>')


def corner(ox, oy, label, suit, colour):
    """Big index top-left and the same, turned, bottom-right."""
    out = []
    for flip in (False, True):
        parts = []
        squeeze = ' transform="scale(0.78 1)"' if len(label) > 1 else ""
        x = 24 if not squeeze else 24 / 0.78
        parts.append(f'<g{squeeze}>' + text(ox / (0.78 if squeeze else 1) + x, oy + 44, 42, colour, label) + '</g>')
        parts.append(symbol(suit, ox + 24, oy + 66, 26, colour))
        body = "".join(parts)
        if flip:
            body = f'<g transform="rotate(180 {ox + W / 2} {oy + H / 2})">{body}</g>'
        out.append(body)
    return "".join(out)


def pip_positions(rank):
    left, mid, right = 0.33, 0.5, 0.67
    top, bottom = 0.19, 0.81

    def row(f):
        return top + (bottom - top) * f

    both = lambda fs: [(left, row(f)) for f in fs] + [(right, row(f)) for f in fs]  # noqa: E731
    layouts = {
        2: [(mid, row(0)), (mid, row(1))],
        3: [(mid, row(0)), (mid, row(0.5)), (mid, row(1))],
        4: both([0, 1]),
        5: both([0, 1]) + [(mid, row(0.5))],
        6: both([0, 0.5, 1]),
        7: both([0, 0.5, 1]) + [(mid, row(0.25))],
        8: both([0, 0.5, 1]) + [(mid, row(0.25)), (mid, row(0.75))],
        9: both([0, 1 / 3, 2 / 3, 1]) + [(mid, row(0.5))],
        10: both([0, 1 / 3, 2 / 3, 1]) + [(mid, row(1 / 6)), (mid, row(5 / 6))],
    }
    return layouts[rank]


def crest(ox, oy, rank, colour):
    """A simple crest above the court letter: crown (K), coronet (Q), feathered cap (J)."""
    cx, cy = ox + W / 2, oy + 92
    if rank == 13:
        pts = [(-34, 18), (-34, -14), (-17, 4), (0, -22), (17, 4), (34, -14), (34, 18)]
    elif rank == 12:
        pts = [(-30, 18), (-30, -4), (-15, -16), (0, -4), (15, -16), (30, -4), (30, 18)]
    else:
        pts = [(-30, 18), (-22, -10), (0, -18), (26, -14), (34, 0), (18, 4), (30, 18)]
    poly = " ".join(f"{cx + x:.1f},{cy + y:.1f}" for x, y in pts)
    gems = "".join(f'<circle cx="{cx + x}" cy="{cy + 10}" r="4" fill="#ffffff"/>' for x in (-18, 0, 18))
    return (f'<polygon points="{poly}" fill="#e8b923" stroke="{colour}" stroke-width="3"/>'
            f'{gems}')


def natural(ox, oy, rank, suit, colour):
    label = RANKS.get(rank, str(rank))
    out = [frame(ox, oy, f"{rank}_{suit}"), corner(ox, oy, label, suit, colour)]
    if rank == 1:
        out.append(symbol(suit, ox + W / 2, oy + H / 2, 96, colour))
    elif rank <= 10:
        for fx, fy in pip_positions(rank):
            size = 36 if rank < 9 else 33
            out.append(symbol(suit, ox + W * fx, oy + H * fy, size, colour, flip=fy > 0.5 + 1e-6))
    else:
        x0, y0, w, h = ox + 46, oy + 40, W - 92, H - 80
        out.append(f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" rx="6" fill="#fbf3dc" '
                   f'stroke="{colour}" stroke-width="3"/>')
        out.append(crest(ox, oy, rank, colour))
        out.append(text(ox + W / 2, oy + 192, 82, colour, label, family="DejaVu Serif, Liberation Serif, serif"))
        out.append(symbol(suit, ox + W / 2 - 28, oy + 218, 24, colour))
        out.append(symbol(suit, ox + W / 2 + 28, oy + 218, 24, colour))
    out.append("</g>")
    return "".join(out)


def joker(ox, oy, cid, colour):
    out = [frame(ox, oy, cid)]
    for flip in (False, True):
        letters = "".join(text(ox + 22, oy + 34 + i * 24, 24, colour, ch) for i, ch in enumerate("JOKER"))
        if flip:
            letters = f'<g transform="rotate(180 {ox + W / 2} {oy + H / 2})">{letters}</g>'
        out.append(letters)
    cx, cy = ox + W / 2, oy + H / 2
    # Jester's cap: three points with bells, a face and a collar.
    out.append(f'<path d="M{cx - 44} {cy - 6} L{cx - 58} {cy - 66} L{cx - 14} {cy - 30} L{cx} {cy - 84} '
               f'L{cx + 14} {cy - 30} L{cx + 58} {cy - 66} L{cx + 44} {cy - 6} Z" fill="{colour}"/>')
    for bx, by in ((-58, -66), (0, -84), (58, -66)):
        out.append(f'<circle cx="{cx + bx}" cy="{cy + by}" r="8" fill="#e8b923" stroke="#333333" stroke-width="2"/>')
    out.append(f'<circle cx="{cx}" cy="{cy + 22}" r="32" fill="#fde7c8" stroke="#333333" stroke-width="3"/>')
    out.append(f'<circle cx="{cx - 11}" cy="{cy + 14}" r="4" fill="#333333"/>'
               f'<circle cx="{cx + 11}" cy="{cy + 14}" r="4" fill="#333333"/>')
    out.append(f'<path d="M{cx - 14} {cy + 32} Q{cx} {cy + 44} {cx + 14} {cy + 32}" fill="none" '
               f'stroke="#333333" stroke-width="3"/>')
    out.append(f'<path d="M{cx - 40} {cy + 56} L{cx - 20} {cy + 76} L{cx} {cy + 56} L{cx + 20} {cy + 76} '
               f'L{cx + 40} {cy + 56} Z" fill="{colour}"/>')
    out.append(text(cx, oy + H - 22, 22, colour, "REMI"))
    out.append("</g>")
    return "".join(out)


def back(ox, oy, cid, colour, light):
    out = [frame(ox, oy, cid)]
    ix, iy, iw, ih = ox + 12, oy + 12, W - 24, H - 24
    out.append(f'<rect x="{ix}" y="{iy}" width="{iw}" height="{ih}" rx="6" fill="{colour}"/>')
    step = 16
    cells = []
    for row in range(int(ih // step)):
        for col in range(int(iw // step)):
            x = ix + (iw - (iw // step) * step) / 2 + col * step + step / 2
            y = iy + (ih - (ih // step) * step) / 2 + row * step + step / 2
            h = step / 2 - 2
            cells.append(f"M{x:.1f} {y - h:.1f}L{x + h:.1f} {y:.1f}L{x:.1f} {y + h:.1f}L{x - h:.1f} {y:.1f}Z")
    out.append(f'<path d="{"".join(cells)}" fill="{light}"/>')
    cx, cy = ox + W / 2, oy + H / 2
    out.append(f'<ellipse cx="{cx}" cy="{cy}" rx="50" ry="34" fill="#ffffff" stroke="{colour}" stroke-width="4"/>')
    out.append(text(cx, cy + 12, 34, colour, "REMI"))
    out.append("</g>")
    return "".join(out)


def deck(palette):
    cols, rows = 13, 5
    sheet_w, sheet_h = cols * (W + GAP) + GAP, rows * (H + GAP) + GAP
    parts = [f'<?xml version="1.0" encoding="UTF-8"?>\n'
             f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{sheet_w}" height="{sheet_h}" '
             f'viewBox="0 0 {sheet_w} {sheet_h}">\n'
             f'<!-- Generated by scripts/make-cards.py; edit the script, not this file. -->\n']
    for r, suit in enumerate(SUITS):
        for rank in range(1, 14):
            ox, oy = GAP + (rank - 1) * (W + GAP), GAP + r * (H + GAP)
            parts.append(natural(ox, oy, rank, suit, palette[suit]) + "\n")
    oy = GAP + 4 * (H + GAP)
    parts.append(joker(GAP, oy, "joker_red", "#c8102e") + "\n")
    parts.append(joker(GAP + (W + GAP), oy, "joker_black", "#111111") + "\n")
    parts.append(back(GAP + 2 * (W + GAP), oy, "back_blue", "#1f4e9c", "#5b86cf") + "\n")
    parts.append(back(GAP + 3 * (W + GAP), oy, "back_red", "#a3192b", "#d9596a") + "\n")
    parts.append("</svg>\n")
    return "".join(parts)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "resources", "cards")
    os.makedirs(out_dir, exist_ok=True)
    for name, palette in PALETTES.items():
        path = os.path.join(out_dir, name)
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(deck(palette))
        print(path)


if __name__ == "__main__":
    main()
