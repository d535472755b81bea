"""Same inputs, same result: in one process, across processes, and through JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import asdict
from pathlib import Path

from ludotheque.physics import samples

from ludotheque import physics

P = physics.PHYSICS
ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import json, sys
from ludotheque import physics
from ludotheque.physics import samples
world = samples.two_towers()
placed = physics.PHYSICS.place(world, "tower_c", -0.8, owner=0).world
attack = physics.PHYSICS.attack(placed, 0.55, 0.12)
print(json.dumps({"placed": placed, "attack": attack.world, "fallen": attack.fallen}))
"""


def _in_this_process():
    world = samples.two_towers()
    placed = P.place(world, "tower_c", -0.8, owner=0).world
    attack = P.attack(placed, 0.55, 0.12)
    return {"placed": placed, "attack": attack.world, "fallen": list(attack.fallen)}


def test_same_attack_twice_gives_identical_results():
    world = samples.two_towers()
    first = P.attack(world, 0.4, 0.08)
    second = P.attack(world, 0.4, 0.08)
    assert json.dumps(asdict(first)) == json.dumps(asdict(second))


def test_another_process_gets_bit_identical_worlds():
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONHASHSEED="12345")
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, check=True
    )
    theirs = json.loads(out.stdout)
    ours = json.loads(json.dumps(_in_this_process()))
    assert theirs == ours


def test_a_world_at_rest_round_trips_through_json_to_the_same_future():
    world = samples.two_towers()
    restored = json.loads(json.dumps(world))
    assert restored == world
    original = P.attack(world, -0.2, 0.2)
    again = P.attack(restored, -0.2, 0.2)
    assert json.dumps(asdict(original)) == json.dumps(asdict(again))


def test_json_round_trip_at_random_points_of_a_game():
    world = samples.random_castle(7, pieces=7)
    for step, (offset, lean) in enumerate([(0.1, 0.05), (-0.6, 0.2), (0.7, 0.1)]):
        text = json.dumps(world)
        a = P.attack(world, offset, lean)
        b = P.attack(json.loads(text), offset, lean)
        assert a.world == b.world, f"diverged at step {step}"
        world = a.world


def test_calls_never_mutate_their_world():
    world = samples.two_towers()
    text = json.dumps(world)
    P.place(world, "house_a", 0.0, owner=0)
    P.attack(world, 0.7, 0.1)
    P.remove(world, [1])
    P.clean(world)
    P.settle(world, 1.0)
    P.facts(world)
    P.general_spots(world)
    assert json.dumps(world) == text
