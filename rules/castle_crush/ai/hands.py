"""Scripted hands as seats: `hand:careful`, `hand:hasty`, `hand:fumbler` (issue 22).

Players that drive the very hand the mouse drives (`CastlePhysics.hand`, one target per
tick, the piece taken where the hand is), the way a person would; they are how the
titles are calibrated (calibration.py). Where to lay each piece is the hard AI's choice
(plan.py), so the three differ only in how the hand carries it:

- careful: takes the piece above the castle over the spot (clear of all that is under
  it), waits there for the sway to settle, lowers it gently, steadying it, waits again,
  lets go just above where it lands;
- hasty: takes it over the castle's top, above the spot, and lets go at once;
- fumbler: lets every piece fall beside the foundation (it never lays one).

They draft and attack as the hard AI does (Standard).
"""

from __future__ import annotations

import math
from typing import Any

from ludotheque.rules.ai import Agent
from ludotheque.rules.castle_crush.actions import Carry, Place, PlaceGeneral, PlaceKing
from ludotheque.rules.castle_crush.ai.agent import LEVELS, CastleAgent
from ludotheque.rules.castle_crush.ai.hand import target_of
from ludotheque.rules.castle_crush.phases import Step
from ludotheque.rules.castle_crush.sway import DEFAULT_STEADINESS
from ludotheque.rules.core import Action, Rng

STYLES = ("careful", "hasty", "fumbler")
SEAT_KINDS = tuple(f"hand:{style}" for style in STYLES)
TICK_RATE = 60.0

# careful: how a steady player handles the piece.
CAREFUL_AIM = 0.02  # u, one standard deviation: how far off their idea of the spot is
CAREFUL_LIFT = 1.0  # u: taken this far above where it lets go
CAREFUL_DESCENT = 1.0  # u/s: lowering, gently
CAREFUL_GAP = 0.03  # u: let go this far above where it would first touch
SETTLE_TICKS = 120  # at most, waiting for the sway to settle (each time: two seconds)
STILL = 0.2  # u/s: the piece hangs still enough
TOLERANCE = 0.02  # u: close enough over the spot
CORRECTION = 0.08  # share of the piece's offset the hand makes up each tick
# hasty: the piece's bottom this far above the castle's top when taken and let go.
HASTY_AIM = 0.05
HASTY_ABOVE = 0.3
# fumbler: where every piece is let go (u beyond the foundation's right end, height).
FUMBLE_BESIDE = 3.0
FUMBLE_HEIGHT = 1.5


def _bottom_offset(port: Any, kind: str, angle: float) -> float:
    """From a piece's centre down to its lowest point, at that angle."""
    c, s = math.cos(angle), math.sin(angle)
    shape = port.piece_kinds()[kind]
    return -min(px * s + py * c for part in shape.parts for px, py in part)


def _landing(port: Any, world: dict[str, Any], kind: str, x: float, angle: float) -> float:
    """The centre's height where the piece lowered at x would first touch."""
    pose = port.landing_pose(world, kind, x, angle)
    return pose[1] if pose is not None else _bottom_offset(port, kind, angle)


def _castle_top(port: Any, world: dict[str, Any]) -> float:
    return port.layout().foundation_top + float(port.height(world))


def careful_carry(st: Any, p: int, planned: Place | PlaceKing | PlaceGeneral, rng: Rng,
                  steadiness: str = DEFAULT_STEADINESS) -> Carry:
    kind, x, angle, mirrored = target_of(planned)
    port = st.physics()
    world = st.worlds[p]
    gx, gy = port.grip(kind, angle, mirrored)
    aim = x + rng.gauss(0.0, CAREFUL_AIM)
    release_y = _landing(port, world, kind, x, angle) + gy + CAREFUL_GAP
    # Above the castle where the piece goes: clear of everything under the spot (the
    # landing is where it would first touch), never swung down past a tall column.
    y = release_y + CAREFUL_LIFT
    hand = port.hand(world, kind, owner=p, angle=angle, mirrored=mirrored,
                     steadiness=steadiness, seed=st.hand_seed())
    cursor = aim + gx
    cursor = _settle(hand, aim, cursor, y)
    step = CAREFUL_DESCENT / TICK_RATE
    while y > release_y:
        y = max(release_y, y - step)
        hand.tick((cursor, y))
        cursor += CORRECTION * (aim - hand.poses()[hand.piece_id][0])  # steadying it on the way
    _settle(hand, aim, cursor, release_y)
    return Carry(kind, hand.path_tuple(), angle, mirrored, steadiness)


