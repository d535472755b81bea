"""The rules book: a summary of each game, in our own words, in the chosen language."""

from __future__ import annotations

import pygame
from ludotheque.client.scenes.common import WidgetScene
from ludotheque.client.ui import draw
from ludotheque.client.ui.emblems import emblem
from ludotheque.client.ui.richtext import layout_text, render_lines
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
            b = Button(app, (lambda g=g: app.t(f"{game_key(g)}.name")), (lambda g=g: self.select(g)), "secondary")
            self.tabs.append((g, b))
            self.add(b)
        self.close = self.add(Button(app, lambda: app.t("common.back"), self.back))
        self.page = pygame.Rect(0, 0, 0, 0)
        self.scroll = 0
        self.content_h = 0
        self._lines_key: tuple | None = None
        self._lines: list = []

    def select(self, game_id: str) -> None:
        self.selected = game_id
        self.scroll = 0

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
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.app.theme.px(2))
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_UP, pygame.K_PAGEUP):
            step = self.page.h // 2 if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP) else self.app.theme.px(2)
            self.scroll_by(step if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN) else -step)
            return
        super().handle_event(event)

    def scroll_by(self, dy: int) -> None:
        inner = self.page.h - self.app.theme.px(2)
        self.scroll = max(0, min(self.scroll + dy, max(0, self.content_h - inner)))

    def draw(self, surface: pygame.Surface) -> None:
        draw.table(surface)
        self.draw_title(surface)
        th = self.app.theme
        for g, b in self.tabs:
            b.style = "primary" if g == self.selected else "secondary"
        for wdg in self.widgets:
            wdg.draw(surface)
        draw.panel(surface, self.page, th)
        inner = self.page.inflate(-th.px(2), -th.px(2))
        key = game_key(self.selected)
        es = th.px(3)
        surface.blit(emblem(self.selected, es), (inner.right - es, inner.y))
        name = th.text(self.app.t(f"{key}.name"), th.px(1.5), th.c["ink"], serif=True, bold=True)
        surface.blit(name, inner.topleft)
        tag = self.app.t(f"{key}.tagline")
        tag_img = th.text(tag, th.fit_size(tag, th.px(0.85), inner.w - es), th.c["ink_soft"])
        surface.blit(tag_img, (inner.x, inner.y + name.get_height()))
        body = inner.copy()
        body.y += name.get_height() + tag_img.get_height() + th.px(0.6)
        body.h = inner.bottom - body.y
        body.w = inner.w
        size = th.px(0.85)
        cache_key = (key, self.app.settings.language, body.w, size)
        if cache_key != self._lines_key:
            self._lines = layout_text(th, self.app.t(f"{key}.rules"), body.w - th.px(0.5), size)
            self._lines_key = cache_key
        self.content_h = render_lines(surface, th, self._lines, body, size, self.scroll, th.c["ink"])
        if self.content_h > body.h:
            frac = body.h / self.content_h
            bar_h = max(th.px(1), int(body.h * frac))
            bar_y = body.y + int((body.h - bar_h) * (self.scroll / max(1, self.content_h - body.h)))
            pygame.draw.rect(surface, th.c["brass_dark"], (self.page.right - th.px(0.5), bar_y, th.px(0.25), bar_h), border_radius=3)
