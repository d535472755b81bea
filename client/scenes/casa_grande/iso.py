"""The isometric projection of the site: world (x, y, z) in cells and block layers to
screen pixels, for one of four view rotations, and picking columns under the cursor.

World x runs along the site's columns A-H, y along its rows 1-8, z up in block
layers. The view turns the world a quarter turn at a time about the site's centre, so
(u, v) below are the turned coordinates; screen x grows with u - v, screen y with u + v.
"""

from __future__ import annotations

from dataclasses import dataclass

SIZE = 8
CENTRE = SIZE / 2
SLAB = 0.16  # a platform's thickness in block layers (drawn into the layer below it)

Point = tuple[float, float]


@dataclass
class Iso:
    ox: float  # screen position of world (u, v) = (0, 0) at z = 0
    oy: float
    hw: float  # half the width of a cell's diamond
    hh: float  # half its height
    zh: float  # height of one block layer
    rot: int = 0
    flat: bool = False  # seen from straight above: square cells, every top in sight, no height

    def turn(self, x: float, y: float) -> Point:
        """World (x, y) to view (u, v): `rot` quarter turns about the site's centre."""
        a, b = x - CENTRE, y - CENTRE
        for _ in range(self.rot % 4):
            a, b = -b, a
        return a + CENTRE, b + CENTRE

    def unturn(self, u: float, v: float) -> Point:
        a, b = u - CENTRE, v - CENTRE
        for _ in range(self.rot % 4):
            a, b = b, -a
        return a + CENTRE, b + CENTRE

    def uv(self, u: float, v: float, z: float = 0.0) -> Point:
        if self.flat:  # (ox, oy) is then the site's centre and hw a cell's side
            return (self.ox + (u - CENTRE) * self.hw, self.oy + (v - CENTRE) * self.hw)
        return (self.ox + (u - v) * self.hw, self.oy + (u + v) * self.hh - z * self.zh)

    def point(self, x: float, y: float, z: float = 0.0) -> Point:
        return self.uv(*self.turn(x, y), z)

    def depth(self, cx: float, cy: float) -> float:
        """Painter's order: smaller is further back."""
        u, v = self.turn(cx + 0.5, cy + 0.5)
        return u + v

    # --- polygons of boxes -------------------------------------------------------------
    def bounds(self, x0: float, y0: float, x1: float, y1: float) -> tuple[float, float, float, float]:
        """A world rectangle's (u0, v0, u1, v1) in the view."""
        a, b = self.turn(x0, y0)
        c, d = self.turn(x1, y1)
        return min(a, c), min(b, d), max(a, c), max(b, d)

    def box(self, x0: float, y0: float, x1: float, y1: float, z0: float, z1: float
            ) -> tuple[list[Point], list[Point], list[Point]]:
        """Top, lower-left (v front) and lower-right (u front) faces of a box."""
        u0, v0, u1, v1 = self.bounds(x0, y0, x1, y1)
        uv = self.uv
        top = [uv(u0, v0, z1), uv(u1, v0, z1), uv(u1, v1, z1), uv(u0, v1, z1)]
        left = [uv(u0, v1, z1), uv(u1, v1, z1), uv(u1, v1, z0), uv(u0, v1, z0)]
        right = [uv(u1, v0, z1), uv(u1, v1, z1), uv(u1, v1, z0), uv(u1, v0, z0)]
        return top, left, right

    def top(self, cx: int, cy: int, z: float) -> list[Point]:
        return self.box(cx, cy, cx + 1, cy + 1, z, z)[0]

    def silhouette(self, cx: int, cy: int, z0: float, z1: float) -> list[Point]:
        """The outline of a cell's prism on screen (for picking)."""
        u0, v0, u1, v1 = self.bounds(cx, cy, cx + 1, cy + 1)
        uv = self.uv
        return [uv(u0, v0, z1), uv(u1, v0, z1), uv(u1, v0, z0), uv(u1, v1, z0), uv(u0, v1, z0), uv(u0, v1, z1)]

    def edge(self, cx: int, cy: int, side: int, z: float) -> tuple[Point, Point]:
        """One edge of a cell's top, in world terms: 0 north, 1 east, 2 south, 3 west."""
        corners = [(cx, cy), (cx + 1, cy), (cx + 1, cy + 1), (cx, cy + 1)]
        a, b = corners[side], corners[(side + 1) % 4]
        return self.point(a[0], a[1], z), self.point(b[0], b[1], z)


def inside(point: Point, poly: list[Point]) -> bool:
    """Even-odd rule: is `point` inside the polygon?"""
    x, y = point
    hit = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


FLAT_CELLS = 11.8  # the site seen from above, its track and labels, in cells


def fit_flat(rect_w: int, rect_h: int) -> float:
    """A cell's side so the site seen from above, its track and labels fit."""
    return min(rect_w, rect_h) / FLAT_CELLS


def fit(rect_w: int, rect_h: int, headroom: float) -> tuple[float, float, float]:
    """hw, hh, zh so the site, its track ring and labels (11 x 11 cells) and `headroom`
    layers of height fit in the rectangle."""
    hw = min(rect_w / 21.8, rect_h / (11.0 + headroom * 0.8))
    return hw, hw / 2, hw * 0.8


def height_needed(hw: float, headroom: float) -> float:
    """The height `fit` gives the site, its ring, labels and towers at half-width `hw`."""
    return hw * (11.0 + headroom * 0.8)
