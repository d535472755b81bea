"""`shot game` poses the board: right after a blow, the hammer is frozen mid-fall."""

from __future__ import annotations

from test_castle_crush_scene import host_for, pump


def test_a_blow_just_struck_is_frozen_mid_fall(app):
    from rules.registry import get_game
    from rules.session import Seat

    app.settings.anim_speed = 0.0
    host = host_for(app, get_game("castle-crush"), n=2, seats=[Seat("ai", "easy"), Seat("ai", "easy")])
    session, board = host.session, host.board
    while session.state.phase != "attack":
        session.apply(session.choose_for(session.current_player()))
    board.shot_pose()
    assert board.replay is None  # nothing struck yet: nothing to pose
    session.apply(session.choose_for(session.current_player()))
    board.shot_pose()
    pump(app, frames=3)
    replay = board.replay
    assert replay is not None and replay.kind == "attack"
    assert 0 < replay.t < replay.duration
    t = replay.t
    pump(app, frames=3)
    assert board.replay is replay and replay.t == t
