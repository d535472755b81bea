"""The facts the rules need, read from pymunk's contact arbiters of a world at rest."""

from __future__ import annotations

import math

import ludotheque.physics.tuning as tuning
import pymunk
from ludotheque.physics.shapes import layout, piece_kinds, transform
from ludotheque.physics.world import FOUNDATION, PIECE, TABLE, Built, build
from ludotheque.rules.castle_crush.port import BLOCK_KINDS, FOUNDATION_ID, PieceFacts, World

# Steps run on a freshly built world before reading arbiters: contacts exist only after
# a step, and a few let resting pieces press on what holds them up.
FACT_STEPS = 4
_SUPPORT_COS = math.cos(math.radians(tuning.SUPPORT_ANGLE_DEG))
_UPRIGHT = math.radians(tuning.UPRIGHT_TOLERANCE_DEG)


def _contacts(built: Built, pid: int) -> tuple[set[int], bool]:
    """(ids this piece rests on, touches the table)."""
    body = built.bodies[pid]
    ids_by_body = {id(b): i for i, b in built.bodies.items()}
    supports: set[int] = set()
    on_table = [False]

    def visit(arb: pymunk.Arbiter) -> None:
        if not arb.contact_point_set.points:
            return
        mine, other = arb.shapes
        if mine.body is not body:  # keep "mine" on this piece whatever the order
            mine, other = other, mine
            normal_up = arb.normal.y  # normal points from `other` towards this piece
        else:
            normal_up = -arb.normal.y  # normal points from this piece towards `other`
        if other.collision_type == TABLE:
            on_table[0] = True
        if normal_up < _SUPPORT_COS:
            return
        if other.collision_type == FOUNDATION:
            supports.add(FOUNDATION_ID)
        elif other.collision_type == PIECE:
            oid = ids_by_body.get(id(other.body))
            if oid is not None and other.body is not None and other.body.position.y < body.position.y:
                supports.add(oid)

    body.each_arbiter(visit)
    return supports, on_table[0]


def _upright(angle: float, placed: float) -> bool:
    diff = math.remainder(angle - placed, math.tau)
    return abs(diff) <= _UPRIGHT


def _top(kind: str, mirrored: bool, x: float, y: float, angle: float) -> float:
    shape = piece_kinds()[kind]
    points = [pt for part in shape.parts for pt in part]
    if mirrored:
        points = [(-px, py) for px, py in points]
    return max(py for _, py in transform(tuple(points), x, y, angle))


def facts_of_built(built: Built) -> tuple[PieceFacts, ...]:
    """Facts from the arbiters of a built space that has been stepped; poses (and so
    upright and top) are those of the world the space was built from."""
    pieces = {p["id"]: p for p in built.world["pieces"] if p["id"] in built.bodies}
    contacts = {pid: _contacts(built, pid) for pid in pieces}
    # Supports always have a lower centre, so visiting from the bottom up sees every
    # support's storey before the pieces it holds.
    order = sorted(pieces, key=lambda pid: (pieces[pid]["y"], pid))
    storey: dict[int, int] = {}
    for pid in order:
        below = [0 if s == FOUNDATION_ID else storey.get(s, 0) for s in contacts[pid][0]]
        held = FOUNDATION_ID in contacts[pid][0] or any(b > 0 for b in below)
        storey[pid] = 1 + max(below) if held else 0
    # A piece gone over the table's edge fell off the castle and touched the table, or
    # went past it, on its way down: it counts as on the table (fallen, scored, gathered).
    over_edge = layout().table_y - tuning.OFF_TABLE_DEPTH
    out = []
    for pid in sorted(pieces):
        p = pieces[pid]
        x, y, angle = p["x"], p["y"], p["angle"]
        out.append(
            PieceFacts(
                id=pid,
                kind=p["kind"],
                owner=p["owner"],
                storey=storey[pid],
                supports=tuple(sorted(contacts[pid][0])),
                upright=_upright(angle, p["placed_angle"]),
                on_foundation=storey[pid] >= 1,
                on_table=contacts[pid][1] or y < over_edge,
                x=x,
                y=y,
                angle=angle,
                top=_top(p["kind"], p["mirrored"], x, y, angle),
            )
        )
    return tuple(out)


def facts(world: World) -> tuple[PieceFacts, ...]:
    """Facts of a world at rest: built fresh, stepped FACT_STEPS times (contacts exist
    only after a step), arbiters read. Every caller goes through here, so a result's
    facts always equal facts(result.world)."""
    built = build(world)
    for _ in range(FACT_STEPS):
        built.space.step(tuning.STEP)
    return facts_of_built(built)


def height(world: World) -> float:
    """Highest point of the standing blocks above the foundation's top."""
    tops = [f.top for f in facts(world) if f.kind in BLOCK_KINDS and f.storey >= 1]
    return max(0.0, max(tops, default=layout().foundation_top) - layout().foundation_top)
