"""One composition root for the physics (issue 32, item 7): a program that imports
`ludotheque.physics` and not the client (a headless table server, a bot) creates and plays a
Castle Crush session, its hints included, and pygame is never imported for it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

HEADLESS_TABLE = r"""
import json, sys
import ludotheque.physics  # the one wiring: the registry learns where Castle Crush lives
from ludotheque.rules.hints import explain_for
from ludotheque.rules.session import Seat, Session

session = Session.create("castle-crush", [Seat.parse("random"), Seat.parse("ai:easy")], seed=3)
hint = explain_for(session.info, session.view(0), 0, session.choose_for(0))
plies = 0
while not session.is_over() and plies < 12:
    session.play_ai_turn()
    plies += 1
print(json.dumps({
    "plies": session.ply, "hint": hint.key if hint else None,
    "pygame": sorted(m for m in sys.modules if m.split(".")[0] == "pygame"),
    "client": sorted(m for m in sys.modules if m.startswith("ludotheque.client")),
}))
"""


def test_a_castle_crush_session_plays_without_the_client_nor_pygame(tmp_path):
    env = {**os.environ, "LUDOTHEQUE_HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", HEADLESS_TABLE], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    line = json.loads(out.stdout.strip().splitlines()[-1])
    assert line["plies"] == 12
    assert line["hint"] and line["hint"].startswith("castle_crush.hint.")
    assert line["pygame"] == [] and line["client"] == []


def test_without_the_physics_the_rules_say_how_to_bind_it():
    """Rules-only code that never imported the physics gets a clear refusal, not pymunk."""
    probe = ("import sys\nfrom ludotheque.rules.registry import GameNotBuilt, get_game\n"
             "try:\n    get_game('castle-crush')\nexcept GameNotBuilt as exc:\n    print(exc)\n"
             "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pymunk', 'pygame')))")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr[-3000:]
    refusal, loaded = out.stdout.strip().splitlines()
    assert "physics" in refusal and loaded == "[]"


def test_the_rules_have_no_global_physics_to_fall_back_on():
    """Only a state class bound by make_game_info(port) has a physics, with its own memory
    of results (no process-wide registration, no cache keyed by id())."""
    import pytest
    from ludotheque.physics import PHYSICS
    from ludotheque.rules.castle_crush import CastleCrushState, make_game_info

    with pytest.raises(RuntimeError, match="not bound to a physics"):
        CastleCrushState.physics()
    one, two = make_game_info(PHYSICS).state_cls, make_game_info(PHYSICS).state_cls
    assert one.port is two.port is PHYSICS
    assert one.physics() is not two.physics() and one.physics() is one.physics()
