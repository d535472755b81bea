"""Rule-side benchmark figures: AI decision times on the real physics (the house's
`python -m ludotheque bench` adds them to the physics' own figures)."""

from __future__ import annotations

import statistics
import time
from typing import Any

from ludotheque.rules.castle_crush.port import CastlePhysics
from ludotheque.rules.core import GameConfig


def timed_game(port: CastlePhysics, mode: str, players: int, level: str, seed: int = 1,
               options: dict[str, Any] | None = None) -> tuple[list[float], float, Any]:
    """Play one game with AI seats of `level`; return each decision's seconds, the whole
    game's seconds and the final state."""
    from ludotheque.rules.castle_crush.game import make_game_info
    from ludotheque.rules.session import Seat, Session

    info = make_game_info(port)
    session = Session(info, GameConfig(players, seed, mode, options or {}),
                      [Seat.parse(f"ai:{level}") for _ in range(players)])
    times: list[float] = []
    start = time.perf_counter()
    while not session.state.is_over():
        player = session.current_player()
        assert player is not None, "a game not over has a mover"
        t0 = time.perf_counter()
        action = session.choose_for(player)
        times.append(time.perf_counter() - t0)
        session.apply(action)
    return times, time.perf_counter() - start, session.state


def ai_figures(port: CastlePhysics) -> dict[str, Any]:
    times, whole, _ = timed_game(port, "standard", 2, "normal")
    return {
        "castle_crush.ai_normal_decision_median_s": round(statistics.median(times), 4),
        "castle_crush.ai_normal_decision_max_s": round(max(times), 4),
        "castle_crush.ai_normal_decisions": len(times),
        "castle_crush.standard_2p_normal_game_s": round(whole, 2),
    }
