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

if TYPE_CHECKING:
    from ludotheque.client.scenes.chateau_combo.board import ComboBoard


def _market_card(board: ComboBoard, loc: str, index: int) -> pygame.Rect | None:
    row = board.lay.rows.get(loc)
    cards = board.state.rows.get(loc, [])
    if row is None or not 0 <= index < min(len(row.cards), len(cards)) or cards[index] is None:
        return None
    return row.cards[index]


def _cell(board: ComboBoard, row: int, col: int) -> pygame.Rect | None:
    """The cell of the tableau shown large, when it is the guided player's."""
    if board.me() != board.state.current_player():
        return None
    return board.grid().rect((row, col))


def _button(button) -> pygame.Rect | None:
    return button.rect if button.visible else None


def targets(board: ComboBoard, action: Any) -> list[pygame.Rect]:
    """What to ring for `action`, in the order the player uses it (empty: not shown)."""
    state = board.state
    found: list[pygame.Rect | None] = []
    if isinstance(action, Buy) and state.phase == "play" and state.pending is None:
        if action.face_down and not board.face_down:
            found.append(_button(board.face_button))
        found += [_market_card(board, state.messenger, action.index), _cell(board, action.row, action.col)]
    elif isinstance(action, MoveMessenger | RefreshRow):
        found.append(_button(board.move_button if isinstance(action, MoveMessenger) else board.refresh_button))
    elif isinstance(action, ChooseEffect):
        rects = overlays.choice_rects(board)
        found.append(rects[action.option] if 0 <= action.option < len(rects) else None)
    elif isinstance(action, DiscardFromRow) and state.pending is not None:
        found.append(_market_card(board, state.pending.get("row", ""), action.index))
    elif isinstance(action, FillPurses):
        found += [_cell(board, r, c) for r, c in action.cells]
    elif isinstance(action, StoreGold):
        found.append(_cell(board, action.row, action.col))
    elif isinstance(action, KeepGold):
        found.append(_button(board.keep_button))
    return [r for r in found if r is not None]


def place(board: ComboBoard) -> pygame.Rect | None:
    """Where the guided move happens: a Buy's cell (its ghost), else what is ringed."""
    action = board.guide
    rects = targets(board, action)
    if not rects:
        return None
    if isinstance(action, Buy):
        return rects[-1]
    return rects[0].unionall(rects[1:])


def draw(surface: pygame.Surface, board: ComboBoard) -> None:
    action = board.guide
    rects = targets(board, action)
    if not rects:
        return
    th = board.app.theme
    if isinstance(action, Buy) and len(rects) >= 2 and board.me() == board.state.current_player():
        _ghost(surface, board, action, rects[-1])
    pulse = 0.5 + 0.5 * math.sin(board.guide_time * 5.0)
    width = max(2, th.px(0.14)) + round(pulse * th.px(0.08))
    for rect in rects:
        outline(surface, rect, GLOW, width)


def _ghost(surface: pygame.Surface, board: ComboBoard, action: Buy, rect: pygame.Rect) -> None:
    """The card as it would lie on its cell, faint."""
    card = board.state.rows[board.state.messenger][action.index]
    if card is None or board.grid().rect((action.row, action.col)) != rect:
        return
    img = cardface.face(card, rect.w, rect.h, board.app.theme, board.app.translator.lang, action.face_down).copy()
    img.set_alpha(140)
    surface.blit(img, rect.topleft)
