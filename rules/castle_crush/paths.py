"""Hand paths: the simplest carry that lays a piece at a spot, straight down from above.

Used for the representative moves (random play, search) and by anyone who wants a
plain Carry for an exact spot; the AI's own carries (ai/hand.py) add its motor skill.
"""

from __future__ import annotations

from typing import Any

from ludotheque.rules.castle_crush.actions import Carry

DROP_FROM = 1.0  # u above the release height where the path starts
CLEARANCE = 0.05  # u: the piece's bottom this far above where it first touches
TICKS = 20  # ticks of lowering
HOLD = 10  # ticks held still before letting go


def lowering_path(port: Any, world: dict[str, Any], kind: str, x: float,
                  angle: float = 0.0, mirrored: bool = False) -> tuple[tuple[float, float], ...]:
    """Straight down over x to just above where the piece would first touch, a short
    hold, then let go (the path's points are the hand's targets, one per tick)."""
    pose = port.landing_pose(world, kind, x, angle)
    y = pose[1] if pose is not None else port.piece_kinds()[kind].height / 2
    gx, gy = port.grip(kind, angle, mirrored)
    low = y + gy + CLEARANCE
    points = [(round(x + gx, 4), round(low + DROP_FROM * (1 - i / (TICKS - 1)), 4))
              for i in range(TICKS)]
    return tuple(points + [points[-1]] * HOLD)


def simple_carry(port: Any, world: dict[str, Any], kind: str, x: float, angle: float = 0.0,
                 mirrored: bool = False) -> Carry:
    return Carry(kind, lowering_path(port, world, kind, x, angle, mirrored), angle, mirrored)
