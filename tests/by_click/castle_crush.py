"""Castle Crush's click paths, on the scene's stand-in physics (tests/castle_crush/
castle_crush_scene_port.py: the hand holds the piece exactly at the cursor and lays it
where it is let go): a block taken in the draft or chosen on the pieces panel, pressed
over the castle and let go where the carry ends; "Done"; a click on the view lets the
hammer fall."""

from __future__ import annotations

from typing import Any

import ui_events as ev
from ludotheque.client.scenes.castle_crush import panels
from ludotheque.rules.castle_crush.actions import Carry, Finish, Strike, Take


def reset(app, host) -> None:
    pass  # a press that took no piece leaves nothing in the hand


def _item(app, board, action: str, kind: str):
    items = list(board.table().items)
    rects = panels.item_rects(board.lay.pieces, app.theme, len(items))
    return next((rects[i].center for i, it in enumerate(items) if it.action == action and it.kind == kind), None)


def click(app, host, action: Any) -> bool:
    board = host.board
    ev.pump(app)
    if isinstance(action, Take):
        pos = _item(app, board, "take", action.kind)
        if pos is None:
            return False
        ev.click(app, pos)
        return True
    if isinstance(action, Finish):
        if not board.can_finish():
            return False
        ev.click(app, board.done_button.rect.center)
        return True
    if isinstance(action, Strike):
        ev.click(app, board.lay.view.center)
        return True
    if isinstance(action, Carry):
        if board.piece_to_carry() != action.kind:
            pos = _item(app, board, "select", action.kind)
            if pos is None:
                return False
            ev.click(app, pos)
        if board.piece_to_carry() != action.kind:
            return False
        x, y = action.path[-1]
        ev.click(app, tuple(int(v) for v in board.camera().to_screen(x, y)))
        return True
    return False
