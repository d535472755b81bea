"""The side panel: each builder's money, bonus ladder and stock; the die and what to do
now; the buttons of the turn; the tray of platforms with the income a placement brings."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame
from ludotheque.client.colours import named
from ludotheque.client.scenes.casa_grande.paint import GOLD, ILLEGAL, LEGAL, OUTLINE, mix, shade
from ludotheque.client.ui import draw
from ludotheque.client.ui.widgets import Button
from ludotheque.rules.casa_grande.data import num_shapes, orientation
from ludotheque.rules.casa_grande.phases import Phase

if TYPE_CHECKING:
    from ludotheque.client.scenes.casa_grande.cursor import Cursor
    from ludotheque.client.scenes.casa_grande.look import Look
    from ludotheque.client.scenes.casa_grande.motion import Motion
    from ludotheque.client.scenes.casa_grande.screen import Table
    from ludotheque.client.scenes.casa_grande.seen import Seen
    from ludotheque.client.scenes.casa_grande.site_view import SiteView

TRAY_COLUMNS = 6


class Panel:
    def __init__(self, host: Any, look: Look, cursor: Cursor, motion: Motion, view: SiteView, seen: Seen) -> None:
        self.host, self.look, self.cursor, self.motion, self.seen = host, look, cursor, motion, seen
        app = host.app
        t = app.t
        self.roll = Button(app, lambda: t("casa_grande.ui.roll"), cursor.roll, "primary", pygame.K_SPACE)
        self.stay = Button(app, lambda: t("casa_grande.ui.stay"), cursor.stay, "primary")
        self.pass_ = Button(app, lambda: t("casa_grande.ui.pass"), cursor.pass_turn, "secondary", pygame.K_p)
        self.turn_view = Button(app, lambda: t("casa_grande.ui.view_rotate"), view.rotate, "secondary")
        self.storeys = Button(app, lambda: t("casa_grande.ui.storeys"), view.toggle_storeys, "secondary")
        self.top_view = Button(app, lambda: t("casa_grande.ui.view_top_off" if view.flat else "casa_grande.ui.view_top"),
                               view.toggle_flat, "secondary")
        self.buttons = [self.roll, self.stay, self.pass_, self.turn_view, self.storeys, self.top_view]
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list[pygame.Rect] = []
        self.hint_rect = pygame.Rect(0, 0, 0, 0)
        self.tray: list[pygame.Rect] = []
        self.preview_rect = pygame.Rect(0, 0, 0, 0)
        self._background: pygame.Surface | None = None
        self._key: tuple | None = None
        self.hover_shape: int | None = None
        self.hover_row: int | None = None  # a builder's row under the cursor: say what it shows
        self.mouse = (0, 0)

    @property
    def app(self):
        return self.host.app

    @property
    def table(self) -> Table:
        """The position as the viewer's seat sees it."""
        return self.seen.table

    # --- layout --------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        th = self.app.theme
        self.rect = rect
        self._background = None
        pad = th.px(0.5)
        # Rows, hint, tray and preview are in the panel's own coordinates (it is drawn
        # into a cached surface); buttons are moved to the window afterwards.
        inner = pygame.Rect(0, 0, rect.w, rect.h).inflate(-2 * pad, -2 * pad)
        n = self.table.num_players
        row_h = th.px(2.3)
        self.rows = [pygame.Rect(inner.x, inner.y + i * row_h, inner.w, row_h - th.px(0.2)) for i in range(n)]
        y = inner.y + n * row_h + th.px(0.3)
        self.hint_rect = pygame.Rect(inner.x, y, inner.w, th.px(3.1))
        y = self.hint_rect.bottom + th.px(0.3)
        bh = th.px(1.8)
        half = (inner.w - th.px(0.4)) // 2
        self.roll.rect = pygame.Rect(inner.x, y, inner.w, bh)
        self.stay.rect = pygame.Rect(inner.x, y, half, bh)
        self.pass_.rect = pygame.Rect(inner.x, y, inner.w, bh)
        y += bh + th.px(0.4)
        bottom_h = th.px(1.5)
        cell = min(inner.w // TRAY_COLUMNS, (inner.bottom - bottom_h - th.px(2.2) - y) // 3)
        self.tray = []
        for s in range(num_shapes()):
            r, c = divmod(s, TRAY_COLUMNS)
            self.tray.append(pygame.Rect(inner.x + c * cell, y + r * cell, cell - 3, cell - 3))
        y += 3 * cell + th.px(0.2)
        self.preview_rect = pygame.Rect(inner.x, y, inner.w, th.px(1.6))
        third = (inner.w - 2 * th.px(0.3)) // 3
        for k, b in enumerate((self.turn_view, self.storeys, self.top_view)):
            b.rect = pygame.Rect(inner.x + k * (third + th.px(0.3)), inner.bottom - bottom_h, third, bottom_h)
        for b in self.buttons:
            b.rect = b.rect.move(rect.topleft)

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.sync()
        for b in self.buttons:
            if b.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            local = (event.pos[0] - self.rect.x, event.pos[1] - self.rect.y)
            self.hover_shape = next((s for s, r in enumerate(self.tray) if r.collidepoint(local)), None)
            self.hover_row = next((p for p, r in enumerate(self.rows) if r.collidepoint(local)), None)
            self.mouse = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            local = (event.pos[0] - self.rect.x, event.pos[1] - self.rect.y)
            for shape, rect in enumerate(self.tray):
                if rect.collidepoint(local):
                    self.cursor.select_shape(shape)
                    return True
            if self.rect.collidepoint(event.pos):
                return True  # a click on the panel never falls through to the site
        return False

    def sync(self) -> None:
        """Which buttons show: the rules' phase and whether the viewer may act."""
        screen = self.cursor.screen
        self.roll.visible, self.pass_.visible, self.stay.visible = screen.roll, screen.pass_, screen.stay
        self.roll.enabled = self.pass_.enabled = screen.picked.acting

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The panel is drawn once into a surface and redrawn only when what it shows
        changes (state, selection, preview, counting money, tumbling die)."""
        self.sync()
        cursor = self.cursor
        key = (self.table, self.rect.size, cursor.shape, cursor.rot, cursor.preview_text(),
               tuple(round(m) for m in self.motion.shown_money), self.host.can_act(), math.ceil(self.motion.die_spin * 30),
               self.app.settings.colour_blind, self.app.settings.language, self.host.viewer,
               self.hover_shape if cursor.placing() else None)
        if self._background is None or key != self._key:
            self._render(key)
        surface.blit(self._background, self.rect.topleft)
        for b in self.buttons:
            b.draw(surface)
        if self.hover_row is not None and self.hover_row < self.table.num_players:
            self._row_tip(surface, self.hover_row)

    def _row_tip(self, surface, p: int) -> None:
        """Spells out the ladder and the two stock icons of a builder's row."""
        seat, th = self.table.seats[p], self.app.theme
        t = self.app.t
        text = " · ".join((t("casa_grande.ui.bonus", bonus=seat.bonus),
                           t("casa_grande.ui.blocks", blocks=seat.blocks),
                           t("casa_grande.ui.platforms_left", count=len(seat.free))))
        img = self.app.text(text, th.px(0.8), th.c["highlight"])
        rect = img.get_rect(topright=(self.mouse[0], self.mouse[1] + th.px(1.0))).inflate(th.px(0.8), th.px(0.4))
        rect.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, named("callout_box", "casa_grande"), rect, border_radius=th.px(0.3))
        pygame.draw.rect(surface, th.c["brass"], rect, 1, border_radius=th.px(0.3))
        surface.blit(img, img.get_rect(center=rect.center))

    def _render(self, key: tuple) -> None:
        self._key = key
        self._background = self.look.backdrop(self.rect)
        local = self._background
        draw.panel(local, local.get_rect(), self.app.theme)
        canvas = local
        for p, rect in enumerate(self.rows):
            self._player_row(canvas, p, rect)
        self._hint(canvas)
        self._tray(canvas)
        self._preview(canvas)

    def _player_row(self, surface, p: int, rect: pygame.Rect) -> None:
        th, seat = self.app.theme, self.table.seats[p]
        colour = self.look.colour(p)
        if seat.current:
            pygame.draw.rect(surface, mix(th.c["parchment_dark"], GOLD, 0.35), rect, border_radius=th.px(0.3))
            pygame.draw.rect(surface, th.c["brass_dark"], rect, 2, border_radius=th.px(0.3))
        r = th.px(0.55)
        centre = (rect.x + th.px(0.8), rect.y + th.px(0.85))
        pygame.draw.circle(surface, colour, centre, r)
        pygame.draw.circle(surface, OUTLINE, centre, r, 1)
        if self.app.settings.colour_blind:
            draw.symbol(surface, self.look.symbol(p), centre, r * 1.1, shade(colour, 0.5), outline=shade(colour, 1.4))
        money = self.app.t("casa_grande.ui.money", money=int(round(self.motion.shown_money[p])))
        money_img = self.app.text(money, th.px(0.95), th.c["ink"], bold=True)
        surface.blit(money_img, money_img.get_rect(topright=(rect.right - th.px(0.3), rect.y + th.px(0.25))))
        name = self.app.seat_name(self.host.session, p)
        size = th.fit_size(name, th.px(0.9), rect.w - money_img.get_width() - th.px(2.4), serif=True, bold=True)
        surface.blit(self.app.text(name, size, th.c["ink"], serif=True, bold=True), (rect.x + th.px(1.6), rect.y + th.px(0.25)))
        ladder = pygame.Rect(rect.x + th.px(1.6), rect.y + th.px(1.45), int(rect.w * 0.5), th.px(0.6))
        self._ladder(surface, p, ladder)
        self._stock(surface, p, pygame.Rect(ladder.right + th.px(0.4), ladder.y, rect.right - ladder.right - th.px(0.7), ladder.h))

    def _stock(self, surface, p: int, rect: pygame.Rect) -> None:
        """Blocks and platforms left, as two small pieces with their counts."""
        th, seat = self.app.theme, self.table.seats[p]
        colour = self.look.colour(p)
        size = max(9, int(rect.h * 1.1))
        x = rect.right
        for count, icon in ((len(seat.free), "platform"), (seat.blocks, "block")):
            img = self.app.text(str(count), size, th.c["ink"], bold=True)
            x -= img.get_width()
            surface.blit(img, img.get_rect(midleft=(x, rect.centery)))
            x -= th.px(0.2)
            if icon == "block":
                box = pygame.Rect(0, 0, rect.h, rect.h)
            else:
                box = pygame.Rect(0, 0, rect.h * 1.6, rect.h * 0.6)
            box.midright = (x, rect.centery)
            pygame.draw.rect(surface, colour if icon == "block" else mix(colour, named("plaster", "casa_grande"), 0.35), box)
            pygame.draw.rect(surface, OUTLINE, box, 1)
            if icon == "platform":
                pygame.draw.circle(surface, named("chalk", "casa_grande"), box.center, max(2, box.h // 3))
            x = box.left - th.px(0.5)

    def _ladder(self, surface, p: int, rect: pygame.Rect) -> None:
        """The bonus ladder 0-9 with this builder's marker."""
        th = self.app.theme
        step = rect.w / 10
        size = max(9, int(rect.h * 0.95))
        ends = step - 4 >= th.font(size).size("0")[0]  # room for the 0 and 9
        for k in range(10):
            cell = pygame.Rect(rect.x + k * step, rect.y, step - 2, rect.h)
            pygame.draw.rect(surface, th.c["brass_light"] if k == 9 else th.c["parchment_dark"], cell, border_radius=2)
            pygame.draw.rect(surface, th.c["parchment_edge"], cell, 1, border_radius=2)
            if ends and k in (0, 9):
                draw.blit_centered(surface, self.app.text(str(k), size, th.c["ink_soft"]), cell.center)
        # The marker is a token wider than a narrow cell (800×600), so its figure stays legible.
        bonus = self.table.seats[p].bonus
        cell = pygame.Rect(rect.x + bonus * step, rect.y, step - 2, rect.h)
        colour = self.look.colour(p)
        ink = OUTLINE if sum(w * c for w, c in zip((0.3, 0.59, 0.11), colour, strict=True)) > 140 else named("label_light", "casa_grande")
        img = self.app.text(str(bonus), size, ink, bold=True)
        token = pygame.Rect(0, 0, max(cell.w, img.get_width() + 4), rect.h + 2)  # a figure is shorter than its line
        token.center = cell.center
        pygame.draw.rect(surface, colour, token, border_radius=3)
        pygame.draw.rect(surface, OUTLINE, token, 1, border_radius=3)
        draw.blit_centered(surface, img, token.center)

    def _hint(self, surface) -> None:
        th, rect, table = self.app.theme, self.hint_rect, self.table
        x = rect.x
        if table.phase in (Phase.MOVE, Phase.BLOCK, Phase.PLATFORM) and table.die:
            die = pygame.Rect(rect.x, rect.y + th.px(0.2), th.px(2.0), th.px(2.0))
            _die(surface, die, table.die, self.motion.die_spin)
            x = die.right + th.px(0.5)
        for units in (0.82, 0.72, 0.64):  # the largest size at which the hint fits
            size, step = th.px(units), th.px(units * 1.16)
            lines = th.wrap(self.cursor.hint(), size, rect.right - x)
            if len(lines) * step <= rect.h:
                break
        for i, line in enumerate(lines):
            surface.blit(self.app.text(line, size, th.c["ink"]), (x, rect.y + th.px(0.15) + i * step))

    def _tray(self, surface) -> None:
        cursor, th = self.cursor, self.app.theme
        screen = cursor.screen
        owner, active = screen.tray_owner, screen.placing
        counts = screen.table.fit_counts if active else {}
        for shape, rect in enumerate(self.tray):
            used = screen.table.seats[owner].has_built(shape)
            selected = active and shape == cursor.shape
            bg = th.c["parchment_dark"] if not selected else mix(th.c["parchment_dark"], GOLD, 0.6)
            pygame.draw.rect(surface, bg, rect, border_radius=th.px(0.2))
            if selected or (active and shape == self.hover_shape):
                pygame.draw.rect(surface, th.c["brass_dark"], rect, 2, border_radius=th.px(0.2))
            if used:
                continue
            rot = cursor.rot if selected else 0
            fits = counts.get(shape, 0)
            colour = self.look.colour(owner) if (not active or fits) else th.c["disabled"]
            _mini(surface, rect.inflate(-6, -6), shape, rot, colour)
            if active:
                img = self.app.text(str(fits), max(9, th.px(0.6)), LEGAL if fits else th.c["ink_soft"], bold=True)
                surface.blit(img, img.get_rect(bottomright=(rect.right - 2, rect.bottom - 1)))

    def _preview(self, surface) -> None:
        th = self.app.theme
        text, ok = self.cursor.preview_text()
        if not text:
            return
        rect = self.preview_rect
        room = self.turn_view.rect.top - self.rect.top - rect.top - th.px(0.3)  # down to the buttons
        colour = shade(LEGAL, 0.7) if ok else ILLEGAL
        for units in (0.8, 0.7, 0.62):  # the largest size at which a long refusal fits
            size, step = th.px(units), th.px(units * 1.19)
            lines = th.wrap(text, size, rect.w, bold=True)
            if len(lines) * step <= room:
                break
        for i, line in enumerate(lines[: max(1, room // step)]):
            surface.blit(self.app.text(line, size, colour, bold=True), (rect.x, rect.y + i * step))


def _mini(surface, rect: pygame.Rect, shape: int, rot: int, colour) -> None:
    """A platform seen from above: its cells, the marked ones ringed."""
    o = orientation(shape, rot)
    cell = max(3, min(rect.w // max(o.w, 3), rect.h // max(o.h, 3)))
    ox = rect.centerx - o.w * cell // 2
    oy = rect.centery - o.h * cell // 2
    body = mix(colour, named("plaster", "casa_grande"), 0.3)
    for dx, dy in o.cells():
        r = pygame.Rect(ox + dx * cell, oy + dy * cell, cell, cell)
        pygame.draw.rect(surface, body, r)
        pygame.draw.rect(surface, shade(body, 0.6), r, 1)
    for dx, dy in o.marked:
        centre = (ox + dx * cell + cell / 2, oy + dy * cell + cell / 2)
        pygame.draw.circle(surface, named("chalk", "casa_grande"), centre, cell * 0.34)
        pygame.draw.circle(surface, shade(body, 0.4), centre, cell * 0.22)


def _die(surface, rect: pygame.Rect, value: int, spin: float) -> None:
    """A die face; `spin` > 0 while it tumbles (tilted and showing a passing face)."""
    face = value if spin <= 0 else 1 + int(spin * 37) % 6
    img = pygame.Surface(rect.size, pygame.SRCALPHA)
    r = img.get_rect()
    pygame.draw.rect(img, named("chalk", "casa_grande"), r, border_radius=rect.w // 6)
    pygame.draw.rect(img, OUTLINE, r, 2, border_radius=rect.w // 6)
    pips = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (2, 0), (0, 2), (2, 2)],
            5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}[face]
    for px, py in pips:
        pygame.draw.circle(img, OUTLINE, (r.w * (0.25 + 0.25 * px), r.h * (0.25 + 0.25 * py)), max(2, r.w // 11))
    if spin > 0:
        img = pygame.transform.rotate(img, spin * 540)
    surface.blit(img, img.get_rect(center=rect.center))

