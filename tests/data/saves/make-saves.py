#!/usr/bin/env python3
"""Regenerates tests/data/saves/{good,bad,hostile}/ with remi-sim record (issues 8, 21).

Usage: tests/data/saves/make-saves.py build/src/cli/remi-sim
The good saves are matches played by computer players; each bad save breaks one thing of a
good one; each hostile save is one a tester made to hurt (issue 21: numbers out of range, huge
values that the message must cut short, hand orders that list a card twice). tests/cases/
CMakeLists.txt lists the message each bad and hostile file must give.
"""
import json
import os
import re
import subprocess
import sys

sim = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
good = os.path.join(here, "good")
bad = os.path.join(here, "bad")
hostile = os.path.join(here, "hostile")


def record(name, *args):
    path = os.path.join(good, name)
    subprocess.run([sim, "record", "--out", path, *args], check=True, stdout=subprocess.DEVNULL)
    with open(path, encoding="utf-8") as f:
        return f.read()


def write(name, text, folder=bad):
    with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
        f.write(text)


def write_json(name, obj, folder=bad):
    write(name, json.dumps(obj, indent=1, ensure_ascii=False) + "\n", folder)


record("rummy-3p-2-rounds.remi", "--variant", "rummy", "--players", "3", "--seed", "5", "--rounds", "2")
record("remi51-4p-round.remi", "--variant", "remi51", "--players", "4", "--seed", "7", "--rounds", "1")
record("rami-3p-manipulation-mid-round.remi", "--variant", "rami", "--players", "3", "--seed", "3",
       "--option", "manipulation=true", "--actions", "25")
record("remi_indonesia-4p-2-rounds.remi", "--variant", "remi_indonesia", "--players", "4", "--seed", "9",
       "--rounds", "2")
base_text = record("rummy-3p-mid-round.remi", "--variant", "rummy", "--players", "3", "--seed", "5",
                   "--actions", "40")
base = json.loads(base_text)


def variant(**changes):
    obj = json.loads(base_text)
    obj.update(changes)
    return obj


