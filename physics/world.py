"""JSON worlds to pymunk spaces and back.

A space is always built fresh from a JSON world (never `space.copy()`, which loses contact
and sleep state): the AI's predictions and the live game take the same path, so they
agree bit for bit.
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass, field
from typing import Any

import ludotheque.physics.tuning as tuning
import pymunk
from ludotheque.physics.shapes import layout, mirrored_parts, piece_kinds
from ludotheque.rules.castle_crush.port import PHYSICS_VERSION as PORT_PHYSICS_VERSION
from ludotheque.rules.castle_crush.port import PIECE_KINDS, World
from ludotheque.rules.core.rng import Rng, mix

WORLD_VERSION = 1
# The world's "physics" key: which contact materials its space is built with (a world
# without one is 1). 1: every shape had FRICTION and ELASTICITY, so a contact, which
# pymunk gives the product of its two shapes' values, had 0.2025 and 0.01. 2 (new
# castles): each shape has the square root, so every contact has tuning.FRICTION and
# tuning.ELASTICITY as declared. A save keeps its worlds, so it replays as it was played.
PHYSICS_VERSIONS = (1, 2)
PHYSICS_VERSION = PORT_PHYSICS_VERSION

# Collision types: facts and sounds tell surfaces apart by these.
TABLE, FOUNDATION, HAMMER_BASE, PIECE, HAMMER = 1, 2, 3, 4, 5
# The hammer and its base share a group so the hinged foot never jams in the base.
HAMMER_GROUP = 1
# Collision category of pieces that lay where the hammer was stood up (see add_hammer).
IN_THE_WAY = 0b10
# Blocks whose top face may be a little out of level (a roof holds nothing; pawns and
# the gate's arch are left exact).
WARPED_KINDS = ("house_a", "house_b", "tower_a", "tower_b", "tower_c")


def physics_version(world: World) -> int:
    """The contact materials a world is simulated with (see PHYSICS_VERSION)."""
    version = world.get("physics", 1)
    if version not in PHYSICS_VERSIONS or type(version) is not int:
        raise ValueError(f"unsupported physics version {version!r}")
    return version


def surface(version: int) -> tuple[float, float]:
    """(friction, elasticity) of one shape, so that a contact between two shapes, which
    pymunk gives the product of their values, has the declared ones (version 2)."""
    if version == 1:
        return tuning.FRICTION_V1, tuning.ELASTICITY_V1
    return math.sqrt(tuning.FRICTION), math.sqrt(tuning.ELASTICITY)


def empty_world(salt: int = 0, physics: int = PHYSICS_VERSION) -> World:
    """A castle with only its foundation. `salt` picks this castle's set of slightly
    imperfect blocks (see block_warp); worlds saved without one use 0. `physics`: the
    contact materials (PHYSICS_VERSION; worlds saved without the key are 1)."""
    if physics not in PHYSICS_VERSIONS:
        raise ValueError(f"unsupported physics version {physics!r}")
    world: World = {"version": WORLD_VERSION, "next_id": 1, "pieces": []}
    if physics != 1:
        world["physics"] = int(physics)
    if salt:
        world["salt"] = int(salt) & 0xFFFFFFFFFFFFFFFF
    return world


def block_warp(world: World, pid: int, kind: str) -> float:
    """How far (rad) the top face of this castle's piece `pid` is out of level: no real
    wooden block is perfectly square, and a tall column adds up its blocks' small tilts
    (tuning.WARP). Drawn from the world's salt and the id, so every rebuild agrees."""
    if kind not in WARPED_KINDS or tuning.WARP <= 0.0:
        return 0.0
    rng = Rng(mix(int(world.get("salt", 0)), int(pid), 0x57A9))
    return round(max(-3.0, min(3.0, rng.gauss(0.0, 1.0))) * tuning.WARP, 9)


def new_piece(
    world: World,
    kind: str,
    x: float,
    y: float,
    angle: float,
    owner: int,
    mirrored: bool,
    spin: float = 0.0,
) -> tuple[World, int]:
    """A copy of the world with one more piece at the given pose, still but for an
    angular velocity `spin`. "Upright" is measured from `angle`. Its face warp (a
    block's imperfection, see block_warp) is fixed here and kept in its JSON."""
    if kind not in PIECE_KINDS:
        raise ValueError(f"unknown piece kind {kind!r}")
    out = copy.deepcopy(world)
    pid = int(out["next_id"])
    out["next_id"] = pid + 1
    warp = block_warp(out, pid, kind)
    out["pieces"].append(
        {
            "id": pid,
            "kind": kind,
            "owner": int(owner),
            "x": float(x),
            "y": float(y),
            "angle": float(angle),
            "placed_angle": float(angle),
            "mirrored": bool(mirrored),
            "vx": 0.0,
            "vy": 0.0,
            "w": float(spin),
            **({"warp": warp} if warp else {}),
        }
    )
    return out, pid


