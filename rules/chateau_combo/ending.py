"""The end of a game of Château Combo (the sheet): once every tableau holds its nine cards,
each player in turn from the first may store leftover gold on purses (phase STORE), then
the game is over; once over, no action is played (`after_the_end`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.chateau_combo.actions import KeepGold, StoreGold
from ludotheque.rules.chateau_combo.phases import Phase
from ludotheque.rules.core import IllegalAction

if TYPE_CHECKING:
    from ludotheque.rules.chateau_combo.state import ComboState


def apply(state: ComboState, action: Any) -> None:
    """Store gold on a purse, or keep the rest (the phase after the ninth cards)."""
    p = state.turn
    if isinstance(action, StoreGold):
        state.players[p].gold -= action.amount
        state.players[p].tableau.add_gold((action.row, action.col), action.amount)
        state.emit("chateau_combo.log.store", player=p, amount=action.amount)
        if not _wants_to_store(state, p):
            _next_storer(state)
    elif isinstance(action, KeepGold):
        state.emit("chateau_combo.log.keep", player=p, amount=state.players[p].gold)
        _next_storer(state)
    else:
        raise TypeError(f"not a storing action: {action!r}")


def _wants_to_store(state: ComboState, p: int) -> bool:
    board = state.players[p]
    return board.gold > 0 and board.tableau.total_purse_room() > 0


def start_storing(state: ComboState) -> None:
    state.phase = Phase.STORE
    state.turn = state.first
    if not _wants_to_store(state, state.turn):
        _next_storer(state)


def _next_storer(state: ComboState) -> None:
    n = state.num_players
    seat = state.turn
    while True:
        seat = (seat + 1) % n
        if seat == state.first:
            state.phase = Phase.OVER
            state.emit("chateau_combo.log.game_over")
            return
        if _wants_to_store(state, seat):
            state.turn = seat
            return


def after_the_end(state: ComboState, action: Any) -> None:
    """The game is over: nothing more is played (the state's check refuses it first)."""
    raise IllegalAction("core.error.game_over", "the game is over")
