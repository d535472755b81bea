"""Drawing Casa Grande's site: plaster ground, terracotta track, blocks, platforms with
their marked holes showing the pegs beneath, pawns and sun corners. Pure drawing: every
function takes what to draw and where; nothing here knows the rules.
"""

from __future__ import annotations

import math
from functools import cache
from typing import TYPE_CHECKING

import pygame
from ludotheque.client.colours import named
from ludotheque.client.scenes.casa_grande.iso import SIZE, SLAB, Iso
from ludotheque.client.ui import draw
from ludotheque.rules.casa_grande.data import corners, orientation, track

if TYPE_CHECKING:
    from ludotheque.client.scenes.casa_grande.screen import SitePlan

Colour = tuple[int, int, int]

PLASTER = named("plaster", "casa_grande")
PLASTER_GROUT = named("plaster_grout", "casa_grande")
PLINTH = named("plinth", "casa_grande")
PLINTH_DARK = named("plinth_dark", "casa_grande")
TERRACOTTA = named("terracotta", "casa_grande")
TERRACOTTA_LIGHT = named("terracotta_light", "casa_grande")
TERRACOTTA_DARK = named("terracotta_dark", "casa_grande")
SUN = named("sun", "casa_grande")
OUTLINE = named("outline", "casa_grande")
GOLD = named("gold", "casa_grande")
LEGAL = named("legal", "casa_grande")
ILLEGAL = named("illegal", "casa_grande")


@cache
def shade(colour: Colour, factor: float) -> Colour:
    """Darker below 1, towards white above 1 (memoised: called for every face drawn)."""
    if factor <= 1:
        return tuple(max(0, int(c * factor)) for c in colour[:3])
    t = factor - 1
    return tuple(min(255, int(c + (255 - c) * t)) for c in colour[:3])


@cache
def mix(a: Colour, b: Colour, t: float) -> Colour:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


# --- the track -------------------------------------------------------------------------
@cache
def space_rect(space: int) -> tuple[int, int, int, int]:
    """World rectangle (x0, y0, x1, y1) of a track space: a ring one cell wide around the
    site; side spaces sit in front of their 2-wide lane, sun corners on the corners."""
    corner_list = corners()
    if space in corner_list:
        return [(-1, -1, 0, 0), (SIZE, -1, SIZE + 1, 0), (SIZE, SIZE, SIZE + 1, SIZE + 1),
                (-1, SIZE, 0, SIZE + 1)][corner_list.index(space)]
    side = max(i for i, c in enumerate(corner_list) if c <= space)
    spec = track()[space]
    if "cols" in spec:
        x0, x1 = min(spec["cols"]), max(spec["cols"]) + 1
        return (x0, -1, x1, 0) if side == 0 else (x0, SIZE, x1, SIZE + 1)
    y0, y1 = min(spec["rows"]), max(spec["rows"]) + 1
    return (SIZE, y0, SIZE + 1, y1) if side == 1 else (-1, y0, 0, y1)


def space_centre(space: int) -> tuple[float, float]:
    x0, y0, x1, y1 = space_rect(space)
    return (x0 + x1) / 2, (y0 + y1) / 2


def polygon(surface: pygame.Surface, colour, points, width: int = 0) -> None:
    pygame.draw.polygon(surface, colour, points, width)


def draw_box(surface, iso: Iso, rect, z0: float, z1: float, top: Colour, left: Colour, right: Colour,
             outline: Colour | None = OUTLINE) -> list:
    t, lf, rt = iso.box(*rect, z0, z1)
    if z1 > z0:
        polygon(surface, left, lf)
        polygon(surface, right, rt)
    polygon(surface, top, t)
    if outline is not None:
        if z1 > z0:
            polygon(surface, outline, lf, 1)
            polygon(surface, outline, rt, 1)
        polygon(surface, outline, t, 1)
    return t


