"""Armies on the move: a token slides from where armies leave to where they arrive
(moving in after a conquest, reoccupying) or drops onto a territory (placing); figures
rise from the badges. Each runs on the house's motion timeline (`client.ui.motion`)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from ludotheque.client.colours import INK, named
from ludotheque.client.ui.motion import Point, Timeline, lerp_point

SHADOW = named("token_shadow", "castle_risk")


@dataclass(frozen=True)
class Token:
    start: Point
    end: Point
    colour: tuple[int, int, int]
    text: str


class Travellers:
    def __init__(self) -> None:
        self.tokens: Timeline[Token] = Timeline(keep=12)

    def add(self, start, end, colour, text: str, duration: float) -> None:
        self.tokens.add(Token(start, end, colour, text), duration)

    def update(self, dt: float) -> None:
        self.tokens.tick(dt)

    @property
    def moving(self) -> bool:
        return bool(self.tokens)

    def draw(self, surface: pygame.Surface, theme, radius: int) -> None:
        for tok, tween in self.tokens:
            x, y = lerp_point(tok.start, tok.end, tween.eased())
            pygame.draw.circle(surface, SHADOW, (x + 1, y + 2), radius)
            pygame.draw.circle(surface, tok.colour, (x, y), radius)
            pygame.draw.circle(surface, INK, (x, y), radius, 1)
            light = sum(tok.colour[:3]) > 420
            img = theme.text(tok.text, max(9, radius), INK if light else named("token_label_dark", "castle_risk"), bold=True)
            surface.blit(img, img.get_rect(center=(x, y)))


@dataclass(frozen=True)
class Floater:
    """A '+3' or '−2' that rises from a badge and fades: what just changed there."""

    pos: Point
    text: str
    colour: tuple[int, int, int]


class Floaters:
    def __init__(self) -> None:
        self.items: Timeline[Floater] = Timeline(keep=16)

    def add(self, pos, text: str, colour, duration: float) -> None:
        self.items.add(Floater(pos, text, colour), duration)

    def update(self, dt: float) -> None:
        self.items.tick(dt)

    def draw(self, surface: pygame.Surface, theme) -> None:
        for f, tween in self.items:
            t = tween.fraction()
            alpha = int(255 * (1 - t * t))
            x, y = f.pos
            spot = (x, y - theme.px(0.7) - t * theme.px(1.4))
            for colour, offset in ((SHADOW, 1), (f.colour, 0)):  # a shadow, then the figure
                img = theme.text(f.text, theme.px(0.95), colour, bold=True).copy()
                img.set_alpha(alpha)
                surface.blit(img, img.get_rect(midbottom=(spot[0] + offset, spot[1] + offset)))
