"""The exact moves retired by the hand (issue 11): Place, PlaceKing, PlaceGeneral (a
piece lowered at x and released at rest) and Attack (the hammer stood at an offset with
a lean). Games begun with them (saves from before the hand, resumed or replayed from
their history: `state.exact_moves`) still play them, here, outside the phases' modules;
legal.check refuses them in every other game. Each lands through the same steps as the
hand's moves (build.land_*, attack.blow), so an old game goes on under today's course.

When these games are no longer played (CONTRIBUTING, "Old rule versions and saves"),
this module goes with the four actions' entries in `flow.HANDLERS`, and their saves are
refused by a migration with a sentence saying so."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ludotheque.rules.castle_crush.actions import Attack, Place, PlaceGeneral, PlaceKing
from ludotheque.rules.castle_crush.attack import blow
from ludotheque.rules.castle_crush.build import land_block, land_general, land_king
from ludotheque.rules.castle_crush.data import GENERAL, KING

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.state import CastleCrushState


def place_block(st: CastleCrushState, action: Place) -> None:
    """The block lowered at x (mirrored or not), released at rest."""
    p = st.queue[0]
    res = st.physics().place(st.worlds[p], action.kind, float(action.x), owner=p,
                             mirrored=bool(action.mirrored))
    land_block(st, p, action.kind, res, float(action.x))


def place_king(st: CastleCrushState, action: PlaceKing) -> None:
    p = st.queue[0]
    land_king(st, p, st.physics().place(st.worlds[p], KING, float(action.x), owner=p,
                                        angle=float(action.angle)), float(action.x))


def place_general(st: CastleCrushState, action: PlaceGeneral) -> None:
    p = st.queue[0]
    land_general(st, p, st.physics().place(st.worlds[p], GENERAL, float(action.x), owner=p),
                 float(action.x))


def lean_hammer(st: CastleCrushState, action: Attack) -> None:
    """The blow of old saves: the hammer stood at `offset` with a `lean`."""
    target = int(action.target)
    world = st.worlds[target]
    res = st.physics().attack(world, float(action.offset), float(action.lean))
    blow(st, target, res, {"world": world, "offset": float(action.offset), "lean": float(action.lean)})


# The retired moves of each phase, for the phase router (flow.HANDLERS).
BUILD: dict[type, Callable[[Any, Any], None]] = {Place: place_block, PlaceKing: place_king,
                                                 PlaceGeneral: place_general}
ATTACK: dict[type, Callable[[Any, Any], None]] = {Attack: lean_hammer}
