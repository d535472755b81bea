"""The map's shapes, computed from `geo.json`: each territory is the land nearest to its
seed (a Voronoi cell clipped to our outline of the coasts), in map units.

Map units: x grows east, y grows south; the frame is `WIDTH` × `HEIGHT` units. Scenes
scale them to the screen. Computed once per process (a few tens of milliseconds).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path

Point = tuple[float, float]
Polygon = list[Point]

GEO = json.loads((Path(__file__).parent / "geo.json").read_text(encoding="utf-8"))
SCALE = 20.0  # map units per degree of latitude


def project(lon: float, lat: float) -> Point:
    f = GEO["frame"]
    return ((lon - f["west"]) * SCALE * math.cos(math.radians(f["lat0"])), (f["north"] - lat) * SCALE)


WIDTH, HEIGHT = project(GEO["frame"]["east"], GEO["frame"]["south"])


def clip(poly: Polygon, a: float, b: float, c: float) -> Polygon:
    """Sutherland-Hodgman: the part of `poly` where a*x + b*y <= c."""
    out: Polygon = []
    n = len(poly)
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        fp, fq = a * p[0] + b * p[1] - c, a * q[0] + b * q[1] - c
        if fp <= 0:
            out.append(p)
        if (fp <= 0) != (fq <= 0):
            t = fp / (fp - fq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def frame_clip(poly: Polygon) -> Polygon:
    for a, b, c in ((-1, 0, 0), (1, 0, WIDTH), (0, -1, 0), (0, 1, HEIGHT)):
        poly = clip(poly, a, b, c)
    return poly


def contains(poly: Polygon, x: float, y: float) -> bool:
    inside = False
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


@dataclass(frozen=True)
class MapShapes:
    territories: dict[str, list[Polygon]]  # one or more pieces per territory
    anchors: dict[str, Point]  # where the name and the army count go
    lakes: list[Polygon]
    islands: list[Polygon]
    lands: list[Polygon]


def _land_of(seed: Point, lands: dict[str, Polygon]) -> str:
    for name, poly in lands.items():
        if contains(poly, *seed):
            return name
    return min(lands, key=lambda n: min(math.dist(seed, p) for p in lands[n]))


@cache
def shapes() -> MapShapes:
    lands = {k: frame_clip([project(*p) for p in v]) for k, v in GEO["lands"].items()}
    seeds = {t: project(*p) for t, p in GEO["seeds"].items()}
    home = {t: _land_of(s, lands) for t, s in seeds.items()}
    cells: dict[str, list[Polygon]] = {}
    for t, s in seeds.items():
        poly = lands[home[t]]
        for u, o in seeds.items():
            if u == t or home[u] != home[t]:
                continue
            # Keep the side of the bisector nearer to s.
            a, b = o[0] - s[0], o[1] - s[1]
            c = (o[0] ** 2 + o[1] ** 2 - s[0] ** 2 - s[1] ** 2) / 2
            poly = clip(poly, a, b, c)
        cells[t] = [poly]
    for handover in GEO.get("handovers", []):
        _hand_over(cells, seeds, handover)
    lakes = [[project(*p) for p in v] for v in GEO["lakes"].values()]
    islands = [[project(*p) for p in v] for v in GEO["islands"].values()]
    return MapShapes(cells, seeds, lakes, islands, list(lands.values()))


def _hand_over(cells: dict[str, list[Polygon]], seeds: dict[str, Point], handover: dict) -> None:
    """A cell that reaches across a lake onto the far shore (Romania's, onto the tip of
    Crimea, issue 31: its highlight spilled over the Black Sea) gives what lies beyond the
    data's line to the territory that holds that shore."""
    t, to = handover["territory"], handover["give_to"]
    (x1, y1), (x2, y2) = (project(*p) for p in handover["line"])
    a, b = y2 - y1, x1 - x2
    c = a * x1 + b * y1
    if a * seeds[t][0] + b * seeds[t][1] > c:  # keep the seed's side (a*x + b*y <= c)
        a, b, c = -a, -b, -c
    kept = [clip(poly, a, b, c) for poly in cells[t]]
    given = [clip(poly, -a, -b, -c) for poly in cells[t]]
    cells[t] = [p for p in kept if len(p) > 2]
    # The receiver's own pieces are cut at the line too, so that the border they shared
    # with the giver ends there: beyond it, that border now runs inside the receiver.
    own = [piece for poly in cells[to] for piece in (clip(poly, a, b, c), clip(poly, -a, -b, -c))]
    cells[to] = [p for p in own + given if len(p) > 2]


def territory_at(x: float, y: float) -> str | None:
    """The territory under a point in map units (None over water)."""
    sh = shapes()
    if any(contains(lake, x, y) for lake in sh.lakes):
        return None
    for t, pieces in sh.territories.items():
        if any(contains(p, x, y) for p in pieces):
            return t
    return None


PROBE = 2.0  # map units either side of an edge's midpoint, where land is looked for


@cache
def land_edges() -> dict[str, tuple[tuple[int, int], ...]]:
    """Per territory, its outline's edges as (piece, first vertex), among the pieces of 3
    points or more, leaving out the clipping's seams: an edge with no land on either side
    (a cell reaching two shores joined across the sea, or under a lake). It depends on the
    map alone, so it is found once per process rather than at every window size."""
    out = {}
    for t, pieces in shapes().territories.items():
        found = []
        for k, poly in enumerate(p for p in pieces if len(p) > 2):
            for i in range(len(poly)):
                if _borders_land(poly[i], poly[(i + 1) % len(poly)], t):
                    found.append((k, i))
        out[t] = tuple(found)
    return out


def _borders_land(a: Point, b: Point, territory: str) -> bool:
    """Land on one side of the edge at least, and not the territory's own on both (the
    seam between two of its pieces)."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[1] - a[1], a[0] - b[0]
    norm = math.hypot(dx, dy) or 1.0
    sides = [territory_at(mx + side * dx / norm * PROBE, my + side * dy / norm * PROBE) for side in (1, -1)]
    return any(s is not None for s in sides) and not all(s == territory for s in sides)
