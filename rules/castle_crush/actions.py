"""The moves of Castle Crush, as small frozen dataclasses.

Positions are in the physics' units (u) with x to the right, the foundation's centre at
x = 0; angles in radians, counter-clockwise. They are continuous: `check_action` accepts
any value in range, `legal_actions` offers a finite representative grid."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import ActionCodec


@dataclass(frozen=True)
class Take:
    """Draft: take one block of this kind from the reserve (rounds 2 and 3)."""

    kind: str


@dataclass(frozen=True)
class Place:
    """Build: lower a block upright (possibly mirrored) with its centre at x."""

    kind: str
    x: float
    mirrored: bool = False


@dataclass(frozen=True)
class PlaceKing:
    """Build: lower the King onto the castle, held at any angle ("le privilège du Roi")."""

    x: float
    angle: float = 0.0


@dataclass(frozen=True)
class PlaceGeneral:
    """Build: stand the General upright on the foundation at x."""

    x: float


@dataclass(frozen=True)
class Attack:
    """Stand the hammer at `offset` on its base, lean it by `lean` towards `target`'s
    castle and let it fall."""

    target: int
    offset: float
    lean: float


CODEC = ActionCodec(Take, Place, PlaceKing, PlaceGeneral, Attack)
