"""A plain board for the toy game, so the house's UI tests can click through a real flow."""

from __future__ import annotations

import pygame
from ludotheque.client.game.board import Board
from toy_game import Play


class ToyBoard(Board):
    def __init__(self, host) -> None:
        super().__init__(host)
        self.card_rects: list[tuple[pygame.Rect, int]] = []
        self.seen_events: list[str] = []
        self.states_given: list = []  # (before, after) of every on_events call
        self.guides_given: list = []  # every set_guide call, for the tests

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)

    def hand(self) -> list[int]:
        viewer = self.host.viewer
        return sorted(self.session.view(viewer)["hand"]) if viewer is not None else []

    def card_areas(self) -> list[tuple[pygame.Rect, int]]:
        """The screen's hit areas: each card of the viewer's hand, where a click plays it."""
        w = 60
        return [(pygame.Rect(self.rect.x + 20 + i * (w + 10), self.rect.bottom - 120, w, 90), c) for i, c in enumerate(self.hand())]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, card in self.card_areas():
                if rect.collidepoint(event.pos):
                    self.host.submit(Play(card))
                    return True
        return False

    def on_events(self, events, before, after) -> None:
        self.seen_events.extend(e.key for e in events)
        self.states_given.append((before, after))

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        for rect, card in self.card_areas():
            pygame.draw.rect(surface, th.c["parchment"], rect, border_radius=6)
            if self.guide == Play(card):
                pygame.draw.rect(surface, th.c["highlight"], rect, 4, border_radius=6)
            surface.blit(th.text(str(card), 28, th.c["ink"]), rect.move(18, 25))

    def set_guide(self, action) -> None:
        super().set_guide(action)
        self.guides_given.append(action)

    def guide_rect(self) -> pygame.Rect | None:
        return next((rect for rect, card in self.card_areas() if self.guide == Play(card)), None)

    def status(self) -> str:
        return f"{sum(self.session.view(None)['scores'])}"


def create_board(host) -> ToyBoard:
    return ToyBoard(host)
