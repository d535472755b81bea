"""Stepping a built space until it rests, recording what the client will replay."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import ludotheque.physics.tuning as tuning
import pymunk
from ludotheque.physics.shapes import layout
from ludotheque.physics.world import HAMMER, PIECE, Built, remove_hammer
from ludotheque.rules.castle_crush.port import HAMMER_ID, Trajectory
from pymunk import _chipmunk

STEPS_PER_FRAME = max(1, round(1.0 / (tuning.STEP * tuning.FRAME_RATE)))
# A body whose velocity changes between two frames by more than free fall explains,
# by at least this much (u/s), made a sound. Resting bodies show 245/60 = 4.1 u/s
# (the support cancelling a frame of gravity), so the threshold sits above that.
MIN_IMPACT_SPEED = 6.0
# Impact strength reported = change in speed / IMPACT_SCALE (a block dropped 1 u: ~2,
# the hammer's blow: 6-8).
IMPACT_SCALE = 10.0


def advance(space: pymunk.Space, steps: int) -> None:
    """`steps` steps of tuning.STEP. pymunk's Space.step wraps the C step in Python
    bookkeeping (pending adds/removes, post-step callbacks) that cost more than the step
    itself for a small castle; we add and remove nothing and have no callbacks while
    stepping, so after one regular step the C function is called directly."""
    space.step(tuning.STEP)
    if steps <= 1:
        return
    raw = getattr(_chipmunk.lib, "cpSpaceStep", None)
    if raw is None or space.threaded:  # pragma: no cover - another pymunk build
        for _ in range(steps - 1):
            space.step(tuning.STEP)
        return
    handle = space._space  # noqa: SLF001 - see the docstring
    for _ in range(steps - 1):
        raw(handle, tuning.STEP)


# Reading and writing body state through pymunk's properties goes through Python
# attribute machinery that cost a third of an attack; the C accessors it wraps are used
# directly for the hot loops below (same values, same order of operations).
_lib = _chipmunk.lib


def read_state(body: pymunk.Body) -> tuple[bool, float, float, float, float, float]:
    """(sleeping, x, y, angle, vx, vy) of a body."""
    handle = body._body  # noqa: SLF001 - see above
    pos, vel = _lib.cpBodyGetPosition(handle), _lib.cpBodyGetVelocity(handle)
    return (
        bool(_lib.cpBodyIsSleeping(handle)),
        pos.x,
        pos.y,
        _lib.cpBodyGetAngle(handle),
        vel.x,
        vel.y,
    )


def write_pose(body: pymunk.Body, pose: tuple[float, float, float, float, float, float]) -> None:
    """Set (x, y, angle, vx, vy, spin) of a body."""
    handle = body._body  # noqa: SLF001 - see above
    x, y, angle, vx, vy, spin = pose
    _lib.cpBodySetPosition(handle, (x, y))
    _lib.cpBodySetAngle(handle, angle)
    _lib.cpBodySetVelocity(handle, (vx, vy))
    _lib.cpBodySetAngularVelocity(handle, spin)


class Exploded(RuntimeError):
    """A body got a non-finite pose or velocity: a bug, never a game outcome."""


@dataclass
class Recorder:
    """Frames of every piece's pose (and the hammer's) at FRAME_RATE."""

    ids: list[int]
    frames: list[tuple[float | None, ...]] = field(default_factory=list)
    impacts: list[tuple[int, float, float, float]] = field(default_factory=list)

    def snapshot(self, poses: dict[int, tuple[float, float, float]]) -> None:
        row: list[float | None] = []
        for pid in self.ids:
            row.extend(poses.get(pid, (None, None, None)))
        self.frames.append(tuple(row))

    def trajectory(self) -> Trajectory:
        return Trajectory(
            rate=tuning.FRAME_RATE,
            ids=tuple(self.ids),
            frames=tuple(self.frames),
            impacts=tuple(self.impacts),
        )


def warm_start(built: Built, steps: int) -> None:
    """Let the contact solver find the resting forces before anything moves.

    A space built from JSON has no cached contact impulses, so on its first steps a tall
    stack sags and rocks until the solver catches up, and every rebuild of the same
    castle nudged it a little further (a 23-block column drifted 0.2 u over 4 rebuilds
    and then fell). Stepping a few times while putting every body back where it was
    warms the solver's cache; the simulation then starts from exactly the JSON poses,
    as if it had been running all along."""
    bodies = [*built.bodies.values()]
    if built.hammer is not None:
        bodies.append(built.hammer)
    poses = [(*read_state(b)[1:], b.angular_velocity) for b in bodies]
    for _ in range(steps):
        built.space.step(tuning.STEP)
        for body, pose in zip(bodies, poses, strict=True):
            write_pose(body, pose)
    for body in bodies:
        body.activate()


def put_to_sleep(built: Built, ids: list[int]) -> None:
    """Restore the sleep a resting world had when it was saved (JSON cannot hold it):
    all its pieces sleep as one group until something touches them. Without this an
    attack simulated the whole castle while only the hammer moved."""
    bodies = [built.bodies[pid] for pid in ids]
    if not bodies:
        return
    bodies[0].sleep()
    for body in bodies[1:]:
        body.sleep_with_group(bodies[0])


def _touching(body: pymunk.Body) -> bool:
    """Whether a body is in contact with anything (putting a body to sleep while it
    touches an awake one crashed Chipmunk, see Runner.__init__)."""
    found: list[bool] = []
    body.each_arbiter(lambda arb: found.append(True))
    return bool(found)


class Runner:
    """Steps one built space, frame by frame, recording as it goes.

    No Python collision callbacks: they ran on every contact of every step and made
    an attack 10 times slower. Impacts are read once per frame, the hammer's hit after
    every step until it first touches a piece, and only awake bodies are read at all
    (reading a pose costs more than stepping it)."""

    def __init__(
        self,
        built: Built,
        record_ids: list[int],
        asleep: tuple[int, ...] = (),
        setup: Callable[[Built], None] | None = None,
    ) -> None:
        """`asleep`: pieces that start asleep (they were at rest, see put_to_sleep).
        `setup` adds what starts awake (a new piece, the hammer) once the rest is warm
        and asleep: putting a body to sleep while it touches an awake one crashed
        Chipmunk (memory corruption), so nothing awake is there at that moment."""
        self.built = built
        self.recorder = Recorder(ids=record_ids)
        self.hit = False
        self.time = 0.0
        self._hammer_free = True
        self._off_table = layout().table_y - tuning.OFF_TABLE_DEPTH
        warm_start(built, tuning.WARM_START_STEPS)
        put_to_sleep(built, [pid for pid in asleep if pid in built.bodies])
        if setup is not None:
            setup(built)
        self._poses: dict[int, tuple[float, float, float]] = {}
        self._velocities: dict[int, tuple[float, float]] = {}
        self._awake = 0
        self._read(record_impacts=False)
        self.recorder.snapshot(self._poses)

    def _bodies(self) -> list[tuple[int, pymunk.Body]]:
        pairs = list(self.built.bodies.items())
        if self.built.hammer is not None:
            pairs.append((HAMMER_ID, self.built.hammer))
        return pairs

    def _read(self, record_impacts: bool) -> None:
        """Refresh poses and velocities of awake bodies; note impacts: a velocity change
        between frames that free fall does not explain."""
        gy = -tuning.GRAVITY * STEPS_PER_FRAME * tuning.STEP
        frame = len(self.recorder.frames)
        present = set()
        awake = 0
        for pid, body in self._bodies():
            present.add(pid)
            sleeping, x, y, angle, vx, vy = read_state(body)
            if not sleeping and y < self._off_table and pid != HAMMER_ID and not _touching(body):
                body.sleep()  # over the table's edge: out of play (tuning.OFF_TABLE_DEPTH)
                sleeping = True
                self._poses.setdefault(pid, (x, y, angle))
            if sleeping and pid in self._poses:
                if self._velocities.pop(pid, None) is not None:
                    self._poses[pid] = (x, y, angle)  # fell asleep this frame: its last pose
                continue
            awake += not sleeping
            if not (math.isfinite(x) and math.isfinite(y) and math.isfinite(angle)):
                raise Exploded("a body's pose is not finite")
            self._poses[pid] = (x, y, angle)
            if record_impacts:
                vx0, vy0 = self._velocities.get(pid, (0.0, 0.0))
                dv = math.hypot(vx - vx0, vy - vy0 - gy)
                if dv >= MIN_IMPACT_SPEED:
                    self.recorder.impacts.append((frame, round(dv / IMPACT_SCALE, 3), x, y))
            self._velocities[pid] = (vx, vy)
        for pid in [p for p in self._poses if p not in present]:
            del self._poses[pid]
        self._awake = awake

    def _hammer_contacts(self) -> set[int]:
        types: set[int] = set()
        if self.built.hammer is not None:
            self.built.hammer.each_arbiter(
                lambda arb: types.update(s.collision_type for s in arb.shapes)
            )
            types.discard(HAMMER)
        return types

    def all_asleep(self) -> bool:
        return self._awake == 0

    def frame(self) -> None:
        hammer = self.built.hammer
        if hammer is not None and self._hammer_free:
            # A slightly leaning hammer starts so slowly it could fall asleep upright:
            # keep it awake until it first touches something.
            hammer.activate()
        if hammer is not None and not self.hit:
            # The hit is read after every step: a blow whose head touches a piece for
            # less than a frame (a corner grazing a block between two reads) knocked it
            # all the same, and was logged as a miss (issue 22: 18 of 500 blows on a
            # lone piece). Reading an arbiter list changes nothing in the simulation.
            for _ in range(STEPS_PER_FRAME):
                advance(self.built.space, 1)
                if not self.hit and PIECE in self._hammer_contacts():
                    self.hit = True
        else:
            advance(self.built.space, STEPS_PER_FRAME)
        self.time += STEPS_PER_FRAME * tuning.STEP
        if hammer is not None:
            contacts = self._hammer_contacts()
            self._hammer_free = self._hammer_free and not contacts
            self.hit = self.hit or PIECE in contacts
        self._read(record_impacts=True)
        self.recorder.snapshot(self._poses)

    def lift_hammer(self) -> None:
        """Take the hammer away (the castle's owner lifts it off, says the sheet)."""
        remove_hammer(self.built)
        self._awake = sum(not b.is_sleeping for _, b in self._bodies())

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


def still(world: dict, ids: list[int]) -> Trajectory:
    """A one-frame trajectory of a world that does not move."""
    poses = {p["id"]: (p["x"], p["y"], p["angle"]) for p in world["pieces"]}
    recorder = Recorder(ids=list(ids))
    recorder.snapshot(poses)
    return recorder.trajectory()


def join_trajectories(parts: list[Trajectory], ids: list[int]) -> Trajectory:
    """One trajectory playing `parts` one after the other, over the bodies `ids` (a body
    missing from a part, e.g. removed between parts, is None there)."""
    frames: list[tuple[float | None, ...]] = []
    impacts: list[tuple[int, float, float, float]] = []
    for part in parts:
        where = {pid: i for i, pid in enumerate(part.ids)}
        for frame, strength, x, y in part.impacts:
            impacts.append((frame + len(frames), strength, x, y))
        for row in part.frames:
            out: list[float | None] = []
            for pid in ids:
                i = where.get(pid)
                out.extend((None, None, None) if i is None else row[3 * i : 3 * i + 3])
            frames.append(tuple(out))
    return Trajectory(
        rate=tuning.FRAME_RATE, ids=tuple(ids), frames=tuple(frames), impacts=tuple(impacts)
    )
