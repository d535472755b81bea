"""The actions of the game, one per decision: at the start each player's corner; then in
a turn roll, move on, place a block, build or pass."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ludotheque.rules.core import ActionCodec


@dataclass(frozen=True, order=True)
class Corner:
    """Setup, in turn order: put your pawn on a free sun corner (track space `space`)."""

    space: int


@dataclass(frozen=True, order=True)
class Roll:
    """Phase 1: roll the die; the pawn advances that many free spaces."""


@dataclass(frozen=True, order=True)
class Move:
    """Phase 1, after the roll: advance `extra` more spaces, paying one bonus point each.

    Ending on a sun corner (extra 0 when the die left the pawn there) takes 3 bonus
    points and ends the turn."""

    extra: int


@dataclass(frozen=True, order=True)
class PlaceBlock:
    """Phase 2: a block on top of cell (x, y) of the lane the pawn faces."""

    x: int
    y: int


@dataclass(frozen=True, order=True)
class PlacePlatform:
    """Phase 3: platform `shape` turned `rot` quarter turns clockwise, its bounding box's
    top-left corner on cell (x, y)."""

    shape: int
    rot: int
    x: int
    y: int


@dataclass(frozen=True, order=True)
class Pass:
    """Phase 3: build no platform this turn."""


class _FlatCodec(ActionCodec):
    """The shared codec, with a faster encode for these actions, whose fields are all
    plain integers: the same dict as `asdict` (fields in order, then "type"), without
    its deep copy (the session encodes every action it applies)."""

    def encode(self, action: Any) -> dict[str, Any]:
        if type(action) not in _CLASSES:
            return super().encode(action)
        data = dict(action.__dict__)
        data["type"] = type(action).__name__
        return data


_CLASSES = frozenset((Corner, Roll, Move, PlaceBlock, PlacePlatform, Pass))
CODEC = _FlatCodec(Corner, Roll, Move, PlaceBlock, PlacePlatform, Pass)
