"""The site on screen: a cached drawing of the ground and every column (redrawn only
when the site, the view or the window changes), then per frame the pawns, the falling
piece, the lit lane, the landing spaces and the ghost block or platform."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import ludotheque.client.scenes.casa_grande.paint as paint
import pygame
from ludotheque.client.colours import named
from ludotheque.client.scenes.casa_grande.iso import SIZE, Iso, fit, fit_flat, inside
from ludotheque.client.ui import draw
from ludotheque.rules.casa_grande.data import orientation, track_length
from ludotheque.rules.casa_grande.phases import Phase

if TYPE_CHECKING:
    from ludotheque.client.scenes.casa_grande.cursor import Cursor
    from ludotheque.client.scenes.casa_grande.look import Look
    from ludotheque.client.scenes.casa_grande.motion import Motion
    from ludotheque.client.scenes.casa_grande.screen import Screen, SitePlan, Table
    from ludotheque.client.scenes.casa_grande.seen import Seen


class SiteView:
    def __init__(self, host: Any, look: Look, cursor: Cursor, motion: Motion, seen: Seen) -> None:
        self.host, self.look, self.cursor, self.motion, self.seen = host, look, cursor, motion, seen
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.rot = 0
        self.show_storeys = False
        # The plan seen from above (T): every top and label in sight. A preference kept in
        # the settings, so a resumed game (or the next one) shows the site as it was left.
        self.flat = bool(getattr(host.app.settings, "casa_top_view", False))
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple | None = None
        self.iso: Iso | None = None
        # Front-most first: (cell, bounding box, outline) of every column, for picking.
        self._pick: list[tuple[int, pygame.Rect, list]] = []
        self._spaces: list[tuple[int, pygame.Rect, list]] = []  # track spaces, likewise
        self._tips: dict[tuple[str, bool, int], pygame.Surface] = {}
        self._tip: tuple[str, bool, pygame.Rect | None] | None = None
        self._ground: tuple[tuple, pygame.Surface] | None = None  # the empty site, per view
        self._content = pygame.Rect(0, 0, 0, 0)
        self._lane_polys: tuple[tuple, list] | None = None
        self._lane_fill: tuple[tuple, pygame.Surface, tuple[int, int]] | None = None
        self.shake_left = 0.0  # seconds the refusal label still shakes
        self.tip_rect = pygame.Rect(0, 0, 0, 0)  # where the last label under the cursor went

    @property
    def table(self) -> Table:
        """The position as the viewer's seat sees it."""
        return self.seen.table

    def invalidate(self) -> None:
        """The state changed (perhaps in place): the site is drawn again from its view."""
        self.seen.forget()
        self._cache_key = None

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.invalidate()

    def rotate(self, step: int = 1) -> None:
        self.rot = (self.rot + step) % 4
        self.invalidate()

    def toggle_storeys(self) -> None:
        self.show_storeys = not self.show_storeys

    def toggle_flat(self) -> None:
        self.flat = not self.flat
        self.invalidate()
        app = self.host.app
        app.settings.casa_top_view = self.flat
        app.save_settings()

    def storeys_shown(self) -> bool:
        """From above the height cannot be seen: the storeys are always written then."""
        return self.show_storeys or self.flat

    def iso_for(self, site: SitePlan) -> Iso:
        if self.flat:
            side = fit_flat(self.rect.w, self.rect.h)
            return Iso(self.rect.centerx, self.rect.centery, side, side / 2, 0.0, self.rot, flat=True)
        tallest = max(site.top_h)
        headroom = max(3.0, tallest + 1.2)
        hw, hh, zh = fit(self.rect.w, self.rect.h, headroom)
        # The site's centre sits low enough that towers of `headroom` layers fit above.
        oy = self.rect.centery - SIZE * hh + headroom * zh / 2
        return Iso(self.rect.centerx, oy, hw, hh, zh, self.rot)

    def shake(self) -> None:
        """A refused click: the red label under the cursor shakes for a moment."""
        self.shake_left = self.host.app.settings.anim_time(0.3)

    # --- the cached site ----------------------------------------------------------------------
    def _shown_table(self) -> Table:
        """During a drop the site is drawn as it was before, the piece falls on top."""
        drop = self.motion.drop
        return drop.before if drop is not None else self.table

    def _ensure_cache(self) -> None:
        shown = self._shown_table()
        rect = self.rect
        key = (shown, rect.size, self.rot, self.flat, self.host.app.settings.colour_blind,
               tuple(self.look.colour(p) for p in range(shown.num_players)))
        if self._cache is not None and key == self._cache_key:
            return
        # Scale from the real state so the picture does not jump when a drop ends.
        self.iso = self.iso_for(self.table.site)
        iso = Iso(self.iso.ox - rect.x, self.iso.oy - rect.y, self.iso.hw, self.iso.hh, self.iso.zh, self.rot, self.iso.flat)
        ground_key = (rect.size, self.rot, self.flat, iso.ox, iso.oy, iso.hw, self.host.app.size)
        if self._ground is None or self._ground[0] != ground_key:
            ground = self.look.backdrop(rect)
            th = self.host.app.theme
            size = max(9, int(iso.hw * 0.55))
            paint.draw_ground(ground, iso, lambda s: self.host.app.text(s, size, th.c["parchment"], bold=True))
            self._ground = (ground_key, ground)
        surf = self._ground[1].copy()
        blind = self.host.app.settings.colour_blind
        paint.draw_columns(surf, iso, shown.site, self.look.colour, self.look.symbol if blind else None)
        self._cache, self._cache_key = surf, key
        self._content = self._content_rect(iso, shown.site).clip(surf.get_rect())
        self._build_picking()

    @staticmethod
    def _content_rect(iso: Iso, site: SitePlan) -> pygame.Rect:
        """Where the cached drawing differs from the table: only that part is blitted
        each frame (the host has drawn the table already)."""
        points = [iso.point(x, y, z) for x in (-1.7, SIZE + 1.7) for y in (-1.7, SIZE + 1.7) for z in (-0.45, 0.0)]
        for c in range(SIZE * SIZE):
            h = site.top_h[c]
            if h:
                points.append(iso.point(c % SIZE, c // SIZE, h))
                points.append(iso.point(c % SIZE + 1, c // SIZE + 1, h))
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return pygame.Rect(min(xs) - 4, min(ys) - 4, max(xs) - min(xs) + 8, max(ys) - min(ys) + 8)

    def _build_picking(self) -> None:
        iso, site = self.iso, self.table.site
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
        if self.iso is None or not self.rect.collidepoint(pos):
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
        surface.blit(self._cache, self.rect.move(self._content.topleft).topleft, self._content)
        iso = self.iso
        screen = self.cursor.screen
        table = screen.table
        acting = screen.picked.acting
        if table.phase in (Phase.BLOCK, Phase.MOVE):
            self._lane(surface, iso, screen)
        self._drop(surface, iso)
        if not iso.flat and max(table.site.top_h) >= 2:  # towers may hide the far letters: over them
            th = self.host.app.theme
            size = max(9, int(iso.hw * 0.55))
            paint.draw_labels(surface, iso, lambda s: self.host.app.text(s, size, th.c["parchment"], bold=True), True)
        if self.storeys_shown():  # under the pawns and the track's badges, never mixed with them
            self._storeys(surface, iso, acting and table.phase in (Phase.MOVE, Phase.CORNER))
        for p in range(table.num_players):
            if table.pawns[p] < 0:
                continue  # not on the track yet (choosing corners)
            x, y = self.motion.pawn_position(p)
            symbol = self.look.symbol(p) if self.host.app.settings.colour_blind else None
            paint.draw_pawn(surface, iso, x, y, self.look.colour(p), symbol, ring=p == table.current)
        if acting and table.phase in (Phase.MOVE, Phase.CORNER):
            self._track_marks(surface, iso)  # after the pawns: a badge may sit under one
        if acting and table.phase == Phase.BLOCK:
            self._ghost_block(surface, iso, screen)
        if screen.placing:
            self._ghost_platform(surface, iso, screen)
        if self._tip is not None:
            self._draw_tip(surface, *self._tip)
            self._tip = None

    def _lane(self, surface, iso: Iso, screen: Screen) -> None:
        key = (screen.table, screen.lit_from, iso)
        if self._lane_polys is None or self._lane_polys[0] != key:
            site = screen.table.site
            polys = [iso.top(c % SIZE, c // SIZE, site.top_h[c]) for c in screen.lit_lane]
            self._lane_polys = (key, polys)
            self._lane_fill = (key, *_translucent_fill(polys, (*paint.GOLD, 135)))
        # A filled glow reads at a glance on the pale plaster (QA: outlines alone did not).
        surface.blit(self._lane_fill[1], self._lane_fill[2])
        width = max(2, int(iso.hw * 0.08))
        for poly in self._lane_polys[1]:
            pygame.draw.polygon(surface, paint.GOLD, poly, width)

    def _track_marks(self, surface, iso: Iso) -> None:
        """The track spaces a click may choose now (landing spaces with what going
        further costs, or the free starting corners), and what the hovered one means."""
        badges = self.badges(iso)
        for space, label in self.cursor.track_marks().items():
            top = iso.box(*paint.space_rect(space), 0, 0)[0]
            hot = space == self.cursor.hover_space
            pygame.draw.polygon(surface, paint.GOLD if hot else paint.shade(paint.GOLD, 0.85), top, 4 if hot else 2)
            if not label:
                continue
            img, badge = badges[space]
            pygame.draw.rect(surface, named("badge", "casa_grande"), badge, border_radius=badge.h // 2)
            draw.blit_centered(surface, img, badge.center)
        text = self.cursor.track_tip()
        if text:
            self.tooltip(surface, text, True)

    def badge(self, iso: Iso, space: int, label: str) -> tuple[pygame.Surface, pygame.Rect]:
        """A landing space's badge and where it goes: on the space, or over the head of a
        pawn standing there (the player's own, on "0"), so neither hides the other."""
        th = self.host.app.theme
        img = self.host.app.text(label, max(10, int(iso.hw * 0.6)), th.c["highlight"], bold=True)
        top = iso.box(*paint.space_rect(space), 0, 0)[0]
        badge = img.get_rect(center=(sum(p[0] for p in top) / 4, sum(p[1] for p in top) / 4)).inflate(8, 2)
        if space in self.table.pawns:
            head = paint.pawn_head(iso, *paint.space_centre(space))
            badge.midbottom = (round(head[0]), round(head[1]) - 2)
        return img, badge

    def badges(self, iso: Iso) -> dict[int, tuple[pygame.Surface, pygame.Rect]]:
        """Every landing space's badge, none over another: a badge lifted over a pawn
        next to a corner could cover the next space's, and a click meant for one chose
        the other; a badge that would overlap one already placed moves up until clear."""
        placed: dict[int, tuple[pygame.Surface, pygame.Rect]] = {}
        for space, label in self.cursor.track_marks().items():
            if not label:
                continue
            img, rect = self.badge(iso, space, label)
            for _ in range(8):
                if not any(rect.colliderect(r.inflate(2, 2)) for _, r in placed.values()):
                    break
                rect = rect.move(0, -(rect.h // 2 + 2))
            placed[space] = (img, rect)
        return placed

    def badge_rect(self, space: int) -> pygame.Rect | None:
        """Where the badge of a landing space is on screen now (None: it has none)."""
        if self.iso is None:
            return None
        got = self.badges(self.iso).get(space)
        return got[1] if got is not None else None

    def badge_at(self, pos) -> int | None:
        """The landing space whose badge is under the cursor (a badge lifted over a pawn
        stands over the site: a click on it still chooses its space)."""
        if self.iso is None:
            return None
        return next((space for space, (_, rect) in self.badges(self.iso).items() if rect.collidepoint(pos)), None)

    def _ghost_block(self, surface, iso: Iso, screen: Screen) -> None:
        if screen.block is None:
            return
        c = screen.block.cell
        ok, text = self.cursor.block_verdict()
        z = screen.table.site.top_h[c]
        colour = self.look.colour(screen.table.turn) if ok else paint.ILLEGAL
        paint.draw_block(surface, iso, c % SIZE, c // SIZE, z + 0.15, colour, None,
                         outline=paint.LEGAL if ok else paint.ILLEGAL)
        self.tooltip(surface, text, ok)

    def _ghost_platform(self, surface, iso: Iso, screen: Screen) -> None:
        # Dots where the selected platform fits, in its current rotation.
        o = orientation(screen.picked.shape, screen.picked.rot)
        for x, y, storey in screen.fits_now:
            cx, cy = x + (o.w - 1) // 2, y + (o.h - 1) // 2
            pygame.draw.circle(surface, paint.LEGAL, iso.point(cx + 0.5, cy + 0.5, storey), max(3, iso.hw * 0.14))
            pygame.draw.circle(surface, paint.OUTLINE, iso.point(cx + 0.5, cy + 0.5, storey), max(3, iso.hw * 0.14), 1)
        if not screen.aiming:
            return
        ghost = screen.ghost
        _, text = self.cursor.ghost_verdict()
        legal, storey, cells = ghost.storey is not None, ghost.shown_at, ghost.cells
        colour = paint.LEGAL if legal else paint.ILLEGAL
        footprint = {(x, y) for x, y, _ in cells}
        for x, y, marked in sorted(cells, key=lambda t: iso.depth(t[0], t[1])):
            edges = tuple((x + dx, y + dy) not in footprint for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)))
            paint.draw_slab_cell(surface, iso, x, y, storey + 0.25, colour, marked, None, edges)
        shown = None
        if ghost.culprit is not None:  # on top of everything, the ghost included
            shown = self._xray(surface, iso, screen.table.site, ghost.culprit)
        self.tooltip(surface, text, legal, avoid=shown)

    def _xray(self, surface, iso: Iso, site: SitePlan, pid: int) -> pygame.Rect:
        """A platform that forbids the ghost (an identical one below), seen through
        whatever covers it: its cells filled red at its own storey, ringed. Returns
        where it is on screen (the label saying why keeps clear of it)."""
        storey = site.platforms[pid][5]
        polys = [iso.top(c % SIZE, c // SIZE, storey) for c in site.platform_cells(pid)]
        fill, at = _translucent_fill(polys, (*paint.ILLEGAL, 150))
        surface.blit(fill, at)
        for poly in polys:
            pygame.draw.polygon(surface, paint.ILLEGAL, poly, max(2, int(iso.hw * 0.1)))
        return pygame.Rect(at, fill.get_size())

    def _storeys(self, surface, iso: Iso, marks: bool) -> None:
        """Every top's storey, on a square plaster tile in ink: unlike the track's round
        dark cost badges ("+2"), and never under one, so the two never read as one number."""
        site = self.table.site
        size = max(10, int(iso.hw * (0.5 if iso.flat else 0.6)))
        taken = []
        if marks:
            taken = [rect for _, rect in self.badges(iso).values()]
        for c in range(SIZE * SIZE):
            h = site.top_h[c]
            if h <= 0:
                continue
            centre = iso.point(c % SIZE + 0.5, c // SIZE + 0.5, h)
            img = self.host.app.text(str(h), size, paint.OUTLINE, bold=True)
            tile = img.get_rect(center=centre).inflate(6, 0)
            tile.w = max(tile.w, tile.h)
            tile.center = (round(centre[0]), round(centre[1]))
            if tile.collidelist(taken) != -1:
                continue
            pygame.draw.rect(surface, paint.PLASTER, tile, border_radius=2)
            pygame.draw.rect(surface, paint.OUTLINE, tile, 1, border_radius=2)
            draw.blit_centered(surface, img, centre)

    def _drop(self, surface, iso: Iso) -> None:
        drop = self.motion.drop
        if drop is None:
            return
        kind, data = drop.kind, drop.data
        fall = 2.5 * drop.tween.left() ** 2
        site = self.table.site
        if kind == "block":
            z, owner, _ = site.columns[data][-1]
            paint.draw_block(surface, iso, data % SIZE, data // SIZE, z + fall, self.look.colour(owner))
            return
        owner, shape, rot, x, y, storey = site.platforms[data]
        o = orientation(shape, rot)
        footprint = {(x + dx, y + dy) for dx, dy in o.cells()}
        for dx, dy in sorted(o.cells(), key=lambda d: iso.depth(x + d[0], y + d[1])):
            cx, cy = x + dx, y + dy
            edges = tuple((cx + ex, cy + ey) not in footprint for ex, ey in ((0, -1), (1, 0), (0, 1), (-1, 0)))
            paint.draw_slab_cell(surface, iso, cx, cy, storey + fall, self.look.colour(owner), (dx, dy) in o.marked,
                                 self.look.colour(owner), edges)

    def tooltip(self, surface, text: str, ok: bool, avoid: pygame.Rect | None = None) -> None:
        """Shown after everything else of the frame (storey numbers included), clear of
        `avoid` (what the label points out) where the site leaves room."""
        self._tip = (text, ok, avoid) if text else None

    def _draw_tip(self, surface, text: str, ok: bool, avoid: pygame.Rect | None = None) -> None:
        if not text:
            return
        th = self.host.app.theme
        key = (text, ok, self.rect.w)
        box = self._tips.get(key)
        if box is None:
            # A long reason (an identical platform below) wraps onto a few lines
            # rather than shrinking to an unreadable size.
            width = min(self.rect.w - th.px(2), th.px(22))
            for units in (0.8, 0.7, 0.62):
                size = th.px(units)
                lines = th.wrap(text, size, width)
                if len(lines) <= 3:
                    break
            colour = th.c["highlight"] if ok else named("refusal_text", "casa_grande")
            imgs = [self.host.app.text(line, size, colour) for line in lines]
            inner = (max(i.get_width() for i in imgs), sum(i.get_height() for i in imgs))
            box = pygame.Surface((inner[0] + th.px(0.8), inner[1] + th.px(0.4)), pygame.SRCALPHA)
            r = box.get_rect()
            pygame.draw.rect(box, named("callout_box", "casa_grande") if ok else named("refusal_box", "casa_grande"), r, border_radius=th.px(0.3))
            pygame.draw.rect(box, paint.LEGAL if ok else paint.ILLEGAL, r, 1, border_radius=th.px(0.3))
            y = th.px(0.2)
            for img in imgs:
                box.blit(img, img.get_rect(midtop=(r.centerx, y)))
                y += img.get_height()
            if len(self._tips) > 64:
                self._tips.clear()
            self._tips[key] = box
        rect = box.get_rect(topleft=(self.cursor.mouse[0] + th.px(1.0), self.cursor.mouse[1] + th.px(1.0)))
        rect.clamp_ip(self.rect)
        if avoid is not None and rect.colliderect(avoid):
            rect = _clear_of(rect, avoid.inflate(th.px(0.6), th.px(0.6)), self.rect)
        if not ok and self.shake_left > 0:
            rect.x += round(math.sin(self.shake_left * 60) * th.px(0.3))
        surface.blit(box, rect)
        self.tip_rect = rect


def _clear_of(rect: pygame.Rect, avoid: pygame.Rect, area: pygame.Rect) -> pygame.Rect:
    """`rect` moved just below `avoid`, else just above it, inside `area` (as it was when
    neither leaves room)."""
    for y in (avoid.bottom, avoid.top - rect.h):
        moved = rect.move(0, y - rect.y).clamp(area)
        if not moved.colliderect(avoid):
            return moved
    return rect


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
