"""Seeded matches between seat specs: the `autoplay --games N` loop, also used by the
tests that measure AI win rates.

Game k uses seed `first_seed + k` and the specs rotated by k, so every spec sits in every
seat in turn; a shared win counts as a fraction for each winner.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ludotheque.rules.session import Seat, Session


@dataclass
class MatchResult:
    games: int = 0
    wins: dict[str, float] = field(default_factory=dict)
    shared: int = 0  # games won by more than one seat

    def share(self, spec: str) -> float:
        return self.wins.get(spec, 0.0) / max(1, self.games)


def _play_to_end(session: Session) -> None:
    while not session.state.is_over():
        session.play_ai_turn()


def play_match(
    game_id: str,
    specs: list[str],
    games: int,
    first_seed: int = 0,
    mode: str | None = None,
    options: dict[str, Any] | None = None,
    youngest: int = 0,
    play: Callable[[Session, int], None] | None = None,
) -> MatchResult:
    """Play `games` games; `play(session, k)` plays game k out (default: to the end)."""
    result = MatchResult(wins={s: 0.0 for s in specs})
    for k in range(games):
        rot = k % len(specs)
        order = specs[rot:] + specs[:rot]
        seats = [Seat.parse(s, name=f"{s} #{(i + rot) % len(specs) + 1}") for i, s in enumerate(order)]
        session = Session.create(game_id, seats, first_seed + k, mode, options or {}, youngest % len(seats))
        (play or (lambda s, _k: _play_to_end(s)))(session, k)
        winners = session.state.winners()
        result.shared += len(winners) > 1
        for w in winners:
            result.wins[order[w]] += 1 / len(winners)
        result.games += 1
    return result
