"""Drawing helpers for the shared frame: table, parchment panels, brass buttons, symbols."""

from __future__ import annotations

import math
from functools import cache

import pygame
from ludotheque.art.palette import ART_DIR
from ludotheque.client.colours import BLACK, WHITE, house

SYMBOL_OUTLINE = house("symbol_outline")


@cache
def _texture(name: str) -> pygame.Surface:
    return pygame.image.load(str(ART_DIR / "textures" / f"{name}.png"))


_tiled_cache: dict[tuple[str, int, int, int], pygame.Surface] = {}


def tiled(name: str, size: tuple[int, int], scale: int = 1) -> pygame.Surface:
    """A texture tiled over `size`, cached per size."""
    key = (name, size[0], size[1], scale)
    surf = _tiled_cache.get(key)
    if surf is None:
        tile = _texture(name)
        if scale != 1:
            tile = pygame.transform.smoothscale(tile, (tile.get_width() * scale, tile.get_height() * scale))
        surf = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
        for x in range(0, size[0], tile.get_width()):
            for y in range(0, size[1], tile.get_height()):
                surf.blit(tile, (x, y))
        if len(_tiled_cache) > 24:
            _tiled_cache.clear()
        _tiled_cache[key] = surf
    return surf


def table_picture(size: tuple[int, int], material: str = "wood") -> pygame.Surface:
    """The table with its vignette, composed once per window size."""
    key = ("table:" + material, size[0], size[1], 0)
    bg = _tiled_cache.get(key)
    if bg is None:
        bg = tiled(material, size).copy()
        bg.blit(_vignette(size), (0, 0))
        _tiled_cache[key] = bg
    return bg


def table(surface: pygame.Surface, material: str = "wood") -> None:
    """The warm table every screen sits on, with a soft vignette."""
    surface.blit(table_picture(surface.get_size(), material), (0, 0))


def over_table(surface_size: tuple[int, int], rect: pygame.Rect) -> pygame.Surface:
    """An opaque copy of the table under `rect`: translucent chrome composed on it once
    blits much faster every frame than an alpha surface."""
    bg = table_picture(surface_size)
    return bg.subsurface(rect.clip(bg.get_rect())).copy()


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    """A smooth radial darkening towards the edges (drawn small, scaled up)."""
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
            d = min(1.0, math.hypot(dx, dy) / 1.25)
            small.set_at((x, y), (*BLACK, int(150 * d**2.2)))
    return pygame.transform.smoothscale(small, size)


_panel_cache: dict[tuple, pygame.Surface] = {}


def _cached(key: tuple, make) -> pygame.Surface:
    surf = _panel_cache.get(key)
    if surf is None:
        if len(_panel_cache) > 200:
            _panel_cache.clear()
        surf = _panel_cache[key] = make()
    return surf


def panel(surface: pygame.Surface, rect: pygame.Rect, theme, radius: int | None = None, alpha: int = 255) -> None:
    """A parchment panel with a brass edge and a drop shadow (composed once per size)."""
    r = theme.px(0.5) if radius is None else radius
    edge = max(1, theme.px(0.1))

    def make() -> pygame.Surface:
        out = pygame.Surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA)
        pygame.draw.rect(out, house("panel_shadow"), pygame.Rect(0, 4, rect.w + 2, rect.h + 4), border_radius=r + 2)
        paper = tiled("parchment", rect.size).convert_alpha() if pygame.display.get_surface() else tiled("parchment", rect.size).copy()
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (*WHITE, alpha), mask.get_rect(), border_radius=r)
        paper.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        out.blit(paper, (1, 0))
        pygame.draw.rect(out, theme.c["parchment_edge"], pygame.Rect(1, 0, rect.w, rect.h), edge, border_radius=r)
        return out

    surface.blit(_cached(("panel", rect.w, rect.h, r, alpha, edge), make), (rect.x - 1, rect.y))


def dark_panel(surface: pygame.Surface, rect: pygame.Rect, theme, alpha: int = 200) -> None:
    """A translucent dark panel (top bar, log) that keeps the table visible."""
    r = theme.px(0.4)

    def make() -> pygame.Surface:
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (*house("dark_panel"), alpha), box.get_rect(), border_radius=r)
        pygame.draw.rect(box, theme.c["brass_dark"], box.get_rect(), 1, border_radius=r)
        return box

    surface.blit(_cached(("dark", rect.w, rect.h, r, alpha), make), rect.topleft)


def symbol(surface: pygame.Surface, name: str, center: tuple[float, float], size: float, colour, outline=SYMBOL_OUTLINE) -> None:
    """A player's shape, so colours never carry meaning alone (colour-blind option)."""
    cx, cy = center
    s = size / 2
    if name == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), s)
        pygame.draw.circle(surface, outline, (cx, cy), s, 1)
        return
    if name == "cross":
        w = max(2, int(size / 4))
        pygame.draw.line(surface, outline, (cx - s, cy - s), (cx + s, cy + s), w + 2)
        pygame.draw.line(surface, outline, (cx - s, cy + s), (cx + s, cy - s), w + 2)
        pygame.draw.line(surface, colour, (cx - s, cy - s), (cx + s, cy + s), w)
        pygame.draw.line(surface, colour, (cx - s, cy + s), (cx + s, cy - s), w)
        return
    if name == "triangle":
        pts = [(cx, cy - s), (cx + s, cy + s * 0.8), (cx - s, cy + s * 0.8)]
    elif name == "square":
        pts = [(cx - s * 0.85, cy - s * 0.85), (cx + s * 0.85, cy - s * 0.85), (cx + s * 0.85, cy + s * 0.85), (cx - s * 0.85, cy + s * 0.85)]
    elif name == "diamond":
        pts = [(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)]
    else:  # star
        pts = []
        for k in range(10):
            r = s if k % 2 == 0 else s * 0.45
            a = -math.pi / 2 + k * math.pi / 5
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, outline, pts, 1)


def blit_centered(surface: pygame.Surface, img: pygame.Surface, center: tuple[float, float]) -> pygame.Rect:
    rect = img.get_rect(center=(round(center[0]), round(center[1])))
    surface.blit(img, rect)
    return rect


def lerp_colour(a, b, t: float):
    t = max(0.0, min(1.0, t))
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def label(surface: pygame.Surface, theme, text: str, rect: pygame.Rect, colour, size: float,
          align: str = "left", bold: bool = False, serif: bool = False) -> None:
    """One line of text fitted to `rect`'s width (shrunk from `size` units if need be),
    placed at its left, centre or right, vertically centred."""
    px = theme.fit_size(text, theme.px(size), max(10, rect.w), serif=serif, bold=bold)
    img = theme.text(text, px, colour, serif=serif, bold=bold)
    if align == "center":
        pos = img.get_rect(center=rect.center)
    elif align == "right":
        pos = img.get_rect(midright=rect.midright)
    else:
        pos = img.get_rect(midleft=rect.midleft)
    surface.blit(img, pos)
