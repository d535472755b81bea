"""The hammer's preview while aiming (issue 31): not only the path of its head's centre but
the band the whole hammer (head and handle) sweeps as it turns about its foot, and where
it first touches the castle. Plain geometry on the pieces' outlines, world frame (u, y up):
a preview, the physics decides the blow.

The hammer turns clockwise about its foot (the physics' `hammer_arc`): at a turn `a` its
local frame is rotated by -a."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

Point = tuple[float, float]
Polygon = Sequence[Point]
STEPS = 90  # turns tried between standing and lying


def turned(poly: Iterable[Point], x: float, y: float, angle: float, mirrored: bool = False) -> list[Point]:
    c, s = math.cos(angle), math.sin(angle)
    out = []
    for px, py in poly:
        if mirrored:
            px = -px
        out.append((x + px * c - py * s, y + px * s + py * c))
    return out


def lying_turn(foot: Point, arc: Sequence[Point]) -> float:
    """The turn at which the hammer lies on the table: read from the arc's last point."""
    if not arc:
        return math.pi / 2
    fx, fy = foot
    x, y = arc[-1]
    return math.atan2(x - fx, y - fy)


def _inside(p: Point, poly: Polygon) -> bool:
    x, y = p
    inside = False
    n = len(poly)
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def _crossing(a: Point, b: Point, c: Point, d: Point) -> Point | None:
    """Where segments ab and cd cross, or None."""
    rx, ry = b[0] - a[0], b[1] - a[1]
    sx, sy = d[0] - c[0], d[1] - c[1]
    den = rx * sy - ry * sx
    if abs(den) < 1e-12:
        return None
    t = ((c[0] - a[0]) * sy - (c[1] - a[1]) * sx) / den
    u = ((c[0] - a[0]) * ry - (c[1] - a[1]) * rx) / den
    if 0.0 <= t <= 1.0 and 0.0 <= u <= 1.0:
        return (a[0] + t * rx, a[1] + t * ry)
    return None


def touch(one: Polygon, other: Polygon) -> Point | None:
    """A point where two polygons meet (an edge crossing, or a corner inside), or None."""
    for i in range(len(one)):
        a, b = one[i], one[(i + 1) % len(one)]
        for j in range(len(other)):
            hit = _crossing(a, b, other[j], other[(j + 1) % len(other)])
            if hit is not None:
                return hit
    for p in one:
        if _inside(p, other):
            return p
    for p in other:
        if _inside(p, one):
            return p
    return None


def first_contact(hammer: Sequence[Polygon], foot: Point, lying: float,
                  pieces: Sequence[Polygon]) -> tuple[float, Point] | None:
    """(the turn, the point) where the hammer turning from standing first meets one of
    `pieces` (their outlines in the world), or None when it reaches the table untouched."""
    boxes = [(min(x for x, _ in p), min(y for _, y in p), max(x for x, _ in p), max(y for _, y in p))
             for p in pieces]
    for k in range(1, STEPS + 1):
        a = lying * k / STEPS
        for part in hammer:
            poly = turned(part, foot[0], foot[1], -a)
            x0, y0 = min(x for x, _ in poly), min(y for _, y in poly)
            x1, y1 = max(x for x, _ in poly), max(y for _, y in poly)
            for piece, (bx0, by0, bx1, by1) in zip(pieces, boxes, strict=True):
                if bx1 < x0 or bx0 > x1 or by1 < y0 or by0 > y1:
                    continue
                hit = touch(poly, piece)
                if hit is not None:
                    return a, hit
    return None


def band(hammer: Sequence[Polygon], foot: Point, until: float, steps: int = 24) -> list[list[Point]]:
    """The hammer's outlines from standing to the turn `until`: together, the band swept."""
    return [turned(part, foot[0], foot[1], -until * k / steps) for k in range(steps + 1) for part in hammer]
