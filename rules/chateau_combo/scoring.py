"""What the cards count, for their effects (`per`) and for end-game scoring; the sheet's
scores, winners (tie: most gold left), ranking and why the game ended.

Each kind of condition is a class of `conditions.py`, parsed once from the card data,
that measures itself; an unknown kind raises when the cards are loaded, so a new card
cannot silently score nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ludotheque.rules.chateau_combo.conditions import SCORES, condition_of
from ludotheque.rules.chateau_combo.data import CARDS
from ludotheque.rules.chateau_combo.tableau import Cell, Tableau
from ludotheque.rules.core.outcome import winners_first

if TYPE_CHECKING:
    from ludotheque.rules.chateau_combo.state import ComboState

Spec = dict[str, Any]


def measure(
    spec: Spec,
    tab: Tableau,
    cell: Cell | None = None,
    keys: int = 0,
    neighbours: Sequence[Tableau] = (),
) -> int:
    """The number a `per` clause or score condition, given as card data, counts in `tab`
    (what its class in `conditions.py`, read when the cards loaded, counts; the AI asks
    with the data).

    `cell` is the card's own cell (row / column scopes, purses, positions); `keys` the
    owner's keys; `neighbours` the tableaux of the seats on either side."""
    return condition_of(spec).measure(tab, cell, keys, neighbours)


def card_points(tab: Tableau, cell: Cell, keys: int) -> int:
    """End-game points of the card at `cell` (0 when face down or without a score)."""
    slot = tab.slots[cell]
    card = CARDS[slot.card]
    condition = SCORES[slot.card]
    if slot.face_down or condition is None or not card.score:
        return 0
    return card.score["points"] * condition.measure(tab, cell, keys)


def breakdown(tab: Tableau, keys: int) -> list[dict[str, Any]]:
    """The score pad of one player: one line per card (grid order), then the keys."""
    lines = []
    for cell in sorted(tab.slots, key=tab.final_cell):
        slot = tab.slots[cell]
        count = 0
        condition = SCORES[slot.card]
        if not slot.face_down and condition is not None:
            count = condition.measure(tab, cell, keys)
        lines.append(
            {
                "cell": list(tab.final_cell(cell)),
                "card": slot.card,
                "face_down": slot.face_down,
                "count": count,
                "points": card_points(tab, cell, keys),
            }
        )
    lines.append({"keys": keys, "points": keys})
    return lines


def total(tab: Tableau, keys: int) -> int:
    """A player's score: every card's points plus one per key."""
    return sum(card_points(tab, cell, keys) for cell in tab.slots) + keys


# --- the sheet's end of the game ---------------------------------------------------------
def scores(state: ComboState) -> list[float]:
    """Each seat's points: its cards' and one per key."""
    return [float(total(b.tableau, b.keys)) for b in state.players]


def winners(state: ComboState) -> list[int]:
    """Most points; a tie goes to the most gold left; still tied, shared."""
    s = scores(state)
    best = max((v, state.players[i].gold) for i, v in enumerate(s))
    return [i for i, v in enumerate(s) if (v, state.players[i].gold) == best]


def ranking(state: ComboState) -> list[int]:
    """Seats from first to last: the winners, then by points, then by seat."""
    return winners_first(scores(state), winners(state))


def end_reason(state: ComboState) -> tuple[str, dict[str, Any]]:
    """A game ends one way: every tableau holds its nine cards (and the leftover gold is
    stored)."""
    return "chateau_combo.end.full", {}
