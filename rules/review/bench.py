"""The review's cost for `python -m ludotheque bench`: time per decision and per game.

A two-seat game between the hard and the normal AI is played on a fixed seed, then seat
0's decisions are reviewed, each one timed (wall clock; the whole review's CPU time too,
which a machine shared with other work does not inflate). The targets (issue 33): a whole game reviewed
in 30 s for the card and board games, 60 s for Castle Crush, on this machine.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from ludotheque.rules.registry import get_game
from ludotheque.rules.review.analyst import Analyst, positions
from ludotheque.rules.session import Seat, Session

TARGET_SECONDS = {"castle-crush": 60.0}
DEFAULT_TARGET = 30.0


def review_times(game_id: str, seed: int = 1, quick: bool = False) -> dict[str, Any]:
    """Review seat 0 of one hard-vs-normal game (`quick`: its first 12 plies only)."""
    session = Session.create(game_id, [Seat("ai", "hard"), Seat("ai", "normal")], seed=seed)
    while not session.is_over() and not (quick and session.ply >= 12):
        session.play_ai_turn()
    info, plies, _ = positions(session.to_json())
    analyst = Analyst(get_game(info.id))
    times: list[float] = []
    start, cpu = time.perf_counter(), time.process_time()
    for ply, state, action in plies:
        if state.current_player() != 0:
            continue
        t0 = time.perf_counter()
        if analyst.judge(state, 0, action, ply) is not None:
            times.append(time.perf_counter() - t0)
    total, cpu = time.perf_counter() - start, time.process_time() - cpu
    target = TARGET_SECONDS.get(game_id, DEFAULT_TARGET)
    return {
        "plies": len(plies),
        "decisions": len(times),
        "per_decision_ms_median": round(1000 * statistics.median(times), 1) if times else 0.0,
        "per_decision_ms_max": round(1000 * max(times), 1) if times else 0.0,
        "per_game_s": round(total, 2),
        "per_game_cpu_s": round(cpu, 2),  # the figure to read on a busy machine
        "target_s": target,
        "whole_game": not quick,
    }
