"""Drawing Crack Word's cards: a letter card, a JOKER, a POUBELLE, a card back.

Every card face is drawn once per (colour, face, size) and cached, so a frame only blits.
"""

from __future__ import annotations

import pygame
from ludotheque.client.colours import WHITE, named
from ludotheque.client.ui import draw
from ludotheque.rules.crack_word.cards import JOKER, POUBELLE

Colour = tuple[int, int, int]
_CACHE: dict[tuple, pygame.Surface] = {}
BACK = named("card_back", "crack_word")


def ink_for(colour: Colour) -> Colour:
    """Dark ink on light cards (yellow), white on dark ones: readable on every colour."""
    r, g, b = colour[:3]
    return named("card_ink_dark", "crack_word") if 0.299 * r + 0.587 * g + 0.114 * b > 150 else named("card_ink_light", "crack_word")


def card_face(theme, colour: Colour, face: str, letter: str, size: tuple[int, int],
              symbol: str | None = None, captions: tuple[str, str] = (POUBELLE, JOKER)) -> pygame.Surface:
    """`captions`: the action cards' printed names in the player's language (POUBELLE,
    JOKER in French; BIN, JOKER in English)."""
    key = ("face", colour, face, letter, size, symbol, captions)
    surf = _CACHE.get(key)
    if surf is None:
        surf = _draw_face(theme, colour, face, letter, size, symbol, captions)
        _remember(key, surf)
    return surf


def card_back(theme, size: tuple[int, int]) -> pygame.Surface:
    key = ("back", size)
    surf = _CACHE.get(key)
    if surf is None:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, w // 8)
        pygame.draw.rect(surf, BACK, surf.get_rect(), border_radius=radius)
        inner = surf.get_rect().inflate(-max(4, w // 7), -max(4, w // 7))
        pygame.draw.rect(surf, theme.c["brass_dark"], inner, max(1, w // 24), border_radius=radius)
        mark = theme.text("CW", max(8, h // 4), theme.c["brass"], serif=True, bold=True)
        surf.blit(mark, mark.get_rect(center=surf.get_rect().center))
        pygame.draw.rect(surf, named("back_edge", "crack_word"), surf.get_rect(), 1, border_radius=radius)
        _remember(key, surf)
    return surf


def _remember(key: tuple, surf: pygame.Surface) -> None:
    if len(_CACHE) > 600:
        _CACHE.clear()
    _CACHE[key] = surf


def _draw_face(theme, colour: Colour, face: str, letter: str, size: tuple[int, int],
               symbol: str | None, captions: tuple[str, str]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    radius = max(3, w // 8)
    pygame.draw.rect(surf, colour, rect, border_radius=radius)
    light = tuple(min(255, c + 60) for c in colour[:3])
    pygame.draw.rect(surf, light, rect.inflate(-max(4, w // 8), -max(4, w // 8)), max(1, w // 28),
                     border_radius=radius)
    ink = ink_for(colour)
    if face == POUBELLE:
        _draw_bin(surf, rect, ink)
        _caption(theme, surf, captions[0], ink)
    else:
        big = theme.text(letter, max(10, int(h * 0.56)), ink, serif=True, bold=True)
        surf.blit(big, big.get_rect(center=(w // 2, int(h * 0.46))))
        if face == JOKER:
            draw.symbol(surf, "star", (w * 0.8, h * 0.16), max(6, w * 0.24), theme.c["highlight"])
            _caption(theme, surf, captions[1], ink)
        else:
            small = theme.text(letter, max(8, h // 6), ink, bold=True)
            surf.blit(small, (max(2, w // 10), max(1, h // 20)))
    if symbol:
        # Letter cards keep their top-left corner for the small letter; action cards have
        # their caption at the bottom.
        spot = (w * 0.18, h * 0.84) if face not in (JOKER, POUBELLE) else (w * 0.18, h * 0.14)
        draw.symbol(surf, symbol, spot, max(6, w * 0.2), WHITE)
    pygame.draw.rect(surf, named("card_edge", "crack_word"), rect, 1, border_radius=radius)
    return surf


def _caption(theme, surf: pygame.Surface, text: str, ink: Colour) -> None:
    w, h = surf.get_size()
    size = theme.fit_size(text, max(7, h // 8), int(w * 0.86), bold=True)
    img = theme.text(text, size, ink, bold=True)
    surf.blit(img, img.get_rect(midbottom=(w // 2, h - max(2, h // 16))))


def _draw_bin(surf: pygame.Surface, rect: pygame.Rect, ink: Colour) -> None:
    w, h = rect.size
    body = pygame.Rect(0, 0, int(w * 0.46), int(h * 0.4))
    body.midtop = (w // 2, int(h * 0.28))
    pygame.draw.polygon(surf, ink, [body.topleft, body.topright,
                                    (body.right - w * 0.05, body.bottom), (body.left + w * 0.05, body.bottom)],
                        max(2, w // 20))
    lid = pygame.Rect(0, 0, int(w * 0.58), max(2, h // 26))
    lid.midbottom = (w // 2, body.top - 2)
    pygame.draw.rect(surf, ink, lid)
    pygame.draw.rect(surf, ink, pygame.Rect(w // 2 - w // 12, lid.top - h // 30, w // 6, h // 30), 1)
    for k in (-1, 0, 1):
        x = w // 2 + k * w // 9
        pygame.draw.line(surf, ink, (x, body.top + h // 20), (x, body.bottom - h // 20), max(1, w // 40))
