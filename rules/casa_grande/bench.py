"""Figures for `python -m ludotheque bench`: legal-move generation on a crowded site, AI
decision times, a whole 4-AI game. Also the crowded-site position the tests reuse."""

from __future__ import annotations

import statistics
import time
from typing import Any

from ludotheque.rules.casa_grande.data import SIZE, orientation
from ludotheque.rules.casa_grande.state import CasaState
from ludotheque.rules.core import GameConfig, GameInfo, Rng


def crowded_state(seed: int = 1, blocks: int = 72) -> CasaState:
    """A 4-player site after `blocks` blocks dropped in clusters, with a platform built
    whenever one fits: many towers, several storeys, many legal platforms."""
    state = CasaState.new(GameConfig(4, seed, options={"blocks": 24}))
    rng = Rng(seed)
    centres = [rng.randbelow(SIZE * SIZE) for _ in range(5)]
    for k in range(blocks):
        owner = k % 4
        centre = rng.choice(centres)
        x = min(SIZE - 1, max(0, centre % SIZE + rng.randint(-2, 2)))
        y = min(SIZE - 1, max(0, centre // SIZE + rng.randint(-2, 2)))
        state.site.place_block(y * SIZE + x, owner)
        state.blocks[owner] -= 1
        options = state.platform_options(owner)
        if options and rng.random() < 0.3:
            shape, rot, px, py, storey = rng.choice(options)
            state.site.place_platform(owner, orientation(shape, rot), px, py, storey)
            state.used[owner] |= 1 << shape
    return state


def terraced_state(seed: int = 1, platforms: int = 6, players: int = 2) -> CasaState:
    """A site of low random terraces (heights 0-2, random colours) with a few platforms
    built on it: a crowded position with many legal platforms for every player. (Block
    counts in hand are not adjusted: this is a test of placement, not a reachable game.)"""
    state = CasaState.new(GameConfig(players, seed, options={"blocks": 24}))
    rng = Rng(seed)
    for cell in range(SIZE * SIZE):
        for _ in range(rng.choice((0, 1, 1, 2))):
            state.site.place_block(cell, rng.randbelow(players))
    for k in range(platforms):
        owner = k % players
        options = state.platform_options(owner)
        if options:
            shape, rot, px, py, storey = rng.choice(options)
            state.site.place_platform(owner, orientation(shape, rot), px, py, storey)
            state.used[owner] |= 1 << shape
            for cell in state.site.platform_cells(len(state.site.platforms) - 1)[:2]:
                state.site.place_block(cell, rng.randbelow(players))
    return state


def _generation_ms(state: CasaState, runs: int = 30) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        for p in range(state.num_players):
            state.platform_options(p)
        times.append((time.perf_counter() - start) / state.num_players)
    return 1000 * statistics.median(times)


def full_game(info: GameInfo, level: str = "normal", players: int = 4,
              seed: int = 1) -> tuple[float, list[float], Any, float]:
    """Wall seconds for a whole game of AIs, the decision times, the final state and the
    CPU seconds (steadier than wall time on a busy machine). `info` is the game's entry
    (passed in: this module sits below it)."""
    from ludotheque.rules.session import Seat, Session

    session = Session(info, GameConfig(players, seed=seed), [Seat.parse(f"ai:{level}") for _ in range(players)])
    decisions = []
    start, cpu = time.perf_counter(), time.process_time()
    while not session.state.is_over():
        player = session.current_player()
        assert player is not None, "a game not over has a mover"
        t = time.perf_counter()
        action = session.choose_for(player)
        decisions.append(time.perf_counter() - t)
        session.apply(action)
    return time.perf_counter() - start, decisions, session.state, time.process_time() - cpu


def bench(info: GameInfo, quick: bool = False) -> dict[str, Any]:
    crowded = terraced_state(1, platforms=10, players=4)
    site = {
        "casa_grande.crowded_site_platforms": sum(len(crowded.platform_options(p)) for p in range(4)),
        "casa_grande.legal_platforms_ms": round(_generation_ms(crowded), 3),
    }
    if quick:  # `bench --quick`: the two whole games take about a minute
        return site
    game_s, decisions, final, game_cpu = full_game(info, "normal", 4)
    _, hard_decisions, _, _ = full_game(info, "hard", 2, seed=2)
    return {
        **site,
        "casa_grande.ai_normal_decision_median_ms": round(1000 * statistics.median(decisions), 2),
        "casa_grande.ai_normal_decision_max_ms": round(1000 * max(decisions), 2),
        "casa_grande.ai_hard_decision_median_ms": round(1000 * statistics.median(hard_decisions), 2),
        "casa_grande.ai_hard_decision_max_ms": round(1000 * max(hard_decisions), 2),
        "casa_grande.game_4ai_normal_s": round(game_s, 2),
        "casa_grande.game_4ai_normal_cpu_s": round(game_cpu, 2),
        "casa_grande.game_4ai_turns": final.turns,
    }
