"""Small emblems drawn by code, one per game, for menus and the rules book."""

from __future__ import annotations

import math

import pygame
from ludotheque.client.colours import INK, named

STONE = named("stone", "emblems")
STONE_DARK = named("stone_dark", "emblems")
WOOD = named("wood", "emblems")
WOOD_DARK = named("wood_dark", "emblems")
PAPER = named("paper", "emblems")
RED = named("red", "emblems")
GOLD = named("gold", "emblems")
TERRACOTTA = named("terracotta", "emblems")
PLASTER = named("plaster", "emblems")


def _castle_crush(s: pygame.Surface, r: pygame.Rect) -> None:
    u = r.w / 10
    base = pygame.Rect(r.x + u * 1.5, r.bottom - u * 1.2, u * 6, u * 0.8)
    pygame.draw.rect(s, WOOD_DARK, base)
    for i, (x, w, h) in enumerate(((2, 2, 2.2), (4.2, 1.4, 3.4), (5.8, 1.6, 1.8))):
        rect = pygame.Rect(r.x + u * x, base.y - u * h, u * w, u * h)
        pygame.draw.rect(s, STONE if i != 1 else named("stone_light", "emblems"), rect)
        pygame.draw.rect(s, STONE_DARK, rect, 2)
    roof = [(r.x + u * 4.2, r.bottom - u * 4.6), (r.x + u * 5.6, r.bottom - u * 4.6), (r.x + u * 4.9, r.bottom - u * 5.8)]
    pygame.draw.polygon(s, RED, roof)
    # The hammer, falling.
    pivot = (r.x + u * 9.2, r.bottom - u * 0.6)
    ang = math.radians(200)
    tip = (pivot[0] + math.cos(ang) * u * 5.2, pivot[1] + math.sin(ang) * u * 5.2 - u * 2.5)
    pygame.draw.line(s, WOOD, pivot, tip, max(2, int(u * 0.45)))
    pygame.draw.circle(s, WOOD_DARK, (int(tip[0]), int(tip[1])), int(u * 0.9))


def _castle_risk(s: pygame.Surface, r: pygame.Rect) -> None:
    u = r.w / 10
    pygame.draw.rect(s, named("sea", "emblems"), r.inflate(-u, -u), border_radius=int(u))
    land = [(2, 2), (5, 1.4), (8, 2.5), (8.4, 5.5), (6.2, 8), (3.5, 8.4), (1.6, 6)]
    pts = [(r.x + x * u, r.y + y * u) for x, y in land]
    pygame.draw.polygon(s, named("land", "emblems"), pts)
    pygame.draw.polygon(s, INK, pts, 2)
    pygame.draw.line(s, INK, (r.x + 3 * u, r.y + 2 * u), (r.x + 5 * u, r.y + 8.2 * u), 1)
    pygame.draw.line(s, INK, (r.x + 1.8 * u, r.y + 5 * u), (r.x + 8.3 * u, r.y + 4 * u), 1)
    for (x, y), col in (((3.6, 4), RED), ((6.4, 6.2), named("blue_army", "emblems"))):
        c = (int(r.x + x * u), int(r.y + y * u))
        pygame.draw.circle(s, col, c, int(u * 0.8))
        pygame.draw.circle(s, PAPER, c, int(u * 0.8), 2)


def _card(s: pygame.Surface, rect: pygame.Rect, letter: str, colour, angle: float) -> None:
    card = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(card, PAPER, card.get_rect(), border_radius=max(2, rect.w // 8))
    pygame.draw.rect(card, colour, card.get_rect(), max(2, rect.w // 12), border_radius=max(2, rect.w // 8))
    font = pygame.font.Font(None, int(rect.h * 0.8))
    img = font.render(letter, True, colour)
    card.blit(img, img.get_rect(center=card.get_rect().center))
    rot = pygame.transform.rotate(card, angle)
    s.blit(rot, rot.get_rect(center=rect.center))


def _crack_word(s: pygame.Surface, r: pygame.Rect) -> None:
    u = r.w / 10
    for i, (letter, col) in enumerate((("M", RED), ("O", named("card_blue", "emblems")), ("T", named("card_green", "emblems")))):
        rect = pygame.Rect(0, 0, int(u * 3), int(u * 4.2))
        rect.center = (int(r.x + u * (2.4 + i * 2.6)), int(r.centery + (i - 1) * u * 0.4))
        _card(s, rect, letter, col, 12 - i * 12)


def _chateau_combo(s: pygame.Surface, r: pygame.Rect) -> None:
    u = r.w / 10
    cols = (GOLD, named("band_purple", "emblems"), named("band_blue", "emblems"))
    for row in range(3):
        for col in range(3):
            rect = pygame.Rect(int(r.x + u * (1.2 + col * 2.7)), int(r.y + u * (0.6 + row * 3.0)), int(u * 2.4), int(u * 2.7))
            pygame.draw.rect(s, PAPER, rect, border_radius=3)
            band = rect.copy()
            band.h = rect.h // 3
            pygame.draw.rect(s, cols[(row + col) % 3], band, border_top_left_radius=3, border_top_right_radius=3)
            pygame.draw.rect(s, INK, rect, 1, border_radius=3)


def _casa_grande(s: pygame.Surface, r: pygame.Rect) -> None:
    u = r.w / 10

    def cube(cx: float, cy: float, colour) -> None:
        top = [(cx, cy - u), (cx + u * 1.3, cy - u * 0.3), (cx, cy + u * 0.4), (cx - u * 1.3, cy - u * 0.3)]
        left = [(cx - u * 1.3, cy - u * 0.3), (cx, cy + u * 0.4), (cx, cy + u * 1.9), (cx - u * 1.3, cy + u * 1.2)]
        right = [(cx + u * 1.3, cy - u * 0.3), (cx, cy + u * 0.4), (cx, cy + u * 1.9), (cx + u * 1.3, cy + u * 1.2)]
        pygame.draw.polygon(s, colour, top)
        pygame.draw.polygon(s, tuple(int(c * 0.8) for c in colour), left)
        pygame.draw.polygon(s, tuple(int(c * 0.65) for c in colour), right)
        for poly in (top, left, right):
            pygame.draw.polygon(s, INK, poly, 1)

    cube(r.x + u * 3.6, r.y + u * 6.4, TERRACOTTA)
    cube(r.x + u * 6.2, r.y + u * 6.4, named("cube_purple", "emblems"))
    cube(r.x + u * 4.9, r.y + u * 7.1, named("cube_grey", "emblems"))
    plat = [(r.x + u * 4.9, r.y + u * 2.2), (r.x + u * 8.4, r.y + u * 4.2), (r.x + u * 4.9, r.y + u * 6.2), (r.x + u * 1.4, r.y + u * 4.2)]
    pygame.draw.polygon(s, PLASTER, plat)
    pygame.draw.polygon(s, INK, plat, 2)
    pygame.draw.circle(s, INK, (int(r.x + u * 4.9), int(r.y + u * 4.2)), int(u * 0.35), 1)


EMBLEMS = {
    "castle-crush": _castle_crush,
    "castle-risk": _castle_risk,
    "crack-word": _crack_word,
    "chateau-combo": _chateau_combo,
    "casa-grande": _casa_grande,
}

_cache: dict[tuple[str, int], pygame.Surface] = {}


def emblem(game_id: str, size: int) -> pygame.Surface:
    """The emblem of a game as a cached square surface."""
    key = (game_id, size)
    surf = _cache.get(key)
    if surf is None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        painter = EMBLEMS.get(game_id)
        if painter is not None:
            painter(surf, surf.get_rect())
        _cache[key] = surf
    return surf
