"""What menu-like scenes share: the table, a title, widgets handled and drawn in order."""

from __future__ import annotations

from typing import TypeVar

import pygame
from ludotheque.client.colours import BLACK
from ludotheque.client.scene import Scene
from ludotheque.client.ui import draw
from ludotheque.client.ui.widgets import Widget

W = TypeVar("W", bound=Widget)


class WidgetScene(Scene):
    """A scene made of widgets over the table, with a title at the top."""

    title_key = ""
    material = "wood"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.widgets: list[Widget] = []

    @property
    def needs_frame(self) -> bool:
        """Widgets change on input only, but a focused text field blinks its caret."""
        return any(getattr(w, "focused", False) for w in self.widgets)

    def add(self, widget: W) -> W:
        """Keep `widget` in the scene's list; it comes back as its own type."""
        self.widgets.append(widget)
        return widget

    def back(self) -> None:
        self.app.scenes.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        for w in self.widgets:
            if w.visible and w.handle_event(event):
                break

    def draw_title(self, surface: pygame.Surface, text: str | None = None) -> int:
        """Draw the scene title; returns the y below it."""
        th = self.app.theme
        text = text if text is not None else self.app.t(self.title_key)
        size = th.fit_size(text, th.px(2.2), surface.get_width() - th.px(4), serif=True, bold=True)
        img = th.text(text, size, th.c["brass_light"], serif=True, bold=True)
        shadow = th.text(text, size, BLACK, serif=True, bold=True)
        y = th.px(1.0)
        x = (surface.get_width() - img.get_width()) // 2
        surface.blit(shadow, (x + 2, y + 3))
        surface.blit(img, (x, y))
        line_y = y + img.get_height() + th.px(0.3)
        w = min(surface.get_width() // 3, img.get_width() + th.px(4))
        cx = surface.get_width() // 2
        pygame.draw.line(surface, th.c["brass_dark"], (cx - w // 2, line_y), (cx + w // 2, line_y), 2)
        pygame.draw.circle(surface, th.c["brass"], (cx, line_y), th.px(0.2))
        return line_y + th.px(0.8)

    def draw(self, surface: pygame.Surface) -> None:
        draw.table(surface, self.material)
        if self.title_key:
            self.draw_title(surface)
        for w in self.widgets:
            if w.visible:
                w.draw(surface)

    def draw_label(self, surface: pygame.Surface, text: str, rect: pygame.Rect, colour=None, size: float = 0.9,
                   align: str = "left", bold: bool = False, serif: bool = False) -> None:
        th = self.app.theme
        draw.label(surface, th, text, rect, colour or th.c["brass_light"], size, align, bold, serif)