def draw_ground(surface: pygame.Surface, iso: Iso, font_text) -> None:
    """The plinth, the plaster site with its grout, the terracotta track and its suns,
    and the column letters and row numbers outside the track."""
    # Only the plinth shows sides; everything on it is a flat top face at z = 0, so no
    # painter's ordering is needed for the ground.
    draw_box(surface, iso, (-1, -1, SIZE + 1, SIZE + 1), -0.4, 0.0, TERRACOTTA_DARK, PLINTH, PLINTH_DARK)
    for space in range(len(track())):
        x0, y0, x1, y1 = space_rect(space)
        sun = space in corners()
        draw_box(surface, iso, (x0 + 0.05, y0 + 0.05, x1 - 0.05, y1 - 0.05), 0.0, 0.0,
                 TERRACOTTA_LIGHT if sun else TERRACOTTA, TERRACOTTA, TERRACOTTA, None)
        if sun:
            _sun(surface, iso, (x0 + x1) / 2, (y0 + y1) / 2)
    draw_box(surface, iso, (0, 0, SIZE, SIZE), 0.0, 0.0, PLASTER, PLASTER, PLASTER, PLINTH_DARK)
    for k in range(1, SIZE):
        pygame.draw.line(surface, PLASTER_GROUT, iso.point(k, 0), iso.point(k, SIZE), 1)
        pygame.draw.line(surface, PLASTER_GROUT, iso.point(0, k), iso.point(SIZE, k), 1)
    draw_labels(surface, iso, font_text)


def draw_labels(surface: pygame.Surface, iso: Iso, font_text, backed: bool = False) -> None:
    """The column letters and row numbers outside the track; `backed` puts each on a dark
    tile (drawn over the towers, which would otherwise hide the far ones)."""
    for k in range(SIZE):
        for text, (x, y) in ((font_text("ABCDEFGH"[k]), (k + 0.5, -1.55)), (font_text(str(k + 1)), (-1.55, k + 0.5))):
            at = iso.point(x, y)
            if backed:
                tile = text.get_rect(center=(round(at[0]), round(at[1]))).inflate(6, 0)
                pygame.draw.rect(surface, named("badge", "casa_grande"), tile, border_radius=3)
            draw.blit_centered(surface, text, at)


def _sun(surface, iso: Iso, x: float, y: float) -> None:
    cx, cy = iso.point(x, y)
    r = iso.hw * 0.28
    for k in range(8):
        a = k * math.pi / 4
        p1 = (cx + math.cos(a) * r * 1.25, cy + math.sin(a) * r * 0.62)
        p2 = (cx + math.cos(a) * r * 1.9, cy + math.sin(a) * r * 0.95)
        pygame.draw.line(surface, SUN, p1, p2, max(1, int(iso.hw * 0.07)))
    rect = pygame.Rect(0, 0, r * 2, r)
    rect.center = (cx, cy)
    pygame.draw.ellipse(surface, SUN, rect)
    pygame.draw.ellipse(surface, shade(SUN, 0.7), rect, 1)


# --- pieces ----------------------------------------------------------------------------------
def draw_block(surface, iso: Iso, cx: int, cy: int, z: float, colour: Colour, symbol: str | None = None,
               outline: Colour = OUTLINE) -> None:
    """A block: lit top, mid left face, dark right face; inset a little so towers read."""
    rect = (cx + 0.05, cy + 0.05, cx + 0.95, cy + 0.95)
    draw_box(surface, iso, rect, z, z + 1, shade(colour, 1.18), shade(colour, 0.86), shade(colour, 0.66), outline)
    if symbol:
        # On the left face, never the top, where it could pass for a platform's hole.
        left = iso.box(*rect, z, z + 1)[1]
        centre = (sum(p[0] for p in left) / 4, sum(p[1] for p in left) / 4)
        draw.symbol(surface, symbol, centre, iso.zh * 0.5, shade(colour, 1.45), outline=shade(colour, 0.4))


def draw_slab_cell(surface, iso: Iso, cx: int, cy: int, z: float, colour: Colour, marked: bool,
                   peg: Colour | None, edges: tuple[bool, bool, bool, bool], outline: Colour = OUTLINE) -> None:
    """One cell of a platform lying at height z (its slab cuts into the layer below).

    `edges` says which of the cell's world edges (N, E, S, W) are the platform's border;
    only those get a dark line, so a platform reads as one piece."""
    body = mix(colour, PLASTER, 0.35)
    t, lf, rt = iso.box(cx, cy, cx + 1, cy + 1, z - SLAB, z)
    polygon(surface, shade(body, 0.78), lf)
    polygon(surface, shade(body, 0.6), rt)
    polygon(surface, shade(body, 1.08), t)
    for side in range(4):
        a, b = iso.edge(cx, cy, side, z)
        pygame.draw.line(surface, outline if edges[side] else shade(body, 0.9), a, b, 1)
    if marked:
        _hole(surface, iso, cx + 0.5, cy + 0.5, z, peg or shade(colour, 0.6), body)