def _settle(hand: Any, aim: float, cursor: float, y: float) -> float:
    """Hold the hand at height y until the piece hangs still over the aim (nudging the
    hand against the sway), at most SETTLE_TICKS; returns where the cursor ended."""
    hand.tick((cursor, y))
    last = hand.poses()[hand.piece_id]
    for _ in range(SETTLE_TICKS):
        now = hand.poses()[hand.piece_id]
        speed = math.hypot(now[0] - last[0], now[1] - last[1]) * TICK_RATE
        off = aim - now[0]
        if abs(off) < TOLERANCE and speed < STILL:
            break
        cursor += CORRECTION * off
        last = now
        hand.tick((cursor, y))
    return cursor


def hasty_carry(st: Any, p: int, planned: Place | PlaceKing | PlaceGeneral, rng: Rng,
                steadiness: str = DEFAULT_STEADINESS) -> Carry:
    kind, x, angle, mirrored = target_of(planned)
    port = st.physics()
    world = st.worlds[p]
    gx, gy = port.grip(kind, angle, mirrored)
    landing = _landing(port, world, kind, x, angle)
    over_top = _castle_top(port, world) + _bottom_offset(port, kind, angle) + HASTY_ABOVE
    y = max(landing, over_top) + gy
    aim = x + rng.gauss(0.0, HASTY_AIM)
    return Carry(kind, ((round(aim + gx, 4), round(y, 4)),), angle, mirrored, steadiness)


def fumbled_carry(st: Any, p: int, kind: str, angle: float = 0.0,
                  steadiness: str = DEFAULT_STEADINESS) -> Carry:
    port = st.physics()
    gx, gy = port.grip(kind, angle, False)
    x = port.layout().foundation_right + FUMBLE_BESIDE
    return Carry(kind, ((round(x + gx, 4), round(FUMBLE_HEIGHT + gy, 4)),), angle, False, steadiness)


class HandAgent(CastleAgent):
    """A scripted hand: the hard AI's eye for where a piece goes, this style's hand."""

    def __init__(self, style: str) -> None:
        super().__init__("hard")
        self.style = style
        self.name = f"hand:{style}"

    def plan(self, st: Any, player: int, rng: Rng) -> Place | PlaceKing | PlaceGeneral | None:
        if self.style == "fumbler":
            step = st.build_step()
            kind = st.supply[player][0] if step == Step.BLOCK else str(step)
            # Any spot will do: the fumbler lets go beside the foundation anyway.
            return Place(kind, 0.0) if step == Step.BLOCK else (PlaceKing(0.0) if step == Step.KING else PlaceGeneral(0.0))
        return super().plan(st, player, rng)

    def carry(self, st: Any, player: int, planned: Place | PlaceKing | PlaceGeneral, rng: Rng) -> Action:
        if self.style == "fumbler":
            kind, _, angle, _ = target_of(planned)
            return fumbled_carry(st, player, kind, angle)
        if self.style == "hasty":
            return hasty_carry(st, player, planned, rng)
        return careful_carry(st, player, planned, rng)


def make_agent(level: str, player: int) -> Agent:
    """"easy" / "normal" / "hard", or a scripted hand ("hand:careful"...)."""
    kind, _, style = level.partition(":")
    if kind == "hand" and style in STYLES:
        return HandAgent(style)
    return CastleAgent(level if level in LEVELS else "normal")
