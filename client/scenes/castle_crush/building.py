"""Building with the hand: press over the castle view to pick the chosen piece up at the
cursor (or drag it in from the pieces panel), carry it, and let go to lay it. The piece
hangs from the cursor in the live world (carry.Carrier); the release gives the Carry
action, which the board queues and the rules re-simulate exactly.

Which piece: the block chosen in the panel at the block step (it stays chosen while
more of its kind are left), the King or the General at theirs. Its pose is chosen before
picking it up: M or the right button mirrors a block, R lays the King down or stands him
up and the wheel turns him (the King may stand in any pose, the General only upright).

`Hand` owns what the hand holds and how; it never sees the board: the board tells it the
build step, the castle and the cursor."""

from __future__ import annotations

import math
from typing import Any

from ludotheque.client.scenes.castle_crush.carry import Carrier
from ludotheque.rules.castle_crush.actions import Carry
from ludotheque.rules.castle_crush.data import GENERAL, KING
from ludotheque.rules.castle_crush.phases import Step
from ludotheque.rules.castle_crush.port import Point

KING_STEP = math.pi / 12  # the wheel turns the King by 15 degrees
THROWN_SECONDS = 6.0  # how long the hint line says why a hastily released piece flew


class Hand:
    """The chosen block, its pose, and the piece in the hand."""

    def __init__(self) -> None:
        self.selected: str | None = None
        self.dragging = False  # a block picked from the panel with the button still down
        self.mirrored = False
        self.king_angle = 0.0
        self.carrier: Carrier | None = None  # the piece in the hand
        self.thrown = 0.0  # seconds the hint still says the piece was let go too soon

    @property
    def full(self) -> bool:
        return self.carrier is not None

    def piece_to_carry(self, step: Step | None) -> str | None:
        """The piece a press over the castle picks up at this build step (None: not this
        seat's build, or choose a block first)."""
        if step == Step.BLOCK:
            return self.selected
        return KING if step == Step.KING else GENERAL if step == Step.GENERAL else None

    def pose(self, kind: str) -> tuple[float, bool]:
        """(angle, mirrored) the piece is held in: blocks upright, mirrored or not; the
        King at his chosen angle; the General upright."""
        if kind == KING:
            return self.king_angle, False
        if kind == GENERAL:
            return 0.0, False
        return 0.0, self.mirrored

    def choose(self, kind: str) -> None:
        """A block chosen in the panel (a click on the chosen one keeps it chosen)."""
        self.selected = kind
        self.dragging = True

    def pick_up(self, port: Any, world: dict[str, Any], kind: str, *, owner: int, seed: int, steadiness: str,
                target: Point) -> None:
        angle, mirrored = self.pose(kind)
        self.carrier = Carrier(port, world, kind, owner=owner, angle=angle, mirrored=mirrored,
                               steadiness=steadiness, seed=seed, target=target)
        self.thrown = 0.0

    def hold(self, carrier: Carrier, kind: str | None = None) -> None:
        """A carry made elsewhere (a `shot` pose) put in the hand."""
        self.carrier = carrier
        if kind is not None:
            self.selected = kind

    def follow(self, dt: float, target: Point) -> None:
        if self.carrier is not None:
            self.carrier.follow(dt, target)

    def let_go(self) -> tuple[Carrier, Carry] | None:
        """Mouse-up: the piece leaves the hand; its path is the move to send."""
        carrier, self.carrier = self.carrier, None
        self.dragging = False
        if carrier is None:
            return None
        return carrier, carrier.let_go()

    def landed(self, thrown: bool, still_chosen: bool) -> None:
        """The rules took the carry: why it flew goes in the hint line (a toast would
        cover where it lands); the chosen block stays chosen while more of its kind are
        left, for the seat that chose it."""
        self.thrown = THROWN_SECONDS if thrown else 0.0
        if not still_chosen:
            self.selected = None

    def cancel(self) -> None:
        self.carrier = None
        self.dragging = False

    def turn(self, step: Step | None) -> None:
        """M, R or the right button: mirror the block, or lay the King down / stand him up."""
        if self.carrier is not None:
            return  # the pose is chosen before picking the piece up
        if step == Step.BLOCK:
            self.mirrored = not self.mirrored
        elif step == Step.KING:
            self.king_angle = 0.0 if self.king_angle else math.pi / 2

    def wheel(self, step: Step | None, clicks: int) -> None:
        """The wheel turns the King (any pose, the sheet says)."""
        if self.carrier is None and step == Step.KING:
            angle = self.king_angle + KING_STEP * clicks
            self.king_angle = round(math.atan2(math.sin(angle), math.cos(angle)), 6)

    def tick(self, dt: float) -> None:
        self.thrown = max(0.0, self.thrown - dt)
