"""Lowering a piece from above until it first touches something (place(), the ghost)."""

from __future__ import annotations

import ludotheque.physics.tuning as tuning
from ludotheque.physics.shapes import layout, mirrored_parts, piece_kinds, transform
from ludotheque.physics.world import FOUNDATION, HAMMER_BASE, PIECE, TABLE, Built, build, piece_body
from ludotheque.rules.castle_crush.port import World

SURFACE_NAMES = {TABLE: "table", FOUNDATION: "foundation", PIECE: "piece", HAMMER_BASE: "base"}
# A touch stops the lowering when its normal points down from the probe by more than
# this (slopes up to about 70 degrees hold a piece); side contacts are grazed past
# unless they overlap by more than SIDE_OVERLAP (twice the solver's slop).
SUPPORTING_NORMAL = 0.3
SIDE_OVERLAP = 0.02
BISECTIONS = 20  # 0.05 u / 2^20: the release height is found to 5e-8 u


class _Probe:
    """A piece-shaped body outside the space, moved around and queried for overlaps."""

    def __init__(self, built: Built, kind: str, angle: float) -> None:
        self.space = built.space
        self.body, self.shapes = piece_body(kind, mirrored=False)
        self.body.angle = angle
        shape = piece_kinds()[kind]
        self.reach = 0.5 * (shape.width**2 + shape.height**2) ** 0.5

    def hits(self, x: float, y: float) -> set[int]:
        """Collision types of what stops the probe going down at (x, y): a touch from
        below, or a real overlap. A piece lowered flush beside another only grazes its
        side (normal horizontal) and keeps going down, as a hand would slide it."""
        self.body.position = (x, y)
        found: set[int] = set()
        for shape in self.shapes:
            shape.cache_bb()
            for info in self.space.shape_query(shape):
                points = info.contact_point_set.points
                if not points:
                    continue
                deepest = min(p.distance for p in points)
                from_below = info.contact_point_set.normal.y < -SUPPORTING_NORMAL
                if (from_below and deepest <= 0.0) or deepest < -SIDE_OVERLAP:
                    found.add(info.shape.collision_type)
        return found

    def start_height(self, x: float) -> float:
        """Safely above everything within reach of x (so the sweep starts free)."""
        top = 0.0
        for body in self.space.bodies:
            for shape in body.shapes:
                bb = shape.bb
                if bb.right >= x - self.reach and bb.left <= x + self.reach:
                    top = max(top, bb.top)
        for shape in self.space.static_body.shapes:
            if shape.collision_type != TABLE:
                top = max(top, shape.bb.top)
        return top + self.reach + 0.1

    def lower(self, x: float) -> tuple[float, set[str]]:
        """(release y, names of the surfaces first touched) for a drop at x."""
        free = self.start_height(x)
        hit = free
        touched: set[int] = set()
        while True:
            hit = free - tuning.LOWER_STEP
            touched = self.hits(x, hit)
            if touched:
                break
            free = hit
        for _ in range(BISECTIONS):
            mid = 0.5 * (free + hit)
            now = self.hits(x, mid)
            if now:
                hit, touched = mid, now
            else:
                free = mid
        return free + tuning.RELEASE_GAP, {SURFACE_NAMES[t] for t in touched}


def landing(world: World, kind: str, x: float, angle: float = 0.0) -> tuple[float, set[str]]:
    """Where a piece lowered at x (held at `angle`) is released: its centre's y, and
    the names of what it first touches ("table", "foundation", "piece", "base")."""
    probe = _Probe(build(world), kind, angle)
    return probe.lower(x)


def landing_surfaces(world: World, kind: str, xs: list[float]) -> list[tuple[float, set[str]]]:
    """landing() for many x on one built space (upright pieces)."""
    probe = _Probe(build(world), kind, 0.0)
    return [(x, probe.lower(x)[1]) for x in xs]



def _x_extent_above(points: list[tuple[float, float]], floor: float) -> tuple[float, float] | None:
    """x-range of the part of a convex polygon strictly above y = floor."""
    xs = [x for x, y in points if y > floor]
    n = len(points)
    for i in range(n):
        (x0, y0), (x1, y1) = points[i], points[(i + 1) % n]
        if (y0 > floor) != (y1 > floor):
            xs.append(x0 + (floor - y0) * (x1 - x0) / (y1 - y0))
    return (min(xs), max(xs)) if xs else None


def foundation_spans(world: World, kind: str) -> tuple[tuple[float, float], ...]:
    """Centre x where a piece of `kind`, lowered upright from above, meets nothing before
    the foundation. Every kind's widest part is its flat bottom, so the piece sweeps a
    column as wide as itself: x is free unless some piece has a point above the
    foundation's top within half a width of x (exact, no sampling). At the foundation's
    ends the foot may overhang (tuning.EDGE_MARGIN): otherwise a castle leaving a visible
    strip of foundation could leave the General a sub-pixel spot."""
    lay = layout()
    half = piece_kinds()[kind].width / 2
    margin = min(half, tuning.EDGE_MARGIN)
    low, high = lay.foundation_left + margin, lay.foundation_right - margin
    blocked = []
    for p in world["pieces"]:
        parts = mirrored_parts(piece_kinds()[p["kind"]], p["mirrored"])
        for part in parts:
            extent = _x_extent_above(transform(part, p["x"], p["y"], p["angle"]), lay.foundation_top)
            if extent is not None:
                blocked.append((extent[0] - half, extent[1] + half))
    spans = []
    start = low
    for a, b in sorted(blocked):
        if b <= start:
            continue
        if a > start:
            spans.append((start, min(a, high)))
        start = max(start, b)
        if start >= high:
            break
    if start < high:
        spans.append((start, high))
    # Touching counts as meeting: ends are nudged in, and empty spans dropped.
    eps = 1e-6
    return tuple((a + eps, b - eps) for a, b in spans if b - a > 2 * eps)
