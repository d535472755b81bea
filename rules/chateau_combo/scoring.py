"""What the cards count, for their effects (`per`) and for end-game scoring; the sheet's
scores, winners (tie: most gold left), ranking and why the game ended.

Every `kind` found in the data is measured by `measure`; an unknown kind raises, so a
new card cannot silently score nothing. Counts only ever read face-up cards' crests,
banners and costs: a face-down card only fills its cell (RULINGS).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ludotheque.rules.chateau_combo.data import CARDS
from ludotheque.rules.chateau_combo.tableau import FULL, Cell, Tableau
from ludotheque.rules.core.outcome import winners_first

if TYPE_CHECKING:
    from ludotheque.rules.chateau_combo.state import ComboState

Spec = dict[str, Any]


def _sets(counts: dict[str, int], wanted: Sequence[str]) -> int:
    """How many complete sets of `wanted` (a multiset) the counts make."""
    need = Counter(wanted)
    return min(counts[k] // n for k, n in need.items())


def _own(cell: Cell | None) -> Cell:
    """The card's own cell, which a row, column or purse condition counts from."""
    if cell is None:
        raise ValueError("this condition counts from the card's own cell: give it")
    return cell


def measure(
    spec: Spec,
    tab: Tableau,
    cell: Cell | None = None,
    keys: int = 0,
    neighbours: Sequence[Tableau] = (),
) -> int:
    """The number a `per` clause or score condition counts in `tab`.

    `cell` is the card's own cell (row / column scopes, purses, positions); `keys` the
    owner's keys; `neighbours` the tableaux of the seats on either side."""
    kind = spec["kind"]
    if kind == "crest":
        scope = spec.get("scope", "tableau")
        cells = None if scope == "tableau" else tab.cells_in(_own(cell), scope)
        return tab.crest_counts(cells)[spec["crest"]]
    if kind == "distinct_crest_types":
        scope = spec.get("scope", "tableau")
        return tab.distinct_crests(None if scope == "tableau" else tab.cells_in(_own(cell), scope))
    if kind == "missing_crest_types":
        return tab.missing_crests()
    if kind == "if_no_crest":
        return int(tab.crest_counts()[spec["crest"]] == 0)
    if kind == "crest_set":
        return _sets(tab.crest_counts(), spec["crests"])
    if kind == "identical_crest_group":
        return sum(n // spec["size"] for n in tab.crest_counts().values())
    if kind == "banner":
        return tab.banner_counts()[spec["banner"]]
    if kind == "banner_set":
        return _sets(tab.banner_counts(), spec["banners"])
    if kind == "cards_with_crest_count":
        return sum(len(card.crests) == spec["count"] for _, card in tab.face_up_cards())
    if kind == "cards_with_cost":
        if spec.get("or_more"):
            return sum(card.cost >= spec["cost"] for _, card in tab.face_up_cards())
        return sum(card.cost == spec["cost"] for _, card in tab.face_up_cards())
    if kind == "cards_with_discount":
        return sum(card.has_discount for _, card in tab.face_up_cards())
    if kind == "cards_with_purse":
        return sum(card.has_purse for _, card in tab.face_up_cards())
    if kind == "empty_slots":
        return FULL - len(tab)
    if kind == "occupied_slots":
        return len(tab)
    if kind == "best_neighbour":
        return max((measure(spec["of"], n) for n in neighbours), default=0)
    if kind == "key_owned":
        return keys
    if kind == "gold_on_this_purse":
        assert cell is not None, "a purse counts its own gold"
        return tab.slots[cell].gold
    if kind == "gold_on_all_purses":
        return tab.stored_gold()
    if kind == "if_face_down_card":
        return int(tab.has_face_down())
    if kind == "if_position":
        assert cell is not None, "a position is the card's own"
        return int(list(tab.final_cell(cell)) in spec["cells"])
    raise ValueError(f"unknown condition kind {kind!r}")


def card_points(tab: Tableau, cell: Cell, keys: int) -> int:
    """End-game points of the card at `cell` (0 when face down or without a score)."""
    slot = tab.slots[cell]
    card = CARDS[slot.card]
    if slot.face_down or not card.score:
        return 0
    return card.score["points"] * measure(card.score["condition"], tab, cell, keys)


def breakdown(tab: Tableau, keys: int) -> list[dict[str, Any]]:
    """The score pad of one player: one line per card (grid order), then the keys."""
    lines = []
    for cell in sorted(tab.slots, key=tab.final_cell):
        slot = tab.slots[cell]
        card = CARDS[slot.card]
        count = 0
        if not slot.face_down and card.score:
            count = measure(card.score["condition"], tab, cell, keys)
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
