"""Who goes first: the lowest score, ties to the youngest (rules-fr: "le joueur le plus
jeune"). Only the youngest seat is known, so the remaining ties follow the seats
clockwise from the youngest (ruling)."""

from __future__ import annotations

from collections.abc import Sequence


def clockwise_from(youngest: int, num_players: int) -> list[int]:
    return [(youngest + i) % num_players for i in range(num_players)]


def lowest_score_first(scores: Sequence[float], youngest: int) -> list[int]:
    """Seats by ascending score; ties to the youngest, then clockwise from them."""
    n = len(scores)
    rank = {p: i for i, p in enumerate(clockwise_from(youngest, n))}
    return sorted(range(n), key=lambda p: (scores[p], rank[p]))
