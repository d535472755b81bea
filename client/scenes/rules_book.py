"""The rules book: a summary of each game, in our own words, in the chosen language.

The page scrolls by the wheel, the arrows, Page Up/Down, Home/End and its scrollbar (a
click on the track jumps there, the thumb drags), always as far as the last line: the
scroll is bounded by the text's own area (`body`, below the name and the tagline), the
same rectangle the text is drawn in (issue 31: the bound used the whole page and the
last lines could never be reached)."""

from __future__ import annotations

from functools import partial

import pygame
from ludotheque.client.scenes.common import WidgetScene
from ludotheque.client.ui import draw
from ludotheque.client.ui.emblems import emblem
from ludotheque.client.ui.richtext import layout_text, render_lines, text_height
from ludotheque.client.ui.widgets import Button
from ludotheque.rules.registry import GAME_MODULES


def game_key(game_id: str) -> str:
    return game_id.replace("-", "_")


class RulesScene(WidgetScene):
    title_key = "rules.title"

    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        self.games = ["house"] + [g for g in GAME_MODULES if app.translator.has(f"{game_key(g)}.rules")]
        self.selected = game_id if game_id in self.games else self.games[0]
        self.tabs: list[tuple[str, Button]] = []
        for g in self.games:
            b = Button(app, partial(app.t, f"{game_key(g)}.name"), partial(self.select, g), "secondary")
            self.tabs.append((g, b))
            self.add(b)
        self.close = self.add(Button(app, lambda: app.t("common.back"), self.back))
        self.page = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)  # where the text is drawn (and scrolls)
        self.scroll = 0
        self.content_h = 0
        self.drawn: list[tuple[str, pygame.Rect]] = []  # the lines on screen at the last draw
        self._dragging: int | None = None  # the thumb held: the grip's offset in it
        self._lines_key: tuple | None = None
        self._lines: list = []
        self._header: tuple[pygame.Surface, pygame.Surface] | None = None

    def select(self, game_id: str) -> None:
        self.selected = game_id
        self.scroll = 0
        self._lines_key = None

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        top = th.px(5)
        tab_w = min(th.px(11), int(w * 0.26))
        tab_h = th.px(1.9)
        for i, (_, b) in enumerate(self.tabs):
            b.rect = pygame.Rect(th.px(1), top + i * (tab_h + th.px(0.4)), tab_w, tab_h)
        self.page = pygame.Rect(tab_w + th.px(2), top, w - tab_w - th.px(3), h - top - th.px(4))
        bw = th.px(9)
        self.close.rect = pygame.Rect(w - bw - th.px(1), h - th.px(3), bw, th.px(2))

    def handle_event(self, event: pygame.event.Event) -> None:
        th = self.app.theme
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * th.px(2))
            return
        if event.type == pygame.KEYDOWN:
            self.prepare()
            steps = {pygame.K_DOWN: th.px(2), pygame.K_UP: -th.px(2),
                     pygame.K_PAGEDOWN: max(1, self.body.h - th.px(1)), pygame.K_PAGEUP: -max(1, self.body.h - th.px(1)),
                     pygame.K_END: self.content_h, pygame.K_HOME: -self.content_h}
            if event.key in steps:
                self.scroll_by(steps[event.key])
                return
        if self.scrollbar_event(event):
            return
        super().handle_event(event)

    def max_scroll(self) -> int:
        return max(0, self.content_h - self.body.h)

    def scroll_by(self, dy: int) -> None:
        self.scroll_to(self.scroll + dy)

    def scroll_to(self, y: int) -> None:
        self.prepare()
        self.scroll = max(0, min(int(y), self.max_scroll()))

    # --- the scrollbar ------------------------------------------------------------------------
    def track(self) -> pygame.Rect:
        th = self.app.theme
        return pygame.Rect(self.page.right - th.px(0.8), self.body.y, th.px(0.7), self.body.h)

    def thumb(self) -> pygame.Rect | None:
        """The scrollbar's thumb, None when the text fits."""
        if self.content_h <= self.body.h or self.body.h <= 0:
            return None
        track = self.track()
        bar_h = max(self.app.theme.px(1), int(track.h * self.body.h / self.content_h))
        y = track.y + round((track.h - bar_h) * self.scroll / max(1, self.max_scroll()))
        return pygame.Rect(track.x, y, track.w, bar_h)

    def _thumb_to(self, top: int) -> None:
        thumb, track = self.thumb(), self.track()
        if thumb is None:
            return
        room = max(1, track.h - thumb.h)
        self.scroll_to(round((top - track.y) * self.max_scroll() / room))

    def scrollbar_event(self, event: pygame.event.Event) -> bool:
        self.prepare()
        thumb = self.thumb()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and thumb is not None:
            if thumb.collidepoint(event.pos):
                self._dragging = event.pos[1] - thumb.y
                return True
            if self.track().collidepoint(event.pos):  # the track: the thumb jumps under the cursor
                self._thumb_to(event.pos[1] - thumb.h // 2)
                self._dragging = thumb.h // 2
                return True
        if event.type == pygame.MOUSEMOTION and self._dragging is not None:
            self._thumb_to(event.pos[1] - self._dragging)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._dragging is not None:
            self._dragging = None
            return True
        return False

    # --- the page -----------------------------------------------------------------------------
    def prepare(self) -> None:
        """The header, the text's area and its lines for the game shown, the language and
        the window (laid out again only when one of them changes)."""
        th = self.app.theme
        inner = self.page.inflate(-th.px(2), -th.px(2))
        key = game_key(self.selected)
        size = th.px(0.85)
        cache_key = (key, self.app.settings.language, inner.size, inner.topleft, size)
        if cache_key == self._lines_key:
            return
        es = th.px(3)
        name = th.text(self.app.t(f"{key}.name"), th.px(1.5), th.c["ink"], serif=True, bold=True)
        tag = self.app.t(f"{key}.tagline")
        tag_img = th.text(tag, th.fit_size(tag, th.px(0.85), inner.w - es), th.c["ink_soft"])
        self._header = (name, tag_img)
        body = inner.copy()
        body.y += name.get_height() + tag_img.get_height() + th.px(0.6)
        body.h = max(0, inner.bottom - body.y)
        self.body = body
        self._lines = layout_text(th, self.app.t(f"{key}.rules"), body.w - th.px(0.5), size)
        self.content_h = text_height(self._lines, size)
        self._lines_key = cache_key
        self.scroll = max(0, min(self.scroll, self.max_scroll()))

    def draw(self, surface: pygame.Surface) -> None:
        draw.table(surface)
        self.draw_title(surface)
        th = self.app.theme
        for g, b in self.tabs:
            b.style = "primary" if g == self.selected else "secondary"
        for wdg in self.widgets:
            wdg.draw(surface)
        draw.panel(surface, self.page, th)
        self.prepare()
        inner = self.page.inflate(-th.px(2), -th.px(2))
        es = th.px(3)
        surface.blit(emblem(self.selected, es), (inner.right - es, inner.y))
        assert self._header is not None
        name, tag_img = self._header
        surface.blit(name, inner.topleft)
        surface.blit(tag_img, (inner.x, inner.y + name.get_height()))
        self.drawn = []
        render_lines(surface, th, self._lines, self.body, th.px(0.85), self.scroll, th.c["ink"], self.drawn)
        thumb = self.thumb()
        if thumb is not None:
            bar = pygame.Rect(thumb.centerx - th.px(0.125), thumb.y, th.px(0.25), thumb.h)
            pygame.draw.rect(surface, th.c["brass_dark"], bar, border_radius=3)
