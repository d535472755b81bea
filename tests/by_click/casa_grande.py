"""Casa Grande's click paths: a sun corner, the Roll / Pass buttons, the space the pawn
stops on (each landing says its extra), the top of a column for a block, and for a
platform its tile on the tray, a turn with R, then the cell under the ghost's place."""

from __future__ import annotations

from typing import Any

import ludotheque.rules.casa_grande.actions as A
import pygame
import ui_events as ev
from ludotheque.client.scenes.casa_grande import paint

SPOTS = ((0.3, 0.55), (0.5, 0.5), (0.2, 0.8), (0.7, 0.3), (0.5, 0.85), (0.15, 0.3))


def reset(app, host) -> None:
    pass  # nothing is half made between two clicks: each click is a move or a choice


def space_pos(host, space: int) -> tuple[int, int]:
    x, y = host.board.view.iso.point(*paint.space_centre(space))
    return int(x), int(y)


def cell_pos(host, cell: int) -> tuple[int, int] | None:
    """A point of the top of the column `cell` that picks that cell (towers in front of
    it may hide some of it)."""
    view = host.board.view
    h = host.session.state.site.top_h[cell]
    for dx, dy in SPOTS:
        x, y = view.iso.point(cell % 8 + dx, cell // 8 + dy, h)
        pos = int(x), int(y)
        if view.cell_at(pos) == cell:
            return pos
    return None


def click(app, host, action: Any) -> bool:
    board = host.board
    ev.pump(app)
    panel = board.panel
    if isinstance(action, A.Roll | A.Pass):
        button = panel.roll if isinstance(action, A.Roll) else panel.pass_
        if not (button.visible and button.enabled):
            return False
        ev.click(app, button.rect.center)
        return True
    if isinstance(action, A.Corner):
        ev.click(app, space_pos(host, action.space))
        return True
    if isinstance(action, A.Move):
        if action.extra == 0 and panel.stay.visible and panel.stay.enabled:  # staying on the die's space
            ev.click(app, panel.stay.rect.center)
            return True
        spaces = [s for s, extra in board.cursor.landings().items() if extra == action.extra]
        if not spaces:
            return False
        ev.click(app, space_pos(host, spaces[0]))
        return True
    if isinstance(action, A.PlaceBlock):
        pos = cell_pos(host, action.y * 8 + action.x)
        if pos is None:
            return False
        ev.click(app, pos)
        return True
    if isinstance(action, A.PlacePlatform):
        return _platform(app, host, action)
    return False


def _platform(app, host, action: A.PlacePlatform) -> bool:
    board = host.board
    cursor = board.cursor
    tile = board.panel.tray[action.shape].move(board.panel.rect.topleft)
    ev.click(app, tile.center)
    if cursor.shape != action.shape:
        return False
    for _ in range(4):
        if cursor.rot == action.rot:
            break
        ev.key(app, pygame.K_r)
    # Where the ghost goes for a hovered cell: its box's corner at a fixed offset from it.
    probe = next((c for c in range(64) if cell_pos(host, c) is not None), None)
    if probe is None:
        return False
    ev.move_to(app, cell_pos(host, probe))
    ghost = cursor.ghost_action()
    x, y = action.x - ghost.x + probe % 8, action.y - ghost.y + probe // 8
    if not (0 <= x < 8 and 0 <= y < 8):
        return False
    pos = cell_pos(host, y * 8 + x)
    if pos is None:
        return False
    ev.move_to(app, pos)
    if cursor.ghost_action() != action:
        return False
    ev.click(app, pos)
    return True
