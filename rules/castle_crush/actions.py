"""The moves of Castle Crush, as small frozen dataclasses.

Positions are in the physics' units (u) with x to the right, the foundation's centre at
x = 0; angles in radians, counter-clockwise. They are continuous: `check_action` accepts
any value in range, `legal_actions` offers a finite representative grid."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ludotheque.rules.castle_crush.migrations import upgrade_action
from ludotheque.rules.castle_crush.sway import MODEL as SWAY_MODEL
from ludotheque.rules.core import ActionCodec

# The build rules' versions (recorded in every Carry, `Carry.rules`; the state keeps the
# version its game was begun with, `CastleCrushState.rules`). What each one does is its
# rule set in rulesets.py.
RULES_VERSIONS = (1, 2, 3)
RULES = 3


@dataclass(frozen=True)
class Take:
    """Draft: take one block of this kind from the reserve (rounds 2 and 3)."""

    kind: str


@dataclass(frozen=True)
class Place:
    """Build: lower a block upright (possibly mirrored) with its centre at x, exactly
    (the placement before the hand; kept for old saves and until the scene carries)."""

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
class Carry:
    """Build: carry a piece in the hand and let go (the way pieces are laid now).

    `kind`: a block from the supply, "king" or "general" (whichever the build step
    asks for). `path`: where the hand aimed at each physics tick (60 per second), (x, y)
    in u, world frame; the piece is picked up at the first point and let go after the
    last. `angle`: the pose held (blocks and the General 0, upright; the King any, in
    radians). `mirrored`: blocks only. `steadiness`: the hand's ("steady", "normal",
    "shaky"; the player's setting). `sway_model`: the hand's model (rules/castle_crush/
    sway.py; new carries the current one, carries saved before the field model 1). The
    rules re-simulate the carry from the castle's world with the state's sway seed
    (`CastleCrushState.hand_seed()`), so the same path gives the same castle in any
    process."""

    kind: str
    path: tuple[tuple[float, float], ...]
    angle: float = 0.0
    mirrored: bool = False
    steadiness: str = "normal"
    sway_model: int = SWAY_MODEL
    rules: int = RULES


@dataclass(frozen=True)
class Finish:
    """Build: "J'ai fini" / "Done": the builder lays no more blocks this build turn.
    The blocks still in the hand go back to the reserve and score nothing (and bring no
    extra attack); the King and the General are then placed as the sheet says. Rules
    version 2 on; never in Speed from version 3 (every block given is laid)."""


@dataclass(frozen=True)
class Strike:
    """Attack: stand the hammer upright with its foot at `foot` (u from its base's
    centre, anywhere across the base) and let it tip over towards `target`'s castle.
    Choosing the target is choosing the direction of the blow (each castle lies in its
    own plane, RULINGS)."""

    target: int
    foot: float


@dataclass(frozen=True)
class Attack:
    """Stand the hammer at `offset` on its base, lean it by `lean` towards `target`'s
    castle and let it fall. Kept for games saved before Strike (and until the scene
    uses Strike); new moves use Strike."""

    target: int
    offset: float
    lean: float


# The exact moves from before the hand, retired: games begun with them (old saves,
# replayed or resumed) still play them (legacy.py); the AI's planner and the house
# builder still reason in exact placements (legal.check_placement), then lay them by hand.
EXACT_MOVES = (Place, PlaceKing, PlaceGeneral, Attack)


class CastleCodec(ActionCodec):
    """The codec, bringing a move of an old history up to date first
    (`migrations.upgrade_action`): an old save replays with the old hand and the old
    rules."""

    def decode(self, data: Any) -> Any:
        return super().decode(upgrade_action(data))


CODEC = CastleCodec(Take, Place, PlaceKing, PlaceGeneral, Attack, Carry, Strike, Finish)
