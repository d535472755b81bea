"""Where everything sits on Castle Crush's board, from the board's rectangle and the
theme's unit (so 800×600 and 1920×1080 both read well)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

# World windows (units u): what the camera shows while building and while attacking.
BUILD_HALF_WIDTH = 3.4
BUILD_MIN_HEIGHT = 6.5
BUILD_HEADROOM = 2.5
ATTACK_RIGHT = 3.6
ATTACK_LEFT_MARGIN = 1.4
HEAD_ROOM = 1.3  # u left of the foot's leftmost stance: the hammer's head and a margin
ATTACK_MIN_HEIGHT = 9.5
GROUND_MARGIN = 0.45
CAMERA_RATE = 6.0  # 1/s: how fast the view glides to a new window


@dataclass
class BoardLayout:
    view: pygame.Rect
    side: pygame.Rect
    hint: pygame.Rect
    thumbs: list[pygame.Rect] = field(default_factory=list)
    phase: pygame.Rect = field(default_factory=pygame.Rect)
    pieces: pygame.Rect = field(default_factory=pygame.Rect)
    scores: pygame.Rect = field(default_factory=pygame.Rect)
    buttons: list[pygame.Rect] = field(default_factory=list)


def compute(rect: pygame.Rect, theme, castles: int) -> BoardLayout:
    pad = theme.px(0.5)
    side_w = max(theme.px(11), min(int(rect.w * 0.3), theme.px(15)))
    side = pygame.Rect(rect.right - side_w - pad, rect.y + pad, side_w, rect.h - 2 * pad)
    hint_h = theme.px(2.0)
    main = pygame.Rect(rect.x + pad, rect.y + pad, side.x - rect.x - 2 * pad, rect.h - 2 * pad)
    hint = pygame.Rect(main.x, main.bottom - hint_h, main.w, hint_h)
    thumbs: list[pygame.Rect] = []
    top = main.y
    if castles > 1:
        th_h = theme.px(4.2)
        gap = theme.px(0.4)
        tw = min(theme.px(9), (main.w - gap * (castles - 1)) // castles)
        x = main.x
        for _ in range(castles):
            thumbs.append(pygame.Rect(x, top, tw, th_h))
            x += tw + gap
        top += th_h + gap
    view = pygame.Rect(main.x, top, main.w, hint.y - top - theme.px(0.3))
    phase_h = theme.px(4.6)
    phase = pygame.Rect(side.x, side.y, side.w, phase_h)
    rows = max(1, castles)
    scores_h = theme.px(1.2) + rows * theme.px(2.0)
    scores = pygame.Rect(side.x, side.bottom - scores_h, side.w, scores_h)
    pieces = pygame.Rect(side.x, phase.bottom + pad, side.w, scores.y - phase.bottom - 2 * pad)
    bw, bh = theme.px(6.2), theme.px(1.7)
    buttons = [pygame.Rect(view.right - bw - pad, view.y + pad, bw, bh),
               pygame.Rect(view.right - bw - pad, view.y + 2 * pad + bh, bw, bh)]
    return BoardLayout(view, side, hint, thumbs, phase, pieces, scores, buttons)
