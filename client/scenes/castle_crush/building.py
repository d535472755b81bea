"""Building with the hand: press over the castle view to pick the chosen piece up at the
cursor (or drag it in from the pieces panel), carry it, and let go to lay it. The piece
hangs from the cursor in the live world (carry.Carrier); the release submits the Carry
action, which the rules re-simulate exactly.

Which piece: the block chosen in the panel at the block step (it stays chosen while
more of its kind are left), the King or the General at theirs. Its pose is chosen before
picking it up: M or the right button mirrors a block, R lays the King down or stands him
up and the wheel turns him (the King may stand in any pose, the General only upright)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ludotheque.client.scenes.castle_crush.carry import Carrier
from ludotheque.rules.castle_crush.data import GENERAL, KING
from ludotheque.rules.castle_crush.room import king_has_room

if TYPE_CHECKING:
    from ludotheque.client.scenes.castle_crush.board import CastleBoard

KING_STEP = math.pi / 12  # the wheel turns the King by 15 degrees
THROWN_SECONDS = 6.0  # how long the hint line says why a hastily released piece flew


def piece_to_carry(board: CastleBoard) -> str | None:
    """The piece a press over the castle picks up now (None: choose a block first)."""
    st = board.state
    if board.me() is None or st.phase != "build":
        return None
    step = st.build_step()
    if step == "block":
        return board.selected
    return step if step in (KING, GENERAL) else None


def pose(board: CastleBoard, kind: str) -> tuple[float, bool]:
    """(angle, mirrored) the piece is held in: blocks upright, mirrored or not; the King
    at his chosen angle; the General upright."""
    if kind == KING:
        return board.king_angle, False
    if kind == GENERAL:
        return 0.0, False
    return 0.0, board.mirrored


def pick_up(board: CastleBoard) -> bool:
    """Start carrying at the cursor (the cursor must be over the castle view)."""
    kind = piece_to_carry(board)
    if kind is None or board.carrier is not None or not board.lay.view.collidepoint(board.mouse):
        return False
    st = board.state
    p = st.current_player()
    angle, mirrored = pose(board, kind)
    steadiness = getattr(board.app.settings, "hand_steadiness", "normal")
    board.carrier = Carrier(board.port, st.worlds[p], kind, owner=p, angle=angle, mirrored=mirrored,
                            steadiness=steadiness, seed=st.hand_seed(), target=board.mouse_world())
    board.viewed = None
    board.thrown = 0.0
    board.caches.pop("view", None)
    return True


def follow(board: CastleBoard, dt: float) -> None:
    """Every frame: the hand moves towards the cursor; a block dragged in from the panel
    is picked up as the cursor enters the castle view."""
    if board.carrier is None:
        if board.dragging and board.lay.view.collidepoint(board.mouse):
            pick_up(board)
        return
    if board.me() is None or board.state.phase != "build":
        cancel(board)  # the turn ended under the hand (undo, load)
        return
    board.carrier.follow(dt, board.mouse_world())


def let_go(board: CastleBoard) -> bool:
    """Mouse-up: the piece leaves the hand; its path goes to the rules."""
    carrier, board.carrier = board.carrier, None
    board.dragging = False
    if carrier is None:
        return False
    action = carrier.let_go()
    board.released = carrier  # the landing is replayed from where the hand let go
    if board.host.submit(action):
        keep_selection(board, carrier.owner)
        # Why it flew, in the hint line (a toast would cover where it lands).
        board.thrown = THROWN_SECONDS if carrier.thrown else 0.0
    else:
        board.released = None
    return True


def cancel(board: CastleBoard) -> None:
    board.carrier = None
    board.dragging = False


def keep_selection(board: CastleBoard, chooser: int) -> None:
    """The chosen block stays chosen while more of its kind are left, for the seat that
    chose it: once the turn passes, the next builder starts with nothing chosen."""
    st = board.state
    p = st.current_player()
    if p != chooser or st.phase != "build" or board.selected not in st.supply[p]:
        board.selected = None


def turn(board: CastleBoard) -> None:
    """M, R or the right button: mirror the block, or lay the King down / stand him up."""
    if board.carrier is not None:
        return  # the pose is chosen before picking the piece up
    step = board.state.build_step()
    if step == "block":
        board.mirrored = not board.mirrored
    elif step == KING:
        board.king_angle = 0.0 if board.king_angle else math.pi / 2


def wheel(board: CastleBoard, clicks: int) -> None:
    """The wheel turns the King (any pose, the sheet says)."""
    if board.carrier is None and board.state.build_step() == KING:
        angle = board.king_angle + KING_STEP * clicks
        board.king_angle = round(math.atan2(math.sin(angle), math.cos(angle)), 6)


def king_stuck(board: CastleBoard) -> bool:
    """At the King's turn, no flat top is left for him to stand on."""
    st = board.state
    p = st.current_player()
    return p is not None and st.build_step() == KING and not king_has_room(st.facts(p), board.port.piece_kinds())
