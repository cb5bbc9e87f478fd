#!/usr/bin/python3
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""A whole Remi 51 round by keys, heard from the AT-SPI bus only (issue 34).

Run inside a private X server and session bus (CTest does):
    xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- /usr/bin/python3 atspi_round.py build/src/app/remi
Add --orca FILE to run the real Orca screen reader beside it and keep its debug log (its
"SPEECH OUTPUT:" lines are what it says; no synthesizer is needed for them).

The real window (Qt's xcb platform: Qt's AT-SPI bridge is not made on the offscreen platform) is
started with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1, driven by xdotool keys, and listened to with pyatspi.
What Orca 43 speaks, and so what this test counts as spoken (read from Orca's source,
scripts/default.py and script_utilities.py, and checked with its debug log):
  - focus: and object:state-changed:focused on an object: Orca reads that object (its name, role,
    state, position). The test asserts every such object is visible and showing (never a hidden list).
  - object:state-changed:showing (detail1 = 1) on a ROLE_NOTIFICATION: Orca speaks its name (without
    the word "notification" when it lies in a ROLE_STATUS_BAR). This is how every sentence of the
    game reaches Orca (src/app/access/SpokenLine.h).
  - object:property-change:accessible-name / -description: Qt 6.4 sends the object, not the text;
    Orca 43 reads them only for the focused object and then fails on that data: NOT counted as spoken.
  - A sentence is heard whole only if no focus event follows it at once (Orca stops speaking for the
    next thing): the test asserts that no focus event came within 0.4 s after a sentence, except one
    caused by a key pressed after it.
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import GLib

SETTLE = 0.35
RANKS = {"A": "ace", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven", "8": "eight",
         "9": "nine", "10": "ten", "J": "jack", "Q": "queen", "K": "king"}
SUITS = {"\u2660": "spades", "\u2665": "hearts", "\u2666": "diamonds", "\u2663": "clubs"}


def spoken(line):
    """A game log line as it is said: its printed cards named (CardNames::spoken): "8♠" → "eight of spades"."""
    import re
    line = re.sub("(10|[2-9JQKA])([\u2660\u2665\u2666\u2663])", lambda m: RANKS[m[1]] + " of " + SUITS[m[2]], line)
    return line.replace("\u2605", "joker")  # seconds without a new event: the window has done what the key asked


class Bus:
    """Every event of the remi application, in order, with the time it came."""

    def __init__(self, verbose):
        self.verbose = verbose
        self.events = []  # (time, kind, role, name, states, detail1)
        self.hidden_focus = []
        self.spoken = []  # (time, text)
        self.last_event = time.time()

    def on_event(self, e):
        try:
            src = e.source
            if src is None or src.getApplication().name != "remi":
                return
            role = src.getRole()
            name = src.name or ""
            states = src.getState()
        except Exception:
            return
        now = time.time()
        self.last_event = now
        if self.verbose:
            print("%.2f %s %d [%s|%s]" % (now % 100, e.type, e.detail1, pyatspi.Accessible.getRoleName(src), name[:200]),
                  flush=True)
        if e.type.startswith("focus") or (e.type == "object:state-changed:focused" and e.detail1 == 1):
            if e.type.startswith("focus"):
                visible = states.contains(pyatspi.STATE_VISIBLE) and states.contains(pyatspi.STATE_SHOWING)
                self.events.append((now, "focus", role, name))
                # Orca reads the focused object's name: the round-end button's name begins with the
                # round's result (issue 34: the result before the button).
                self.spoken.append((now, name))
                if not visible:
                    self.hidden_focus.append("%s [%s]" % (name, pyatspi.Accessible.getRoleName(src)))
        elif e.type == "object:state-changed:showing" and e.detail1 == 1 and role == pyatspi.ROLE_NOTIFICATION:
            in_status_bar = pyatspi.findAncestor(src, lambda x: x and x.getRole() == pyatspi.ROLE_STATUS_BAR)
            text = name if in_status_bar else "notification " + name
            self.spoken.append((now, text))
            self.events.append((now, "spoken", role, text))


