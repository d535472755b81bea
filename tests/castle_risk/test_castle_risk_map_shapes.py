"""Issue 31 (should-fix): Romania's highlight spilled over the Black Sea, onto the tip of
Crimea its cell reached across the water. No territory is drawn as a piece of land cut off
from the rest of it (sampled on a grid, a speck at a coast aside)."""

from __future__ import annotations

from ludotheque.client.scenes.castle_risk import geometry as geo

STEP = 4  # map units between samples
SPECK = 2  # samples: a detached piece this small is the coast's rounding, not land


def detached_pieces() -> dict[str, list[int]]:
    grid = {}
    for x in range(0, int(geo.WIDTH), STEP):
        for y in range(0, int(geo.HEIGHT), STEP):
            t = geo.territory_at(x + 0.5, y + 0.5)
            if t is not None:
                grid[x, y] = t
    seen: set = set()
    pieces: dict[str, list[int]] = {}
    for start, t in grid.items():
        if start in seen:
            continue
        seen.add(start)
        stack, size = [start], 0
        while stack:
            x, y = stack.pop()
            size += 1
            for q in ((x + STEP, y), (x - STEP, y), (x, y + STEP), (x, y - STEP)):
                if q not in seen and grid.get(q) == t:
                    seen.add(q)
                    stack.append(q)
        pieces.setdefault(t, []).append(size)
    return {t: sorted(sizes, reverse=True)[1:] for t, sizes in pieces.items() if len(sizes) > 1}


def test_no_territory_has_land_cut_off_from_it():
    cut_off = {t: [n for n in rest if n > SPECK] for t, rest in detached_pieces().items()}
    assert {t: rest for t, rest in cut_off.items() if rest} == {}


def test_the_tip_of_crimea_is_ukraines_and_romania_stays_west_of_the_black_sea():
    tip = (555, 445)  # map units, on the tip of Crimea
    assert geo.territory_at(*tip) == "ukraine"
    assert all(p[0] < 540 for poly in geo.shapes().territories["romania"] for p in poly)
