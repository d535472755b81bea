""""Apprendre à jouer": pick a game and start its guided first game."""

from __future__ import annotations

from functools import partial

import pygame
from ludotheque.client.game.boards import playable_games
from ludotheque.client.game.guided import start_tutorial
from ludotheque.client.scenes.common import WidgetScene
from ludotheque.client.ui import draw
from ludotheque.client.ui.emblems import emblem
from ludotheque.client.ui.widgets import Button
from ludotheque.rules.core import GameInfo
from ludotheque.rules.tutorial import tutorial_for


class LearnScene(WidgetScene):
    title_key = "learn.title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.games: list[GameInfo] = playable_games()
        self.tutorials = [tutorial_for(info) for info in self.games]
        self.starts: list[Button] = []
        for info, tutorial in zip(self.games, self.tutorials, strict=True):
            b = Button(app, partial(app.t, "learn.start" if tutorial else "learn.none"), partial(self.start, info))
            b.enabled = tutorial is not None
            self.starts.append(self.add(b))
        self.back_button = self.add(Button(app, lambda: app.t("common.back"), self.back, "secondary"))
        self.cards: list[pygame.Rect] = []

    def start(self, info: GameInfo) -> None:
        tutorial = tutorial_for(info)
        if tutorial is not None:
            start_tutorial(self.app, info, tutorial)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        n = max(1, len(self.games))
        top = th.px(6.9)  # below the title and the intro line
        gap = th.px(0.5)
        ch = min(th.px(4.4), (h - top - th.px(4) - gap * (n - 1)) // n)
        cw = min(w - th.px(2), th.px(36))
        x = (w - cw) // 2
        self.cards = [pygame.Rect(x, top + i * (ch + gap), cw, ch) for i in range(len(self.games))]
        bw = min(th.px(9), cw // 3)
        for card, b in zip(self.cards, self.starts, strict=True):
            b.rect = pygame.Rect(card.right - bw - th.px(0.6), card.centery - th.px(1), bw, th.px(2))
        self.back_button.rect = pygame.Rect((w - th.px(10)) // 2, h - th.px(3), th.px(10), th.px(2))

    def draw(self, surface: pygame.Surface) -> None:
        draw.table(surface)
        y = self.draw_title(surface)
        th = self.app.theme
        intro = self.app.t("learn.intro")
        self.draw_label(surface, intro, pygame.Rect(th.px(1), y, surface.get_width() - th.px(2), th.px(1.2)),
                        th.c["parchment_dark"], 0.85, align="center")
        for info, card, b in zip(self.games, self.cards, self.starts, strict=True):
            draw.panel(surface, card, th)
            size = card.h - th.px(0.8)
            surface.blit(emblem(info.id, size), (card.x + th.px(0.4), card.y + th.px(0.4)))
            text_x = card.x + size + th.px(1.0)
            text_w = b.rect.x - text_x - th.px(0.6)
            name = pygame.Rect(text_x, card.y + th.px(0.4), text_w, card.h // 2 - th.px(0.3))
            self.draw_label(surface, self.app.t(f"{info.key}.name"), name, th.c["ink"], 1.1, serif=True, bold=True)
            tag = pygame.Rect(text_x, card.centery, text_w, card.h // 2 - th.px(0.4))
            self.draw_label(surface, self.app.t(f"{info.key}.tagline"), tag, th.c["ink_soft"], 0.75)
        for wdg in self.widgets:
            wdg.draw(surface)
