"""Solo challenges: Castle Crush's Construction mode (Barbacane, Donjon, Château) with the
local high-score tables."""

from __future__ import annotations

import importlib
import secrets
from functools import partial

import pygame
from ludotheque.client.scenes.common import WidgetScene
from ludotheque.client.ui import draw
from ludotheque.client.ui.widgets import Button
from ludotheque.rules.registry import GameNotBuilt, get_game
from ludotheque.rules.session import Seat, Session

GAME_ID = "castle-crush"
CHALLENGES = ("barbacane", "donjon", "chateau")


class ChallengesScene(WidgetScene):
    title_key = "challenges.title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.message = ""
        try:
            self.info = get_game(GAME_ID)
            self.scores, kept = importlib.import_module("ludotheque.rules.castle_crush.highscores").read_table()
        except (GameNotBuilt, ImportError):
            self.info = None
            self.scores, kept = {}, None
        if kept is not None:
            self.message = app.t("challenges.set_aside", detail=str(kept))
        self.play_buttons = []
        for c in CHALLENGES:
            b = Button(app, lambda: app.t("challenges.play"), partial(self.play, c))
            b.enabled = self.info is not None
            self.play_buttons.append(b)
            self.add(b)
        self.back_button = self.add(Button(app, lambda: app.t("common.back"), self.back, "secondary"))
        self.cards: list[pygame.Rect] = []

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        gap = th.px(1)
        cw = (w - 4 * gap) // 3
        top = th.px(5)
        ch = h - top - th.px(4.2)
        self.cards = [pygame.Rect(gap + i * (cw + gap), top, cw, ch) for i in range(3)]
        for rect, b in zip(self.cards, self.play_buttons, strict=True):
            b.rect = pygame.Rect(rect.x + th.px(1), rect.bottom - th.px(2.8), rect.w - th.px(2), th.px(2))
        bw = th.px(10)
        self.back_button.rect = pygame.Rect((w - bw) // 2, h - th.px(3), bw, th.px(2))

    def play(self, challenge: str) -> None:
        name = self.app.t("seat.default_name", n=1)
        # A new seed each attempt (issue 22: always 0 gave every attempt the same sway).
        session = Session.create(GAME_ID, [Seat("human", name=name)], seed=secrets.randbelow(999_999) + 1,
                                 mode="construction", options={"challenge": challenge})
        self.app.scenes.push("game", session)

    def draw(self, surface: pygame.Surface) -> None:
        draw.table(surface, "wood")
        self.draw_title(surface)
        th = self.app.theme
        t = self.app.t
        for c, rect in zip(CHALLENGES, self.cards, strict=True):
            draw.panel(surface, rect, th)
            inner = rect.inflate(-th.px(1.6), -th.px(1.2))
            name = t(f"challenges.{c}.name")
            self.draw_label(surface, name, pygame.Rect(inner.x, inner.y, inner.w, th.px(1.8)), th.c["ink"], 1.4, serif=True, bold=True)
            desc = t(f"challenges.{c}.desc")
            y = inner.y + th.px(2.0)
            for line in th.wrap(desc, th.px(0.75), inner.w):
                surface.blit(th.text(line, th.px(0.75), th.c["ink_soft"]), (inner.x, y))
                y += th.px(0.95)
            y += th.px(0.5)
            self.draw_label(surface, t("challenges.best"), pygame.Rect(inner.x, y, inner.w, th.px(1.1)), th.c["red"], 0.9, serif=True, bold=True)
            y += th.px(1.3)
            rows = self.scores.get(c, [])[:5]
            if not rows:
                self.draw_label(surface, t("challenges.none"), pygame.Rect(inner.x, y, inner.w, th.px(1)), th.c["ink_soft"], 0.75)
            for i, row in enumerate(rows):
                line = t("challenges.row", rank=i + 1, name=row["name"], score=row["score"])
                self.draw_label(surface, line, pygame.Rect(inner.x, y, inner.w, th.px(0.9)), th.c["ink"], 0.78, bold=True)
                for sub in self.row_details(row):
                    y += th.px(0.85)
                    self.draw_label(surface, sub, pygame.Rect(inner.x + th.px(0.8), y, inner.w - th.px(0.8), th.px(0.8)),
                                    th.c["ink_soft"], 0.65)
                y += th.px(1.05)
            if self.info is None:
                self.draw_label(surface, t("challenges.unavailable"), pygame.Rect(inner.x, rect.bottom - th.px(4.2), inner.w, th.px(1)), th.c["red"], 0.75)
        for wdg in self.widgets:
            wdg.draw(surface)
        # A challenge measures a steady hand: no undo (issue 31), said before it starts.
        gap = th.px(1)
        note = pygame.Rect(gap, self.back_button.rect.y, self.back_button.rect.x - 2 * gap, self.back_button.rect.h)
        self.draw_label(surface, t("castle_crush.ui.challenge_no_undo"), note, th.c["parchment"], 0.7)
        if self.message:
            r = pygame.Rect(0, self.back_button.rect.y - th.px(1.2), surface.get_width(), th.px(1))
            self.draw_label(surface, self.message, r, th.c["highlight"], 0.75, align="center")

    def row_details(self, row: dict) -> list[str]:
        """The lines under a high score: its title and date, then the seed and hand when the
        row has them, in the player's language (a title the catalogue lacks is left out)."""
        t = self.app.t
        first, second = [], []
        title = row.get("title")
        if title and self.app.translator.has(title):
            first.append(t(title))
        if row.get("date"):
            first.append(row["date"])
        if row.get("seed") is not None:
            second.append(t("challenges.seed", seed=row["seed"]))
        hand = row.get("hand")
        if hand and self.app.translator.has(f"settings.hand.{hand}"):
            second.append(t("challenges.hand", hand=t(f"settings.hand.{hand}")))
        return [" · ".join(p) for p in (first, second) if p]
