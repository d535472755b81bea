"""Armies on the move: a token slides from where armies leave to where they arrive
(moving in after a conquest, reoccupying) or drops onto a territory (placing); figures
rise from the badges; territories flash where something just happened."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from ludotheque.client.scenes.castle_risk.style import INK


@dataclass
class Token:
    start: tuple[float, float]
    end: tuple[float, float]
    colour: tuple[int, int, int]
    text: str
    duration: float
    age: float = 0.0

    def position(self) -> tuple[float, float]:
        t = min(1.0, self.age / self.duration) if self.duration > 0 else 1.0
        ease = 1 - (1 - t) ** 3
        return (self.start[0] + (self.end[0] - self.start[0]) * ease,
                self.start[1] + (self.end[1] - self.start[1]) * ease)


class Travellers:
    def __init__(self) -> None:
        self.tokens: list[Token] = []

    def add(self, start, end, colour, text: str, duration: float) -> None:
        if duration > 0:
            self.tokens.append(Token(start, end, colour, text, duration))
            self.tokens = self.tokens[-12:]

    def update(self, dt: float) -> None:
        for tok in self.tokens:
            tok.age += dt
        self.tokens = [t for t in self.tokens if t.age < t.duration]

    @property
    def moving(self) -> bool:
        return bool(self.tokens)

    def draw(self, surface: pygame.Surface, theme, radius: int) -> None:
        for tok in self.tokens:
            x, y = tok.position()
            pygame.draw.circle(surface, (20, 12, 8), (x + 1, y + 2), radius)
            pygame.draw.circle(surface, tok.colour, (x, y), radius)
            pygame.draw.circle(surface, INK, (x, y), radius, 1)
            light = sum(tok.colour[:3]) > 420
            img = theme.text(tok.text, max(9, radius), INK if light else (255, 250, 240), bold=True)
            surface.blit(img, img.get_rect(center=(x, y)))


@dataclass
class Floater:
    """A '+3' or '−2' that rises from a badge and fades: what just changed there."""

    pos: tuple[float, float]
    text: str
    colour: tuple[int, int, int]
    duration: float
    age: float = 0.0


class Floaters:
    def __init__(self) -> None:
        self.items: list[Floater] = []

    def add(self, pos, text: str, colour, duration: float) -> None:
        if duration > 0:
            self.items = (self.items + [Floater(pos, text, colour, duration)])[-16:]

    def update(self, dt: float) -> None:
        for f in self.items:
            f.age += dt
        self.items = [f for f in self.items if f.age < f.duration]

    def draw(self, surface: pygame.Surface, theme) -> None:
        for f in self.items:
            t = f.age / f.duration
            alpha = int(255 * (1 - t * t))
            x, y = f.pos
            spot = (x, y - theme.px(0.7) - t * theme.px(1.4))
            for colour, offset in (((20, 12, 8), 1), (f.colour, 0)):  # a shadow, then the figure
                img = theme.text(f.text, theme.px(0.95), colour, bold=True).copy()
                img.set_alpha(alpha)
                surface.blit(img, img.get_rect(midbottom=(spot[0] + offset, spot[1] + offset)))
