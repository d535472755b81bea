"""Aiming the hammer: its foot anywhere across its base (« n'importe où sur sa base »),
the castle it falls towards, and nothing else: it tips over by itself (« sans forcer »).

Drag the hammer (or its base) sideways to move its foot; the arrow keys and the wheel
nudge it. The castle is chosen with its thumbnail or keys 1-4 (each castle lies in its
own plane, so choosing it is choosing the direction of the fall). The dotted arc is the
path its head will sweep (the physics' hammer_arc). A click that is not a drag lets it
fall: Strike(target, foot), which the board queues.

`HammerAim` owns the stance and the castle aimed at; it never sees the board."""

from __future__ import annotations

from typing import Any

from ludotheque.rules.castle_crush.port import Point

GRAB = 1.3  # u either side of the foot where a press takes hold of the hammer
NUDGE = 0.05  # u per arrow key or wheel click
DRAG_PIXELS = 4  # a press that moves less than this before its release is a click


class HammerAim:
    def __init__(self, port: Any) -> None:
        self.port = port
        self.foot = 0.0  # the hammer's foot, from its base's centre (u)
        self.press_at: tuple | None = None  # (screen pos, world x if on the hammer, foot)
        self.target: int | None = None  # the castle aimed at
        self._arc: tuple[float, tuple[Point, ...]] | None = None

    def foot_x(self) -> float:
        """The foot's x in the castle's world (u)."""
        return self.port.layout().hammer_base_x + self.foot

    def set_foot(self, foot: float) -> None:
        lo, hi = self.port.layout().foot_range
        self.foot = round(min(hi, max(lo, foot)), 3)

    def target_for(self, me: int | None, players: int) -> int:
        """The castle aimed at: the one chosen, or the next seat's (never one's own)."""
        if self.target is None or self.target == me or self.target >= players:
            self.target = (me + 1) % players if me is not None else 0
        return self.target

    def press(self, mouse: tuple[int, int], world: Point) -> None:
        """Mouse-down over the view: the start of a drag of the foot, or of a click."""
        x, y = world
        grabbed = abs(x - self.foot_x()) <= GRAB and y <= self.port.layout().hammer_length + 0.5
        self.press_at = (mouse, x if grabbed else None, self.foot)

    def drag(self, world: Point) -> None:
        """Mouse motion with the button down on the hammer: the foot follows the cursor."""
        if self.press_at is None or self.press_at[1] is None:
            return
        _, start_x, start_foot = self.press_at
        self.set_foot(start_foot + world[0] - start_x)

    def release(self, mouse: tuple[int, int]) -> bool | None:
        """Mouse-up: None when no press was held, False when a drag ends, True for a click
        (the hammer falls)."""
        pressed, self.press_at = self.press_at, None
        if pressed is None:
            return None
        (px, py), start_x, _ = pressed
        mx, my = mouse
        return not (start_x is not None and max(abs(mx - px), abs(my - py)) >= DRAG_PIXELS)

    def nudge(self, steps: int) -> None:
        self.set_foot(self.foot + NUDGE * steps)

    def arc(self) -> tuple[Point, ...]:
        """The head's sweep for the current stance (kept for one foot)."""
        if self._arc is None or self._arc[0] != self.foot:
            self._arc = (self.foot, tuple(self.port.hammer_arc(self.foot)))
        return self._arc[1]
