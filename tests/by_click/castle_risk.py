"""Castle Risk's click paths: territories on the map (castle, claim, hidden armies,
placing, attack by land, reoccupation), the panel's buttons for the rest (each button knows
the move it plays), the Admiral's army count on its slider row."""

from __future__ import annotations

from typing import Any

import ludotheque.rules.castle_risk.actions as A
import ui_events as ev

ON_THE_MAP = (A.PlaceCastle, A.Claim, A.ChooseHidden, A.Place)


def reset(app, host) -> None:
    """A right click on a territory lets go of a chosen one (main phase, reoccupation)."""
    board = host.board
    chosen = board.selection.selected or board.selection.sea_target
    if chosen is not None:
        ev.click(app, board.map.anchors[chosen], button=3)


def click(app, host, action: Any) -> bool:
    board = host.board
    at = board.map.anchors
    if isinstance(action, ON_THE_MAP):
        # Placing: a right click places all that is left, a left click the amount chosen.
        right = isinstance(action, A.Place) and action.count == board.screen().placing_left()
        ev.click(app, at[action.territory], button=3 if right else 1)
        return True
    if isinstance(action, A.Attack | A.Reoccupy):
        if board.selection.selected != action.source:
            ev.click(app, at[action.source])
        ev.click(app, at[action.target])
        if isinstance(action, A.Attack) and action.by_sea:  # then the Admiral's button
            ev.pump(app)
            slid = [b for b, move in board.controls.moves if callable(move) and not isinstance(move, type)]
            if not slid:
                return False
            ev.click(app, slid[0].rect.center)
        return True
    ev.pump(app)  # the panel is built in update
    button = board.controls.button_for(action)
    if button is None:
        return False
    ev.click(app, button.rect.center)
    return True
