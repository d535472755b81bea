"""The little pictures on Château Combo cards, drawn with pygame shapes.

Every icon is drawn into a square of side `s` centred on (cx, cy). Crests carry both a
colour and a shape (crown, cross, quill, swords, hammer, wheat) so that they read for
colour-blind players too.
"""

from __future__ import annotations

import math

import pygame
from ludotheque.client.colours import INK, named

PAWN = named("pawn", "chateau_combo")
GOLD = named("gold", "chateau_combo")
GOLD_DARK = named("gold_dark", "chateau_combo")
KEY = named("key", "chateau_combo")
KEY_DARK = named("key_dark", "chateau_combo")
PAPER = named("paper", "chateau_combo")

CREST_COLOURS = {
    "noble": named("crest_noble", "chateau_combo"),
    "religious": named("crest_religious", "chateau_combo"),
    "scholar": named("crest_scholar", "chateau_combo"),
    "military": named("crest_military", "chateau_combo"),
    "artisan": named("crest_artisan", "chateau_combo"),
    "peasant": named("crest_peasant", "chateau_combo"),
}
BANNER_COLOURS = {"castle": named("banner_castle", "chateau_combo"), "village": named("banner_village", "chateau_combo")}
BANNER_LIGHT = {"castle": named("banner_castle_light", "chateau_combo"), "village": named("banner_village_light", "chateau_combo")}


def _w(s: float) -> int:
    return max(1, round(s / 10))


def coin(surf: pygame.Surface, cx: float, cy: float, s: float, minus: bool = False) -> None:
    r = s * 0.45
    pygame.draw.circle(surf, GOLD, (cx, cy), r)
    pygame.draw.circle(surf, GOLD_DARK, (cx, cy), r, _w(s))
    pygame.draw.circle(surf, GOLD_DARK, (cx, cy), r * 0.55, max(1, _w(s) // 2))
    if minus:
        pygame.draw.line(surf, INK, (cx - r * 0.5, cy), (cx + r * 0.5, cy), max(2, _w(s) * 2))


def key(surf: pygame.Surface, cx: float, cy: float, s: float) -> None:
    r = s * 0.2
    bow = (cx - s * 0.22, cy)
    pygame.draw.circle(surf, KEY, bow, r)
    pygame.draw.circle(surf, KEY_DARK, bow, r, _w(s))
    w = max(2, round(s * 0.1))
    pygame.draw.line(surf, KEY_DARK, (cx - s * 0.05, cy), (cx + s * 0.42, cy), w)
    pygame.draw.line(surf, KEY_DARK, (cx + s * 0.3, cy), (cx + s * 0.3, cy + s * 0.16), w)
    pygame.draw.line(surf, KEY_DARK, (cx + s * 0.42, cy), (cx + s * 0.42, cy + s * 0.2), w)


def crest(surf: pygame.Surface, cx: float, cy: float, s: float, kind: str | None) -> None:
    """A shield in the crest's colour with its emblem (grey, without emblem: any crest)."""
    colour = CREST_COLOURS.get(kind, named("crest_unknown", "chateau_combo"))
    h, w = s * 0.48, s * 0.4
    pts = [(cx - w, cy - h), (cx + w, cy - h), (cx + w, cy + h * 0.15), (cx, cy + h), (cx - w, cy + h * 0.15)]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, INK, pts, _w(s))
    if kind is not None:
        _emblem(surf, cx, cy - s * 0.04, s * 0.5, kind)


def _emblem(surf: pygame.Surface, cx: float, cy: float, s: float, kind: str) -> None:
    white = named("crest_white", "chateau_combo")
    w = max(1, round(s / 7))
    if kind == "noble":  # crown
        pts = [(cx - s * 0.45, cy + s * 0.3), (cx - s * 0.45, cy - s * 0.25), (cx - s * 0.2, cy + s * 0.02),
               (cx, cy - s * 0.35), (cx + s * 0.2, cy + s * 0.02), (cx + s * 0.45, cy - s * 0.25), (cx + s * 0.45, cy + s * 0.3)]
        pygame.draw.polygon(surf, white, pts)
    elif kind == "religious":  # cross
        pygame.draw.line(surf, white, (cx, cy - s * 0.45), (cx, cy + s * 0.45), w + 1)
        pygame.draw.line(surf, white, (cx - s * 0.3, cy - s * 0.15), (cx + s * 0.3, cy - s * 0.15), w + 1)
    elif kind == "scholar":  # quill
        pygame.draw.polygon(surf, white, [(cx + s * 0.4, cy - s * 0.45), (cx - s * 0.1, cy + s * 0.1),
                                          (cx - s * 0.35, cy + s * 0.45), (cx + s * 0.05, cy + s * 0.15)])
    elif kind == "military":  # crossed swords
        pygame.draw.line(surf, white, (cx - s * 0.4, cy - s * 0.4), (cx + s * 0.4, cy + s * 0.4), w)
        pygame.draw.line(surf, white, (cx + s * 0.4, cy - s * 0.4), (cx - s * 0.4, cy + s * 0.4), w)
        pygame.draw.line(surf, white, (cx - s * 0.35, cy + s * 0.15), (cx - s * 0.15, cy + s * 0.35), w)
        pygame.draw.line(surf, white, (cx + s * 0.35, cy + s * 0.15), (cx + s * 0.15, cy + s * 0.35), w)
    elif kind == "artisan":  # hammer
        pygame.draw.line(surf, white, (cx - s * 0.3, cy + s * 0.45), (cx + s * 0.15, cy - s * 0.15), w + 1)
        pygame.draw.polygon(surf, white, [(cx - s * 0.05, cy - s * 0.45), (cx + s * 0.45, cy - s * 0.05),
                                          (cx + s * 0.3, cy + s * 0.1), (cx - s * 0.2, cy - s * 0.3)])
    elif kind == "peasant":  # wheat
        pygame.draw.line(surf, white, (cx, cy + s * 0.45), (cx, cy - s * 0.4), w)
        for k in range(3):
            y = cy - s * 0.3 + k * s * 0.22
            pygame.draw.ellipse(surf, white, (cx - s * 0.3, y - s * 0.08, s * 0.28, s * 0.16))
            pygame.draw.ellipse(surf, white, (cx + s * 0.02, y - s * 0.08, s * 0.28, s * 0.16))


def flag(surf: pygame.Surface, cx: float, cy: float, s: float, banner: str) -> None:
    """A banner pennant: grey-blue for the Castle, brown for the Village (tower / roof mark)."""
    colour = BANNER_COLOURS[banner]
    x0, y0 = cx - s * 0.3, cy - s * 0.4
    pts = [(x0, y0), (cx + s * 0.35, y0), (cx + s * 0.35, cy + s * 0.25), (cx + s * 0.02, cy + s * 0.45), (x0, cy + s * 0.25)]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, INK, pts, _w(s))
    light = BANNER_LIGHT[banner]
    if banner == "castle":  # a tower with battlements
        bx, by, bw = cx - s * 0.12, cy - s * 0.15, s * 0.3
        pygame.draw.rect(surf, light, (bx, by, bw, s * 0.32))
        for k in range(3):
            pygame.draw.rect(surf, light, (bx + k * bw / 2.6, by - s * 0.08, bw / 4, s * 0.09))
    else:  # a cottage roof
        pygame.draw.polygon(surf, light, [(cx - s * 0.18, cy), (cx + 0.02 * s, cy - s * 0.2), (cx + s * 0.22, cy)])
        pygame.draw.rect(surf, light, (cx - s * 0.12, cy, s * 0.28, s * 0.18))


