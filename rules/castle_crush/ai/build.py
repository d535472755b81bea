"""The builder's eye: where a block would land and how well it would be held, read from
the physics' landing pose and the facts of the castle, before any simulation.

Simulating a placement on a tall castle costs up to a second, so the agent ranks every
drop position by this cheap reading and simulates only the few best.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ludotheque.rules.castle_crush.port import PAWN_KINDS, PieceFacts

NEAR = 0.05  # u: a top this close to a landing bottom is what the piece lands on
GRID_STEP = 0.125  # u: the finest drop positions examined
COARSE_STEP = 0.25  # u between drop positions of the first pass
REFINE = 3  # best coarse drops whose neighbours are examined too
# Keep the far end of the foundation free for the General (he stands beside the castle).
GENERAL_ROOM = 0.75


@dataclass(frozen=True)
class Drop:
    """One drop position as the builder reads it."""

    x: float
    storey: int  # the storey the piece would take
    margin: float  # how far its centre is inside what holds it (u, capped)
    top: float  # the piece's top after landing (y)
    base: float | None = None  # x of the foot of the column it would crown (None: the foundation)


def drops(port: Any, world: dict[str, Any], facts: tuple[PieceFacts, ...], kind: str,
          room_for_general: bool = True, min_margin: float = 0.1) -> list[Drop]:
    """Every drop position where the piece would land on something that can hold it:
    a coarse pass every COARSE_STEP, then the neighbours of the best few (a landing
    pose costs a few milliseconds on a tall castle)."""
    lay = port.layout()
    lo, hi = lay.place_x_range
    # Pawns stand on narrow ledges that a coarse pass would step over.
    step = GRID_STEP if kind in PAWN_KINDS else COARSE_STEP
    n = int(round((hi - lo) / step))
    seen: dict[float, Drop | None] = {}
    for i in range(n + 1):
        x = round(lo + i * step, 6)
        seen[x] = _read(port, world, facts, kind, x, room_for_general, min_margin)
    coarse = sorted((d for d in seen.values() if d is not None), key=lambda d: (-d.storey, -d.margin))
    for d in coarse[:REFINE]:
        for x in (round(d.x - GRID_STEP, 6), round(d.x + GRID_STEP, 6)):
            if lo <= x <= hi and x not in seen:
                seen[x] = _read(port, world, facts, kind, x, room_for_general, min_margin)
    return sorted((d for d in seen.values() if d is not None), key=lambda d: d.x)


def _read(port, world, facts, kind, x, room_for_general, min_margin) -> Drop | None:
    lay = port.layout()
    shape = port.piece_kinds()[kind]
    w, h = shape.width, shape.height
    pose = port.landing_pose(world, kind, x)
    if pose is None:
        return None
    bottom = pose[1] - h / 2
    held = _holders(facts, port.piece_kinds(), x, w, bottom, lay)
    if held is None:
        return None
    storey, left, right, base = held
    if storey == 1 and room_for_general and x + w / 2 > lay.foundation_right - GENERAL_ROOM:
        return None
    margin = min(x - left, right - x, 0.5)
    if margin < min_margin:
        return None
    return Drop(x, storey, round(margin, 4), round(bottom + h, 4), base)


def _holders(facts, shapes, x, w, bottom, lay) -> tuple[int, float, float, float | None] | None:
    """(storey the piece takes, left and right ends of what holds it, x of the foot of
    that column), or None when it would rest on a roof's ridge or a pawn."""
    if abs(bottom - lay.foundation_top) <= NEAR:
        return 1, lay.foundation_left, lay.foundation_right, None
    lo, hi = x - w / 2, x + w / 2
    under = []
    for f in facts:
        if f.storey < 1 or f.on_table or abs(f.top - bottom) > NEAR:
            continue
        half = shapes[f.kind].width / 2
        if f.x + half > lo + 1e-6 and f.x - half < hi - 1e-6:
            under.append((f, half))
    if not under or any(f.kind == "roof" or f.kind in PAWN_KINDS for f, _ in under):
        return None
    left = min(f.x - half for f, half in under)
    right = max(f.x + half for f, half in under)
    return 1 + max(f.storey for f, _ in under), left, right, _foot(facts, [f for f, _ in under])


