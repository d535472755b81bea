"""The rule questions Château Combo's screen, hints and AI ask (so the client imports
these, `legal` and `views`, never the effects' or the scores' internals): what a card
costs a seat now, where its next card may go, which of the nine turns is played, what a
pending choice would give, the storing move that fills the purses, the points a card
scores and the log's word for a resource. Each is asked of the state the seat sees (a
determinisation of its view) and answered by the rules' own modules."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ludotheque.rules.chateau_combo.seats as seats
from ludotheque.rules.chateau_combo.actions import KeepGold, StoreGold
from ludotheque.rules.chateau_combo.effects import resolve_choice, resource_key
from ludotheque.rules.chateau_combo.phases import PendingKind, Phase
from ludotheque.rules.chateau_combo.scoring import card_points
from ludotheque.rules.chateau_combo.tableau import FULL, Cell

if TYPE_CHECKING:
    from ludotheque.rules.chateau_combo.state import ComboState

__all__ = ["card_points", "card_turn", "open_cells", "option_outcome", "price", "resource_key", "store_all"]


def price(state: ComboState, player: int, loc: str, card: int, face_down: bool = False) -> int | None:
    """What `player` pays now for `card` of row `loc`: nothing face down, the printed cost
    less their discounts face up (never below 0), None when the card cannot be bought
    now (its row is not the messenger's). The one price every screen shows."""
    if loc != state.messenger:
        return None
    if face_down:
        return 0
    return seats.cost(state, player, card)


def open_cells(state: ComboState, player: int) -> list[Cell]:
    """The cells `player`'s next card may go to: next to a card and within 3x3 while the
    game recruits; none once the tableau holds its nine cards, nor after recruiting."""
    tab = state.players[player].tableau
    return tab.free_cells() if state.phase == Phase.PLAY and len(tab) < FULL else []


def card_turn(state: ComboState) -> int:
    """Which of the nine turns the player to move is playing (1 to FULL): while the card
    just recruited still asks for a choice, it is the turn that laid it."""
    placed = len(state.players[state.turn].tableau)
    return min(FULL, placed if state.pending is not None else placed + 1)


def store_all(state: ComboState) -> StoreGold | KeepGold:
    """At the end, every coin on a purse is worth points: the storing move that puts as
    much as fits on the first purse with room (grid order), else keeping the rest."""
    board = state.players[state.turn]
    for cell in sorted(board.tableau.purse_cells()):
        room = min(board.gold, board.tableau.purse_room(cell))
        if room > 0:
            return StoreGold(cell[0], cell[1], room)
    return KeepGold()


def option_outcome(state: ComboState, player: int, option: int) -> dict[str, int]:
    """What choosing `option` of the pending choice would give `player` now: gold and
    keys in hand, gold put on purses, and gold or keys given to each opponent (so the
    choice is shown with its price, worked out by the rules on a copy)."""
    pending = state.pending
    if pending is None or pending.kind != PendingKind.CHOOSE:
        raise ValueError("no choice is pending")
    trial = state.clone()
    resolve_choice(trial, player, pending, option)
    before, after = state.players[player], trial.players[player]
    purses = sum(s.gold for s in after.tableau.slots.values()) - sum(s.gold for s in before.tableau.slots.values())
    others = [p for p in range(state.num_players) if p != player]
    return {
        "gold": after.gold - before.gold,
        "keys": after.keys - before.keys,
        "purses": purses,
        "opponents_gold": max((trial.players[p].gold - state.players[p].gold for p in others), default=0),
        "opponents_keys": max((trial.players[p].keys - state.players[p].keys for p in others), default=0),
    }