def card(surf: pygame.Surface, cx: float, cy: float, s: float, dots: int = 0, back: bool = False,
         empty: bool = False) -> None:
    """A small card; `dots` crest dots on it, `back` a face-down card, `empty` a free cell."""
    rect = pygame.Rect(0, 0, s * 0.6, s * 0.84)
    rect.center = (round(cx), round(cy))
    if empty:
        pygame.draw.rect(surf, INK, rect, _w(s), border_radius=max(1, round(s / 12)))
        return
    pygame.draw.rect(surf, named("card_back", "chateau_combo") if back else PAPER, rect, border_radius=max(1, round(s / 12)))
    pygame.draw.rect(surf, INK, rect, _w(s), border_radius=max(1, round(s / 12)))
    if back:
        pygame.draw.line(surf, named("card_back_cross", "chateau_combo"), rect.topleft, rect.bottomright, _w(s))
        pygame.draw.line(surf, named("card_back_cross", "chateau_combo"), rect.topright, rect.bottomleft, _w(s))
    for k in range(dots):
        pygame.draw.circle(surf, INK, (rect.centerx + (k - (dots - 1) / 2) * s * 0.2, rect.y + s * 0.2), s * 0.07)


def purse(surf: pygame.Surface, cx: float, cy: float, s: float) -> None:
    body = pygame.Rect(0, 0, s * 0.7, s * 0.55)
    body.midbottom = (round(cx), round(cy + s * 0.42))
    pygame.draw.ellipse(surf, named("bag", "chateau_combo"), body)
    pygame.draw.ellipse(surf, INK, body, _w(s))
    neck = [(cx - s * 0.15, body.y + s * 0.05), (cx - s * 0.25, cy - s * 0.35), (cx + s * 0.25, cy - s * 0.35), (cx + s * 0.15, body.y + s * 0.05)]
    pygame.draw.polygon(surf, named("bag", "chateau_combo"), neck)
    pygame.draw.polygon(surf, INK, neck, _w(s))
    pygame.draw.line(surf, GOLD, (cx - s * 0.2, body.y + s * 0.04), (cx + s * 0.2, body.y + s * 0.04), max(2, _w(s)))


