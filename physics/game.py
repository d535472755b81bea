"""Castle Crush as the house sees it: the rules (rules.castle_crush) bound to the pymunk
physics. The registry maps "castle-crush" here; `rules/` itself never imports pymunk."""

from __future__ import annotations

import os
from typing import Any

from ludotheque.rules.castle_crush.game import make_game_info

from ludotheque import physics  # registers the pymunk implementation of the port


def bench(quick: bool = False) -> dict[str, Any]:
    """Physics figures (physics/bench.py), AI decision times and calibration (rules side)."""
    from ludotheque.rules.castle_crush.bench import ai_figures

    figures: dict[str, Any] = {}
    try:
        import ludotheque.physics.bench as physics_bench
    except ImportError:
        physics_bench = None
    if physics_bench is not None and hasattr(physics_bench, "figures"):
        figures.update(physics_bench.figures())
    figures.update(ai_figures(physics.PHYSICS))
    # The AI's calibration (issue 11): ten seeds per challenge and level, twenty duels,
    # minutes of CPU. `bench --quick` (under a minute in all) and
    # LUDO_CASTLE_CRUSH_CALIBRATION=0 skip it.
    if not quick and os.environ.get("LUDO_CASTLE_CRUSH_CALIBRATION", "1") != "0":
        from ludotheque.rules.castle_crush.calibration import figures as calibration

        figures.update(calibration(seeds=10, games=20))
    return figures  # the scene's frame times are the client's (client/scenes/castle_crush/bench.py)


GAME = make_game_info(physics.PHYSICS, bench=bench)
