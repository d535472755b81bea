"""Extra figures for `python -m ludotheque bench`: AI decision times and a 4-AI game."""

from __future__ import annotations

import statistics
import time
from typing import Any


def timed_game(seats: list[str], seed: int) -> tuple[float, list[float], list[str]]:
    """Play one game headless; its wall time, each AI decision's time, and the seat levels."""
    from ludotheque.rules.session import Seat, Session

    session = Session.create("chateau-combo", [Seat.parse(s) for s in seats], seed=seed)
    decisions: list[float] = []
    levels: list[str] = []
    start = time.perf_counter()
    while not session.state.is_over():
        player = session.current_player()
        assert player is not None, "a game not over has a mover"
        t0 = time.perf_counter()
        action = session.choose_for(player)
        decisions.append(time.perf_counter() - t0)
        levels.append(session.seats[player].spec)
        session.apply(action)
    return time.perf_counter() - start, decisions, levels


# Two-player games, hard against normal, at seeds no test uses (issue 33); 200 of them
# take about 6 minutes here, so bench plays a few (the report gives the 200-game figures).
STRENGTH_SEED, STRENGTH_GAMES, STRENGTH_GAMES_QUICK = 1000, 20, 4


def bench(quick: bool = False) -> dict[str, Any]:
    from ludotheque.rules.ai.strength import hard_vs_normal  # lazily: it plays through the registry

    strength = hard_vs_normal("chateau-combo", STRENGTH_SEED, STRENGTH_GAMES_QUICK if quick else STRENGTH_GAMES)
    game_time, normal, _ = timed_game(["ai:normal"] * 4, seed=1)
    _, times, levels = timed_game(["ai:hard", "ai:normal"], seed=2)
    hard_times = [t for t, level in zip(times, levels, strict=True) if level == "ai:hard"]
    return {
        "4-AI game (normal), s": round(game_time, 3),
        "normal decision median, ms": round(1000 * statistics.median(normal), 1),
        "normal decision max, ms": round(1000 * max(normal), 1),
        "hard decision median, ms": round(1000 * statistics.median(hard_times), 1),
        "hard decision max, ms": round(1000 * max(hard_times), 1),
        **strength,
    }
