"""Extra figures for `python -m ludotheque bench`: dictionary load, AI decisions, a 4-AI game."""

from __future__ import annotations

import statistics
import time
from typing import Any

from ludotheque.rules.core import GameConfig, Rng, mix
from ludotheque.rules.crack_word.ai import make_agent
from ludotheque.rules.crack_word.dictionary import load_dictionary, load_times
from ludotheque.rules.crack_word.state import CrackWordState


def play_ai_game(levels: list[str], seed: int, options: dict[str, Any] | None = None):
    """A headless game between AI seats; returns (final state, decision times)."""
    state = CrackWordState.new(GameConfig(len(levels), seed, "standard", dict(options or {})))
    agents = [make_agent(level, p) for p, level in enumerate(levels)]
    times: list[float] = []
    ply = 0
    while not state.is_over():
        p = state.current_player()
        assert p is not None, "a game not over has a mover"
        start = time.perf_counter()
        action = agents[p].choose(state.view(p), p, CrackWordState, Rng(mix(seed, ply, p)))
        times.append(time.perf_counter() - start)
        state = state.apply(action)
        ply += 1
    return state, times


# Two-player games, hard against normal, at seeds no test uses (issue 33); 200 of them
# take about 7 minutes here, so bench plays a few (the report gives the 200-game figures).
STRENGTH_SEED, STRENGTH_GAMES, STRENGTH_GAMES_QUICK = 1000, 20, 4


def bench(quick: bool = False) -> dict[str, Any]:
    from ludotheque.rules.ai.strength import hard_vs_normal  # lazily: it plays through the registry

    strength = hard_vs_normal("crack-word", STRENGTH_SEED, STRENGTH_GAMES_QUICK if quick else STRENGTH_GAMES)
    cold, cached = load_times("fr")
    load_dictionary("fr")
    start = time.perf_counter()
    _, times = play_ai_game(["normal"] * 4, seed=1)
    game = time.perf_counter() - start
    _, hard_times = play_ai_game(["hard", "normal"], seed=2)
    return {
        "dictionary_load_cold_s": round(cold, 3),
        "dictionary_load_cached_s": round(cached, 3),
        "ai_normal_decision_median_s": round(statistics.median(times), 4),
        "ai_normal_decision_max_s": round(max(times), 4),
        "ai_hard_decision_median_s": round(statistics.median(hard_times[0::2]), 4),
        "ai_hard_decision_max_s": round(max(hard_times[0::2]), 4),
        "game_4_ai_normal_s": round(game, 2),
        **strength,
    }
