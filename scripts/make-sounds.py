#!/usr/bin/env python3
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

"""Writes Remi's own game sounds (Python 3 standard library only; CC0 art, see .reuse/dep5).

    scripts/make-sounds.py [OUTPUT_DIR]     (default: resources/sounds)

Four short, soft WAV files (16-bit mono, 22050 Hz), played by window/SoundEffects:
card-slide.wav (a card glides over the cloth and lands), deal.wav (a riffle of cards being dealt),
your-turn.wav (two soft bell notes) and round-won.wav (a rising four-note arpeggio). Each sound has
its own fixed seed, so the same script always writes the same bytes; the CTest
sounds_match_script checks that the committed files are exactly this script's output.
"""

import math
import os
import random
import struct
import sys
import wave

RATE = 22050


def seconds(n):
    return int(round(n * RATE))


class OnePole:
    """A one-pole low-pass filter (cutoff in Hz)."""

    def __init__(self, cutoff):
        self.y = 0.0
        self.set(cutoff)

    def set(self, cutoff):
        self.a = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)

    def __call__(self, x):
        self.y += self.a * (x - self.y)
        return self.y


def band_noise(rng, n, low, high):
    """White noise band-passed between `low` and `high` Hz (two one-pole filters)."""
    wide, narrow = OnePole(high), OnePole(low)
    out = []
    for _ in range(n):
        x = wide(rng.uniform(-1.0, 1.0))
        out.append(x - narrow(x))
    return out


def mix(into, sound, at):
    """Adds `sound` into `into` from sample `at` on (clipped at the end)."""
    for i, v in enumerate(sound):
        if at + i < len(into):
            into[at + i] += v


def bell(freq, length, decay, bright=0.25):
    """A soft struck tone: the fundamental with two quieter partials, a 6 ms attack, exponential decay."""
    out = []
    attack = seconds(0.006)
    for i in range(seconds(length)):
        t = i / RATE
        env = min(1.0, i / attack) * math.exp(-t / decay)
        v = (math.sin(2 * math.pi * freq * t)
             + bright * math.exp(-t / (decay * 0.4)) * math.sin(2 * math.pi * 2 * freq * t)
             + 0.08 * math.exp(-t / (decay * 0.25)) * math.sin(2 * math.pi * 3 * freq * t))
        out.append(env * v)
    return out


def tap(rng, length=0.03, low=300.0, high=2500.0, decay=0.006):
    """A card landing on the cloth: a short filtered noise burst with a little body."""
    noise = band_noise(rng, seconds(length), low, high)
    out = []
    for i, v in enumerate(noise):
        t = i / RATE
        out.append(math.exp(-t / decay) * (v + 0.35 * math.sin(2 * math.pi * 160 * t)))
    return out


def card_slide(rng):
    """0.18 s: a swish that swells and fades as the card glides, then a soft tap as it lands."""
    n = seconds(0.18)
    glide = seconds(0.13)
    out = [0.0] * n
    swish = band_noise(rng, glide, 700.0, 5000.0)
    for i in range(glide):
        x = i / glide
        out[i] = swish[i] * math.sin(math.pi * x) ** 1.5
    mix(out, [0.8 * v for v in tap(rng)], seconds(0.125))
    return out


def deal(rng):
    """0.5 s: a riffle (ticks coming faster, each a little different) over a soft swish, a last tap."""
    n = seconds(0.5)
    out = [0.0] * n
    swish = band_noise(rng, seconds(0.42), 500.0, 4000.0)
    for i, v in enumerate(swish):
        x = i / len(swish)
        out[i] = 0.25 * v * math.sin(math.pi * x)
    t = 0.02
    gap = 0.045
    while t < 0.40:
        tick = tap(rng, length=0.02, low=900.0, high=5000.0, decay=0.004)
        mix(out, [rng.uniform(0.55, 0.9) * v for v in tick], seconds(t))
        t += gap * rng.uniform(0.8, 1.2)
        gap = max(0.018, gap * 0.9)
    mix(out, tap(rng, length=0.05, decay=0.01), seconds(0.43))
    return out


def your_turn(rng):
    """0.45 s: two soft bell notes, G5 then C6."""
    out = [0.0] * seconds(0.45)
    mix(out, bell(783.99, 0.30, 0.10), 0)
    mix(out, bell(1046.50, 0.33, 0.11), seconds(0.12))
    return out


def round_won(rng):
    """0.58 s: C5 E5 G5 C6 rising, the last note held a little longer."""
    out = [0.0] * seconds(0.58)
    for start, freq, decay in ((0.0, 523.25, 0.09), (0.08, 659.26, 0.09), (0.16, 783.99, 0.10), (0.25, 1046.50, 0.13)):
        mix(out, bell(freq, 0.58 - start, decay), seconds(start))
    return out


# file: (maker, seed, peak level: soft, below full scale)
SOUNDS = {
    "card-slide.wav": (card_slide, 1701, 0.40),
    "deal.wav": (deal, 1702, 0.40),
    "your-turn.wav": (your_turn, 1703, 0.32),
    "round-won.wav": (round_won, 1704, 0.35),
}


def finish(samples, peak):
    """Scales to `peak` (of full scale), fades the last 10 ms out and returns 16-bit samples."""
    top = max(abs(v) for v in samples) or 1.0
    n = len(samples)
    fade = seconds(0.01)
    out = []
    for i, v in enumerate(samples):
        g = min(1.0, (n - 1 - i) / fade)
        out.append(max(-32767, min(32767, int(round(v / top * peak * g * 32767)))))
    return out


def write_wav(path, samples):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(struct.pack("<%dh" % len(samples), *samples))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "resources", "sounds")
    os.makedirs(out, exist_ok=True)
    for name, (maker, seed, peak) in sorted(SOUNDS.items()):
        path = os.path.join(out, name)
        write_wav(path, finish(maker(random.Random(seed)), peak))
        print(path)


if __name__ == "__main__":
    main()
