"""What a tableau may still become: points its cards are expected to add with the cards
still to come. The hard AI adds this to the points already there, so it values a card
that grows (3 per Noble in its row) above one that is worth the same today only.

Rates come from the deck itself (how often a card shows a crest, banner, cost...), raised
by `CHOOSY` because players pick the cards that suit their tableau.
"""

from __future__ import annotations

from collections import Counter

from ludotheque.rules.chateau_combo.data import CARDS, CRESTS, Card
from ludotheque.rules.chateau_combo.tableau import FULL, SIZE, Cell, Tableau

CHOOSY = 1.3


def _rates() -> dict[str, float]:
    n = len(CARDS)
    crests: Counter[str] = Counter()
    for c in CARDS:
        crests.update(c.crests)
    out = {f"crest:{k}": crests[k] / n for k in CRESTS}
    out["banner"] = 0.5
    out["discount"] = sum(c.has_discount for c in CARDS) / n
    out["purse"] = sum(c.has_purse for c in CARDS) / n
    for cost in range(8):
        out[f"cost:{cost}"] = sum(c.cost == cost for c in CARDS) / n
        out[f"cost>={cost}"] = sum(c.cost >= cost for c in CARDS) / n
    for k in (1, 2):
        out[f"crests:{k}"] = sum(len(c.crests) == k for c in CARDS) / n
    return out


RATES = _rates()


def _open_cells(tab: Tableau, cell: Cell, scope: str) -> int:
    remaining = FULL - len(tab)
    if scope == "tableau":
        return remaining
    in_row = sum(1 for c in tab.slots if c[0] == cell[0])
    in_col = sum(1 for c in tab.slots if c[1] == cell[1])
    if scope == "row":
        return SIZE - in_row
    if scope == "column":
        return SIZE - in_col
    return 2 * SIZE - in_row - in_col


def card_growth(tab: Tableau, cell: Cell, card: Card, keys: int) -> float:
    """Points the card at `cell` is expected to gain (or lose) from future cards."""
    assert card.score is not None, "only cards that score grow"
    cond = card.score["condition"]
    points = card.score["points"]
    kind = cond["kind"]
    remaining = FULL - len(tab)
    if remaining == 0:
        return 0.0
    if kind == "crest":
        return points * _open_cells(tab, cell, cond["scope"]) * RATES[f"crest:{cond['crest']}"] * CHOOSY
    if kind == "distinct_crest_types":
        cells = None if cond["scope"] == "tableau" else tab.cells_in(cell, cond["scope"])
        missing = len(CRESTS) - tab.distinct_crests(cells)
        return points * min(missing, _open_cells(tab, cell, cond["scope"]) * 0.6)
    if kind == "missing_crest_types":
        return -points * min(tab.missing_crests(), remaining * 0.4)
    if kind == "crest_set":
        rate = min(RATES[f"crest:{k}"] for k in cond["crests"]) * CHOOSY
        return points * remaining * rate / len(cond["crests"]) * 1.5
    if kind == "identical_crest_group":
        return points * remaining * 1.3 / 3 * 0.8
    if kind == "banner":
        return points * remaining * RATES["banner"] * CHOOSY
    if kind == "banner_set":
        return points * remaining * RATES["banner"] / len(cond["banners"])
    if kind == "cards_with_cost":
        key = f"cost>={cond['cost']}" if cond.get("or_more") else f"cost:{cond['cost']}"
        return points * remaining * RATES[key] * CHOOSY
    if kind == "cards_with_crest_count":
        return points * remaining * RATES[f"crests:{cond['count']}"]
    if kind == "cards_with_discount":
        return points * remaining * RATES["discount"] * CHOOSY
    if kind == "key_owned":
        return points * remaining * 0.7
    if kind == "if_face_down_card" and not tab.has_face_down():
        return points * min(1.0, remaining * 0.12)
    return 0.0


def growth(tab: Tableau, keys: int) -> float:
    total = 0.0
    for cell, slot in tab.slots.items():
        if slot.face_down:
            continue
        card = CARDS[slot.card]
        if card.score:
            total += card_growth(tab, cell, card, keys)
    return total
