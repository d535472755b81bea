"""A piece in the player's hand: the physics' live hand (CastlePhysics.hand) driven by the
cursor at the hand's own rate, whatever the frame rate, and turned into the Carry action
when the player lets go. The castle is live while it is carried: what is drawn is the
hand's world, the carried piece included; the rules then re-simulate the same path from
the same world and seed, so they apply exactly what was seen.

Fingers that open the instant they closed throw the piece (rules/castle_crush/sway.py:
flick): `grip()` says how far the fingers have steadied it (the scene draws it closing
round the hand), `thrown` whether the release was that hasty (the scene says why)."""

from __future__ import annotations

from typing import Any

import ludotheque.rules.castle_crush.sway as sway
from ludotheque.rules.castle_crush.actions import Carry
from ludotheque.rules.castle_crush.port import HAND_RATE, Point

TICK = 1.0 / HAND_RATE
MAX_TICKS_PER_FRAME = 4  # a slow frame slows the world down rather than stalling it


class Carrier:
    """One carry, from the pick-up at the cursor to the release."""

    def __init__(self, port, world: dict[str, Any], kind: str, *, owner: int, angle: float,
                 mirrored: bool, steadiness: str, seed: int, target: Point) -> None:
        self.kind, self.angle, self.mirrored, self.steadiness = kind, float(angle), bool(mirrored), steadiness
        self.owner = owner  # the seat whose castle and hand these are
        self.seed = seed
        self.sway_model = sway.MODEL  # the hand of new carries (the Carry records it)
        self.hand = port.hand(world, kind, owner=owner, angle=self.angle, mirrored=self.mirrored,
                              steadiness=steadiness, seed=seed)
        # Kinds of every body the hand's world may show, for drawing.
        self.kinds = {pc["id"]: (pc["kind"], bool(pc.get("mirrored"))) for pc in world.get("pieces", [])}
        self.kinds[self.hand.piece_id] = (kind, self.mirrored)
        # Picked up at once, so a click as short as a frame still holds it; that tick is
        # this frame's share of hand time.
        self.hand.tick(target)
        self.owed = -TICK  # seconds of hand time not yet simulated
        self.pinned: Point | None = None  # a target that overrides the cursor (`shot` poses)
        self.thrown = False  # let go so soon that the piece left the fingers with a flick

    @property
    def piece_id(self) -> int:
        return self.hand.piece_id

    def follow(self, dt: float, target: Point) -> int:
        """Advance the hand by dt seconds towards `target` (u); returns the ticks run."""
        target = self.pinned or target
        self.owed += dt
        ticks = 0
        while self.owed >= TICK and ticks < MAX_TICKS_PER_FRAME:
            self.hand.tick(target)
            self.owed -= TICK
            ticks += 1
        if ticks == MAX_TICKS_PER_FRAME:
            self.owed = min(self.owed, TICK)
        return ticks

    def poses(self) -> dict[int, tuple[float, float, float]]:
        return self.hand.poses()

    def hand_point(self) -> Point | None:
        return self.hand.hand_point()

    def grip(self) -> float:
        """0 as the piece is picked up, 1 once the fingers hold it steady (a release from
        then on throws nothing; sway.FLICK_TICKS of carrying)."""
        if self.sway_model < 2:
            return 1.0
        return min(1.0, len(self.hand.path) / sway.FLICK_TICKS)

    def let_go(self) -> Carry:
        """The action for this carry: the path up to now; the piece leaves the fingers."""
        path = self.hand.path_tuple()
        self.hand.release()
        # The hand knows the height it threw the piece from (model 3: the piece's, not
        # the cursor's); a stand-in hand without `thrown` is asked at the cursor's.
        thrown = getattr(self.hand, "thrown", None)
        if thrown is None:
            vx, spin = sway.flick(self.seed, self.steadiness, len(path), path[-1][1], self.sway_model)
            thrown = bool(vx or spin)
        self.thrown = bool(thrown)
        return Carry(self.kind, path, self.angle, self.mirrored, self.steadiness, self.sway_model)
