"""Who sits beside whom, and what a card costs a seat (the sheet): the neighbours are the
seats on either side (the only opponent with two players); a card costs its printed price
less the seat's discounts for its banner, never below 0."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.chateau_combo.data import CARDS

if TYPE_CHECKING:
    from ludotheque.rules.chateau_combo.state import ComboState


def neighbours(state: ComboState, player: int) -> list[int]:
    n = state.num_players
    return sorted({(player - 1) % n, (player + 1) % n} - {player})


def cost(state: ComboState, player: int, card: int) -> int:
    """The gold `player` pays for `card` now: printed cost less their discounts."""
    c = CARDS[card]
    return max(0, c.cost - state.players[player].tableau.discount(c.banner))
