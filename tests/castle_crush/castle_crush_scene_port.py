"""The stand-in physics with what the board scene drives besides: a hand that holds the
piece exactly at the cursor (no sway, no collisions) and lays it where it was let go,
the hammer's stance (strike) and its arc. For fast scene tests of input and drawing;
the carrying itself is tested on the real physics."""

from __future__ import annotations

import math
from dataclasses import replace

from castle_crush_fake_port import TOP, FakePhysics
from ludotheque.rules.castle_crush.port import HAND_AREA


def _quantise(point) -> tuple[float, float]:
    (x0, x1), (y0, y1) = HAND_AREA
    return (round(min(max(float(point[0]), x0), x1), 4), round(min(max(float(point[1]), y0), y1), 4))


class FakeHand:
    def __init__(self, port, world, kind, *, owner, angle, mirrored, steadiness, seed) -> None:
        self.port, self.world, self.kind, self.owner = port, world, kind, owner
        self.angle, self.mirrored = angle, mirrored
        self.piece_id = int(world["next_id"])
        self.path: list[tuple[float, float]] = []
        self.held = True
        self.released_frame: int | None = None

    @property
    def done(self) -> bool:
        return not self.held

    def tick(self, target=None) -> None:
        if self.held:
            self.path.append(_quantise(target if target is not None else self.path[-1]))

    def release(self) -> None:
        self.held = False
        self.released_frame = len(self.path)

    def poses(self):
        out = {pc["id"]: (pc["x"], pc["y"], pc["angle"]) for pc in self.world["pieces"]}
        if self.path:
            x, y = self.path[-1]
            out[self.piece_id] = (x, y - 0.25, self.angle)
        return out

    def hand_point(self):
        return self.path[-1] if self.held and self.path else None

    def path_tuple(self):
        return tuple(self.path)

    def result(self):
        return self.port.carry(self.world, self.kind, self.path_tuple(), owner=self.owner, angle=self.angle,
                               mirrored=self.mirrored)


class SceneFakePhysics(FakePhysics):
    def piece_kinds(self):
        """The port's contract for the hammer: its origin is the foot, the handle up (the
        screen turns it about the foot for the preview of its sweep)."""
        kinds = super().piece_kinds()
        w, h = kinds["hammer"].width, kinds["hammer"].height
        box = ((-w / 2, 0.0), (w / 2, 0.0), (w / 2, h), (-w / 2, h))
        kinds["hammer"] = replace(kinds["hammer"], outline=box, parts=(box,))
        return kinds

    def hand(self, world, kind, *, owner, angle=0.0, mirrored=False, steadiness="normal", seed=0,
             sway_model=2):
        self._count("hand")
        return FakeHand(self, world, kind, owner=owner, angle=angle, mirrored=mirrored,
                        steadiness=steadiness, seed=seed)

    def carry(self, world, kind, path, *, owner, angle=0.0, mirrored=False, steadiness="normal", seed=0,
              sway_model=2):
        self._count("carry")
        return self.place(world, kind, float(path[-1][0]), owner=owner, angle=angle, mirrored=mirrored)

    def strike(self, world, foot):
        return self.attack(world, foot, 0.1)

    def hammer_arc(self, foot, points=24):
        lay = self.layout()
        x = lay.hammer_base_x + foot
        return tuple((x + lay.hammer_length * math.sin(a), TOP + lay.hammer_length * math.cos(a))
                     for a in (math.pi / 2 * i / (points - 1) for i in range(points)))
