"""Phases 2 and 3 of a Casa Grande turn (the sheet): a block in the lane the pawn faces
(on a platform of another builder, it gives him bonus points; the last block starts the
final round), then optionally a platform, paid cells x storey Lire, or pass."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.casa_grande.actions import Pass, PlaceBlock, PlacePlatform
from ludotheque.rules.casa_grande.data import SIZE, cell_name, orientation
from ludotheque.rules.casa_grande.ending import end_turn
from ludotheque.rules.casa_grande.legal import free_shapes
from ludotheque.rules.casa_grande.moving import gain_bonus
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.core import Action

if TYPE_CHECKING:
    from ludotheque.rules.casa_grande.state import CasaState

KEY = "casa_grande"


def apply(state: CasaState, action: Action) -> None:
    p = state.turn
    if isinstance(action, PlaceBlock):
        place_block(state, p, action.y * SIZE + action.x)
    elif isinstance(action, PlacePlatform):
        place_platform(state, p, action)
    else:
        assert isinstance(action, Pass)
        state.emit(f"{KEY}.log.pass", player=p)
        end_turn(state)


def place_block(state: CasaState, p: int, cell: int) -> None:
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
        end_turn(state)


def place_platform(state: CasaState, p: int, action: PlacePlatform) -> None:
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
    end_turn(state)
