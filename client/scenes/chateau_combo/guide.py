"""A guided move on the Château Combo board (a hint, a tutorial step), shown the way the
game shows that move and never played: the market card lit with a ghost of it on its
cell, the key button, effect option, purse or row card ringed in gold."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import ludotheque.client.scenes.chateau_combo.cardface as cardface
import ludotheque.client.scenes.chateau_combo.overlays as overlays
import pygame
from ludotheque.client.scenes.chateau_combo.paint import GLOW, outline
from ludotheque.rules.chateau_combo.actions import (
    Buy,
    ChooseEffect,
    DiscardFromRow,
    FillPurses,
    KeepGold,
    MoveMessenger,
    RefreshRow,
    StoreGold,
)
from ludotheque.rules.chateau_combo.data import LOCATIONS
from ludotheque.rules.chateau_combo.phases import Phase

if TYPE_CHECKING:
    from ludotheque.client.scenes.chateau_combo.frame import Frame


def _market_card(f: Frame, loc: str, index: int) -> pygame.Rect | None:
    row = f.lay.rows.get(loc)
    cards = f.screen.row(loc).cards if loc in LOCATIONS else ()
    if row is None or not 0 <= index < min(len(row.cards), len(cards)) or cards[index] is None:
        return None
    return row.cards[index]


def _cell(f: Frame, row: int, col: int) -> pygame.Rect | None:
    """The cell of the tableau shown large, when it is the guided player's."""
    if f.me != f.screen.current:
        return None
    return f.grid().rect((row, col))


def _button(f: Frame, name: str) -> pygame.Rect | None:
    return f.button(name)


def targets(f: Frame, action: Any) -> list[pygame.Rect]:
    """What to ring for `action`, in the order the player uses it (empty: not shown)."""
    screen = f.screen
    found: list[pygame.Rect | None] = []
    if isinstance(action, Buy) and screen.phase == Phase.PLAY and f.pending is None:
        if action.face_down and not f.face_down:
            found.append(_button(f, "face"))
        found += [_market_card(f, screen.messenger, action.index), _cell(f, action.row, action.col)]
    elif isinstance(action, MoveMessenger | RefreshRow):
        found.append(_button(f, "move" if isinstance(action, MoveMessenger) else "refresh"))
    elif isinstance(action, ChooseEffect):
        rects = overlays.choice_rects(f)
        found.append(rects[action.option] if 0 <= action.option < len(rects) else None)
    elif isinstance(action, DiscardFromRow) and f.pending is not None:
        found.append(_market_card(f, f.pending.row or "", action.index))
    elif isinstance(action, FillPurses):
        found += [_cell(f, r, c) for r, c in action.cells]
    elif isinstance(action, StoreGold):
        found.append(_cell(f, action.row, action.col))
    elif isinstance(action, KeepGold):
        found.append(_button(f, "keep"))
    return [r for r in found if r is not None]


def place(f: Frame) -> pygame.Rect | None:
    """Where the guided move happens: a Buy's cell (its ghost), else what is ringed."""
    action = f.guide
    rects = targets(f, action)
    if not rects:
        return None
    if isinstance(action, Buy):
        return rects[-1]
    return rects[0].unionall(rects[1:])


def draw(surface: pygame.Surface, f: Frame) -> None:
    action = f.guide
    rects = targets(f, action)
    if not rects:
        return
    th = f.app.theme
    if isinstance(action, Buy) and len(rects) >= 2 and f.me == f.screen.current:
        _ghost(surface, f, action, rects[-1])
    pulse = 0.5 + 0.5 * math.sin(f.guide_time * 5.0)
    width = max(2, th.px(0.14)) + round(pulse * th.px(0.08))
    for rect in rects:
        outline(surface, rect, GLOW, width)


def _ghost(surface: pygame.Surface, f: Frame, action: Buy, rect: pygame.Rect) -> None:
    """The card as it would lie on its cell, faint."""
    card = f.screen.row(f.screen.messenger).cards[action.index]
    if card is None or f.grid().rect((action.row, action.col)) != rect:
        return
    img = cardface.face(card, rect.w, rect.h, f.app.theme, f.app.translator.lang, action.face_down).copy()
    img.set_alpha(140)
    surface.blit(img, rect.topleft)
