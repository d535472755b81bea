"""A move shown, never played (a hint, a tutorial step): the piece's slot in the pieces
panel is lit, the piece stands as a ghost where it would land; for a blow, the target's
thumbnail is lit and the hammer stands in the stance asked for, with the arc its head
would sweep. `Look` is worked out once when the guide is set (the landing pose asks the
physics), then drawn every frame."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import ludotheque.client.scenes.castle_crush.panels as panels
import pygame
from ludotheque.client.colours import named
from ludotheque.client.scenes.castle_crush.art import Camera
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

if TYPE_CHECKING:
    from ludotheque.client.scenes.castle_crush.table import Table

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


def read(board: Table, action: Any) -> Look | None:
    """What to draw for `action` (None: nothing this board can show)."""
    st = board.seen
    p = st.current_player()
    lay = board.port.layout()
    if isinstance(action, Take):
        return Look(kind=action.kind)
    if isinstance(action, Strike):
        foot = float(action.foot)
        return Look(target=int(action.target), hammer=(lay.hammer_base_x + foot, 0.0),
                    arc=tuple(board.port.hammer_arc(foot)))
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
    pose = board.port.landing_pose(st.worlds[p], kind, x, angle)
    return Look(kind=kind, pose=pose, mirrored=bool(getattr(action, "mirrored", False)), route=route)


def draw(board: Table, surface: pygame.Surface, cam: Camera) -> None:
    """The ghost or the hammer in the castle view (clipped to it by the caller)."""
    look = board.guide_look
    if look is None or board.replay is not None:
        return
    for px, py in look.route[::6]:
        pygame.draw.circle(surface, GUIDE, cam.to_screen(px, py), 2)
    if look.pose is not None and look.kind is not None:
        x, y, a = look.pose
        board.art.piece(surface, cam, look.kind, x, y, a, look.mirrored, GUIDE, alpha=GUIDE_ALPHA)
        board.art.outline(surface, cam, look.kind, x, y, a, look.mirrored, GUIDE)
    if look.hammer is not None and board.attacking_view() and board.focus() == look.target:
        top = board.port.layout().hammer_base_top
        board.art.hammer(surface, cam, look.hammer[0], top, look.hammer[1], alpha=GUIDE_ALPHA)
        board.art.hammer_outline(surface, cam, look.hammer[0], top, look.hammer[1], GUIDE)
        for px, py in look.arc:
            sx, sy = cam.to_screen(px, py)
            pygame.draw.circle(surface, GUIDE, (sx, sy), max(2, cam.scale * 0.07))


def draw_marks(board: Table, surface: pygame.Surface) -> None:
    """A lit rim on the panel slot or the castle thumbnail the guide points at."""
    rect = _slot_or_thumb(board)
    if rect is not None:
        pygame.draw.rect(surface, GUIDE, rect.inflate(4, 4), 3, border_radius=board.app.theme.px(0.3))


def screen_rect(board: Table) -> pygame.Rect | None:
    """Where the guided move is on screen: the ghost, the hammer's arc, or the slot."""
    look = board.guide_look
    if look is None or board.lay is None:
        return None
    cam = board.camera()
    points: list[tuple[float, float]] = []
    if look.pose is not None and look.kind is not None:
        x, y, a = look.pose
        shape = board.port.piece_kinds()[look.kind]
        r = math.hypot(shape.width, shape.height) / 2
        points = [cam.to_screen(x - r, y - r), cam.to_screen(x + r, y + r)]
    elif look.arc and board.attacking_view() and board.focus() == look.target:
        points = [cam.to_screen(px, py) for px, py in look.arc]
    if points:
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        rect = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)
        return rect.clip(board.lay.view) or None
    return _slot_or_thumb(board)


def sweep(foot_x: float, foot_y: float, radius: float, lean: float, dots: int = 12) -> list[tuple[float, float]]:
    """Points on the quarter circle the hammer's head sweeps from its lean to the table."""
    start = math.pi / 2 - lean
    return [(foot_x + radius * math.cos(start * (1 - i / (dots - 1))), foot_y + radius * math.sin(start * (1 - i / (dots - 1))))
            for i in range(dots)]


def _slot_or_thumb(board: Table) -> pygame.Rect | None:
    look = board.guide_look
    if look is None or board.lay is None:
        return None
    if look.target is not None and look.target < len(board.lay.thumbs):
        return board.lay.thumbs[look.target]
    if look.kind is None:
        return None
    items = board._items()
    rects = panels.item_rects(board.lay.pieces, board.app.theme, len(items))
    for item, rect in zip(items, rects, strict=False):
        if item.kind == look.kind and rect.bottom <= board.lay.pieces.bottom:
            return rect
    return None
