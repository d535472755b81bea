"""The side panel's widgets: the controls of the decision at hand (`controls.py`) laid out
under the panel's header, in rows of buttons, − / + labels and a slider."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ludotheque.client.scenes.castle_risk.controls as ctl
import ludotheque.client.scenes.castle_risk.panel as panel
import pygame
from ludotheque.client.ui.widgets import Button, Slider

if TYPE_CHECKING:
    from ludotheque.client.scenes.castle_risk.board import RiskBoard


def build(board: RiskBoard) -> None:
    """Make the board's buttons, labels and slider for what the viewer can do now."""
    th = board.app.theme
    items = ctl.controls(board)
    board.buttons, board.labels, board.button_moves = [], [], []
    board.slider_widget = None
    rect = board.panel_rect
    y = rect.y + th.px(0.1) + panel.header_height(board, rect.w - th.px(0.2))
    h, gap = th.px(1.5), th.px(0.25)
    row: list[ctl.Control] = []
    for item in items + [None]:
        if item is not None and not item.wide and len(row) < min(c.per_row for c in [*row, item]):
            row.append(item)
            continue
        if row:
            y = place_row(board, row, rect, y, h) + gap
            row = []
        if item is not None and not item.wide:
            row = [item]  # a full row: this one starts the next
        elif item is not None:
            y = place_row(board, [item], rect, y, h) + gap
    board.controls_bottom = y


def place_row(board: RiskBoard, row: list[ctl.Control], rect: pygame.Rect, y: int, h: int) -> int:
    """One row of controls across the panel (− and + narrow); returns its bottom."""
    th = board.app.theme
    small = sum(1 for c in row if c.small)
    unit = (rect.w - th.px(0.3) * (len(row) - 1)) / (0.5 * small + 2.5 * (len(row) - small))
    x = rect.x
    for c in row:
        w = unit * (0.5 if c.small else 2.5) if len(row) > 1 else rect.w
        box = pygame.Rect(round(x), y, round(w), h)
        if c.slider is not None:
            lo, hi = c.slider
            value = (board.slider - lo) / max(1, hi - lo) if board.slider is not None else 1.0
            board.slider_widget = Slider(board.app, value, lambda v, lo=lo, hi=hi: board.slide(v, lo, hi))
            board.slider_widget.rect = box
            board.buttons.append(board.slider_widget)
        elif c.action is None:
            board.labels.append((c.label, box))
        else:
            b = Button(board.app, c.label, c.action, c.style)
            b.rect = box
            board.buttons.append(b)
            board.button_moves.append((b, getattr(c.action, "move", None)))
        x += w + th.px(0.3)
    return y + h