def _hole(surface, iso: Iso, x: float, y: float, z: float, peg: Colour, body: Colour) -> None:
    """A marked cell's hole: a white-ringed opening with the peg of the block below."""
    cx, cy = iso.point(x, y, z)
    w, h = iso.hw * 0.8, iso.hh * 0.8
    ring = pygame.Rect(0, 0, w, h)
    ring.center = (cx, cy)
    pygame.draw.ellipse(surface, named("chalk", "casa_grande"), ring)
    inner = ring.inflate(-max(2, w * 0.22), -max(2, h * 0.22))
    pygame.draw.ellipse(surface, shade(body, 0.35), inner)
    peg_rect = inner.inflate(-max(1, inner.w * 0.3), -max(1, inner.h * 0.3)).move(0, -max(1, inner.h * 0.12))
    pygame.draw.ellipse(surface, shade(peg, 1.1), peg_rect)


def _pawn_size(iso: Iso) -> tuple[float, float]:
    if iso.flat:  # from above a pawn is its base and head: a short stub keeps it a pawn
        return iso.hw * 0.4, iso.hw * 0.35
    return iso.hw * 0.36, iso.zh * 1.05  # base radius, height


def pawn_head(iso: Iso, x: float, y: float) -> tuple[float, float]:
    """The top of the head of a pawn standing at world (x, y)."""
    bx, by = iso.point(x, y)
    r, height = _pawn_size(iso)
    return bx, by - height * 0.8 - r * 0.55


def draw_pawn(surface, iso: Iso, x: float, y: float, colour: Colour, symbol: str | None, lifted: float = 0.0,
              ring: bool = False) -> None:
    """A builder's pawn: a rounded cone standing on its track space."""
    bx, by = iso.point(x, y, lifted)
    r, height = _pawn_size(iso)
    if ring:
        halo = pygame.Rect(0, 0, r * 3.0, r * 1.5)
        halo.center = (bx, by)
        pygame.draw.ellipse(surface, GOLD, halo, max(2, int(r * 0.22)))
    base = pygame.Rect(0, 0, r * 2, r)
    base.center = (bx, by)
    pygame.draw.ellipse(surface, shade(colour, 0.6), base.move(0, 2))
    body = [(bx - r, by), (bx - r * 0.35, by - height * 0.75), (bx + r * 0.35, by - height * 0.75), (bx + r, by)]
    polygon(surface, shade(colour, 0.9), body)
    polygon(surface, OUTLINE, body, 1)
    pygame.draw.ellipse(surface, shade(colour, 0.9), base)
    pygame.draw.ellipse(surface, OUTLINE, base, 1)
    head = (bx, by - height * 0.8)
    pygame.draw.circle(surface, shade(colour, 1.15), head, r * 0.55)
    pygame.draw.circle(surface, OUTLINE, head, r * 0.55, 1)
    if symbol:
        draw.symbol(surface, symbol, (bx, by - height * 0.38), r * 0.8, shade(colour, 1.4), outline=OUTLINE)


def draw_columns(surf: pygame.Surface, iso: Iso, site: SitePlan, colour, symbol=None) -> None:
    """Every column of the site (as the seat's view shows it), back to front, bottom to
    top: blocks, and platform cells whose marked holes show the peg of the block beneath."""
    order = sorted(range(SIZE * SIZE), key=lambda c: iso.depth(c % SIZE, c // SIZE))
    cells_of = {pid: set(site.platform_cells(pid)) for pid in range(len(site.platforms))}
    for c in order:
        cx, cy = c % SIZE, c // SIZE
        below = None
        for z, owner, pid in site.columns[c]:
            if pid < 0:
                draw_block(surf, iso, cx, cy, z, colour(owner), symbol(owner) if symbol else None)
                below = colour(owner)
                continue
            _, shape, rot, x, y, _ = site.platforms[pid]
            marked = (cx - x, cy - y) in orientation(shape, rot).marked
            mine = cells_of[pid]
            edges = (c - SIZE not in mine, cx == SIZE - 1 or c + 1 not in mine,
                     c + SIZE not in mine, cx == 0 or c - 1 not in mine)
            draw_slab_cell(surf, iso, cx, cy, z, colour(owner), marked, below, edges)
            below = None
