"""Stone and wood: how a castle plane is drawn. A `Camera` maps the physics' units
(x right, y up) to pixels; `PieceArt` draws each kind of piece from the shapes the
physics publishes, with its door, windows, crenels or tiles as details."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame
from ludotheque.client.colours import WHITE, named
from ludotheque.client.scenes.castle_crush.sweep import turned as transform  # a pose of a polygon
from ludotheque.client.ui import draw
from ludotheque.rules.castle_crush.port import Layout, PieceShape

Point = tuple[float, float]

STONE = {
    "house_a": (named("house_a_light", "castle_crush"), named("house_a_dark", "castle_crush")),
    "house_b": (named("house_b_light", "castle_crush"), named("house_b_dark", "castle_crush")),
    "tower_a": (named("tower_a_light", "castle_crush"), named("tower_a_dark", "castle_crush")),
    "tower_b": (named("tower_b_light", "castle_crush"), named("tower_b_dark", "castle_crush")),
    "tower_c": (named("tower_c_light", "castle_crush"), named("tower_c_dark", "castle_crush")),
    "roof": (named("roof_light", "castle_crush"), named("roof_dark", "castle_crush")),
}
WOOD = (named("wood_light", "castle_crush"), named("wood_dark", "castle_crush"))
HAMMER_HEAD = (named("hammer_head_light", "castle_crush"), named("hammer_head_dark", "castle_crush"))
OPENING = named("opening", "castle_crush")
TABLE_EDGE = named("table_edge", "castle_crush")
FALLEN_GLOW = named("fallen", "castle_crush")


@dataclass
class Camera:
    """World rectangle (x0, x1, y0, y1) fitted into a screen rectangle, y flipped."""

    rect: pygame.Rect
    x0: float
    x1: float
    y0: float
    y1: float

    def __post_init__(self) -> None:
        w = max(1e-6, self.x1 - self.x0)
        h = max(1e-6, self.y1 - self.y0)
        self.scale = min(self.rect.w / w, self.rect.h / h)
        # Centre horizontally, stand on the bottom edge.
        self.ox = self.rect.centerx - (self.x0 + self.x1) / 2 * self.scale
        self.oy = self.rect.bottom + self.y0 * self.scale

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return self.ox + x * self.scale, self.oy - y * self.scale

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return (sx - self.ox) / self.scale, (self.oy - sy) / self.scale


SUPERSAMPLE = 2  # a turned piece is drawn this many times larger, then smoothed down
SMOOTH_FROM = 8.0  # px per unit: below, a piece is too small for its steps to show
SMOOTH_KEPT = 400  # smoothed layers kept (by kind, pose and scale)


def _square(angle: float) -> bool:
    """Turned a whole number of quarter turns (its edges run along the pixels)."""
    quarter = math.pi / 2
    return abs(angle / quarter - round(angle / quarter)) < 1e-3


class _Lens:
    """A camera seen through a layer: the layer's origin at `origin` on screen, `k` times
    magnified (what `_draw` needs of a camera: `scale` and `to_screen`)."""

    def __init__(self, cam: Camera, origin: tuple[int, int], k: int) -> None:
        self.cam, self.origin, self.k = cam, origin, k
        self.scale = cam.scale * k

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        sx, sy = self.cam.to_screen(x, y)
        return (sx - self.origin[0]) * self.k, (sy - self.origin[1]) * self.k


def _details(shape: PieceShape) -> list[tuple[str, list[Point]]]:
    """Door, windows, crenels and tiles in the piece's own frame (y up)."""
    w, h = shape.width / 2, shape.height / 2
    kind = shape.kind
    out: list[tuple[str, list[Point]]] = []
    if kind == "house_a":
        out.append(("open", _rect(-0.18, 0.0, 0.18, 0.3)))
        out.append(("line", [(-w, h - 0.12), (w, h - 0.12)]))
    elif kind == "house_b":
        out.append(("open", _rect(-0.75, -h, -0.4, 0.05)))  # door, bottom left
        out.append(("open", _rect(0.15, -0.05, 0.4, 0.25)))
        out.append(("open", _rect(0.55, -0.05, 0.8, 0.25)))
        out.append(("line", [(-w, h - 0.12), (w, h - 0.12)]))
    elif kind in ("tower_a", "tower_b"):
        out.append(("open", _rect(-0.07, 0.1, 0.07, 0.55)))
        out.append(("open", _rect(-0.07, -0.6, 0.07, -0.2)))
        for cx in (-0.3, 0.0, 0.3):
            out.append(("line", [(cx - 0.08, h - 0.02), (cx - 0.08, h - 0.2)]))
        if kind == "tower_b":
            out.append(("shade", [(-w, -h), (-w + 0.18, -h), (-w + 0.18, h), (-w, h)]))
            out.append(("light", [(w - 0.3, -h), (w - 0.18, -h), (w - 0.18, h), (w - 0.3, h)]))
    elif kind == "tower_c":
        out.append(("open", _rect(-0.85, 0.3, -0.65, 0.55)))
        out.append(("open", _rect(0.65, 0.3, 0.85, 0.55)))
        out.append(("line", [(-w, h - 0.12), (w, h - 0.12)]))
    elif kind == "roof":
        for f in (0.3, 0.6):
            half, yf = w * (1 - f), -h + f * 2 * h
            out.append(("line", [(-half, yf), (half, yf)]))
    return out


