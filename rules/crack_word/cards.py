"""Cards, decks and the majority rule.

A card on the table is `(owner, face, letter)`: `owner` is the seat whose colour it has,
`face` is what is printed ("E", "JOKER", "POUBELLE") and `letter` what it reads as in a
row (a JOKER's chosen letter). A card elsewhere (hand, draw pile) is only its face, since
a seat only ever holds cards of its own colour; a points pile holds `(owner, face)`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ludotheque.rules.crack_word.data import deck_data

JOKER = "JOKER"
POUBELLE = "POUBELLE"
ACTION_FACES = (JOKER, POUBELLE)

TableCard = tuple[int, str, str]  # owner, face, letter
PileCard = tuple[int, str]  # owner, face


def is_letter(face: str) -> bool:
    return face not in ACTION_FACES


def row_text(row: Sequence[TableCard]) -> str:
    return "".join(card[2] for card in row)


def has_majority(row: Sequence[TableCard], player: int) -> bool:
    """Strictly more cards of the player's colour than of any other single colour; on a
    tie for the most, each JOKER counts double (and only then)."""
    cards = Counter(card[0] for card in row)
    mine = cards.get(player, 0)
    best_other = max((n for owner, n in cards.items() if owner != player), default=0)
    if mine != best_other or mine == 0:
        return mine > best_other
    # Only the colours tied for the most take part in the JOKER tie-break.
    jokers = Counter(card[0] for card in row if card[1] == JOKER)
    tied = [owner for owner, n in cards.items() if owner != player and n == mine]
    return all(mine + jokers.get(player, 0) > mine + jokers.get(owner, 0) for owner in tied)


def unseen_faces(view: dict[str, Any], language: str) -> list[list[str]]:
    """For each seat, the faces of its colour the viewer of `view` has not seen (not on
    the table, in a points pile, in the discard or in his own hand), in deck order."""
    n = len(view["hand_sizes"])
    seen: list[dict[str, int]] = [{} for _ in range(n)]
    cards = [c for row in view["rows"] for c in row]
    cards += [c for pile in view["points"] for c in pile]
    for owner, face, *_ in cards + list(view["discard"]):
        seat = seen[owner]
        seat[face] = seat.get(face, 0) + 1
    viewer = view["viewer"]
    if viewer is not None:
        for face in view["hand"]:
            seen[viewer][face] = seen[viewer].get(face, 0) + 1
    counts = deck_data().counts[language]
    return [[f for f, k in counts.items() for _ in range(k - seat.get(f, 0))] for seat in seen]
