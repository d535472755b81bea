"""The setup of Casa Grande (the sheet): each player puts his pawn on a free sun corner, in
turn order from the first (phase CORNER); with the option corners=dealt, the pawns are
dealt in that order instead, the first player on the top-left corner."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.casa_grande.actions import Corner
from ludotheque.rules.casa_grande.data import cell_name, corner_cell, corners
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.core import Action

if TYPE_CHECKING:
    from ludotheque.rules.casa_grande.state import CasaState

KEY = "casa_grande"


def begin(state: CasaState) -> None:
    """A new game: the pawns chosen (phase CORNER) or dealt."""
    n = state.num_players
    state.emit(f"{KEY}.log.start", player=state.first)
    if state.config.options.get("corners", "choose") == "choose":
        state.pawns = [-1] * n  # not on the track yet
        state.phase = Phase.CORNER
        return
    for k, space in enumerate(corners()[:n]):
        state.pawns[(state.first + k) % n] = space


def apply(state: CasaState, action: Action) -> None:
    assert isinstance(action, Corner)
    take_corner(state, state.turn, action.space)


def take_corner(state: CasaState, p: int, space: int) -> None:
    """Setup: the pawn goes on the corner; the next player chooses, and once every pawn
    is on the track the first player rolls (setup is not a turn)."""
    state.pawns[p] = space
    state.emit(f"{KEY}.log.corner_start", player=p, cell=cell_name(corner_cell(space)))
    state.turn = (p + 1) % state.num_players
    if state.turn == state.first:
        state.phase = Phase.ROLL
