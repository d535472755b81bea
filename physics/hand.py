"""The hand: a piece carried through the live castle world (Castle Crush's building).

The scene drives one `LiveHand` per carry; the rules replay the recorded path with
`carry()` and get exactly what the player saw (same class, same steps, same inputs)::

    hand = port.hand(world, "tower_a", owner=p, seed=st.hand_seed())  # castle is live
    every physics tick (60 per second, several per frame if the frame was slow):
        hand.tick(cursor_in_world_units)      # records the target, steps the world
    draw hand.poses()                         # every body: castle pieces and the carried one
    on mouse-up:  hand.release()              # the piece keeps the hand's velocity
                  action = Carry(kind, hand.path_tuple(), angle, mirrored, steadiness)
    then keep calling hand.tick() (no target) until hand.done to watch it land, or
    submit at once: the rules re-simulate and the result's trajectory continues from
    `released_frame`.

How the piece is held (pymunk's mouse-drag recipe): a kinematic "hand" body follows
the target plus the seeded sway (rules/castle_crush/sway.py); the piece hangs from it
by a pivot joint gripping GRIP_ABOVE above its centre of mass, with a limited force
(HOLD_FORCE times its weight: it can push a tower over, not crush it); a damped rotary
spring keeps the chosen pose and a rotary limit stops it turning more than TILT_LIMIT
(never upside down). Moved fast it swings; it collides with the castle, which is awake
where touched; released, it keeps its velocity. With sway models 2 and 3 (see
rules/castle_crush/sway.py) a piece let go within the carry's first FLICK_TICKS also
leaves the fingers with a seeded flick (sideways speed and spin): a hasty release throws
it. `sway_model=1` is the hand of carries saved before the flick. Model 3, the default,
is never inside the castle: a piece that would start inside another is taken at the
nearest free place, and the sway and the flick are computed at the height of the grip.
"""

from __future__ import annotations

import math
from functools import lru_cache

import ludotheque.physics.tuning as tuning
import ludotheque.rules.castle_crush.sway as sway
import pymunk
from ludotheque.physics.facts import facts as world_facts
from ludotheque.physics.shapes import piece_kinds
from ludotheque.physics.sim import Runner, max_displacement
from ludotheque.physics.world import Built, add_held_back, build, new_piece, piece_body, to_world
from ludotheque.rules.castle_crush.port import HAND_AREA, MAX_CARRY_TICKS, PlaceResult, Point, World

TICK = 1.0 / tuning.FRAME_RATE
GRIP_ABOVE = 0.25  # u above the centre of mass where the fingers hold the piece
HOLD_FORCE = 4.0  # the pull's limit, in weights of the piece
JOINT_BIAS = (1.0 - 0.3) ** 60  # fraction of the grip's error left after one second
TILT_LIMIT = 0.6  # rad (about 34 degrees) either side of the chosen pose
ROT_STIFFNESS = 3.0  # rotary spring, in (weight x grip height) per radian
ROT_DAMPING = 0.6  # damping ratio of that spring
SPAWN_LIFT = 0.05  # u: models 1-2, a piece picked up inside something starts this much higher, again
SPAWN_TRIES = 400
# Model 3: a piece picked up where it would be inside something starts at the nearest
# free place, searched in SPAWN_DIRECTIONS directions in steps of SPAWN_STEP u (up to
# SPAWN_REACH u away): beside a column when the hand is in it, on top only when the hand
# is within reach of its top. Never lifted up through the tower.
SPAWN_STEP = 0.02
SPAWN_REACH = 30.0
SPAWN_DIRECTIONS = 16
GHOST_STEP = 0.1  # pickup_position(): the scene's ghost, searched 5x faster than the hand
FREE_PICKUP_MODEL = 3
PATH_DIGITS = 4  # targets are rounded to 1e-4 u before use, so a saved path is exact


def quantise(target: Point) -> Point:
    """The target as recorded: clamped to HAND_AREA, rounded to PATH_DIGITS."""
    (x0, x1), (y0, y1) = HAND_AREA
    x, y = float(target[0]), float(target[1])
    if not (math.isfinite(x) and math.isfinite(y)):
        raise ValueError("the hand's target must be finite")
    return (round(min(max(x, x0), x1), PATH_DIGITS), round(min(max(y, y0), y1), PATH_DIGITS))


def _resting(world: World) -> tuple[int, ...]:
    moving = any(p.get("vx", 0.0) or p.get("vy", 0.0) or p.get("w", 0.0) for p in world["pieces"])
    return () if moving else tuple(sorted(p["id"] for p in world["pieces"]))


