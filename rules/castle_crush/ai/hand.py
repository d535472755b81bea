"""The AI's hand: a planned placement carried out through the same hand a player uses.

The AI watches its piece exactly as a player watches the block in their fingers (the
live hand's poses, before letting go), never what happens after: it brings the piece
down over the spot, waits (as patiently as its level allows) for it to hang still over
where it thinks the spot is, nudging the hand against the sway, and lets go. Its idea of
the spot is off by a level's motor noise. Easy is hasty and shaky: it lowers fast and
lets go from high up at once. Hard lowers gently, waits out the sway, lets go just above.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ludotheque.rules.castle_crush.actions import Carry, Place, PlaceGeneral, PlaceKing
from ludotheque.rules.castle_crush.data import GENERAL, KING
from ludotheque.rules.castle_crush.sway import DEFAULT_STEADINESS
from ludotheque.rules.core import Rng


@dataclass(frozen=True)
class Motor:
    aim_noise: float  # u, one standard deviation: how far off its idea of the spot is
    descent: float  # u/s: how fast it lowers the piece
    gap: float  # u: how high above the landing it lets go
    patience: int  # ticks it waits, at most, for the piece to hang still over the spot
    tolerance: float  # u: close enough over the spot to let go
    correction: float  # share of the piece's offset the hand makes up each tick


MOTORS = {
    "easy": Motor(aim_noise=0.12, descent=5.0, gap=0.25, patience=0, tolerance=0.3, correction=0.0),
    "normal": Motor(aim_noise=0.05, descent=3.0, gap=0.12, patience=40, tolerance=0.05,
                    correction=0.04),
    "hard": Motor(aim_noise=0.02, descent=1.5, gap=0.04, patience=150, tolerance=0.02,
                  correction=0.08),
}
APPROACH = 1.2  # u: the carry starts this far above the height it lets go at
STILL = 0.25  # u/s: the piece hangs still enough to let go
TICK_RATE = 60.0


def target_of(planned: Place | PlaceKing | PlaceGeneral) -> tuple[str, float, float, bool]:
    if isinstance(planned, PlaceKing):
        return KING, float(planned.x), float(planned.angle), False
    if isinstance(planned, PlaceGeneral):
        return GENERAL, float(planned.x), 0.0, False
    return planned.kind, float(planned.x), 0.0, bool(planned.mirrored)


def carry_out(st: Any, p: int, planned: Place | PlaceKing | PlaceGeneral, motor: Motor,
              rng: Rng, steadiness: str = DEFAULT_STEADINESS) -> Carry:
    """The Carry that lays `planned` as this motor skill can."""
    kind, x, angle, mirrored = target_of(planned)
    port = st.physics()
    world = st.worlds[p]
    pose = port.landing_pose(world, kind, x, angle)
    if pose is None:  # nothing under it but the table: aim at the table's height
        pose = (x, port.piece_kinds()[kind].height / 2, angle)
    gx, gy = port.grip(kind, angle, mirrored)
    aim = x + rng.gauss(0.0, motor.aim_noise)
    release_y = pose[1] + gy + motor.gap
    hand = port.hand(world, kind, owner=p, angle=angle, mirrored=mirrored,
                     steadiness=steadiness, seed=st.hand_seed())
    cursor = aim + gx
    y = release_y + APPROACH
    step = motor.descent / TICK_RATE
    while y > release_y:
        hand.tick((cursor, y))
        y -= step
    hand.tick((cursor, release_y))
    last = hand.poses()[hand.piece_id]
    for _ in range(motor.patience):
        now = hand.poses()[hand.piece_id]
        speed = math.hypot(now[0] - last[0], now[1] - last[1]) * TICK_RATE
        off = aim - now[0]
        if abs(off) < motor.tolerance and speed < STILL:
            break
        cursor += motor.correction * off
        last = now
        hand.tick((cursor, release_y))
    return Carry(kind, hand.path_tuple(), angle, mirrored, steadiness)
