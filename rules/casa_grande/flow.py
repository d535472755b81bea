"""What a legal action does (`apply(state, action)`, in place): the die, the pawns, the
bonus ladder, blocks and platforms, the turn order and the end of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.casa_grande.actions import Corner, Move, Pass, PlaceBlock, PlacePlatform, Roll
from ludotheque.rules.casa_grande.data import (
    SIZE,
    cell_name,
    corner_cell,
    is_corner,
    lane_name,
    orientation,
)
from ludotheque.rules.casa_grande.legal import blocked, free_shapes, step
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.casa_grande.scoring import winners
from ludotheque.rules.core import Action

if TYPE_CHECKING:
    from ludotheque.rules.casa_grande.state import CasaState

KEY = "casa_grande"
NOTE = 9  # the bonus ladder pays a 9 Lire note when it reaches 9
CORNER_BONUS = 3


def apply(state: CasaState, action: Action) -> None:
    p = state.turn
    if isinstance(action, Corner):
        _take_corner(state, p, action.space)
    elif isinstance(action, Roll):
        cast(state, state.rng.die(6))
    elif isinstance(action, Move):
        _move_on(state, p, action.extra)
    elif isinstance(action, PlaceBlock):
        _place_block(state, p, action.y * SIZE + action.x)
    elif isinstance(action, PlacePlatform):
        _place_platform(state, p, action)
    elif isinstance(action, Pass):
        state.emit(f"{KEY}.log.pass", player=p)
        _end_turn(state)


def _take_corner(state: CasaState, p: int, space: int) -> None:
    """Setup: the pawn goes on the corner; the next player chooses, and once every pawn
    is on the track the first player rolls (setup is not a turn)."""
    state.pawns[p] = space
    state.emit(f"{KEY}.log.corner_start", player=p, cell=cell_name(corner_cell(space)))
    state.turn = (p + 1) % state.num_players
    if state.turn == state.first:
        state.phase = Phase.ROLL


def cast(state: CasaState, die: int) -> None:
    """What a roll does once the die shows `die` (phase 1): the pawn advances. The AI
    calls it in place on its own copies to weigh each face of the die."""
    p = state.turn
    state.die = die
    state.pawns[p] = step(state.pawns, state.pawns[p], die, p)
    state.phase = Phase.MOVE
    state.emit(f"{KEY}.log.roll", player=p, die=die)


def _move_on(state: CasaState, p: int, extra: int) -> None:
    if extra:
        state.bonus[p] -= extra
        state.pawns[p] = step(state.pawns, state.pawns[p], extra, p)
        state.emit(f"{KEY}.log.move_on", player=p, extra=extra)
    if is_corner(state.pawns[p]):
        state.emit(f"{KEY}.log.corner", player=p, points=CORNER_BONUS)
        gain_bonus(state, p, CORNER_BONUS)
        _end_turn(state)
    else:
        # Logged every time, paid or not: the lane chosen is the move (QA CG2).
        state.emit(f"{KEY}.log.stop", player=p, lane=lane_name(state.pawns[p]))
        if blocked(state, p):  # no cell of the lane may hold a block of p's (legal.moves)
            state.emit(f"{KEY}.log.blocked", player=p, lane=lane_name(state.pawns[p]))
            _end_turn(state)
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


def _place_block(state: CasaState, p: int, cell: int) -> None:
    below = state.site.place_block(cell, p)
    state.blocks[p] -= 1
    storey = state.site.top_h[cell]
    state.emit(f"{KEY}.log.block", player=p, cell=cell_name(cell), storey=storey)
    if below >= 0:
        owner, storey_below = state.site.platforms[below][0], state.site.platforms[below][5]
        if owner != p:
            state.emit(f"{KEY}.log.gift", player=owner, from_player=p, points=storey_below)
            gain_bonus(state, owner, storey_below)
    if state.blocks[p] == 0 and not state.final_round:
        state.final_round = True
        state.emit(f"{KEY}.log.last_round", player=p)
    state._options = state.site.platform_options(p, free_shapes(state, p))
    if state._options:
        state.phase = Phase.PLATFORM
    else:
        _end_turn(state)


def _place_platform(state: CasaState, p: int, action: PlacePlatform) -> None:
    o = orientation(action.shape, action.rot)
    storey = state.site.fit(p, o, action.x, action.y)
    assert isinstance(storey, int)
    state.site.place_platform(p, o, action.x, action.y, storey)
    state.used[p] |= 1 << action.shape
    income = o.size * storey
    state.money[p] += income
    # Named by one of its own cells, the first in reading order: the corner of its
    # bounding box may be a cell it does not cover (issue 31).
    first = min((action.y + dy) * SIZE + action.x + dx for dx, dy in o.cells())
    state.emit(f"{KEY}.log.platform", player=p, cells=o.size, storey=storey, income=income, cell=cell_name(first))
    _end_turn(state)


def _end_turn(state: CasaState) -> None:
    state._options = None
    state.turns += 1
    state.turn = (state.turn + 1) % state.num_players
    state.phase = Phase.ROLL
    if state.final_round and state.turn == state.first:
        state.over = True
        state.phase = Phase.OVER
        win = winners(state)
        state.emit(f"{KEY}.log.end", player=win[0], money=state.money[win[0]])
