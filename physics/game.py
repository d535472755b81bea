"""The composition root of Castle Crush: its rules (`rules.castle_crush`) bound to the one
pymunk physics (`physics/default.py`), as `GAME`. Importing `ludotheque.physics` tells the
registry that "castle-crush" lives here; `rules/` itself never imports pymunk, and nothing
here imports pygame."""

from __future__ import annotations

import os
from typing import Any

import ludotheque.physics.bench as physics_bench
from ludotheque.physics.default import PHYSICS
from ludotheque.rules.castle_crush.game import make_game_info


def bench(quick: bool = False) -> dict[str, Any]:
    """Physics figures (physics/bench.py), AI decision times and calibration (rules side)."""
    from ludotheque.rules.castle_crush.bench import ai_figures

    figures: dict[str, Any] = physics_bench.figures()
    figures.update(ai_figures(PHYSICS))
    # The AI's calibration (issue 11): ten seeds per challenge and level, twenty duels,
    # minutes of CPU. `bench --quick` (under a minute in all) and
    # LUDO_CASTLE_CRUSH_CALIBRATION=0 skip it.
    if not quick and os.environ.get("LUDO_CASTLE_CRUSH_CALIBRATION", "1") != "0":
        from ludotheque.rules.castle_crush.calibration import figures as calibration

        figures.update(calibration(seeds=10, games=20))
    return figures  # the scene's frame times are the client's (client/scenes/castle_crush/bench.py)


GAME = make_game_info(PHYSICS, bench=bench)
