"""Figures for `python -m ludotheque bench`: AI decision times and a whole 4-AI game."""

from __future__ import annotations

import statistics
import time
from typing import Any

from ludotheque.rules.core import GameConfig, GameInfo
from ludotheque.rules.session import Seat, Session


def play_timed(info: GameInfo, seats: list[str], seed: int) -> tuple[Session, list[float], float]:
    """Play a whole headless game; return the session, every AI decision time, the wall time."""
    session = Session(info, GameConfig(len(seats), seed=seed), [Seat.parse(s) for s in seats])
    times: list[float] = []
    start = time.perf_counter()
    while not session.state.is_over():
        mover = session.current_player()
        assert mover is not None, "a game not over has a mover"
        t0 = time.perf_counter()
        action = session.choose_for(mover)
        times.append(time.perf_counter() - t0)
        session.apply(action)
    return session, times, time.perf_counter() - start


def hard_times(info: GameInfo, games: int = 4) -> list[float]:
    """CPU time of every hard decision over a few two-player games against normal."""
    times: list[float] = []
    for k in range(games):
        seats = ["ai:hard", "ai:normal"] if k % 2 == 0 else ["ai:normal", "ai:hard"]
        session = Session(info, GameConfig(2, seed=k), [Seat.parse(s) for s in seats])
        while not session.state.is_over():
            p = session.current_player()
            assert p is not None, "a game not over has a mover"
            t0 = time.process_time()
            action = session.choose_for(p)
            if seats[p] == "ai:hard":
                times.append(time.process_time() - t0)
            session.apply(action)
    return times


# Two-player games, hard against normal, at seeds no test uses (issue 33).
STRENGTH_SEED, STRENGTH_GAMES, STRENGTH_GAMES_QUICK = 1000, 200, 20


def figures(info: GameInfo, seed: int = 1, quick: bool = False) -> dict[str, Any]:
    from ludotheque.rules.ai.strength import hard_vs_normal  # lazily: it plays through the registry

    session, times, wall = play_timed(info, ["ai:normal"] * 4, seed)
    hard = hard_times(info)
    games = STRENGTH_GAMES_QUICK if quick else STRENGTH_GAMES
    strength = hard_vs_normal(info.id, STRENGTH_SEED, games)
    return {
        **{f"castle_risk.{k}": v for k, v in strength.items()},
        "castle_risk.ai_decision_median_ms": round(statistics.median(times) * 1000, 2),
        "castle_risk.ai_decision_max_ms": round(max(times) * 1000, 2),
        "castle_risk.ai_hard_decision_median_ms": round(statistics.median(hard) * 1000, 2),
        "castle_risk.ai_hard_decision_max_ms": round(max(hard) * 1000, 2),
        "castle_risk.game_4ai_normal_s": round(wall, 2),
        "castle_risk.game_4ai_actions": session.ply,
    }