def _foot(facts: tuple[PieceFacts, ...], top: list[PieceFacts]) -> float:
    """Mean x of the storey-1 pieces that hold these up, through their supports."""
    by_id = {f.id: f for f in facts}
    seen, todo, feet = set(), list(top), []
    while todo:
        f = todo.pop()
        if f.id in seen:
            continue
        seen.add(f.id)
        if f.storey <= 1:
            feet.append(f.x)
        todo.extend(by_id[s] for s in f.supports if s in by_id)
    return sum(feet) / len(feet) if feet else sum(f.x for f in top) / len(top)


def ranked(candidates: list[Drop], centre: float, max_top: float | None = None,
           plumb: bool = False) -> list[Drop]:
    """Best first: the highest storey, then well held, then near the castle's axis.
    `max_top` (Standard and Speed) keeps castles low enough to weather the hammer.
    `plumb`: near the foot of the column each drop crowns instead, so a column whose
    blocks the hand laid a little off leans back over its foot rather than walking
    further off with every storey."""
    pool = candidates
    if max_top is not None:
        low = [d for d in candidates if d.top <= max_top]
        pool = low or sorted(candidates, key=lambda d: d.top)[:3]

    def axis(d: Drop) -> float:
        return d.base if plumb and d.base is not None else centre

    return sorted(pool, key=lambda d: (-d.storey, -min(d.margin, 0.3), abs(d.x - axis(d)), d.x))


def castle_axis(facts: tuple[PieceFacts, ...]) -> float:
    """Where the castle's upper pieces stand: new pieces keep the stack straight."""
    blocks = [f for f in facts if f.storey >= 1 and f.kind not in PAWN_KINDS and f.kind != "roof"]
    if not blocks:
        return 0.0
    top = max(blocks, key=lambda f: f.top)
    return top.x


def free_tops(facts: tuple[PieceFacts, ...], shapes: dict[str, Any], width: float) -> bool:
    """Is there a flat, uncovered top at least `width` wide on the castle's blocks (a
    throne for the King)? Read from the facts alone: no landing poses, so it is cheap.
    A block knocked onto its side (a quarter turn) still has a flat top: after an attack
    those are often the only ones left."""
    return bool(free_top_spans(facts, shapes, width))


def free_top_spans(facts: tuple[PieceFacts, ...], shapes: dict[str, Any],
                   width: float) -> list[tuple[float, float, float]]:
    """The flat, uncovered stretches at least `width` wide on the castle's blocks, as
    (left, right, height): where the King may stand (the screen marks them)."""
    blocks = [f for f in facts if f.storey >= 1 and not f.on_table and f.kind not in PAWN_KINDS
              and f.kind != "roof" and _extent(shapes, f) is not None]
    out = []
    for f in blocks:
        half = _extent(shapes, f)[0] / 2
        free = [(f.x - half, f.x + half)]
        for g in facts:
            size = _extent(shapes, g) or (shapes[g.kind].width, shapes[g.kind].height)
            if g is f or abs((g.top - size[1]) - f.top) > NEAR * 2:
                continue
            free = _cut(free, g.x - size[0] / 2, g.x + size[0] / 2)
        out += [(lo, hi, f.top) for lo, hi in free if hi - lo >= width]
    return out


def _extent(shapes: dict[str, Any], f: PieceFacts) -> tuple[float, float] | None:
    """(width, height) of a piece turned a whole number of quarter turns, else None."""
    quarter = round(f.angle / (math.pi / 2))
    if abs(f.angle - quarter * math.pi / 2) >= 0.05:
        return None
    shape = shapes[f.kind]
    return (shape.width, shape.height) if quarter % 2 == 0 else (shape.height, shape.width)


def _cut(spans: list[tuple[float, float]], lo: float, hi: float) -> list[tuple[float, float]]:
    out = []
    for a, b in spans:
        if hi <= a or lo >= b:
            out.append((a, b))
            continue
        if lo > a:
            out.append((a, lo))
        if hi < b:
            out.append((hi, b))
    return out