def _rotate(x: float, y: float, angle: float) -> Point:
    c, s = math.cos(angle), math.sin(angle)
    return (x * c - y * s, x * s + y * c)


class LiveHand:
    """One carry of one piece over one castle world (see the module docstring)."""

    def __init__(self, world: World, kind: str, *, owner: int, angle: float = 0.0,
                 mirrored: bool = False, steadiness: str = sway.DEFAULT_STEADINESS,
                 seed: int = 0, sway_model: int = sway.MODEL) -> None:
        if kind not in piece_kinds() or kind == "hammer":
            raise ValueError(f"unknown piece kind {kind!r}")
        self.world = world
        self.kind = kind
        self.owner = int(owner)
        self.angle = float(angle)
        self.mirrored = bool(mirrored)
        self.steadiness = steadiness if steadiness in sway.FACTOR else sway.DEFAULT_STEADINESS
        self.seed = int(seed)
        self.sway_model = int(sway_model)
        self.piece_id = int(world["next_id"])
        self.path: list[Point] = []
        self.held = True
        self.released_frame: int | None = None
        self._release_time = 0.0
        self._built: Built = build(world)
        ids = [*self._built.piece_ids(), self.piece_id]
        self._runner = Runner(self._built, ids, asleep=_resting(world))
        self._hand: pymunk.Body | None = None
        self._joints: tuple[pymunk.Constraint, ...] = ()
        self._piece: pymunk.Body | None = None
        self._hand_point: Point | None = None
        self._sway_height = 0.0
        self.thrown = False  # released so soon that the piece left with a flick

    # --- what the scene reads ------------------------------------------------------------
    def poses(self) -> dict[int, tuple[float, float, float]]:
        """(x, y, angle) of every body by piece id, the carried one included once it is
        picked up (its id is `piece_id`)."""
        return dict(self._runner._poses)  # noqa: SLF001 - the runner's own pose cache

    def hand_point(self) -> Point | None:
        """Where the fingers are now, None before the first tick or after release: draw a
        plumb line or a shadow from here. Model 3: on the piece (its grip), which the
        castle stops where the cursor goes into it; before, the target plus the sway."""
        if not self.held:
            return None
        if self.sway_model >= FREE_PICKUP_MODEL and self._piece is not None:
            point = self._piece.local_to_world(self._grip_local())
            return (float(point.x), float(point.y))
        return self._hand_point

    def _height(self) -> float:
        """The height (u) the hand's sway and throw are computed at: model 3, where the
        fingers hold the carried piece (its grip, however far the cursor is); before,
        the target's height."""
        if self.sway_model >= FREE_PICKUP_MODEL and self._piece is not None:
            return float(self._piece.local_to_world(self._grip_local()).y)
        return float(self.path[-1][1])

    @property
    def ticks(self) -> int:
        return len(self._runner.recorder.frames) - 1

    @property
    def done(self) -> bool:
        """Released and everything at rest (or the time cap reached): stop ticking."""
        if self.held:
            return False
        capped = self._runner.time >= self._release_time + tuning.PLACE_CAP - 1e-9
        return self._runner.all_asleep() or capped

    def path_tuple(self) -> tuple[Point, ...]:
        return tuple(self.path)

    # --- driving it --------------------------------------------------------------------
    def tick(self, target: Point | None = None) -> None:
        """One physics tick (1/60 s). While held, `target` (u, world frame) is where the
        hand aims; it is recorded in `path` (None repeats the last target). After
        release, pass nothing. Once `done`, ticks do nothing."""
        if self.held:
            if target is None:
                if not self.path:
                    raise ValueError("the first tick needs a target")
                target = self.path[-1]
            if len(self.path) >= MAX_CARRY_TICKS:
                self.release()
            else:
                self._aim(quantise(target))
        elif self.done:
            return
        self._runner.frame()

    def release(self) -> None:
        """Let go: the joints go, the piece keeps its velocity. Needs one tick first."""
        if not self.held:
            return
        if self._piece is None:
            raise ValueError("release before any tick: nothing is held")
        assert self._hand is not None, "a held piece hangs from the hand"
        self._built.space.remove(*self._joints, self._hand)
        self._joints, self._hand = (), None
        vx, spin = sway.flick(self.seed, self.steadiness, len(self.path), self._height(),
                              self.sway_model)
        self.thrown = bool(vx or spin)
        if vx or spin:
            v = self._piece.velocity
            self._piece.velocity = (v[0] + vx, v[1])
            self._piece.angular_velocity += spin
        self._piece.activate()
        self.held = False
        self.released_frame = len(self._runner.recorder.frames) - 1
        self._release_time = self._runner.time

    def result(self) -> PlaceResult:
        """Release if still held, run to rest (PLACE_CAP after release) and report."""
        if self.held:
            self.release()
        while not self.done:
            self._runner.frame()
        rested = self._runner.all_asleep()
        out = to_world(self._built, rested)
        before = {p["id"]: (p["x"], p["y"]) for p in self.world["pieces"]}
        after = {p["id"]: (p["x"], p["y"]) for p in out["pieces"]}
        return PlaceResult(
            world=out,
            piece_id=self.piece_id,
            facts=world_facts(out),
            trajectory=self._runner.recorder.trajectory(),
            disturbance=max_displacement(before, after),
            rested=rested,
            released_frame=self.released_frame or 0,
        )

    # --- inside ------------------------------------------------------------------------
    def _aim(self, target: Point) -> None:
        tick = len(self.path)
        self.path.append(target)
        self._sway_height = self._height()
        dx, dy = sway.offset(self.seed, self.steadiness, tick, self._sway_height)
        point = (target[0] + dx, target[1] + dy)
        self._hand_point = point
        if self._hand is None:
            self._pick_up(point)
        else:
            # The kinematic hand reaches the point at the end of this tick.
            hx, hy = self._hand.position
            self._hand.velocity = ((point[0] - hx) / TICK, (point[1] - hy) / TICK)
        assert self._piece is not None, "_pick_up took the piece"
        self._piece.activate()

    def _grip_local(self) -> Point:
        """The grip in the piece's frame: GRIP_ABOVE straight above the centre of mass
        when the piece is at its pose, so it hangs in that pose."""
        cx, cy = centre_of_mass(self.kind, self.mirrored)
        ux, uy = _rotate(0.0, GRIP_ABOVE, -self.angle)
        return (cx + ux, cy + uy)

    def _pick_up(self, point: Point) -> None:
        """The piece appears in the fingers at `point`, with the hand's joints. Where it
        would start inside something, model 3 takes it at the nearest free place (the
        hand then pulls it towards the cursor, and the castle is in the way); models 1-2
        lifted it, and the fingers with it, straight up clear of everything, so a press
        inside a tower put the piece on its top."""
        space = self._built.space
        probe, shapes = piece_body(self.kind, self.mirrored, 0.0, self._built.physics)
        probe.angle = self.angle
        ox, oy = _rotate(*self._grip_local(), self.angle)
        x, y = point[0] - ox, point[1] - oy
        if self.sway_model >= FREE_PICKUP_MODEL:
            x, y = _nearest_free(space, probe, shapes, x, y)
        else:
            for _ in range(SPAWN_TRIES):
                probe.position = (x, y)
                if not _overlaps(space, shapes):
                    break
                y += SPAWN_LIFT
                point = (point[0], point[1] + SPAWN_LIFT)
        start, pid = new_piece(self.world, self.kind, x, y, self.angle, self.owner, self.mirrored)
        assert pid == self.piece_id
        self._built.world = start
        add_held_back(self._built)
        piece = self._built.bodies[pid]
        hand = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        hand.position = point
        weight = piece.mass * tuning.GRAVITY
        pivot = pymunk.PivotJoint(hand, piece, (0.0, 0.0), self._grip_local())
        pivot.max_force = HOLD_FORCE * weight
        pivot.error_bias = JOINT_BIAS
        stiffness = ROT_STIFFNESS * weight * GRIP_ABOVE
        damping = 2.0 * ROT_DAMPING * math.sqrt(stiffness * piece.moment)
        # Chipmunk measures this spring as (hand angle - piece angle), the limit the other way.
        spring = pymunk.DampedRotarySpring(hand, piece, -self.angle, stiffness, damping)
        limit = pymunk.RotaryLimitJoint(hand, piece, self.angle - TILT_LIMIT, self.angle + TILT_LIMIT)
        space.add(hand, pivot, spring, limit)
        self._hand, self._joints, self._piece = hand, (pivot, spring, limit), piece


