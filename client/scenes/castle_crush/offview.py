"""Pieces that flew beyond the castle view during a replay: an arrow at that edge of the
view with how many (the camera widens first; see framing)."""

from __future__ import annotations

import math

import ludotheque.client.scenes.castle_crush.framing as framing
import pygame
from ludotheque.client.colours import named
from ludotheque.client.scenes.castle_crush.art import Camera
from ludotheque.client.scenes.castle_crush.kit import Kit
from ludotheque.client.scenes.castle_crush.screen import Screen

FALLEN_MARK = named("fallen", "castle_crush")


def draw_marks(screen: Screen, kit: Kit, surface: pygame.Surface, cam: Camera,
               points: list[tuple[float, float]]) -> None:
    """Pieces that flew beyond the view: an arrow at that edge with how many."""
    view = screen.lay.view
    x0, y1 = cam.to_world(view.left, view.top)
    x1, _ = cam.to_world(view.right, view.bottom)
    th = kit.app.theme
    r = th.px(0.45)
    for side, along in framing.beyond(points, (x0, x1, 0.0, y1)).items():
        if side == "top":
            cx = min(view.right - 3 * r, max(view.left + 3 * r, cam.to_screen(framing.middle(along), 0)[0]))
            tip, centre = (cx, view.top + 2), (cx, view.top + 3 * r)
        else:
            cy = min(view.bottom - 3 * r, max(view.top + 3 * r, cam.to_screen(0, framing.middle(along))[1]))
            edge = view.left + 2 if side == "left" else view.right - 2
            step = 1 if side == "left" else -1
            tip, centre = (edge, cy), (edge + step * 3 * r, cy)
        _mark(th, surface, tip, centre, r, len(along))


def _mark(th, surface: pygame.Surface, tip, centre, r: int, count: int) -> None:
    dx, dy = tip[0] - centre[0], tip[1] - centre[1]
    norm = max(1e-6, math.hypot(dx, dy))
    ux, uy = dx / norm, dy / norm
    base = (tip[0] - ux * r * 1.2, tip[1] - uy * r * 1.2)
    arrow = [tip, (base[0] - uy * r * 0.8, base[1] + ux * r * 0.8), (base[0] + uy * r * 0.8, base[1] - ux * r * 0.8)]
    pygame.draw.polygon(surface, FALLEN_MARK, arrow)
    pygame.draw.circle(surface, named("offview_disc", "castle_crush"), centre, r)
    pygame.draw.circle(surface, FALLEN_MARK, centre, r, 2)
    img = th.text(str(count), th.fit_size(str(count), th.px(0.6), 2 * r - 4, bold=True), FALLEN_MARK, bold=True)
    surface.blit(img, img.get_rect(center=centre))
