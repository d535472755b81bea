"""A move shown, never played (a hint, a tutorial step): the piece's slot in the pieces
panel is lit, the piece stands as a ghost where it would land; for a blow, the target's
thumbnail is lit and the hammer stands in the stance asked for, with the arc its head
would sweep. `Look` is worked out once when the guide is set (the landing pose asks the
physics), then drawn every frame."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame
from ludotheque.client.colours import named
from ludotheque.client.scenes.castle_crush.art import Camera
from ludotheque.client.scenes.castle_crush.kit import Kit
from ludotheque.client.scenes.castle_crush.screen import Screen, Table
from ludotheque.rules.castle_crush.actions import (
    Attack,
    Carry,
    Place,
    PlaceGeneral,
    PlaceKing,
    Strike,
    Take,
)
from ludotheque.rules.castle_crush.data import GENERAL, KING

GUIDE = named("guide", "castle_crush")  # a cool light no piece or seat colour uses
GUIDE_ALPHA = 120


@dataclass(frozen=True)
class Look:
    kind: str | None = None  # the panel slot to light
    pose: tuple[float, float, float] | None = None  # where the piece would land
    mirrored: bool = False
    route: tuple[tuple[float, float], ...] = ()  # the hand's path, for a carry
    target: int | None = None  # the castle a blow aims at
    hammer: tuple[float, float] | None = None  # (foot x, angle) of the hammer standing
    arc: tuple[tuple[float, float], ...] = ()  # where its head would sweep


def read(table: Table, port: Any, action: Any) -> Look | None:
    """What to draw for `action` on `table` (None: nothing this board can show); `port`
    the physics, asked where the piece would land."""
    p = table.current
    lay = port.layout()
    if isinstance(action, Take):
        return Look(kind=action.kind)
    if isinstance(action, Strike):
        foot = float(action.foot)
        return Look(target=int(action.target), hammer=(lay.hammer_base_x + foot, 0.0),
                    arc=tuple(port.hammer_arc(foot)))
    if isinstance(action, Attack):  # the stance of games saved before Strike
        x, lean = lay.hammer_base_x + float(action.offset), float(action.lean)
        return Look(target=int(action.target), hammer=(x, -lean),
                    arc=tuple(sweep(x, lay.hammer_base_top, lay.hammer_length - 0.5, lean)))
    if p is None or not isinstance(action, Place | PlaceKing | PlaceGeneral | Carry):
        return None
    if isinstance(action, Carry):
        kind, angle, route = action.kind, float(action.angle), tuple(action.path)
        x = route[-1][0] if route else 0.0
    else:
        kind = KING if isinstance(action, PlaceKing) else GENERAL if isinstance(action, PlaceGeneral) else action.kind
        angle, route, x = float(getattr(action, "angle", 0.0)), (), float(action.x)
    pose = port.landing_pose(table.world(p), kind, x, angle)
    return Look(kind=kind, pose=pose, mirrored=bool(getattr(action, "mirrored", False)), route=route)


def draw(screen: Screen, kit: Kit, surface: pygame.Surface, cam: Camera) -> None:
    """The ghost or the hammer in the castle view (clipped to it by the caller)."""
    look = screen.guide
    if look is None or screen.in_replay:
        return
    art = kit.art
    for px, py in look.route[::6]:
        pygame.draw.circle(surface, GUIDE, cam.to_screen(px, py), 2)
    if look.pose is not None and look.kind is not None:
        x, y, a = look.pose
        art.piece(surface, cam, look.kind, x, y, a, look.mirrored, GUIDE, alpha=GUIDE_ALPHA)
        art.outline(surface, cam, look.kind, x, y, a, look.mirrored, GUIDE)
    if look.hammer is not None and screen.attacking and screen.focus == look.target:
        top = kit.port.layout().hammer_base_top
        art.hammer(surface, cam, look.hammer[0], top, look.hammer[1], alpha=GUIDE_ALPHA)
        art.hammer_outline(surface, cam, look.hammer[0], top, look.hammer[1], GUIDE)
        for px, py in look.arc:
            sx, sy = cam.to_screen(px, py)
            pygame.draw.circle(surface, GUIDE, (sx, sy), max(2, cam.scale * 0.07))


def draw_marks(screen: Screen, kit: Kit, surface: pygame.Surface) -> None:
    """A lit rim on the panel slot or the castle thumbnail the guide points at."""
    rect = _slot_or_thumb(screen)
    if rect is not None:
        pygame.draw.rect(surface, GUIDE, rect.inflate(4, 4), 3, border_radius=kit.app.theme.px(0.3))


def screen_rect(screen: Screen, kit: Kit, cam: Camera) -> pygame.Rect | None:
    """Where the guided move is on screen: the ghost, the hammer's arc, or the slot."""
    look = screen.guide
    if look is None:
        return None
    points: list[tuple[float, float]] = []
    if look.pose is not None and look.kind is not None:
        x, y, a = look.pose
        shape = kit.port.piece_kinds()[look.kind]
        r = math.hypot(shape.width, shape.height) / 2
        points = [cam.to_screen(x - r, y - r), cam.to_screen(x + r, y + r)]
    elif look.arc and screen.attacking and screen.focus == look.target:
        points = [cam.to_screen(px, py) for px, py in look.arc]
    if points:
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        rect = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)
        return rect.clip(screen.lay.view) or None
    return _slot_or_thumb(screen)


def sweep(foot_x: float, foot_y: float, radius: float, lean: float, dots: int = 12) -> list[tuple[float, float]]:
    """Points on the quarter circle the hammer's head sweeps from its lean to the table."""
    start = math.pi / 2 - lean
    return [(foot_x + radius * math.cos(start * (1 - i / (dots - 1))), foot_y + radius * math.sin(start * (1 - i / (dots - 1))))
            for i in range(dots)]


def _slot_or_thumb(screen: Screen) -> pygame.Rect | None:
    look, lay = screen.guide, screen.lay
    if look is None:
        return None
    if look.target is not None and look.target < len(lay.thumbs):
        return lay.thumbs[look.target]
    if look.kind is None:
        return None
    for slot in screen.slots:
        if slot.item.kind == look.kind and slot.rect.bottom <= lay.pieces.bottom:
            return slot.rect
    return None
