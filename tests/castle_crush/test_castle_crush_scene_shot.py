"""`shot game` poses the board: right after a blow, the hammer is frozen mid-fall."""

from __future__ import annotations

import pytest
from test_castle_crush_scene import host_for, pump


def test_a_blow_just_struck_is_frozen_mid_fall(app):
    from ludotheque.rules.registry import get_game
    from ludotheque.rules.session import Seat

    app.settings.anim_speed = 0.0
    host = host_for(app, get_game("castle-crush"), n=2, seats=[Seat("ai", "easy"), Seat("ai", "easy")])
    session, board = host.session, host.board
    while session.state.phase != "attack":
        session.apply(session.choose_for(session.current_player()))
    board.shot_pose()
    assert board.motion.replay is None  # nothing struck yet: nothing to pose
    session.apply(session.choose_for(session.current_player()))
    board.shot_pose()
    pump(app, frames=3)
    replay = board.motion.replay
    assert replay is not None and replay.kind == "attack"
    assert 0 < replay.t < replay.duration
    t = replay.t
    pump(app, frames=3)
    assert board.motion.replay is replay and replay.t == t


def test_at_the_build_turn_a_piece_is_posed_in_the_hand(app):
    from ludotheque.rules.registry import get_game
    from ludotheque.rules.session import Seat

    host = host_for(app, get_game("castle-crush"), n=2, seats=[Seat("human"), Seat("ai", "easy")])
    board = host.board
    board.shot_pose()
    pump(app, frames=3)
    carrier = board.hand.carrier
    assert carrier is not None and carrier.hand.held
    x, y, _ = carrier.poses()[carrier.piece_id]
    assert y > board.port.layout().foundation_top + 0.5  # in the air, over the castle
    pump(app, frames=3)
    assert board.hand.carrier is carrier and carrier.poses()[carrier.piece_id][0] == pytest.approx(x, abs=0.3)


@pytest.mark.parametrize("step", [1, 9])
def test_a_tutorial_step_is_shown_at_rest_with_its_move_lit(app, step):
    """`shot tutorial`: no piece in the hand, no blow frozen: the step as the player
    meets it, its ghost or stance drawn where the caption points."""
    from ludotheque.client.cli.shot import tutorial_host

    app.settings.anim_speed = 0.0
    host = tutorial_host(app, "castle-crush", step)
    app.scenes.push(host)
    board = host.board
    board.shot_pose()
    pump(app, frames=3)
    assert board.hand.carrier is None and board.motion.replay is None
    assert board.guide_look is not None and board.guide_rect() is not None
