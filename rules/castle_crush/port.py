"""The contract between Castle Crush's rules and its physics (no pymunk here).

The rules never simulate anything themselves: they hold one *world* per castle and ask a
`CastlePhysics` implementation (in `physics/`, registered at import time by
`physics/__init__.py`) what happens when a piece is placed or the hammer falls.

Worlds
------
A world is a plain JSON dict describing one castle plane at rest::

    {"version": 1, "next_id": 7,
     "pieces": [{"id": 3, "kind": "tower_a", "owner": 0, "x": 0.25, "y": 1.3,
                 "angle": 0.0, "placed_angle": 0.0, "mirrored": false,
                 "vx": 0.0, "vy": 0.0, "w": 0.0}, ...]}

(x, y: centre of the piece's bounding box; vx, vy, w: velocities, all 0 at rest.)

Every function takes a world and returns a *new* world (the argument is never mutated).
The physics rebuilds its simulation from the JSON every time, so the same world and
the same inputs always give the same result, in any process: what the AI predicted on a
copy of a world is exactly what the player then sees. Worlds returned by the physics are
at rest (every body asleep) unless `rested` is False in the result (time cap reached).

Frame (units u, radians)
------------------------
x to the right, y UP (draw with y flipped; angles are counter-clockwise in this frame,
so negate them when drawing in screen coordinates). The table top is y = 0. The
castle's foundation is the rectangle x in [-2, 2], y in [0, 0.3]. The hammer's base is
centred at x = -hammer length (the sheet: the distance from the base's centre to the
foundation's centre equals the hammer's length) and the hammer falls towards +x.
`CastlePhysics.layout()` gives these numbers; never hard-code them.

Piece kinds: "house_a", "house_b", "tower_a", "tower_b", "tower_c", "roof" (the six
blocks), "king", "general" (the pawns). `piece_kinds()` also describes "hammer" for
drawing. Piece ids are ints unique within a world; `HAMMER_ID` (-1) names the hammer
in trajectories.

Changes to this file are additive only; they are listed at the top of physics/README.md.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Protocol, runtime_checkable

from ludotheque.rules.castle_crush.sway import MODEL as SWAY_MODEL

World = dict[str, Any]

BLOCK_KINDS: tuple[str, ...] = ("house_a", "house_b", "tower_a", "tower_b", "tower_c", "roof")
PAWN_KINDS: tuple[str, ...] = ("king", "general")
PIECE_KINDS: tuple[str, ...] = BLOCK_KINDS + PAWN_KINDS
HAMMER_ID = -1
FOUNDATION_ID = -2  # appears in PieceFacts.supports when a piece rests on the foundation
# The hand (see `CastlePhysics.hand`): targets are clamped to this area ((x0, x1), (y0, y1))
# and a carry lasts at most this many ticks (60 per second) before the piece is let go.
HAND_AREA: tuple[tuple[float, float], tuple[float, float]] = ((-30.0, 30.0), (0.0, 60.0))
MAX_CARRY_TICKS = 3600
HAND_RATE = 60.0  # hand ticks per simulated second

Point = tuple[float, float]


@dataclass(frozen=True)
class PieceShape:
    """How a kind of piece looks and what it is worth, in its own frame (origin = centre
    of its bounding box, y up, upright and not mirrored).

    `outline` is the silhouette to draw (may be non-convex: the gate's arch; empty for
    the pawns, which are drawn from their parts); `parts` are the convex polygons the physics collides with. `base_value` is the
    sheet's value (house 1, tower 2, roof 3, King 7, General 5; 0 for the hammer).
    `style` is a drawing hint ("square", "round", "gate", "roof", "pawn_king",
    "pawn_general", "hammer"). For the hammer the origin is the foot (the hinge) and
    the handle points up (+y) when the hammer stands.
    """

    kind: str
    width: float
    height: float
    base_value: int
    outline: tuple[Point, ...]
    parts: tuple[tuple[Point, ...], ...]
    style: str


@dataclass(frozen=True)
class Layout:
    """Fixed geometry of a castle plane (units u)."""

    table_y: float  # 0.0, the table top
    foundation_left: float
    foundation_right: float
    foundation_top: float  # pieces on the foundation have their bottom here
    hammer_length: float  # foot to the far end of the head
    hammer_base_x: float  # centre of the hammer's base (= -hammer_length)
    hammer_base_width: float
    hammer_base_top: float
    offset_range: tuple[float, float]  # allowed `offset` of attack(): foot x - base centre
    lean_range: tuple[float, float]  # allowed `lean` of attack(), radians towards the castle
    place_x_range: tuple[float, float]  # sensible centre x for place()
    # strike(): the foot's x - base centre, across the base's whole diameter (the foot's
    # own half width kept on the base). Every point of the foundation's top is within
    # the head's reach from some foot (see `strike`).
    foot_range: tuple[float, float] = (-0.8, 0.8)


@dataclass(frozen=True)
class PieceFacts:
    """What the rules need to know about one piece of a world at rest.

    storey: 1 for a piece resting on the foundation, 1 + the highest storey among the
        pieces it rests on otherwise, 0 when no chain of supports leads down to the
        foundation (fallen, lying on the table or only on fallen pieces).
    supports: ids of what it rests on (FOUNDATION_ID for the foundation), from the
        physics' contact arbiters (a contact whose normal points up into this piece
        from something whose centre is lower). Sorted.
    upright: turned less than 15 degrees from the angle it was placed at.
    on_foundation: part of the castle, i.e. storey >= 1 (held up by the foundation,
        possibly through other pieces). A piece can be on_foundation and on_table
        at once (leaning from the castle down to the table).
    on_table: in contact with the table (not the foundation, not the hammer's base), or
        gone over the table's edge (fallen off it, out of play).
    x, y, angle: the pose (centre of the bounding box, radians, y up).
    top: the highest y of the piece's outline (castle height helpers use it).
    """

    id: int
    kind: str
    owner: int
    storey: int
    supports: tuple[int, ...]
    upright: bool
    on_foundation: bool
    on_table: bool
    x: float
    y: float
    angle: float
    top: float


@dataclass(frozen=True)
class Trajectory:
    """What happened, for the client to replay exactly (recorded at `rate` frames/s).

    `ids[i]` names the body whose pose is `frames[f][3*i : 3*i+3]` = (x, y, angle) at
    frame f (HAMMER_ID for the hammer, whose pose is its foot and its angle with the
    same convention as pieces: 0 standing, about -pi/2 lying towards the castle, since
    angles are counter-clockwise with y up). A body that does not exist at some frame (a placed piece before
    it appears, the hammer after it is lifted off) has `None` in its three slots.
    `impacts` are (frame, strength, x, y): a body (x, y = its centre) whose speed was
    changed by a contact, for sounds; strength = change in speed / 10 u/s, from 0.6 (a
    soft clack) through 1-2 (a block falling 1 u) to 3-8 (the hammer's blow).
    """

    rate: float
    ids: tuple[int, ...]
    frames: tuple[tuple[float | None, ...], ...]
    impacts: tuple[tuple[int, float, float, float], ...]

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @property
    def duration(self) -> float:
        """Seconds from the first frame to the last."""
        return max(0, len(self.frames) - 1) / self.rate

    def bounds(self, first: int = 0) -> tuple[float, float, float, float] | None:
        """(x_min, y_min, x_max, y_max) of every body's centre (the hammer's foot) over
        frames `first`..end, None if nothing is there: the camera fits this, padded by
        the pieces' size, to keep every piece in view during a replay."""
        xs: list[float] = []
        ys: list[float] = []
        for row in self.frames[first:]:
            xs.extend(v for v in row[0::3] if v is not None)
            ys.extend(v for v in row[1::3] if v is not None)
        if not xs:
            return None
        return (min(xs), min(ys), max(xs), max(ys))


@dataclass(frozen=True)
class PlaceResult:
    """The outcome of placing one piece and letting the world come to rest.

    piece_id: the new piece's id. disturbance: the largest displacement (u) of any
    piece that was already there (0 for a clean placement; large when the castle fell).
    """

    world: World
    piece_id: int
    facts: tuple[PieceFacts, ...]
    trajectory: Trajectory
    disturbance: float
    rested: bool
    # carry(): the trajectory's frame at which the hand let go (the frames before it are
    # the carry the player saw live). 0 for place().
    released_frame: int = 0


@dataclass(frozen=True)
class AttackResult:
    """The outcome of one hammer blow on one castle.

    The hammer falls, everything comes to rest, then the hammer is lifted off (the sheet:
    the castle's owner removes a stuck hammer, and what falls then still counts for the
    attacker) and everything comes to rest again. `world` is that final world (no
    hammer), `facts` its pieces' facts; `fallen` the ids touching the table at the end;
    `hit` whether the hammer touched any piece at all. The trajectory covers both parts.
    """

    world: World
    facts: tuple[PieceFacts, ...]
    fallen: tuple[int, ...]
    hit: bool
    trajectory: Trajectory
    rested: bool


@dataclass(frozen=True)
class SettleResult:
    """The outcome of removing pieces or of letting time pass."""

    world: World
    facts: tuple[PieceFacts, ...]
    removed: tuple[int, ...]
    trajectory: Trajectory
    disturbance: float
    rested: bool


@runtime_checkable
class LiveHand(Protocol):
    """A piece carried through a live castle world (physics/hand.py has the details).

    Drive it once per physics tick (HAND_RATE per second): `tick(target)` while held,
    `release()` on mouse-up, then `tick()` until `done` to watch the landing. `poses()`
    gives every body to draw (the carried one is `piece_id`), `hand_point()` where the
    fingers are (model 3: the piece's grip; before, target + sway). `path_tuple()` is the recorded path, the action's
    content: `CastlePhysics.carry` with that path gives `result()` bit for bit."""

    piece_id: int
    held: bool
    released_frame: int | None
    thrown: bool  # set by release(): the piece left the fingers with a flick (v2.4)

    @property
    def done(self) -> bool: ...

    def tick(self, target: Point | None = None) -> None: ...

    def release(self) -> None: ...

    def poses(self) -> dict[int, tuple[float, float, float]]: ...

    def hand_point(self) -> Point | None: ...

    def path_tuple(self) -> tuple[Point, ...]: ...

    def result(self) -> PlaceResult: ...


@runtime_checkable
class CastlePhysics(Protocol):
    """Pure, deterministic functions of JSON worlds (see the module docstring)."""

    def layout(self) -> Layout:
        """The fixed geometry of a castle plane."""
        ...

    def piece_kinds(self) -> dict[str, PieceShape]:
        """Every kind in PIECE_KINDS plus "hammer", loaded from physics/pieces.json."""
        ...

    def empty_castle(self, seed: int = 0, physics: int | None = None) -> World:
        """A world with just the foundation (no pieces). `seed` picks the castle's set
        of slightly imperfect blocks (the physics may ignore it). `physics`: the
        version of the physics the world is simulated with, kept in the world, so a
        saved world replays as it was played; None is the newest (PHYSICS_VERSION).
        Version 1 is the physics before issue 22 (contact friction and restitution were
        the squares of the declared ones); a world saved without a version is 1."""
        ...

    def place(
        self,
        world: World,
        kind: str,
        x: float,
        *,
        owner: int,
        angle: float = 0.0,
        mirrored: bool = False,
    ) -> PlaceResult:
        """Lower a piece gently, centre at horizontal position x and held at `angle`,
        from above until it first touches something, release it there with no speed,
        and simulate until everything rests. The rules decide which angles are legal
        (blocks upright, the King any pose); `mirrored` only changes the drawing."""
        ...

    def landing_pose(
        self, world: World, kind: str, x: float, angle: float = 0.0
    ) -> tuple[float, float, float] | None:
        """Where place() would release the piece: (x, y, angle) of its centre at the
        moment it touches, for the client's ghost. None if it would touch nothing
        above the table (it would land on the table)."""
        ...

    def general_spots(self, world: World, kind: str = "general") -> tuple[tuple[float, float], ...]:
        """Intervals of centre x where a piece of `kind` lowered upright would land
        directly on the foundation (nothing above it in the way), merged, sorted. At the
        foundation's ends the foot may overhang a little (the centre stays over it)."""
        ...

    def attack(self, world: World, offset: float, lean: float) -> AttackResult:
        """Stand the hammer on its base at `offset` (layout().offset_range) with a lean
        of `lean` radians towards the castle (layout().lean_range), let it fall under
        gravity alone, and report (see AttackResult). Values outside the ranges are
        clamped."""
        ...

    def facts(self, world: World) -> tuple[PieceFacts, ...]:
        """The facts of every piece of a world at rest, sorted by id."""
        ...

    def hand(self, world: World, kind: str, *, owner: int, angle: float = 0.0,
             mirrored: bool = False, steadiness: str = "normal", seed: int = 0,
             sway_model: int = SWAY_MODEL) -> LiveHand:
        """Start carrying a new piece of `kind` over this (live) castle world, held at
        `angle` (blocks and the General 0, the King any), swaying as a hand of this
        `steadiness` ("steady", "normal", "shaky") with this `seed`, by this sway model
        (rules/castle_crush/sway.py: 2, the default, throws a piece let go at once)."""
        ...

    def pickup_position(self, world: World, kind: str, point: Point, angle: float = 0.0,
                        mirrored: bool = False) -> Point:
        """(v2.4) Where a press at `point` takes the piece, as its position: hanging from
        the fingers there, or at the nearest free place when that would be inside
        another piece (the sway aside). For the ghost drawn before the press."""
        ...

    def grip(self, kind: str, angle: float = 0.0, mirrored: bool = False) -> Point:
        """From a piece's (x, y) to the point the hand holds it by, at that pose: to lay
        a piece at a pose, aim the hand at pose + grip."""
        ...

    def carry(self, world: World, kind: str, path: tuple[Point, ...], *, owner: int,
              angle: float = 0.0, mirrored: bool = False, steadiness: str = "normal",
              seed: int = 0, sway_model: int = SWAY_MODEL) -> PlaceResult:
        """Re-simulate a carry from its recorded path (one target per tick, released
        after the last) and run to rest: exactly what the live hand showed (a Carry's
        `sway_model` is the one it was played with)."""
        ...

    def strike(self, world: World, foot: float) -> AttackResult:
        """Stand the hammer upright with its foot at `foot` (layout().foot_range, from
        the base's centre) and let it tip over towards the castle by itself (the sheet:
        "sans forcer"). Otherwise as attack(). The direction of the blow is the choice
        of the target castle: each castle has its own plane (RULINGS)."""
        ...

    def hammer_arc(self, foot: float, points: int = 24) -> tuple[Point, ...]:
        """The path of the hammer head's far end from standing to lying on the table,
        ignoring the castle: the arc the head will sweep for this stance."""
        ...

    def remove(self, world: World, ids: tuple[int, ...] | list[int]) -> SettleResult:
        """Take these pieces away (unknown ids are ignored) and simulate until rest."""
        ...

    def clean(self, world: World) -> SettleResult:
        """The sheet's Clean step: take away every piece that is not on the foundation
        (storey 0) or touches the table, let the rest settle, and repeat while that
        makes more pieces fall. `removed` lists them all."""
        ...

    def settle(self, world: World, seconds: float) -> SettleResult:
        """Let the world run for `seconds` of simulated time (no removal)."""
        ...

    def height(self, world: World) -> float:
        """Height of the castle above the foundation's top: the highest point of the
        blocks (not pawns) with storey >= 1; 0 for an empty castle. Ties in the final
        standings go to the tallest remaining castle."""
        ...


# The newest physics version (see CastlePhysics.empty_castle); worlds made before the
# field existed are 1. Rules that rebuild a game from its history must pass the version
# the game was started with to empty_castle.
PHYSICS_VERSION = 2


def empty_castle_for(world: World, version: int) -> World:
    """An empty castle (no pieces yet) as `empty_castle` makes it for physics `version`:
    the world's "physics" key, absent for version 1. A game replayed from its history
    learns the version it was played with at its first build move, after setup made its
    castles; a castle with pieces is returned unchanged."""
    if world.get("pieces"):
        return world
    out = {k: v for k, v in world.items() if k != "physics"}
    if version != 1:
        out["physics"] = int(version)
    return out


def facts_by_id(facts: tuple[PieceFacts, ...] | list[PieceFacts]) -> dict[int, PieceFacts]:
    """Index a facts list by piece id."""
    return {f.id: f for f in facts}
