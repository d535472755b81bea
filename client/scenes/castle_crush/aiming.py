"""Aiming the hammer: its foot anywhere across its base (« n'importe où sur sa base »),
the castle it falls towards, and nothing else: it tips over by itself (« sans forcer »).

Drag the hammer (or its base) sideways to move its foot; the arrow keys and the wheel
nudge it. The castle is chosen with its thumbnail or keys 1-4 (each castle lies in its
own plane, so choosing it is choosing the direction of the fall). The dotted arc is the
path its head will sweep (the physics' hammer_arc). A click that is not a drag lets it
fall: Strike(target, foot)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.castle_crush.actions import Strike

if TYPE_CHECKING:
    from ludotheque.client.scenes.castle_crush.board import CastleBoard

GRAB = 1.3  # u either side of the foot where a press takes hold of the hammer
NUDGE = 0.05  # u per arrow key or wheel click
DRAG_PIXELS = 4  # a press that moves less than this before its release is a click


def foot_x(board: CastleBoard) -> float:
    """The foot's x in the castle's world (u)."""
    return board.port.layout().hammer_base_x + board.foot


def set_foot(board: CastleBoard, foot: float) -> None:
    lo, hi = board.port.layout().foot_range
    board.foot = round(min(hi, max(lo, foot)), 3)


def press(board: CastleBoard) -> bool:
    """Mouse-down over the view: the start of a drag of the foot, or of a click."""
    x, y = board.mouse_world()
    lay = board.port.layout()
    grabbed = abs(x - foot_x(board)) <= GRAB and y <= lay.hammer_length + 0.5
    board.aim_press = (board.mouse, x if grabbed else None, board.foot)
    return True


def drag(board: CastleBoard) -> None:
    """Mouse motion with the button down on the hammer: the foot follows the cursor."""
    if board.aim_press is None or board.aim_press[1] is None:
        return
    _, start_x, start_foot = board.aim_press
    set_foot(board, start_foot + board.mouse_world()[0] - start_x)


def release(board: CastleBoard) -> bool:
    """Mouse-up: a drag ends; a click lets the hammer fall."""
    pressed, board.aim_press = board.aim_press, None
    if pressed is None or board.me() is None:
        return False
    (px, py), start_x, _ = pressed
    mx, my = board.mouse
    if start_x is not None and max(abs(mx - px), abs(my - py)) >= DRAG_PIXELS:
        return True
    board.viewed = None
    board.host.submit(Strike(board.attack_target(), board.foot))
    return True


def nudge(board: CastleBoard, steps: int) -> None:
    set_foot(board, board.foot + NUDGE * steps)


def arc(board: CastleBoard) -> tuple[tuple[float, float], ...]:
    """The head's sweep for the current stance (cached per foot)."""
    key = ("arc", board.foot)
    found = board.caches.get("arc")
    if found is None or found[0] != key:
        found = board.caches["arc"] = (key, board.port.hammer_arc(board.foot))
    return found[1]
