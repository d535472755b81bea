"""`shot game` poses: the CLI renders a board after some actions with animations off,
which would show a blow only once everything rests. A board asked to pose freezes the
most telling moment instead: a blow just struck is shown mid-fall."""

from __future__ import annotations

from typing import TYPE_CHECKING

from client.scenes.castle_crush.replay import Replay, pieces_seen

if TYPE_CHECKING:
    from client.scenes.castle_crush.board import CastleBoard

HAMMER_HIT = 3.0  # impact strength of the hammer's blow (see Trajectory.impacts)
AFTER_HIT = 0.3  # s after the blow: pieces in the air


def pose(board: CastleBoard) -> None:
    st = board.state
    result = st.transient.get("attack")
    if result is None or not st.last_attack:
        return
    trajectory = result.trajectory
    hits = [frame for frame, strength, *_ in trajectory.impacts if strength >= HAMMER_HIT]
    frame = hits[0] + AFTER_HIT * trajectory.rate if hits else len(trajectory.frames) / 2
    replay = Replay(trajectory, int(st.last_attack["target"]), pieces_seen(result.world), 0.0, "attack",
                    tuple(st.last_attack["fallen"]))
    replay.t = min(replay.duration, frame / trajectory.rate)
    board.replay, board.viewed, board.bounds = replay, None, None
