"""Where everything sits on Castle Crush's board, from the board's rectangle and the
theme's unit (so 800×600 and 1920×1080 both read well)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

# World windows (units u): what the camera shows while building and while attacking.
BUILD_HALF_WIDTH = 3.4
BUILD_MIN_HEIGHT = 6.5
# u above the castle's top: room to bring the next piece in over it (issue 22: 2.5 cut a
# carried tower off at the view's top edge).
BUILD_HEADROOM = 3.2
# Theme units at the view's top for its caption line (whose castle, its points): the
# world is drawn below it, so the caption never covers the castle or the carried piece.
CAPTION_ROOM = 1.5
ATTACK_RIGHT = 3.6
ATTACK_LEFT_MARGIN = 1.4
HEAD_ROOM = 1.3  # u left of the foot's leftmost stance: the hammer's head and a margin
ATTACK_MIN_HEIGHT = 9.5
GROUND_MARGIN = 0.45
CAMERA_RATE = 6.0  # 1/s: how fast the view glides to a new window
DONE_ROOM = 2.2  # theme units at the bottom of the pieces panel kept for the "Done" button


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
    done: pygame.Rect = field(default_factory=pygame.Rect)  # "J'ai fini", under the pieces


def world_rect(view: pygame.Rect, theme) -> pygame.Rect:
    """The part of the castle view the camera fits the world into: under the caption."""
    room = min(theme.px(CAPTION_ROOM), view.h // 4)
    return pygame.Rect(view.x, view.y + room, view.w, view.h - room)


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
    done = pygame.Rect(pieces.x + theme.px(0.4), pieces.bottom - theme.px(DONE_ROOM) + theme.px(0.3),
                       pieces.w - theme.px(0.8), theme.px(1.7))
    return BoardLayout(view, side, hint, thumbs, phase, pieces, scores, buttons, done)
