"""Menu → En réseau / Online: host a table or join one (issue 30)."""

from __future__ import annotations

import pygame
from ludotheque.client.scenes.common import WidgetScene
from ludotheque.client.ui.widgets import Button, column


class NetMenuScene(WidgetScene):
    title_key = "net.title"

    def __init__(self, app) -> None:
        super().__init__(app)
        t = app.t
        self.items = [
            self.add(Button(app, lambda: t("net.host"), lambda: app.scenes.push("net_host"))),
            self.add(Button(app, lambda: t("net.join"), lambda: app.scenes.push("net_join"))),
            self.add(Button(app, lambda: t("net.back"), self.back, "secondary")),
        ]

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        bw = min(th.px(15), int(w * 0.5))
        area = pygame.Rect((w - bw) // 2, int(h * 0.3), bw, int(h * 0.4))
        for rect, b in zip(column(area, len(self.items), th.px(2.0), th.px(0.6)), self.items, strict=True):
            b.rect = rect