@lru_cache(maxsize=64)
def centre_of_mass(kind: str, mirrored: bool) -> Point:
    """In the piece's own frame (pymunk computes it once the shapes are in a space)."""
    body, shapes = piece_body(kind, mirrored)
    space = pymunk.Space()  # kept alive while read: a collected space resets the body
    space.add(body, *shapes)
    cog = body.center_of_gravity
    return (float(cog.x), float(cog.y))


@lru_cache(maxsize=256)
def grip_offset(kind: str, angle: float = 0.0, mirrored: bool = False) -> Point:
    """From a piece's position (its bounding box's centre) to where the hand holds it,
    at this pose: the AI aims the hand at a landing pose plus this."""
    cx, cy = _rotate(*centre_of_mass(kind, mirrored), angle)
    return (cx, cy + GRIP_ABOVE)


@lru_cache(maxsize=1)
def _directions() -> tuple[Point, ...]:
    """Unit vectors of the pick-up search, straight up first, then alternately either
    side going round (ties of distance go to the earlier)."""
    out = [(0.0, 1.0)]
    for k in range(1, SPAWN_DIRECTIONS // 2 + 1):
        a = 2.0 * math.pi * k / SPAWN_DIRECTIONS
        out.append((math.sin(a), math.cos(a)))
        if k < SPAWN_DIRECTIONS // 2:
            out.append((-math.sin(a), math.cos(a)))
    return tuple((round(dx, 12), round(dy, 12)) for dx, dy in out)


def _nearest_free(space: pymunk.Space, probe: pymunk.Body, shapes: list[pymunk.Poly],
                  x: float, y: float, coarse: float | None = None) -> Point:
    """The free position nearest (x, y) for the probe, searching outwards in every
    direction at once in SPAWN_STEP steps; (x, y) itself when it is free. With `coarse`
    (the ghost), rings `coarse` apart are searched first, then the fine rings just inside
    the first coarse ring with a free place: the same place unless a pocket narrower than
    `coarse` lies nearer."""
    probe.position = (x, y)
    if not _overlaps(space, shapes):
        return (x, y)
    first, last = 1, int(SPAWN_REACH / SPAWN_STEP)
    if coarse is not None:
        ratio = max(1, round(coarse / SPAWN_STEP))
        hit = _first_free(space, probe, shapes, (x, y), range(ratio, last + 1, ratio))
        if hit is None:  # pragma: no cover - nothing is 30 u across
            return (x, y + SPAWN_REACH)
        first, last = hit[0] - ratio + 1, hit[0]
    hit = _first_free(space, probe, shapes, (x, y), range(first, last + 1))
    if hit is None:  # pragma: no cover - nothing is 30 u across
        return (x, y + SPAWN_REACH)
    return hit[1]


def _first_free(space: pymunk.Space, probe: pymunk.Body, shapes: list[pymunk.Poly],
                origin: Point, steps: range) -> tuple[int, Point] | None:
    """(step, position) of the first free place of the search over these steps (each
    step's directions in _directions' order), or None."""
    x, y = origin
    for step in steps:
        d = step * SPAWN_STEP
        for dx, dy in _directions():
            probe.position = (x + d * dx, y + d * dy)
            if not _overlaps(space, shapes):
                return step, (x + d * dx, y + d * dy)
    return None


def _overlaps(space: pymunk.Space, shapes: list[pymunk.Poly]) -> bool:
    for shape in shapes:
        shape.cache_bb()
        for info in space.shape_query(shape):
            if any(p.distance < 0.0 for p in info.contact_point_set.points):
                return True
    return False


def pickup_position(world: World, kind: str, point: Point, angle: float = 0.0,
                    mirrored: bool = False) -> Point:
    """Where a press at `point` (the hand's target, the sway aside) takes a piece with
    hand model 3: its position (bounding box centre) hanging from the fingers there, or
    the nearest free place when that is inside something (the scene's ghost, drawn as
    the cursor moves: searched in GHOST_STEP steps, five times fewer than the hand's, so
    it is the hand's place within GHOST_STEP)."""
    target = quantise(point)
    built = build(world)
    probe, shapes = piece_body(kind, mirrored, 0.0, built.physics)
    probe.angle = angle
    ox, oy = grip_offset(kind, float(angle), bool(mirrored))
    return _nearest_free(built.space, probe, shapes, target[0] - ox, target[1] - oy, GHOST_STEP)


def carry(world: World, kind: str, path: tuple[Point, ...] | list[Point], *, owner: int,
          angle: float = 0.0, mirrored: bool = False,
          steadiness: str = sway.DEFAULT_STEADINESS, seed: int = 0,
          sway_model: int = sway.MODEL) -> PlaceResult:
    """Re-simulate a recorded carry: the same LiveHand fed the same path, released after
    its last sample, run to rest."""
    if not path:
        raise ValueError("an empty path carries nothing")
    hand = LiveHand(world, kind, owner=owner, angle=angle, mirrored=mirrored,
                    steadiness=steadiness, seed=seed, sway_model=sway_model)
    for target in path[:MAX_CARRY_TICKS]:
        hand.tick(target)
    return hand.result()
