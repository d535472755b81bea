"""The site on screen: a cached drawing of the ground and every column (redrawn only
when the site, the view or the window changes), then per frame the pawns, the falling
piece, the lit lane, the landing spaces and the ghost block or platform."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from client.scenes.casa_grande import paint
from client.scenes.casa_grande.iso import SIZE, Iso, inside
from client.ui import draw
from rules.casa_grande.data import lane_cells, orientation, track_length

if TYPE_CHECKING:
    from client.scenes.casa_grande.board import CasaBoard


class SiteView:
    def __init__(self, board: CasaBoard) -> None:
        self.board = board
        self.rot = 0
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple | None = None
        self.iso: Iso | None = None
        # Front-most first: (cell, bounding box, outline) of every column, for picking.
        self._pick: list[tuple[int, pygame.Rect, list]] = []
        self._spaces: list[tuple[int, pygame.Rect, list]] = []  # track spaces, likewise
        self._tips: dict[tuple[str, bool, int], pygame.Surface] = {}
        self._tip: tuple[str, bool] | None = None
        self._ground: tuple[tuple, pygame.Surface] | None = None  # the empty site, per view
        self._content = pygame.Rect(0, 0, 0, 0)
        self._lane_polys: tuple[tuple, list] | None = None
        self._lane_fill: tuple[tuple, pygame.Surface, tuple[int, int]] | None = None
        self.shake_left = 0.0  # seconds the refusal label still shakes

    def invalidate(self) -> None:
        self._cache_key = None

    def shake(self) -> None:
        """A refused click: the red label under the cursor shakes for a moment."""
        self.shake_left = self.board.app.settings.anim_time(0.3)

    # --- the cached site ----------------------------------------------------------------------
    def _shown_state(self):
        """During a drop the site is drawn as it was before, the piece falls on top."""
        drop = self.board.drop
        return drop[4] if drop is not None else self.board.state

    def _ensure_cache(self) -> None:
        board = self.board
        state = self._shown_state()
        rect = board.site_rect
        key = (id(state), state.turns, rect.size, self.rot, board.app.settings.colour_blind,
               tuple(board.colour(p) for p in range(state.num_players)))
        if self._cache is not None and key == self._cache_key:
            return
        # Scale from the real state so the picture does not jump when a drop ends.
        self.iso = board.iso_for(board.state)
        iso = Iso(self.iso.ox - rect.x, self.iso.oy - rect.y, self.iso.hw, self.iso.hh, self.iso.zh, self.rot)
        ground_key = (rect.size, self.rot, iso.ox, iso.oy, iso.hw, board.app.size)
        if self._ground is None or self._ground[0] != ground_key:
            ground = board.backdrop(rect)
            th = board.app.theme
            size = max(9, int(iso.hw * 0.55))
            paint.draw_ground(ground, iso, lambda s: board.app.text(s, size, th.c["parchment"], bold=True))
            self._ground = (ground_key, ground)
        surf = self._ground[1].copy()
        blind = board.app.settings.colour_blind
        draw_columns(surf, iso, state, board.colour, board.symbol if blind else None)
        self._cache, self._cache_key = surf, key
        self._content = self._content_rect(iso, state).clip(surf.get_rect())
        self._build_picking()

    @staticmethod
    def _content_rect(iso: Iso, state) -> pygame.Rect:
        """Where the cached drawing differs from the table: only that part is blitted
        each frame (the host has drawn the table already)."""
        points = [iso.point(x, y, z) for x in (-1.7, SIZE + 1.7) for y in (-1.7, SIZE + 1.7) for z in (-0.45, 0.0)]
        for c in range(SIZE * SIZE):
            h = state.site.top_h[c]
            if h:
                points.append(iso.point(c % SIZE, c // SIZE, h))
                points.append(iso.point(c % SIZE + 1, c // SIZE + 1, h))
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return pygame.Rect(min(xs) - 4, min(ys) - 4, max(xs) - min(xs) + 8, max(ys) - min(ys) + 8)

    def _build_picking(self) -> None:
        iso, site = self.iso, self.board.state.site
        self._pick = []
        for c in sorted(range(SIZE * SIZE), key=lambda c: -iso.depth(c % SIZE, c // SIZE)):
            cx, cy, h = c % SIZE, c // SIZE, site.top_h[c]
            poly = iso.silhouette(cx, cy, 0, h) if h > 0 else iso.top(cx, cy, 0)
            xs, ys = [p[0] for p in poly], [p[1] for p in poly]
            box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
            self._pick.append((c, box, poly))
        self._spaces = []
        for space in range(track_length()):
            poly = iso.box(*paint.space_rect(space), 0, 0)[0]
            xs, ys = [p[0] for p in poly], [p[1] for p in poly]
            box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
            self._spaces.append((space, box, poly))

    # --- picking -----------------------------------------------------------------------------------
    def cell_at(self, pos) -> int | None:
        """The column under the cursor, front-most first (a tower hides what is behind it)."""
        if self.iso is None or not self.board.site_rect.collidepoint(pos):
            return None
        self._ensure_cache()
        for c, box, poly in self._pick:
            if box.collidepoint(pos) and inside(pos, poly):
                return c
        return None

    def space_at(self, pos) -> int | None:
        if self.iso is None:
            return None
        self._ensure_cache()
        for space, box, poly in self._spaces:
            if box.collidepoint(pos) and inside(pos, poly):
                return space
        return None

    # --- per frame ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_cache()
        board = self.board
        surface.blit(self._cache, board.site_rect.move(self._content.topleft).topleft, self._content)
        iso = self.iso
        state = board.state
        acting = board.host.can_act()
        if state.phase in ("block", "move"):
            self._lane(surface, iso)
        self._drop(surface, iso)
        for p in range(state.num_players):
            x, y = board.pawn_position(p)
            symbol = board.symbol(p) if board.app.settings.colour_blind else None
            paint.draw_pawn(surface, iso, x, y, board.colour(p), symbol, ring=p == state.current_player())
        if acting and state.phase == "move":
            self._landings(surface, iso)  # after the pawns: a badge may sit under one
        if acting and state.phase == "block":
            self._ghost_block(surface, iso)
        if board.placing():
            self._ghost_platform(surface, iso)
        if board.show_storeys:
            self._storeys(surface, iso)
        if self._tip is not None:
            self._draw_tip(surface, *self._tip)
            self._tip = None

    def _lane(self, surface, iso: Iso) -> None:
        board, state = self.board, self.board.state
        space = state.pawns[state.turn]
        if state.phase == "move" and board.host.can_act() and board.hover_space in board.landings():
            space = board.hover_space  # the lane the hovered landing space would face
        key = (id(state), space, iso)
        if self._lane_polys is None or self._lane_polys[0] != key:
            site = state.site
            polys = [iso.top(c % SIZE, c // SIZE, site.top_h[c]) for c in lane_cells(space)]
            self._lane_polys = (key, polys)
            self._lane_fill = (key, *_translucent_fill(polys, (*paint.GOLD, 135)))
        # A filled glow reads at a glance on the pale plaster (QA: outlines alone did not).
        surface.blit(self._lane_fill[1], self._lane_fill[2])
        width = max(2, int(iso.hw * 0.08))
        for poly in self._lane_polys[1]:
            pygame.draw.polygon(surface, paint.GOLD, poly, width)

    def _landings(self, surface, iso: Iso) -> None:
        board = self.board
        th = board.app.theme
        for space, extra in board.landings().items():
            top = iso.box(*paint.space_rect(space), 0, 0)[0]
            hot = space == board.hover_space
            pygame.draw.polygon(surface, paint.GOLD if hot else paint.shade(paint.GOLD, 0.85), top, 4 if hot else 2)
            label = f"+{extra}" if extra else "0"
            img = board.app.text(label, max(10, int(iso.hw * 0.6)), th.c["highlight"], bold=True)
            centre = (sum(p[0] for p in top) / 4, sum(p[1] for p in top) / 4)
            badge = img.get_rect(center=centre).inflate(8, 2)
            pygame.draw.rect(surface, (40, 26, 16), badge, border_radius=badge.h // 2)
            draw.blit_centered(surface, img, centre)
        if board.hover_space is not None:
            move = board.move_to(board.hover_space)
            if move is not None:
                from rules.casa_grande.data import is_corner

                text = (board.app.t("casa_grande.ui.corner_gain") if is_corner(board.hover_space)
                        else board.app.t("casa_grande.ui.go"))
                if move.extra:
                    text += " · " + board.app.t("casa_grande.ui.move_cost", extra=move.extra)
                self.tooltip(surface, text, True)

    def _ghost_block(self, surface, iso: Iso) -> None:
        board = self.board
        c = board.block_cell()
        if c is None:
            return
        ok, text = board.block_verdict()
        z = board.state.site.top_h[c]
        colour = board.colour(board.state.turn) if ok else paint.ILLEGAL
        paint.draw_block(surface, iso, c % SIZE, c // SIZE, z + 0.15, colour, None,
                         outline=paint.LEGAL if ok else paint.ILLEGAL)
        self.tooltip(surface, text, ok)

    def _ghost_platform(self, surface, iso: Iso) -> None:
        board = self.board
        # Dots where the selected platform fits, in its current rotation.
        o = orientation(board.shape, board.rot)
        for x, y, storey in board.fits_now():
            cx, cy = x + (o.w - 1) // 2, y + (o.h - 1) // 2
            pygame.draw.circle(surface, paint.LEGAL, iso.point(cx + 0.5, cy + 0.5, storey), max(3, iso.hw * 0.14))
            pygame.draw.circle(surface, paint.OUTLINE, iso.point(cx + 0.5, cy + 0.5, storey), max(3, iso.hw * 0.14), 1)
        if board.hover_cell is None:
            return
        action = board.ghost_action()
        storey, text = board.ghost_verdict()
        legal = storey is not None
        site = board.state.site
        cells = [(action.x + dx, action.y + dy, (dx, dy) in o.marked) for dx, dy in o.cells()]
        if storey is None:
            inside_cells = [site.top_h[y * SIZE + x] for x, y, _ in cells if 0 <= x < SIZE and 0 <= y < SIZE]
            storey = max(inside_cells, default=0)
        colour = paint.LEGAL if legal else paint.ILLEGAL
        footprint = {(x, y) for x, y, _ in cells}
        for x, y, marked in sorted(cells, key=lambda t: iso.depth(t[0], t[1])):
            edges = tuple((x + dx, y + dy) not in footprint for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)))
            paint.draw_slab_cell(surface, iso, x, y, storey + 0.25, colour, marked, None, edges)
        self.tooltip(surface, text, legal)

    def _storeys(self, surface, iso: Iso) -> None:
        board = self.board
        site = board.state.site
        th = board.app.theme
        size = max(10, int(iso.hw * 0.6))
        for c in range(SIZE * SIZE):
            h = site.top_h[c]
            if h <= 0:
                continue
            centre = iso.point(c % SIZE + 0.5, c // SIZE + 0.5, h)
            img = board.app.text(str(h), size, th.c["highlight"], bold=True)
            badge = img.get_rect(center=centre).inflate(6, 0)
            pygame.draw.rect(surface, (30, 20, 12), badge, border_radius=badge.h // 2)
            draw.blit_centered(surface, img, centre)

    def _drop(self, surface, iso: Iso) -> None:
        drop = self.board.drop
        if drop is None:
            return
        kind, data, t, dur, _ = drop
        fall = 2.5 * (1 - min(1.0, t / dur)) ** 2 if dur > 0 else 0.0
        state = self.board.state
        site = state.site
        if kind == "block":
            z, owner, _ = site.columns[data][-1]
            paint.draw_block(surface, iso, data % SIZE, data // SIZE, z + fall, self.board.colour(owner))
            return
        owner, shape, rot, x, y, storey = site.platforms[data]
        o = orientation(shape, rot)
        footprint = {(x + dx, y + dy) for dx, dy in o.cells()}
        for dx, dy in sorted(o.cells(), key=lambda d: iso.depth(x + d[0], y + d[1])):
            cx, cy = x + dx, y + dy
            edges = tuple((cx + ex, cy + ey) not in footprint for ex, ey in ((0, -1), (1, 0), (0, 1), (-1, 0)))
            paint.draw_slab_cell(surface, iso, cx, cy, storey + fall, self.board.colour(owner), (dx, dy) in o.marked,
                                 self.board.colour(owner), edges)

    def tooltip(self, surface, text: str, ok: bool) -> None:
        """Shown after everything else of the frame (storey numbers included)."""
        self._tip = (text, ok) if text else None

    def _draw_tip(self, surface, text: str, ok: bool) -> None:
        if not text:
            return
        board = self.board
        th = board.app.theme
        key = (text, ok, board.site_rect.w)
        box = self._tips.get(key)
        if box is None:
            size = th.fit_size(text, th.px(0.8), board.site_rect.w - th.px(2))
            img = board.app.text(text, size, th.c["highlight"] if ok else (255, 214, 200))
            box = pygame.Surface(img.get_rect().inflate(th.px(0.8), th.px(0.4)).size, pygame.SRCALPHA)
            r = box.get_rect()
            pygame.draw.rect(box, (30, 20, 12) if ok else (90, 24, 16), r, border_radius=th.px(0.3))
            pygame.draw.rect(box, paint.LEGAL if ok else paint.ILLEGAL, r, 1, border_radius=th.px(0.3))
            draw.blit_centered(box, img, r.center)
            if len(self._tips) > 64:
                self._tips.clear()
            self._tips[key] = box
        rect = box.get_rect(topleft=(board.mouse[0] + th.px(1.0), board.mouse[1] + th.px(1.0)))
        rect.clamp_ip(board.site_rect)
        if not ok and self.shake_left > 0:
            rect.x += round(math.sin(self.shake_left * 60) * th.px(0.3))
        surface.blit(box, rect)


def _translucent_fill(polys: list, rgba: tuple[int, int, int, int]) -> tuple[pygame.Surface, tuple[int, int]]:
    """The polygons filled in one see-through colour, on a surface just big enough
    (drawn once per lane and site, blitted every frame), and where it goes."""
    if not polys:
        return pygame.Surface((1, 1), pygame.SRCALPHA), (0, 0)
    xs = [p[0] for poly in polys for p in poly]
    ys = [p[1] for poly in polys for p in poly]
    x0, y0 = int(min(xs)), int(min(ys))
    surf = pygame.Surface((int(max(xs)) - x0 + 2, int(max(ys)) - y0 + 2), pygame.SRCALPHA)
    for poly in polys:
        pygame.draw.polygon(surf, rgba, [(px - x0, py - y0) for px, py in poly])
    return surf, (x0, y0)


def draw_columns(surf: pygame.Surface, iso: Iso, state, colour, symbol=None) -> None:
    """Every column of the site, back to front, bottom to top: blocks, and platform
    cells whose marked holes show the peg of the block beneath."""
    site = state.site
    order = sorted(range(SIZE * SIZE), key=lambda c: iso.depth(c % SIZE, c // SIZE))
    cells_of = {pid: set(site.platform_cells(pid)) for pid in range(len(site.platforms))}
    for c in order:
        cx, cy = c % SIZE, c // SIZE
        below = None
        for z, owner, pid in site.columns[c]:
            if pid < 0:
                paint.draw_block(surf, iso, cx, cy, z, colour(owner), symbol(owner) if symbol else None)
                below = colour(owner)
                continue
            _, shape, rot, x, y, _ = site.platforms[pid]
            marked = (cx - x, cy - y) in orientation(shape, rot).marked
            mine = cells_of[pid]
            edges = (c - SIZE not in mine, cx == SIZE - 1 or c + 1 not in mine,
                     c + SIZE not in mine, cx == 0 or c - 1 not in mine)
            paint.draw_slab_cell(surf, iso, cx, cy, z, colour(owner), marked, below, edges)
            below = None
