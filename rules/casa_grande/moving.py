"""Phase 1 of a Casa Grande turn (the sheet): roll the die and move the pawn (further,
paying bonus points), then stop on a sun corner (3 bonus points, the turn ends) or facing
a lane; and the bonus ladder, which pays a 9 Lire note when it reaches 9."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.casa_grande.actions import Move, Roll
from ludotheque.rules.casa_grande.data import is_corner, lane_name
from ludotheque.rules.casa_grande.ending import end_turn
from ludotheque.rules.casa_grande.legal import blocked, step
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.core import Action

if TYPE_CHECKING:
    from ludotheque.rules.casa_grande.state import CasaState

KEY = "casa_grande"
START_BONUS = 5  # each player's bonus marker starts here
NOTE = 9  # the bonus ladder pays a 9 Lire note when it reaches 9
CORNER_BONUS = 3


def apply(state: CasaState, action: Action) -> None:
    if isinstance(action, Roll):
        cast(state, state.rng.die(6))
    else:
        assert isinstance(action, Move)
        move_on(state, state.turn, action.extra)


def cast(state: CasaState, die: int) -> None:
    """What a roll does once the die shows `die` (phase 1): the pawn advances. The AI
    calls it in place on its own copies to weigh each face of the die."""
    p = state.turn
    state.die = die
    state.pawns[p] = step(state.pawns, state.pawns[p], die, p)
    state.phase = Phase.MOVE
    state.emit(f"{KEY}.log.roll", player=p, die=die)


def move_on(state: CasaState, p: int, extra: int) -> None:
    if extra:
        state.bonus[p] -= extra
        state.pawns[p] = step(state.pawns, state.pawns[p], extra, p)
        state.emit(f"{KEY}.log.move_on", player=p, extra=extra)
    if is_corner(state.pawns[p]):
        state.emit(f"{KEY}.log.corner", player=p, points=CORNER_BONUS)
        gain_bonus(state, p, CORNER_BONUS)
        end_turn(state)
    else:
        # Logged every time, paid or not: the lane chosen is the move (QA CG2).
        state.emit(f"{KEY}.log.stop", player=p, lane=lane_name(state.pawns[p]))
        if blocked(state, p):  # no cell of the lane may hold a block of p's (legal.moves)
            state.emit(f"{KEY}.log.blocked", player=p, lane=lane_name(state.pawns[p]))
            end_turn(state)
        else:
            state.phase = Phase.BLOCK


def gain_bonus(state: CasaState, p: int, points: int) -> None:
    """Up the ladder; reaching 9 pays a 9 Lire note, surplus lost, marker back to 0."""
    state.bonus[p] += points
    if state.bonus[p] >= NOTE:
        state.bonus[p] = 0
        state.money[p] += NOTE
        state.notes[p] += 1
        state.emit(f"{KEY}.log.note", player=p, amount=NOTE)
