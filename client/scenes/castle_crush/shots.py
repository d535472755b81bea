"""`shot game` poses: the CLI renders a board after some actions with animations off,
which would show a blow only once everything rests. A board asked to pose freezes the
most telling moment instead: a blow just struck is shown mid-fall; at the human's build
turn, a piece is in the hand, half way along the path the AI would carry it (or lifted
above the castle when the AI would lay it the old way). A tutorial step is not posed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.client.scenes.castle_crush.carry import Carrier
from ludotheque.client.scenes.castle_crush.replay import Replay, pieces_seen
from ludotheque.rules.castle_crush.actions import Carry

if TYPE_CHECKING:
    from ludotheque.client.scenes.castle_crush.board import CastleBoard

HAMMER_HIT = 3.0  # impact strength of the hammer's blow (see Trajectory.impacts)
AFTER_HIT = 0.3  # s after the blow: pieces in the air


def pose(board: CastleBoard) -> None:
    st = board.state
    if getattr(board.host, "guided", lambda: False)():
        return  # a tutorial step is shown as the player meets it: at rest, its move lit
    result = st.transient.get("attack")
    if result is None or not st.last_attack:
        if st.phase == "build" and board.host.can_act():
            in_hand(board)
        return
    trajectory = result.trajectory
    hits = [frame for frame, strength, *_ in trajectory.impacts if strength >= HAMMER_HIT]
    frame = hits[0] + AFTER_HIT * trajectory.rate if hits else len(trajectory.frames) / 2
    replay = Replay(trajectory, int(st.last_attack["target"]), pieces_seen(result.world), 0.0, "attack",
                    tuple(st.last_attack["fallen"]))
    replay.t = min(replay.duration, frame / trajectory.rate)
    board.replay, board.viewed, board.bounds = replay, None, None


def in_hand(board: CastleBoard) -> None:
    st = board.state
    p = st.current_player()
    action = board.session.choose_for(p)
    if isinstance(action, Carry):
        path, kind, angle, mirrored = action.path, action.kind, action.angle, action.mirrored
    else:
        kind = st.supply[p][0] if st.build_step() == "block" else st.build_step()
        top = max([f.top for f in st.facts(p)] + [board.port.layout().foundation_top])
        path, angle, mirrored = tuple((1.2 - 0.05 * i, top + 1.3) for i in range(24)), 0.0, False
    if kind in st.supply[p]:
        board.selected = kind
    half = path[: max(1, len(path) // 2)]
    carrier = Carrier(board.port, st.worlds[p], kind, owner=p, angle=angle, mirrored=mirrored,
                      steadiness=getattr(board.app.settings, "hand_steadiness", "normal"),
                      seed=st.hand_seed(), target=half[0])
    for point in half[1:]:
        carrier.hand.tick(point)
    carrier.pinned = half[-1]  # no cursor in a shot: the hand stays where the path got to
    board.carrier = carrier
