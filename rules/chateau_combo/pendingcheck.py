"""A choice a card's effect left pending, as a save and a view on the wire are checked
(issue 24): it names the card, the cell and the effect it comes from, on the tableau of
the seat to move, and is of that effect's kind."""

from __future__ import annotations

from typing import Any

from ludotheque.rules.chateau_combo.data import CARDS
from ludotheque.rules.core.checks import array, field, integer, need, text

MAX_GOLD = 10_000
PENDING_KIND = {"choose": "choose_one", "discard": "discard_from_row", "fill": "fill_purses"}


def check_pending(pending: dict[str, Any], cells: dict[tuple[int, int], int]) -> None:
    kind = text(field(pending, "kind", "pending"), "pending.kind", PENDING_KIND)
    card = integer(field(pending, "card", "pending"), 0, len(CARDS) - 1, "pending.card")
    cell = array(field(pending, "cell", "pending"), "pending.cell", length=2)
    need(cells.get((cell[0], cell[1])) == card if all(type(v) is int for v in cell) else False,
         "the pending choice names a card that is not on that cell")
    effects = CARDS[card].effects
    effect = integer(field(pending, "effect", "pending"), 0, len(effects) - 1, "pending.effect")
    need(effects[effect]["type"] == PENDING_KIND[kind], "the pending choice is not of its effect's kind")
    allowed = {"effect", "card", "cell", "kind"}
    if kind == "choose":
        allowed.add("options")
        need(field(pending, "options", "pending") == len(effects[effect]["options"]),
             "pending.options is not the effect's number of options")
    elif kind == "discard":
        allowed.add("row")
        need(field(pending, "row", "pending") == effects[effect]["row"], "pending.row is not the effect's row")
    need(set(pending) <= allowed, "pending has unknown keys")
