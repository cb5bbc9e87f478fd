#!/usr/bin/env python3
"""Regenerates tests/data/saves/{good,bad}/ with remi-sim record (issue 8).

Usage: tests/data/saves/make-saves.py build/src/cli/remi-sim
The good saves are matches played by computer players; each bad save breaks one thing of a
good one. tests/cases/CMakeLists.txt lists the message each bad file must give.
"""
import json
import os
import subprocess
import sys

sim = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
good = os.path.join(here, "good")
bad = os.path.join(here, "bad")


def record(name, *args):
    path = os.path.join(good, name)
    subprocess.run([sim, "record", "--out", path, *args], check=True, stdout=subprocess.DEVNULL)
    with open(path, encoding="utf-8") as f:
        return f.read()


def write(name, text):
    with open(os.path.join(bad, name), "w", encoding="utf-8") as f:
        f.write(text)


def write_json(name, obj):
    write(name, json.dumps(obj, indent=1, ensure_ascii=False) + "\n")


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
print("written", len(os.listdir(good)), "good and", len(os.listdir(bad)), "bad saves")
