"""Château Combo's click paths: the key buttons, a market card then a cell of the tableau
(the face-down button first for a card bought face down), an effect's option, a card of
the row an effect discards from, the purses a fill takes, a purse for storing gold, and
"Keep the rest" (pressed twice)."""

from __future__ import annotations

from typing import Any

import ludotheque.rules.chateau_combo.actions as A
import ui_events as ev
from ludotheque.client.scenes.chateau_combo import overlays


def reset(app, host) -> None:
    sel = host.board.selection
    sel.pick = None
    sel.fill_pick = []
    sel.face_down = False
    sel.keep_armed = False


def click(app, host, action: Any) -> bool:
    board = host.board
    ev.pump(app)
    screen = board.screen()
    if isinstance(action, A.MoveMessenger | A.RefreshRow | A.KeepGold):
        button = {A.MoveMessenger: board.move_button, A.RefreshRow: board.refresh_button,
                  A.KeepGold: board.keep_button}[type(action)]
        if not (button.visible and button.enabled):
            return False
        ev.click(app, button.rect.center)
        if isinstance(action, A.KeepGold) and host.session.current_player() == screen.current:
            ev.click(app, button.rect.center)  # (a second press, when gold would be lost)
        return True
    if isinstance(action, A.Buy):
        if action.face_down:
            ev.click(app, board.face_button.rect.center)
        ev.click(app, board.lay.rows[screen.messenger].cards[action.index].center)
        if board.selected != action.index:
            return False
        ev.click(app, board.grid().rect((action.row, action.col)).center)
        return True
    if isinstance(action, A.ChooseEffect):
        rects = overlays.choice_rects(board.frame())
        if action.option >= len(rects):
            return False
        ev.click(app, rects[action.option].center)
        return True
    if isinstance(action, A.DiscardFromRow):
        ev.click(app, board.lay.rows[screen.pending.row].cards[action.index].center)
        return True
    if isinstance(action, A.FillPurses):
        for cell in action.cells:
            ev.click(app, board.grid().rect(cell).center)
        return True
    if isinstance(action, A.StoreGold):
        ev.click(app, board.grid().rect((action.row, action.col)).center)
        return True
    return False