write("truncated.remi", base_text[: len(base_text) * 3 // 5])
write("invalid-json.remi", '{"format": "remi-save", "version": 1,, "variant": "rummy"}\n')
write("deep-nesting.remi", '{"format": "remi-save", "version": 1, "rounds": ' + "[" * 200 + "]" * 200 + "}\n")
write_json("unknown-version.remi", variant(version=2))
write_json("wrong-type.remi", variant(players="three"))
write_json("unknown-variant.remi", variant(variant="canasta"))
obj = variant()
obj["options"]["noSuchOption"] = True
write_json("unknown-option.remi", obj)
obj = variant()
obj["options"]["stalemateRebuilds"] = "-3"
write_json("bad-option-value.remi", obj)
write_json("player-count.remi", variant(players=base["players"][:1], totals=[0]))
obj = variant()
del obj["rounds"]
write_json("missing-field.remi", obj)

obj = variant()
deal = obj["rounds"][0]["deal"]
deal["hands"][2][3] = deal["hands"][0][0]
write_json("duplicate-card.remi", obj)
obj = variant()
obj["rounds"][0]["deal"]["stock"].pop(0)
write_json("missing-card.remi", obj)

obj = variant()
actions = obj["rounds"][0]["actions"]
first_discard = next(i for i, a in enumerate(actions) if a["do"] == "discard")
actions[first_discard]["card"] = obj["rounds"][0]["deal"]["stock"][0]
write_json("illegal-action.remi", obj)
obj = variant()
obj["rounds"][0]["actions"][2]["seat"] = (obj["rounds"][0]["actions"][2]["seat"] + 1) % 3
write_json("out-of-turn.remi", obj)
obj = variant()
obj["rounds"][0]["actions"][1]["do"] = "fly"
write_json("unknown-action.remi", obj)
write_json("deal-mismatch.remi", variant(seed=str(int(base["seed"]) + 1)))
write_json("totals-mismatch.remi", variant(totals=[10, 0, 0]))
obj = variant()
obj["rounds"].append({"actions": []})
write_json("round-not-over.remi", obj)
# Messages that say what is wrong (the top level, the version, huge numbers, hands, seeds).
write("top-level-null.remi", "null\n")
write("top-level-string.remi", '"remi-save"\n')
write("top-level-list.remi", '[{"format": "remi-save", "version": 1}]\n')
write_json("other-format.remi", variant(format="other"))
write_json("version-fraction.remi", variant(version=1.5))
write_json("version-string.remi", variant(version="1"))
write("version-huge.remi", base_text.replace('"version": 1,', '"version": 1e300,', 1))
write("option-huge.remi", base_text.replace('"targetScore": 150,', '"targetScore": 1e30,', 1))
obj = variant()
obj["rounds"][0]["deal"]["hands"].append([])
write_json("hand-count.remi", obj)
write_json("seed-negative.remi", variant(seed=-1))
write_json("seed-text.remi", variant(seed="abc"))
write_json("seed-too-big.remi", variant(seed="18446744073709551616"))

# ---- hostile saves (issue 21) ----
os.makedirs(hostile, exist_ok=True)


def hand_of(obj, seat):
    """The cards `seat` holds at the end of `obj`, in the order remi-sim names them: each missing
    card of an empty hand order is named by the replay, one at a time."""
    trial = json.loads(json.dumps(obj))
    cards = []
    path = os.path.join(hostile, "probe.remi")
    try:
        for _ in range(200):
            trial["handOrders"] = [{"seat": seat, "sort": None, "cards": cards}]
            with open(path, "w", encoding="utf-8") as f:
                json.dump(trial, f)
            r = subprocess.run([sim, "replay", path], capture_output=True, text=True)
            if r.returncode == 0:
                return cards
            m = re.search(r"\(id (\d+)\) of the hand is missing", r.stderr)
            if not m:
                sys.exit("hand_of: " + r.stderr)
            cards.append(int(m.group(1)))
    finally:
        os.remove(path)
    sys.exit("hand_of: no end")


hand = hand_of(base, 0)
assert len(hand) >= 4, hand
obj = variant(handOrders=[{"seat": 0, "sort": None, "cards": hand}])
write_json("order-exact.remi", obj, hostile)  # the control: loads
# The tester's file: one card listed four times (it was drawn four times).
obj = variant(handOrders=[{"seat": 0, "sort": None, "cards": [hand[0]] * 4 + hand[1:]}])
write_json("order-duplicate.remi", obj, hostile)
other = hand_of(base, 1)[0]
obj = variant(handOrders=[{"seat": 0, "sort": "suit", "cards": hand[:2] + [other] + hand[3:]}])
write_json("order-not-held.remi", obj, hostile)
obj = variant(handOrders=[{"seat": 0, "sort": "rank", "cards": hand[:-1]}])
write_json("order-missing.remi", obj, hostile)
obj = variant(handOrders=[{"seat": 0, "sort": None, "cards": hand}, {"seat": 0, "sort": "suit", "cards": hand}])
write_json("order-seat-twice.remi", obj, hostile)
# 1e999 was read as 0, which is what these totals are: the file loaded.
assert base["totals"][0] == 0, base["totals"]
write("number-out-of-range.remi", base_text.replace('"totals": [0,', '"totals": [1e999,', 1), hostile)
long = "x" * 5000
write_json("long-variant.remi", variant(variant=long), hostile)
obj = variant()
obj["options"][long] = True
write_json("long-option-name.remi", obj, hostile)
obj = variant()
obj["options"]["targetScore"] = long
write_json("long-option-value.remi", obj, hostile)
obj = variant()
obj["players"][0]["name"] = long
write_json("long-player-name.remi", obj, hostile)
obj = variant()
obj["rounds"][0]["actions"][0]["do"] = long
write_json("long-action.remi", obj, hostile)
write_json("control-characters.remi", variant(variant="rummy\nversion: 1\u0007"), hostile)
print("written", len(os.listdir(good)), "good,", len(os.listdir(bad)), "bad and", len(os.listdir(hostile)),
      "hostile saves")