class Round:
    def __init__(self, remi, orca_log, verbose):
        self.remi = remi
        self.verbose = verbose
        self.bus = Bus(verbose)
        self.failures = []
        self.home = tempfile.mkdtemp(prefix="remi-atspi-")
        os.makedirs(os.path.join(self.home, "settings", "Remi"), exist_ok=True)
        with open(os.path.join(self.home, "settings", "Remi", "remi.ini"), "w") as f:
            f.write("[view]\nanimationSpeed=instant\ncomputerSpeed=fast\ngameLog=true\n")
        self.orca = None
        if orca_log:
            self.orca = subprocess.Popen(["orca", "--replace", "--debug-file=" + orca_log],
                                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(3)
        env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
                   REMI_TEST_HOME=self.home, REMI_MUTE="1")
        # Orca listens to name changes too, and so libatspi keeps the names it caches up to date: a
        # listener without it reads a notification's first name for ever.
        for t in ["focus:", "object:state-changed:focused", "object:state-changed:showing",
                  "object:property-change:accessible-name"]:
            pyatspi.Registry.registerEventListener(self.bus.on_event, t)
        self.proc = subprocess.Popen([remi, "--variant", "remi51", "--seats", "human,computer,computer,computer",
                                      "--seed", "11",
                                      "--data-dir", os.path.join(self.home, "data")], env=env)
        self.script = self.play()
        self.waiting_until = 0
        self.deadline = time.time() + 55
        GLib.timeout_add(50, self.tick)

    # --- the steps, a generator: yields the number of seconds to wait for the bus to settle ---
    def key(self, k):
        if self.verbose:
            print("KEY", k, flush=True)
        self.bus.events.append((time.time(), "key", None, k))
        subprocess.run(["xdotool", "key", "--clearmodifiers", k], check=False)

    def said_since(self, t0):
        return [text for (t, text) in self.bus.spoken if t >= t0]

    def fail(self, message):
        self.failures.append(message)
        print("FAIL:", message, flush=True)

    def play(self):
        # The window: focused by xdotool (no window manager in Xvfb).
        wid = []
        while not wid:
            wid = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid), "--name", "Remi"],
                                 capture_output=True, text=True).stdout.split()
            yield 0.3
        if self.verbose:
            print("windows", wid, flush=True)
        self.bus.events.append((time.time(), "key", None, "window focus"))
        subprocess.run(["xdotool", "windowfocus", "--sync", wid[-1]], check=False)
        yield 1.0
        turns = 0
        round_over = None
        t0 = 0
        waited_from = time.time()
        while turns < 60 and round_over is None:
            said = " ".join(self.said_since(t0))
            if "Round over" in said or "went out" in said or "Next round" in said:
                round_over = said
                break
            if "Your turn" not in said:
                yield 0.5
                if time.time() - waited_from > 20:
                    self.fail("the turn never came back (nothing said for 20 s): " + said[-200:])
                    return
                continue
            turns += 1
            if turns == 1:
                yield from self.first_turn_keys()
            if "draw from the stock" in said.split("Your turn")[-1]:
                t1 = time.time()
                self.key("d")
                yield SETTLE
                if not any("You drew" in s or "drew" in s for s in self.said_since(t1)):
                    self.fail("D: no sentence said; said: %r" % self.said_since(t1))
            t1 = time.time()
            self.key("Delete")
            yield SETTLE
            after = self.said_since(t1)
            if not any("You discarded" in s or "You went out" in s for s in after):
                self.fail("Delete: no discard sentence said; said: %r" % after)
            t0 = t1
            waited_from = time.time()
        yield 1.0
        said = " ".join(self.said_since(t0))
        if round_over is None:
            self.fail("no round result was said after %d turns" % turns)
            return
        if self.verbose:
            print("ROUND END said:", round_over[:400], flush=True)
        # Every other player's move of the round, as the game log (read from the bus) words it, was said.
        log = self.game_log()
        said_all = " ".join(text for (_, text) in self.bus.spoken)
        # A joker laid in a run is said with the card it stands for ("joker (nine of spades)"),
        # where the log prints "★" (issue 34): compared without it.
        import re
        said_all = re.sub(r"joker \([^)]*\)", "joker", said_all)
        moves = [line for line in log if line.startswith("Computer ")]
        if not moves:
            self.fail("the game log on the bus has no computer moves: %r" % log[:5])
        for line in moves:
            # A player's moves in a row are one sentence (issue 34): "Computer 1 drew a card,
            # discarded king of clubs." says the second line without the name.
            import re
            name = re.match(r"^(Computer \d+) ", line)
            # The log's lines on the bus name a joker's card too (its spoken text, issue 36).
            line_said = re.sub(r"joker \([^)]*\)", "joker", spoken(line)).rstrip(".")
            rest = re.sub(r"joker \([^)]*\)", "joker", spoken(line[name.end():])).rstrip(".") if name else None
            if line_said not in said_all and not (rest and ", " + rest in said_all):
                self.fail("a move of the game log was never said: %r" % line)
        self.moves = len(moves)
        # No trap: Tab goes round the window and comes back to the round-end button.
        seen = []
        for _ in range(30):
            self.key("Tab")
            yield 0.15
            focus = [e for e in self.bus.events if e[1] == "focus"]
            if focus:
                seen.append(focus[-1][3])
            if len(seen) > 2 and seen[-1].endswith(("Next round", "Show the standings")) and len(set(seen)) > 1:
                break
        else:
            self.fail("Tab never came back to the round-end button: %r" % seen[-12:])
        self.turns = turns

    def focus_since(self, t0):
        return [(role, name) for (t, kind, role, name) in self.bus.events if kind == "focus" and t >= t0]

    def first_turn_keys(self):
        """The keys that only say something (issue 34): each is heard, none gets stuck."""
        t1 = time.time()
        self.key("space")
        yield SETTLE
        if not any(s.endswith(", selected") for s in self.said_since(t1)):
            self.fail("Space: the selection was not said: %r" % self.said_since(t1))
        t1 = time.time()
        self.key("space")
        yield SETTLE
        if not self.said_since(t1) or self.said_since(t1)[-1].endswith(", selected"):
            self.fail("Space again: the card's deselection was not said: %r" % self.said_since(t1))
        t1 = time.time()
        self.key("w")
        yield SETTLE
        table = " ".join(self.said_since(t1))
        for part in ("Your hand, ", "Top discard: ", "Computer 2: ", "score "):
            if part not in table:
                self.fail("W: %r not in what was said: %r" % (part, table[:300]))
        # Enter: the card's menu, its first entry active at once (Orca reads the focused entry).
        t1 = time.time()
        self.key("Return")
        yield SETTLE
        menu = [name for (role, name) in self.focus_since(t1) if role == pyatspi.ROLE_MENU_ITEM]
        if not menu:
            self.fail("Enter: no menu entry got the focus: %r" % self.focus_since(t1))
        t1 = time.time()
        self.key("Escape")
        yield SETTLE
        back = self.focus_since(t1)
        if not back or back[-1][0] != pyatspi.ROLE_LIST_ITEM:
            self.fail("Escape after the menu: the focus did not come back to the card: %r" % back)
        # G: the game log, Escape: back to the table.
        t1 = time.time()
        self.key("g")
        yield SETTLE
        if not any(name == "Game log" for (_, name) in self.focus_since(t1)):
            self.fail("G: the game log did not get the focus: %r" % self.focus_since(t1))
        t1 = time.time()
        self.key("Escape")
        yield SETTLE
        back = self.focus_since(t1)
        if not back or back[-1][0] != pyatspi.ROLE_LIST_ITEM:
            self.fail("Escape in the game log: the focus did not come back to the table: %r" % back)

    def game_log(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is None or app.name != "remi":
                continue
            found = pyatspi.findDescendant(app, lambda x: x and x.getRole() == pyatspi.ROLE_LIST and x.name == "Game log")
            if found:
                return [found[i].name for i in range(found.childCount)]
        return []

    def tick(self):
        if time.time() > self.deadline:
            self.fail("time is up (55 s)")
            pyatspi.Registry.stop()
            return False
        if time.time() < self.waiting_until or time.time() - self.bus.last_event < 0.1:
            return True
        try:
            wait = next(self.script)
            self.waiting_until = time.time() + wait
        except StopIteration:
            pyatspi.Registry.stop()
            return False
        return True

    def check(self):
        if self.bus.hidden_focus:
            self.fail("focus events on hidden objects: %r" % self.bus.hidden_focus[:5])
        # A sentence followed at once by a focus move that no key caused is cut off by Orca.
        evs = self.bus.events
        for i, (t, kind, role, text) in enumerate(evs):
            if kind != "spoken":
                continue
            for (t2, kind2, _, name2) in evs[i + 1:]:
                if t2 - t > 0.4 or kind2 == "key":
                    break
                if kind2 == "focus":
                    self.fail("%r was cut off by a focus move to %r" % (text[:80], name2))
                    break


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("remi")
    parser.add_argument("--orca", help="run Orca too and write its debug log here")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    r = Round(args.remi, args.orca, args.verbose)
    pyatspi.Registry.start()
    r.check()
    r.proc.terminate()
    r.proc.wait()
    if r.orca:
        r.orca.terminate()
    spoken = r.bus.spoken
    print("%d sentences spoken, %d focus events, %d turns of yours, %d moves of the others said" %
          (len(spoken), sum(1 for e in r.bus.events if e[1] == "focus"), getattr(r, "turns", 0),
           getattr(r, "moves", 0)))
    if args.verbose:
        for (t, text) in spoken:
            print("  SAID:", text[:300])
    if r.failures:
        print("%d failure(s)" % len(r.failures))
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
