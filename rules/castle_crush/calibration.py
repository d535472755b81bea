"""The calibration of Castle Crush's AI and titles (issues 11 and 22), measured the same
way by `bench` (GameInfo.bench) and the slow tests:

- Construction, per challenge, over seeds 1-SEEDS each: the scripted hands (ai/hands.py)
  `hand:careful` at or above the sheet's objective, `hand:hasty` below careful,
  `hand:fumbler` below half the objective; the hard builder's median within 0.8-1.3 x
  the Architecte threshold, the easy builder's below the objective;
- Standard: ai:normal against random (DUELS games), ai:hard against ai:normal
  (HARD_DUELS games; seats swapped every other game, the youngest too);
- Speed: normal against normal reaching the score target, not the round cap;
- the time of an AI turn (decision and the physics of applying it), CPU time.

Everything is played through `Session` on the registered physics (rules.registry), so
these are the games a player would see.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from ludotheque.rules.castle_crush.data import challenge_rules, goal
from ludotheque.rules.core import GameConfig
from ludotheque.rules.registry import get_game
from ludotheque.rules.session import Seat, Session

SEEDS = 10
FIRST_CONSTRUCTION_SEED = 1
DUELS = 20
HARD_DUELS = 60
FIRST_SEED = 100
# Construction seats measured, and their keys in the figures.
BUILDERS = ("hand:careful", "hand:hasty", "hand:fumbler", "ai:hard", "ai:easy")


@dataclass
class Turns:
    """CPU seconds of AI turns, by level."""

    seconds: dict[str, list[float]] = field(default_factory=dict)

    def add(self, level: str, value: float) -> None:
        self.seconds.setdefault(level, []).append(value)

    def figures(self) -> dict[str, float]:
        out = {}
        for level, values in sorted(self.seconds.items()):
            out[f"castle_crush.ai_turn_{level}_median_s"] = round(statistics.median(values), 4)
            out[f"castle_crush.ai_turn_{level}_max_s"] = round(max(values), 4)
        return out


def play(seats: list[str], mode: str, seed: int, youngest: int = 0,
         options: dict[str, Any] | None = None, turns: Turns | None = None) -> Session:
    """One game of AI (or random) seats to the end."""
    session = Session(get_game("castle-crush"), GameConfig(len(seats), seed, mode, options or {}, youngest),
                      [Seat.parse(s) for s in seats])
    while not session.state.is_over():
        seat = session.current_seat()
        start = time.process_time()
        session.play_ai_turn()
        if turns is not None and seat is not None and seat.kind == "ai":
            turns.add(seat.level, time.process_time() - start)
    return session


def construction(seat: str, challenge: str, seeds: int = SEEDS, turns: Turns | None = None) -> list[int]:
    """Scores of one Construction seat (`ai:hard`, `hand:careful`; a bare level is an AI)
    over seeds 1 to `seeds`."""
    spec = seat if ":" in seat else f"ai:{seat}"
    return [int(play([spec], "construction", seed, options={"challenge": challenge},
                     turns=turns).state.scores()[0])
            for seed in range(FIRST_CONSTRUCTION_SEED, FIRST_CONSTRUCTION_SEED + seeds)]


def duel(first: str, second: str, mode: str = "standard", games: int = DUELS,
         turns: Turns | None = None) -> tuple[int, int]:
    """(games `first` won alone, games whose end came by the score target)."""
    wins = reached = 0
    for g in range(games):
        seats = [first, second] if g % 2 == 0 else [second, first]
        session = play(seats, mode, FIRST_SEED + g, youngest=g % 2, turns=turns)
        wins += session.state.winners() == [g % 2]
        reached += any(e.event.key == "castle_crush.log.target_reached" for e in session.log)
    return wins, reached


def construction_figures(seeds: int = SEEDS, turns: Turns | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for challenge in ("barbacane", "donjon", "chateau"):
        architecte = challenge_rules(challenge)["titles"][-1]
        for seat in BUILDERS:
            scores = construction(seat, challenge, seeds, turns)
            key = f"castle_crush.construction_{challenge}_{seat.replace(':', '_')}"
            out[key + "_median"] = statistics.median(scores)
            out[key + "_min"] = min(scores)
            out[key + "_max"] = max(scores)
            if seat == "ai:hard":
                out[key + "_median_over_architecte"] = round(statistics.median(scores) / architecte, 3)
        out[f"castle_crush.construction_{challenge}_objective"] = goal(challenge)
    return out


def figures(seeds: int = SEEDS, games: int = DUELS, hard_games: int | None = None) -> dict[str, Any]:
    """Every calibration figure (several minutes of CPU on this machine). Hard plays
    normal three times as many duels as normal plays random (HARD_DUELS by default)."""
    hard_games = HARD_DUELS * games // DUELS if hard_games is None else hard_games
    turns = Turns()
    out = construction_figures(seeds, turns)
    out[f"castle_crush.standard_normal_beats_random_of_{games}"] = duel("ai:normal", "random", games=games,
                                                                        turns=turns)[0]
    out[f"castle_crush.standard_hard_beats_normal_of_{hard_games}"] = duel("ai:hard", "ai:normal",
                                                                           games=hard_games, turns=turns)[0]
    speed = min(seeds, games)
    out[f"castle_crush.speed_normal_pairs_reaching_target_of_{speed}"] = duel(
        "ai:normal", "ai:normal", "speed", speed, turns)[1]
    out.update(turns.figures())
    return out
