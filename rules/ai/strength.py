"""How strong and how quick the AI levels are: seeded games between seat specs, with every
decision's CPU time. Used by the games' `bench` figures and the slow level tests.

Game k uses seed `first_seed + k` and the specs rotated by k (as `match.play_match`), so
every spec sits in every seat in turn; a shared win counts as a fraction for each winner.
A game still running after `max_plies` decisions is counted as unfinished, not played on.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass, field

from ludotheque.rules.session import Seat, Session


@dataclass
class Duel:
    games: int = 0
    wins: dict[str, float] = field(default_factory=dict)
    times: dict[str, list[float]] = field(default_factory=dict)  # CPU seconds per decision
    unfinished: list[int] = field(default_factory=list)  # seeds of games cut at max_plies

    def share(self, spec: str) -> float:
        return self.wins.get(spec, 0.0) / max(1, self.games)

    def slowest(self, spec: str | None = None) -> float:
        pools = [self.times[spec]] if spec else list(self.times.values())
        return max((t for pool in pools for t in pool), default=0.0)

    def median(self, spec: str) -> float:
        return statistics.median(self.times[spec]) if self.times[spec] else 0.0


def duel(game_id: str, specs: list[str], first_seed: int, games: int,
         max_plies: int = 100_000) -> Duel:
    """Play `games` seeded games between `specs` (one seat each), timing every decision."""
    out = Duel(wins={s: 0.0 for s in specs}, times={s: [] for s in specs})
    for k in range(games):
        rot = k % len(specs)
        order = specs[rot:] + specs[:rot]
        seats = [Seat.parse(s, name=f"{s} #{i + 1}") for i, s in enumerate(order)]
        session = Session.create(game_id, seats, first_seed + k)
        while not session.state.is_over() and session.ply < max_plies:
            p = session.current_player()
            assert p is not None, "a game not over has a player to move"
            start = time.process_time()
            action = session.choose_for(p)
            out.times[order[p]].append(time.process_time() - start)
            session.apply(action)
        out.games += 1
        if not session.state.is_over():
            out.unfinished.append(first_seed + k)
            continue
        winners = session.state.winners()
        for w in winners:
            out.wins[order[w]] += 1 / len(winners)
    return out


def hard_vs_normal(game_id: str, first_seed: int, games: int) -> dict[str, float | str]:
    """The bench's figures: hard's share of two-player games against normal, and the
    median and slowest decision of each level (CPU ms)."""
    d = duel(game_id, ["ai:hard", "ai:normal"], first_seed, games)
    return {
        "hard_vs_normal_seeds": f"{first_seed}-{first_seed + games - 1}",
        "hard_vs_normal_share": round(d.share("ai:hard"), 3),
        "hard_decision_median_ms": round(1000 * d.median("ai:hard"), 2),
        "hard_decision_max_ms": round(1000 * d.slowest("ai:hard"), 1),
        "normal_decision_median_ms": round(1000 * d.median("ai:normal"), 2),
        "normal_decision_max_ms": round(1000 * d.slowest("ai:normal"), 1),
    }
