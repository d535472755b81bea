"""`shot game` poses: the CLI renders a board after some actions with animations off,
which would show a blow only once everything rests. A board asked to pose freezes the
most telling moment instead: a blow just struck is shown mid-fall; at the human's build
turn, a piece is in the hand, half way along the path the AI would carry it (or lifted
above the castle when the AI would lay it the old way). A tutorial step is not posed.

`pose` says what to show; the board puts it on screen. It reads the game as the table
sees it (`session.seen(None)`, which keeps the recorded motion the whole table watched)
and asks the session's AI for the carry it would make."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ludotheque.client.scenes.castle_crush.carry import Carrier
from ludotheque.client.scenes.castle_crush.replay import Replay, pieces_seen
from ludotheque.rules.castle_crush.actions import Carry
from ludotheque.rules.castle_crush.phases import Blow, Phase, Recorded, Step, build_turn

HAMMER_HIT = 3.0  # impact strength of the hammer's blow (see Trajectory.impacts)
AFTER_HIT = 0.3  # s after the blow: pieces in the air


@dataclass(frozen=True)
class Pose:
    replay: Replay | None = None  # a blow mid-fall
    carrier: Carrier | None = None  # a piece half way along its carry
    selected: str | None = None  # the block chosen for that carry


def pose(session: Any, port: Any, steadiness: str, can_act: bool, guided: bool) -> Pose | None:
    if guided:
        return None  # a tutorial step is shown as the player meets it: at rest, its move lit
    st = session.seen(None)
    result = Recorded.of(st).attack
    if result is None or not st.last_attack:
        if st.phase == Phase.BUILD and can_act:
            return in_hand(session, st, port, steadiness)
        return None
    trajectory = result.trajectory
    hits = [frame for frame, strength, *_ in trajectory.impacts if strength >= HAMMER_HIT]
    frame = hits[0] + AFTER_HIT * trajectory.rate if hits else len(trajectory.frames) / 2
    blow = Blow.of(st.last_attack)
    assert blow is not None, "st.last_attack is set (checked above)"
    replay = Replay(trajectory, blow.target, pieces_seen(result.world), 0.0, Phase.ATTACK, blow.fallen)
    replay.t = min(replay.duration, frame / trajectory.rate)
    return Pose(replay=replay)


def in_hand(session: Any, st: Any, port: Any, steadiness: str) -> Pose:
    """`st`: the game as the table sees it."""
    p = st.current_player()
    action = session.choose_for(p)
    if isinstance(action, Carry):
        path, kind, angle, mirrored = action.path, action.kind, action.angle, action.mirrored
    else:
        turn = build_turn(st)
        assert turn is not None, "the phase is BUILD (pose asks only then)"
        kind = turn.blocks[0] if turn.step == Step.BLOCK else str(turn.step)
        top = max([f.top for f in st.facts(p)] + [port.layout().foundation_top])
        path, angle, mirrored = tuple((1.2 - 0.05 * i, top + 1.3) for i in range(24)), 0.0, False
    half = path[: max(1, len(path) // 2)]
    carrier = Carrier(port, st.worlds[p], kind, owner=p, angle=angle, mirrored=mirrored,
                      steadiness=steadiness, seed=st.hand_seed(), target=half[0])
    for point in half[1:]:
        carrier.hand.tick(point)
    carrier.pinned = half[-1]  # no cursor in a shot: the hand stays where the path got to
    return Pose(carrier=carrier, selected=kind if kind in st.supply[p] else None)