def without(world: World, ids: set[int]) -> World:
    out = copy.deepcopy(world)
    out["pieces"] = [p for p in out["pieces"] if p["id"] not in ids]
    return out


@dataclass
class Built:
    """A space built from a world, with handles on its bodies."""

    space: pymunk.Space
    world: World  # the world it was built from (not mutated)
    bodies: dict[int, pymunk.Body] = field(default_factory=dict)
    physics: int = 1  # the world's contact materials (physics_version)
    hammer: pymunk.Body | None = None
    hammer_joint: pymunk.Constraint | None = None

    def piece_ids(self) -> list[int]:
        return sorted(self.bodies)


def _static_box(space: pymunk.Space, x0: float, y0: float, x1: float, y1: float, ctype: int,
                physics: int):
    shape = pymunk.Poly(space.static_body, [(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
    shape.friction, shape.elasticity = surface(physics)
    shape.collision_type = ctype
    space.add(shape)
    return shape


def new_space(physics: int = PHYSICS_VERSION) -> pymunk.Space:
    """An empty plane: table, foundation and the hammer's base, with our tuning (the
    table, the foundation and the base are wood like the pieces)."""
    space = pymunk.Space()
    space.gravity = (0.0, -tuning.GRAVITY)
    space.iterations = tuning.MIN_ITERATIONS
    space.collision_slop = tuning.COLLISION_SLOP
    space.idle_speed_threshold = tuning.IDLE_SPEED
    space.sleep_time_threshold = tuning.SLEEP_TIME
    lay = layout()
    # The table is a thick slab so nothing can tunnel through it.
    _static_box(space, -100.0, lay.table_y - 5.0, 100.0, lay.table_y, TABLE, physics)
    _static_box(
        space, lay.foundation_left, lay.table_y, lay.foundation_right, lay.foundation_top, FOUNDATION,
        physics,
    )
    half = lay.hammer_base_width / 2
    base = _static_box(
        space,
        lay.hammer_base_x - half,
        lay.table_y,
        lay.hammer_base_x + half,
        lay.hammer_base_top,
        HAMMER_BASE,
        physics,
    )
    base.filter = pymunk.ShapeFilter(group=HAMMER_GROUP)
    return space


def _warped(parts, height: float, warp: float):
    """The parts with the piece's top face tilted by `warp` rad about its middle: the
    vertices on the top (within the chamfer of it) rise or sink with x."""
    if not warp:
        return parts
    top = height / 2 - 0.1
    slope = math.tan(warp)
    return tuple(tuple((x, y + x * slope if y > top else y) for x, y in part) for part in parts)


def piece_body(
    kind: str, mirrored: bool, warp: float = 0.0, physics: int = PHYSICS_VERSION
) -> tuple[pymunk.Body, list[pymunk.Poly]]:
    """A dynamic body with the convex parts of a kind (not added to any space)."""
    body = pymunk.Body()
    shapes: list[pymunk.Poly] = []
    outline = piece_kinds()[kind]
    for part in _warped(mirrored_parts(outline, mirrored), outline.height, warp):
        shape = pymunk.Poly(body, part)
        shape.density = tuning.DENSITY
        shape.friction, shape.elasticity = surface(physics)
        shape.collision_type = PIECE
        shapes.append(shape)
    return body, shapes


def solver_iterations(world: World) -> int:
    """Iterations for this world's space: more for taller castles (see tuning)."""
    top = max((p["y"] for p in world["pieces"]), default=0.0) + 1.0
    wanted = math.ceil(tuning.ITERATIONS_LINEAR * top + tuning.ITERATIONS_QUADRATIC * top * top)
    return max(tuning.MIN_ITERATIONS, min(tuning.MAX_ITERATIONS, wanted))


def build(world: World, hold_back: frozenset[int] = frozenset()) -> Built:
    """A fresh space holding the world's pieces in id order (determinism), except the
    ids in `hold_back`, which add_held_back() adds later (after the rest sleeps)."""
    if world.get("version") != WORLD_VERSION:
        raise ValueError(f"unsupported world version {world.get('version')!r}")
    version = physics_version(world)
    built = Built(space=new_space(version), world=world, physics=version)
    built.space.iterations = solver_iterations(world)
    for p in sorted(world["pieces"], key=lambda p: p["id"]):
        if p["id"] not in hold_back:
            _add_piece(built, p)
    return built


def _add_piece(built: Built, p: dict[str, Any]) -> None:
    body, shapes = piece_body(p["kind"], p["mirrored"], float(p.get("warp", 0.0)), built.physics)
    body.position = (p["x"], p["y"])
    body.angle = p["angle"]
    body.velocity = (p.get("vx", 0.0), p.get("vy", 0.0))
    body.angular_velocity = p.get("w", 0.0)
    built.space.add(body, *shapes)
    built.bodies[p["id"]] = body


def add_held_back(built: Built) -> None:
    """Add the pieces build() held back."""
    for p in sorted(built.world["pieces"], key=lambda p: p["id"]):
        if p["id"] not in built.bodies:
            _add_piece(built, p)


def add_hammer(built: Built, offset: float, lean: float) -> None:
    """Stand the hammer on its base, foot hinged at base centre + offset, leaning
    `lean` radians towards the castle (+x)."""
    lay = layout()
    body = pymunk.Body()
    foot = (lay.hammer_base_x + offset, lay.hammer_base_top)
    shapes = []
    handle, head = piece_kinds()["hammer"].parts  # pieces.json lists the handle first
    if built.physics == 1:
        densities = (tuning.HAMMER_HANDLE_DENSITY_V1, tuning.HAMMER_HEAD_DENSITY_V1)
    else:
        densities = (tuning.HAMMER_HANDLE_DENSITY, tuning.HAMMER_HEAD_DENSITY)
    for part, density in zip((handle, head), densities, strict=True):
        shape = pymunk.Poly(body, part)
        shape.density = density
        shape.friction, shape.elasticity = surface(built.physics)
        shape.collision_type = HAMMER
        shapes.append(shape)
    body.position = foot
    body.angle = -lean  # counter-clockwise positive: leaning towards +x is negative
    # A piece lying where the hammer is stood up (knocked onto its base by an earlier
    # blow) would start inside it: the attacker stands the hammer beside it, so the
    # two ignore each other. Overlapping bodies at the start also crashed Chipmunk.
    for shape in shapes:
        shape.cache_bb()
        for info in built.space.shape_query(shape):
            other = info.shape
            if other.collision_type == PIECE and other.body is not None \
                    and other.body.body_type == pymunk.Body.DYNAMIC:
                for piece_shape in other.body.shapes:
                    piece_shape.filter = pymunk.ShapeFilter(categories=IN_THE_WAY)
    everything_but = pymunk.ShapeFilter.ALL_MASKS() ^ IN_THE_WAY
    for shape in shapes:
        shape.filter = pymunk.ShapeFilter(group=HAMMER_GROUP, mask=everything_but)
    joint = pymunk.PivotJoint(built.space.static_body, body, foot)
    built.space.add(body, *shapes, joint)
    built.hammer, built.hammer_joint = body, joint


def head_arc(foot: float, points: int) -> tuple[tuple[float, float], ...]:
    """The far end of the hammer's head (its local (0, length)) as the hammer turns about
    its foot from standing until the head's lowest corner reaches the table."""
    lay = layout()
    hammer = piece_kinds()["hammer"]
    fx, fy = lay.hammer_base_x + foot, lay.hammer_base_top
    half = hammer.width / 2
    length = hammer.height
    # Lying angle: the head's lower corner (half, length) rotated by -a touches the table.
    lowest = math.pi / 2
    for k in range(1, 2001):
        a = k * (math.pi / 2) / 2000
        if fy + length * math.cos(a) - half * math.sin(a) <= lay.table_y:
            lowest = a
            break
    return tuple(
        (fx + length * math.sin(lowest * i / (points - 1)), fy + length * math.cos(lowest * i / (points - 1)))
        for i in range(points)
    )


def remove_hammer(built: Built) -> None:
    if built.hammer is None:
        return
    touched: list[pymunk.Body] = []
    built.hammer.each_arbiter(lambda arb: touched.extend(s.body for s in arb.shapes))
    assert built.hammer_joint is not None, "a hammer is always held by its joint"
    built.space.remove(built.hammer_joint, built.hammer, *built.hammer.shapes)
    built.hammer = built.hammer_joint = None
    # What leaned on the hammer must notice it is gone (a sleeping body would not).
    for body in touched:
        if body.body_type == pymunk.Body.DYNAMIC and body.space is not None:
            body.activate()


def to_world(built: Built, at_rest: bool) -> World:
    """The JSON world of the space's pieces now (velocities zeroed when at rest)."""
    out: dict[str, Any] = {
        "version": WORLD_VERSION,
        "next_id": built.world["next_id"],
        "pieces": [],
    }
    if "physics" in built.world:
        out["physics"] = built.world["physics"]
    for p in sorted(built.world["pieces"], key=lambda p: p["id"]):
        body = built.bodies.get(p["id"])
        if body is None:
            continue
        rest = at_rest or body.is_sleeping
        out["pieces"].append(
            {
                **p,
                "x": float(body.position.x),
                "y": float(body.position.y),
                "angle": float(body.angle),
                "vx": 0.0 if rest else float(body.velocity.x),
                "vy": 0.0 if rest else float(body.velocity.y),
                "w": 0.0 if rest else float(body.angular_velocity),
            }
        )
    return out
