"""The end of a turn and of the game of Casa Grande (the sheet): the next player rolls;
once someone has placed his last block, the round is played to its end (up to the first
player), then the game is over, and no action is played after (`after_the_end`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.casa_grande.scoring import winners
from ludotheque.rules.core import Action, IllegalAction

if TYPE_CHECKING:
    from ludotheque.rules.casa_grande.state import CasaState

KEY = "casa_grande"


def end_turn(state: CasaState) -> None:
    state._options = None
    state.turns += 1
    state.turn = (state.turn + 1) % state.num_players
    state.phase = Phase.ROLL
    if state.final_round and state.turn == state.first:
        state.over = True
        state.phase = Phase.OVER
        win = winners(state)
        state.emit(f"{KEY}.log.end", player=win[0], money=state.money[win[0]])


def after_the_end(state: CasaState, action: Action) -> None:
    """The game is over: nothing more is played (the state's check refuses it first)."""
    raise IllegalAction("core.error.game_over", "the game is over")
