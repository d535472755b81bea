"""Showing one action without playing it (a hint, or what a tutorial step asks): the
track space to stop on, the ghost block, the ghost platform, or the panel button, lit
in gold. `guide_shapes` says where on screen; `draw_guide` draws it."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import ludotheque.client.scenes.casa_grande.paint as paint
import pygame
from ludotheque.client.scenes.casa_grande.iso import SIZE, Iso
from ludotheque.rules.casa_grande.actions import Corner, Move, PlaceBlock, PlacePlatform
from ludotheque.rules.casa_grande.data import num_shapes, orientation, track_length
from ludotheque.rules.casa_grande.phases import Phase

if TYPE_CHECKING:
    from ludotheque.client.scenes.casa_grande.screen import Table

Polys = list[list[tuple[float, float]]]


def guide_space(table: Table, action: Any) -> int | None:
    """The track space a Corner or Move guide points at."""
    if isinstance(action, Corner):
        return action.space if 0 <= action.space < track_length() else None
    if isinstance(action, Move) and table.phase == Phase.MOVE:
        return table.reach.get(action.extra)
    return None


def guide_shapes(table: Table, iso: Iso, action: Any) -> Polys:
    """The outlines of the guided place on the site (empty: not a place on the site)."""
    space = guide_space(table, action)
    if space is not None and isinstance(action, Move):
        # Stopping there chooses the lane the space faces: it is part of the place shown
        # (and a caption beside it must not cover it).
        lane = [iso.top(c % SIZE, c // SIZE, table.site.top_h[c]) for c in table.lane(space)]
        return [iso.box(*paint.space_rect(space), 0, 0)[0], *lane]
    if space is not None:
        return [iso.box(*paint.space_rect(space), 0, 0)[0]]
    if isinstance(action, PlaceBlock) and 0 <= action.x < SIZE and 0 <= action.y < SIZE:
        c = action.y * SIZE + action.x
        z = table.site.top_h[c]
        return [iso.silhouette(action.x, action.y, z, z + 1)]
    if isinstance(action, PlacePlatform) and known_platform(action):
        z = _platform_height(table, action)
        cells = [(action.x + dx, action.y + dy) for dx, dy in orientation(action.shape, action.rot % 4).cells()]
        return [iso.top(x, y, z + 0.25) for x, y in cells if 0 <= x < SIZE and 0 <= y < SIZE]
    return []


def known_platform(action: PlacePlatform) -> bool:
    return isinstance(action.shape, int) and 0 <= action.shape < num_shapes() and isinstance(action.rot, int)


def _platform_height(table: Table, action: PlacePlatform) -> int:
    return table.resting(action.shape, action.rot, action.x, action.y)


def bounds(polys: Polys) -> pygame.Rect | None:
    if not polys:
        return None
    xs = [p[0] for poly in polys for p in poly]
    ys = [p[1] for poly in polys for p in poly]
    return pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)


def draw_guide(surface: pygame.Surface, iso: Iso, table: Table, action: Any, colour, age: float = 0.0) -> None:
    """The guided action drawn the way the board shows that kind of move, in gold, with
    a slow pulse so it is found at a glance (`age`: the board's seconds, from its motion
    clock, so a frame is the same whenever it is drawn)."""
    pulse = 0.5 + 0.5 * math.sin(age * 5)
    width = max(2, int(iso.hw * (0.08 + 0.06 * pulse)))
    if isinstance(action, PlaceBlock) and 0 <= action.x < SIZE and 0 <= action.y < SIZE:
        z = table.site.top_h[action.y * SIZE + action.x]
        paint.draw_block(surface, iso, action.x, action.y, z + 0.15, colour(table.turn), None, outline=paint.GOLD)
    elif isinstance(action, PlacePlatform) and known_platform(action):
        o = orientation(action.shape, action.rot % 4)
        z = _platform_height(table, action)
        footprint = {(action.x + dx, action.y + dy) for dx, dy in o.cells()}
        for dx, dy in sorted(o.cells(), key=lambda d: iso.depth(action.x + d[0], action.y + d[1])):
            x, y = action.x + dx, action.y + dy
            if not (0 <= x < SIZE and 0 <= y < SIZE):
                continue
            edges = tuple((x + ex, y + ey) not in footprint for ex, ey in ((0, -1), (1, 0), (0, 1), (-1, 0)))
            paint.draw_slab_cell(surface, iso, x, y, z + 0.25, colour(table.turn), (dx, dy) in o.marked, None, edges)
    for poly in guide_shapes(table, iso, action):
        pygame.draw.polygon(surface, paint.GOLD, poly, width)