def pawn(surf: pygame.Surface, cx: float, cy: float, s: float, colour=PAWN) -> None:
    pygame.draw.circle(surf, colour, (cx, cy - s * 0.22), s * 0.17)
    pts = [(cx - s * 0.3, cy + s * 0.4), (cx - s * 0.12, cy - s * 0.05), (cx + s * 0.12, cy - s * 0.05), (cx + s * 0.3, cy + s * 0.4)]
    pygame.draw.polygon(surf, colour, pts)


def others(surf: pygame.Surface, cx: float, cy: float, s: float) -> None:
    """Two pawns: the other players."""
    pawn(surf, cx - s * 0.18, cy, s * 0.8, named("pawn_left", "chateau_combo"))
    pawn(surf, cx + s * 0.18, cy, s * 0.8, named("pawn_right", "chateau_combo"))


def grid(surf: pygame.Surface, cx: float, cy: float, s: float, marked=(), scope: str | None = None,
         centre_mark: bool = False) -> None:
    """A 3x3 grid: `marked` cells filled (positions), or a scope drawn from the middle cell."""
    g = s * 0.8
    c = g / 3
    x0, y0 = cx - g / 2, cy - g / 2
    cells = set(map(tuple, marked))
    if scope in ("row", "row_and_column"):
        cells |= {(1, 0), (1, 1), (1, 2)}
    if scope in ("column", "row_and_column"):
        cells |= {(0, 1), (1, 1), (2, 1)}
    if scope == "tableau":
        cells |= {(r, k) for r in range(3) for k in range(3)}
    for r in range(3):
        for k in range(3):
            rect = pygame.Rect(round(x0 + k * c), round(y0 + r * c), math.ceil(c), math.ceil(c))
            if (r, k) in cells:
                pygame.draw.rect(surf, named("chest", "chateau_combo"), rect)
            pygame.draw.rect(surf, INK, rect, 1)
    if centre_mark:
        pygame.draw.circle(surf, GOLD, (x0 + 1.5 * c, y0 + 1.5 * c), c * 0.3)


def rainbow(surf: pygame.Surface, cx: float, cy: float, s: float, crossed: bool = False) -> None:
    """Three crest colours side by side: 'different crest types'."""
    for k, kind in enumerate(("noble", "military", "peasant")):
        pygame.draw.circle(surf, CREST_COLOURS[kind], (cx + (k - 1) * s * 0.24, cy), s * 0.2)
        pygame.draw.circle(surf, INK, (cx + (k - 1) * s * 0.24, cy), s * 0.2, 1)
    if crossed:
        strike(surf, cx, cy, s)


def strike(surf: pygame.Surface, cx: float, cy: float, s: float) -> None:
    w = max(2, round(s / 8))
    pygame.draw.line(surf, named("refusal", "chateau_combo"), (cx - s * 0.45, cy + s * 0.4), (cx + s * 0.45, cy - s * 0.4), w)


def messenger(surf: pygame.Surface, cx: float, cy: float, s: float, up: bool) -> None:
    """The messenger token: a herald's horn on a disc with an arrow to its row."""
    pygame.draw.circle(surf, named("coin_face", "chateau_combo"), (cx, cy), s * 0.45)
    pygame.draw.circle(surf, INK, (cx, cy), s * 0.45, _w(s))
    pts = [(cx - s * 0.25, cy - s * 0.08), (cx + s * 0.2, cy - s * 0.22), (cx + s * 0.2, cy + s * 0.22), (cx - s * 0.25, cy + s * 0.08)]
    pygame.draw.polygon(surf, named("coin_star", "chateau_combo"), pts)
    pygame.draw.polygon(surf, INK, pts, 1)
    d = -1 if up else 1
    tip = (cx + s * 0.3, cy + d * s * 0.42)
    pygame.draw.polygon(surf, INK, [tip, (tip[0] - s * 0.12, tip[1] - d * s * 0.14), (tip[0] + s * 0.12, tip[1] - d * s * 0.14)])
