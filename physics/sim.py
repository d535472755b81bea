"""Stepping a built space until it rests, recording what the client will replay."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pymunk

from physics import tuning
from physics.world import HAMMER, PIECE, Built, is_finite
from rules.castle_crush.port import HAMMER_ID, Trajectory

STEPS_PER_FRAME = max(1, round(1.0 / (tuning.STEP * tuning.FRAME_RATE)))
# Impacts softer than this change in speed (u/s) make no sound.
MIN_IMPACT_SPEED = 2.0
# Impact strength reported = change in speed / IMPACT_SCALE (a block dropped 1 u: ~2).
IMPACT_SCALE = 10.0


class Exploded(RuntimeError):
    """A body got a non-finite pose or velocity: a bug, never a game outcome."""


@dataclass
class Recorder:
    """Frames of every piece's pose (and the hammer's) at FRAME_RATE."""

    ids: list[int]
    frames: list[tuple[float | None, ...]] = field(default_factory=list)
    impacts: list[tuple[int, float, float, float]] = field(default_factory=list)

    def snapshot(self, built: Built) -> None:
        row: list[float | None] = []
        for pid in self.ids:
            body = built.hammer if pid == HAMMER_ID else built.bodies.get(pid)
            if body is None:
                row.extend((None, None, None))
            else:
                row.extend((float(body.position.x), float(body.position.y), float(body.angle)))
        self.frames.append(tuple(row))

    def trajectory(self) -> Trajectory:
        return Trajectory(
            rate=tuning.FRAME_RATE,
            ids=tuple(self.ids),
            frames=tuple(self.frames),
            impacts=tuple(self.impacts),
        )


def _impact_handler(recorder: Recorder, hits: list[bool]):
    def post_solve(arbiter: pymunk.Arbiter, space: pymunk.Space, data) -> None:
        if not arbiter.is_first_contact:
            return
        a, b = arbiter.shapes
        if HAMMER in (a.collision_type, b.collision_type) and PIECE in (
            a.collision_type,
            b.collision_type,
        ):
            hits[0] = True
        masses = [s.body.mass for s in (a, b) if s.body.body_type == pymunk.Body.DYNAMIC]
        if not masses:
            return
        dv = arbiter.total_impulse.length / min(masses)
        if dv < MIN_IMPACT_SPEED:
            return
        points = arbiter.contact_point_set.points
        px, py = points[0].point_a if points else a.body.position
        frame = max(0, len(recorder.frames) - 1)
        recorder.impacts.append((frame, round(dv / IMPACT_SCALE, 3), float(px), float(py)))

    return post_solve


class Runner:
    """Steps one built space, frame by frame, recording as it goes."""

    def __init__(self, built: Built, record_ids: list[int]) -> None:
        self.built = built
        self.recorder = Recorder(ids=record_ids)
        self.hits = [False]
        built.space.on_collision(post_solve=_impact_handler(self.recorder, self.hits))
        self.time = 0.0
        self.recorder.snapshot(built)

    def all_asleep(self) -> bool:
        bodies = list(self.built.bodies.values())
        if self.built.hammer is not None:
            bodies.append(self.built.hammer)
        return all(b.is_sleeping for b in bodies)

    def _keep_hammer_falling(self) -> None:
        # A leaning hammer starts so slowly that it could fall asleep upright; keep it
        # awake until it touches something (its base is filtered out, so no arbiter).
        hammer = self.built.hammer
        if hammer is not None and not self._touching(hammer):
            hammer.activate()

    @staticmethod
    def _touching(body: pymunk.Body) -> bool:
        found = []
        body.each_arbiter(lambda arb: found.append(arb))
        return bool(found)

    def frame(self) -> None:
        space = self.built.space
        for _ in range(STEPS_PER_FRAME):
            self._keep_hammer_falling()
            space.step(tuning.STEP)
        self.time += STEPS_PER_FRAME * tuning.STEP
        self.recorder.snapshot(self.built)
        for body in self.built.bodies.values():
            if not is_finite(body):
                raise Exploded("a body's pose or velocity is not finite")

    def until_rest(self, cap: float) -> bool:
        """Step until every body sleeps (True) or `cap` more simulated seconds (False)."""
        end = self.time + cap
        while self.time < end - 1e-9:
            self.frame()
            if self.all_asleep():
                return True
        return self.all_asleep()

    def for_seconds(self, seconds: float) -> bool:
        """Step `seconds` of simulated time (stopping early once all sleeps: nothing
        would change any more)."""
        end = self.time + seconds
        while self.time < end - 1e-9:
            if self.all_asleep():
                return True
            self.frame()
        return self.all_asleep()


def max_displacement(before: dict, after: dict) -> float:
    """Largest move (u) of pieces present in both worlds (keyed by id)."""
    worst = 0.0
    for pid, (x0, y0) in before.items():
        if pid in after:
            x1, y1 = after[pid]
            worst = max(worst, math.hypot(x1 - x0, y1 - y0))
    return worst