def _rect(x0: float, y0: float, x1: float, y1: float) -> list[Point]:
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


class PieceArt:
    """Draws pieces of the published shapes."""

    def __init__(self, shapes: dict[str, PieceShape], layout: Layout) -> None:
        self.shapes = shapes
        self.layout = layout
        self.details = {k: _details(s) for k, s in shapes.items()}
        self._smooth: dict[tuple, pygame.Surface] = {}  # turned pieces, smoothed (piece())

    def polygons(self, kind: str) -> Sequence[Sequence[Point]]:
        shape = self.shapes[kind]
        return [shape.outline] if shape.outline else shape.parts

    def piece(self, surface: pygame.Surface, cam: Camera, kind: str, x: float, y: float, angle: float,
              mirrored: bool = False, owner_colour=None, alpha: int = 255, glow: bool = False) -> None:
        """One piece at a pose. A translucent piece (a ghost), and a turned one, is drawn on
        a small layer the size of the piece, then blended; a turned piece's layer is drawn
        at SUPERSAMPLE times the size and smoothed down, so its edges do not step from
        pixel to pixel (issue 31)."""
        polys = [[cam.to_screen(*p) for p in transform(poly, x, y, angle, mirrored)] for poly in self.polygons(kind)]
        smooth = not _square(angle) and cam.scale >= SMOOTH_FROM
        if alpha >= 255 and not smooth:
            self._draw(surface, cam, kind, polys, x, y, angle, mirrored, owner_colour, glow, (0.0, 0.0))
            return
        xs = [px for poly in polys for px, _ in poly]
        ys = [py for poly in polys for _, py in poly]
        pad = 4 + (int(cam.scale * 0.35) if kind in ("king", "general") else 0)  # the crown, the plume
        box = pygame.Rect(int(min(xs)) - pad, int(min(ys)) - pad, int(max(xs) - min(xs)) + 2 * pad + 2,
                          int(max(ys) - min(ys)) + 2 * pad + 2)
        if smooth:
            # Kept by pose: pieces at rest in a blow's replay are drawn again every frame.
            key = (kind, round(angle, 2), round(cam.scale, 1), bool(mirrored), owner_colour, glow, box.size)
            layer = self._smooth.get(key)
            if layer is None:
                layer = self._layer(cam, box, SUPERSAMPLE, kind, x, y, angle, mirrored, owner_colour, glow)
                if len(self._smooth) >= SMOOTH_KEPT:
                    self._smooth.clear()
                self._smooth[key] = layer
        else:
            layer = self._layer(cam, box, 1, kind, x, y, angle, mirrored, owner_colour, glow)
        if alpha < 255:
            layer = layer.copy()
            layer.set_alpha(alpha)
        surface.blit(layer, box.topleft)

    def _layer(self, cam: Camera, box: pygame.Rect, k: int, kind: str, x: float, y: float, angle: float,
               mirrored: bool, owner_colour, glow: bool) -> pygame.Surface:
        """The piece alone on a transparent layer over `box`, drawn `k` times larger and
        smoothed down to the box."""
        layer = pygame.Surface((box.w * k, box.h * k), pygame.SRCALPHA)
        lens = _Lens(cam, box.topleft, k)
        moved = [[lens.to_screen(*p) for p in transform(poly, x, y, angle, mirrored)] for poly in self.polygons(kind)]
        self._draw(layer, lens, kind, moved, x, y, angle, mirrored, owner_colour, glow, (0.0, 0.0))
        return pygame.transform.smoothscale(layer, box.size) if k > 1 else layer

    def outline(self, surface: pygame.Surface, cam: Camera, kind: str, x: float, y: float, angle: float,
                mirrored: bool, colour, width: int = 2) -> None:
        """Just the silhouette's edge (the ghost's rim, so it reads as "not yet there")."""
        for poly in self.polygons(kind):
            pts = [cam.to_screen(*p) for p in transform(poly, x, y, angle, mirrored)]
            if len(pts) >= 3:
                pygame.draw.polygon(surface, colour, pts, width)

    def _draw(self, target, cam, kind, polys, x, y, angle, mirrored, owner_colour, glow, shift) -> None:
        fill, edge = self._colours(kind, owner_colour)
        width = max(1, round(cam.scale * 0.04))
        for pts in polys:
            if len(pts) >= 3:
                if glow:
                    pygame.draw.polygon(target, FALLEN_GLOW, pts, max(3, width * 3))
                pygame.draw.polygon(target, fill, pts)
                pygame.draw.polygon(target, edge, pts, width)
        if cam.scale >= 14:
            self._draw_details(target, cam, kind, x, y, angle, mirrored, edge, shift)
        if kind in ("king", "general") and owner_colour is not None:
            self._crown(target, cam, kind, x, y, angle, shift)

    def _colours(self, kind: str, owner_colour):
        if kind in STONE:
            return STONE[kind]
        if kind == "hammer":
            return WOOD
        base = owner_colour or named("unowned_figure", "castle_crush")
        return base, tuple(max(0, int(c * 0.45)) for c in base[:3])

    def _draw_details(self, surface, cam, kind, x, y, angle, mirrored, edge, shift) -> None:
        width = max(1, round(cam.scale * 0.035))
        for style, pts in self.details.get(kind, ()):
            screen = [(sx + shift[0], sy + shift[1])
                      for sx, sy in (cam.to_screen(*p) for p in transform(pts, x, y, angle, mirrored))]
            if style == "open":
                pygame.draw.polygon(surface, OPENING, screen)
            elif style == "shade":
                pygame.draw.polygon(surface, tuple(max(0, c - 28) for c in STONE[kind][0]), screen)
            elif style == "light":
                pygame.draw.polygon(surface, tuple(min(255, c + 24) for c in STONE[kind][0]), screen)
            else:
                pygame.draw.lines(surface, edge, False, screen, width)

    def _crown(self, surface, cam, kind, x, y, angle, shift) -> None:
        """What tells the pawns apart at a glance (issue 31: they differed by a small dot):
        the King wears a three-pointed gold crown, the General a silver plume swept to one
        side. Drawn over the pawn, outside its collision shape (nothing rests on a pawn)."""
        top = self.shapes[kind].height / 2
        if kind == "king":
            w, h = 0.36, 0.24
            local = [(-w / 2, top - 0.03), (w / 2, top - 0.03), (w / 2, top + h), (w / 4, top + h * 0.45),
                     (0.0, top + h * 1.1), (-w / 4, top + h * 0.45), (-w / 2, top + h)]
            colour = named("king", "castle_crush")
        else:
            local = [(-0.06, top - 0.03), (0.05, top - 0.03), (0.17, top + 0.1), (0.3, top + 0.16),
                     (0.2, top + 0.24), (0.04, top + 0.16), (-0.05, top + 0.08)]
            colour = named("knight", "castle_crush")
        pts = [(sx + shift[0], sy + shift[1]) for sx, sy in (cam.to_screen(*p) for p in transform(local, x, y, angle))]
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, tuple(max(0, int(c * 0.45)) for c in colour[:3]), pts, max(1, round(cam.scale * 0.03)))

    def hammer(self, surface: pygame.Surface, cam: Camera, foot_x: float, foot_y: float, angle: float,
               alpha: int = 255) -> None:
        shape = self.shapes["hammer"]
        target = surface if alpha == 255 else pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        width = max(1, round(cam.scale * 0.04))
        for i, part in enumerate(shape.parts):
            fill, edge = WOOD if i == 0 else HAMMER_HEAD
            pts = [cam.to_screen(*p) for p in transform(part, foot_x, foot_y, angle)]
            pygame.draw.polygon(target, fill, pts)
            pygame.draw.polygon(target, edge, pts, width)
        if alpha < 255:
            target.set_alpha(alpha)
            surface.blit(target, (0, 0))

    def hammer_outline(self, surface: pygame.Surface, cam: Camera, foot_x: float, foot_y: float, angle: float,
                       colour, width: int = 2) -> None:
        """The hammer's silhouette edge (a guide's stance reads as "not yet there")."""
        for part in self.shapes["hammer"].parts:
            pygame.draw.polygon(surface, colour, [cam.to_screen(*p) for p in transform(part, foot_x, foot_y, angle)], width)

    def ground(self, surface: pygame.Surface, cam: Camera, owner_colour, symbol: str | None,
               show_hammer_base: bool = True) -> None:
        """The table line, the wooden foundation (owner's colour strip) and the hammer base."""
        lay = self.layout
        left, y = cam.to_screen(cam.x0 - 50, lay.table_y)
        right, _ = cam.to_screen(cam.x1 + 50, lay.table_y)
        inner = cam.rect.inflate(-6, 0)  # inside the view's rim, which it would cut
        pygame.draw.line(surface, TABLE_EDGE, (inner.left, y), (inner.right, y), max(2, round(cam.scale * 0.06)))
        self._slab(surface, cam, lay.foundation_left, lay.foundation_right, lay.foundation_top, WOOD)
        fx0, fy0 = cam.to_screen(lay.foundation_left, lay.foundation_top * 0.45)
        fx1, fy1 = cam.to_screen(lay.foundation_right, lay.foundation_top * 0.25)
        if owner_colour is not None:
            pygame.draw.rect(surface, owner_colour, pygame.Rect(fx0, fy0, fx1 - fx0, max(2, fy1 - fy0)))
        if symbol:
            cx, cy = cam.to_screen(0.0, lay.foundation_top / 2)
            draw.symbol(surface, symbol, (cx, cy), max(6, cam.scale * 0.22), owner_colour or WHITE)
        if show_hammer_base:
            half = lay.hammer_base_width / 2
            self._slab(surface, cam, lay.hammer_base_x - half, lay.hammer_base_x + half, lay.hammer_base_top,
                       (named("hammer_handle_light", "castle_crush"), named("hammer_handle_dark", "castle_crush")))

    @staticmethod
    def _slab(surface, cam, x0, x1, top, colours) -> None:
        sx0, sy0 = cam.to_screen(x0, top)
        sx1, sy1 = cam.to_screen(x1, 0.0)
        rect = pygame.Rect(round(sx0), round(sy0), max(1, round(sx1 - sx0)), max(2, round(sy1 - sy0)))
        pygame.draw.rect(surface, colours[0], rect)
        pygame.draw.rect(surface, colours[1], rect, max(1, round(cam.scale * 0.04)))
