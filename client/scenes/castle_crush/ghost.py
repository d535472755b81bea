"""What a click would lower now, and whether the rules would take it: the ghost is drawn
red with the rules' own reason where the drop is refused, and warns when a roof would
cover the King's last flat top (QA CC1, CC2, CC5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.castle_crush.actions import Place, PlaceGeneral, PlaceKing
from rules.castle_crush.data import GENERAL, KING
from rules.castle_crush.room import king_has_room, roof_takes_last_throne
from rules.core import IllegalAction

if TYPE_CHECKING:
    from client.scenes.castle_crush.board import CastleBoard


@dataclass(frozen=True)
class Ghost:
    kind: str
    pose: tuple[float, float, float] | None  # None: only the table below
    mirrored: bool
    problem: str | None = None  # why the rules would refuse this drop (translated)
    warning: str | None = None  # allowed, but the player should think twice


def general_x(board: CastleBoard, x: float) -> float:
    """The General goes to the free stretch of foundation nearest the mouse (the physics
    says where those are), so a click beside the castle always lands. Rounded before it
    is clamped: rounding after could step outside a narrow stretch."""
    st = board.state
    spots = board.port.general_spots(st.worlds[st.current_player()])
    if not spots:
        return x
    lo, hi = min(spots, key=lambda s: 0.0 if s[0] <= x <= s[1] else min(abs(x - s[0]), abs(x - s[1])))
    return min(hi, max(lo, round(x, 3)))


def build_action(board: CastleBoard, x: float):
    """The build move a click at world x makes now (None: no block chosen)."""
    st = board.state
    lo, hi = board.port.layout().place_x_range
    x = min(hi, max(lo, x))  # far beside the castle: "it would fall on the table", not a range
    step = st.build_step()
    if step == "block":
        return None if board.selected is None else Place(board.selected, x, board.mirrored)
    if step == KING:
        return PlaceKing(x, board.king_angle)
    if step == GENERAL:
        return PlaceGeneral(general_x(board, x))
    return None


def compute(board: CastleBoard) -> Ghost | None:
    st = board.state
    if board.me() is None or st.phase != "build" or board.replay is not None:
        return None
    if not board.lay.view.collidepoint(board.mouse):
        return None
    action = build_action(board, round(board.mouse_world()[0], 3))
    if action is None:
        return None
    key = (action, board.session.ply)
    if key != board._ghost_key:
        board._ghost_key = key
        board._ghost = _read(board, action)
    return board._ghost


def _read(board: CastleBoard, action) -> Ghost:
    st, t = board.state, board.app.t
    p = st.current_player()
    kind = KING if isinstance(action, PlaceKing) else GENERAL if isinstance(action, PlaceGeneral) else action.kind
    angle = action.angle if isinstance(action, PlaceKing) else 0.0
    pose = board.port.landing_pose(st.worlds[p], kind, action.x, angle)
    mirrored = board.mirrored and kind not in (KING, GENERAL)
    try:
        st.check_action(action)
    except IllegalAction as err:
        reason = t(err.key, **err.params) if board.app.translator.has(err.key) else err.message
        return Ghost(kind, pose, mirrored, problem=reason)
    warning = None
    shapes = board.port.piece_kinds()
    if kind == "roof" and pose is not None and KING in st.pawns[p] and roof_takes_last_throne(st.facts(p), shapes, pose):
        warning = t("castle_crush.ui.roof_warning")
    return Ghost(kind, pose, mirrored, warning=warning)


def king_stuck(board: CastleBoard) -> bool:
    """At the King's turn, no flat top is left for him to stand on."""
    st = board.state
    p = st.current_player()
    return p is not None and st.build_step() == KING and not king_has_room(st.facts(p), board.port.piece_kinds())
