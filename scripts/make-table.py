#!/usr/bin/env python3
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

"""Writes Remi's own table textures (Python 3 standard library only; CC0 art, see .reuse/dep5).

    scripts/make-table.py [OUTPUT_DIR]     (default: resources/table)

Three seamless 256 x 256 PNG tiles, one per table theme of the Settings dialog (table/TableTheme):
felt-green.png and felt-blue.png (a woven cloth: fine fibres over soft blotches) and wood.png (a
reddish plank grain). The program tiles them over the table and lays a soft vignette over them at
run time, so the tiles carry no shading of their own. The same seed always gives the same files.
"""

import math
import os
import random
import struct
import sys
import zlib

SIZE = 256

THEMES = {
    # file: (kind, base colour)
    "felt-green.png": ("felt", (22, 98, 56)),
    "felt-blue.png": ("felt", (22, 64, 112)),
    "wood.png": ("wood", (112, 52, 34)),
}


def periodic_noise(rng, cells):
    """Smooth value noise of `cells` x `cells` lattice cells that wraps at the tile's edges, in [-1, 1]."""
    lattice = [[rng.uniform(-1.0, 1.0) for _ in range(cells)] for _ in range(cells)]
    step = SIZE / cells

    def smooth(t):
        return t * t * (3 - 2 * t)

    out = []
    for y in range(SIZE):
        gy = y / step
        y0 = int(gy) % cells
        y1 = (y0 + 1) % cells
        ty = smooth(gy - int(gy))
        row = []
        for x in range(SIZE):
            gx = x / step
            x0 = int(gx) % cells
            x1 = (x0 + 1) % cells
            tx = smooth(gx - int(gx))
            a = lattice[y0][x0] + (lattice[y0][x1] - lattice[y0][x0]) * tx
            b = lattice[y1][x0] + (lattice[y1][x1] - lattice[y1][x0]) * tx
            row.append(a + (b - a) * ty)
        out.append(row)
    return out


def felt(rng, base):
    """Cloth: soft blotches, a faint diagonal weave and fine fibres, a few lighter specks."""
    blotch = periodic_noise(rng, 4)
    cloud = periodic_noise(rng, 16)
    pixels = []
    for y in range(SIZE):
        row = []
        for x in range(SIZE):
            # The weave: two diagonal families of threads, 64 of them across the tile (seamless).
            weave = 0.5 * math.sin(2 * math.pi * 64 * (x + y) / SIZE) + 0.5 * math.sin(2 * math.pi * 64 * (x - y) / SIZE)
            fibre = rng.gauss(0.0, 1.0)
            light = 5.0 * blotch[y][x] + 3.0 * cloud[y][x] + 1.6 * weave + 3.2 * fibre
            if rng.random() < 0.004:
                light += 10.0  # a speck of lint
            row.append(tuple(max(0, min(255, round(c * (1 + light / 100.0) + light * 0.3))) for c in base))
        pixels.append(row)
    return pixels


def wood(rng, base):
    """Planks along x: wavy grain lines, darker seams every 64 pixels, fine pores."""
    warp = periodic_noise(rng, 4)
    streak = periodic_noise(rng, 16)
    pixels = []
    for y in range(SIZE):
        row = []
        for x in range(SIZE):
            # Grain: 12 dark lines across the tile, bent by the warp (an integer count: seamless).
            g = math.sin(2 * math.pi * (12 * y / SIZE + 0.18 * warp[y][x] + 0.03 * math.sin(2 * math.pi * 2 * x / SIZE)))
            grain = g ** 8  # thin dark lines
            seam = 1.0 if y % 64 == 0 else (0.4 if y % 64 in (1, 63) else 0.0)
            pore = rng.gauss(0.0, 1.0)
            light = -9.0 * grain + 5.0 * streak[y][x] - 20.0 * seam + 2.0 * pore
            row.append(tuple(max(0, min(255, round(c * (1 + light / 100.0)))) for c in base))
        pixels.append(row)
    return pixels


def write_png(path, pixels):
    raw = b"".join(b"\x00" + bytes(v for px in row for v in px) for row in pixels)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 2, 0, 0, 0)  # 8-bit RGB
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "resources", "table")
    os.makedirs(out, exist_ok=True)
    for index, (name, (kind, base)) in enumerate(sorted(THEMES.items())):
        rng = random.Random(1700 + index)
        pixels = felt(rng, base) if kind == "felt" else wood(rng, base)
        write_png(os.path.join(out, name), pixels)
        print(os.path.join(out, name))


if __name__ == "__main__":
    main()
