"""The board in the replay scene (issue 12), on the real physics: read-only (clicks and
keys anywhere play nothing), each blow stepped onto is re-simulated from the recorded
world and shown falling while the replay waits, and a jump anywhere can still show the
last blow in slow motion."""

from __future__ import annotations

from ludotheque.client.game.timeline import Timeline
from ludotheque.client.scenes.replay import ReplayScene
from ludotheque.rules.core import Rng
from ludotheque.rules.session import Seat, Session
from ui_events import click, key, pump


def finished_speed_game() -> Session:
    session = Session.create("castle-crush", [Seat("ai", "easy", name="A"), Seat("ai", "easy", name="B")],
                             seed=2, mode="speed")
    while not session.state.is_over():
        session.play_ai_turn()
    return session


def test_a_replay_shows_each_blow_and_plays_nothing(app):
    import pygame

    app.settings.anim_speed = 1.0
    session = finished_speed_game()
    scene = ReplayScene(app, Timeline.from_session(session))
    app.scenes.push(scene)
    pump(app)
    board = scene.board
    blows = [k for k, a in enumerate(session.history) if a.get("type") in ("Strike", "Attack")]
    assert blows
    scene.go(blows[0])  # just before the first blow
    pump(app)
    scene.go(blows[0] + 1)  # one step forward: the blow is simulated again and falls
    assert board.motion.replay is not None and board.motion.replay.kind == "attack" and board.busy()
    pump(app, frames=20)
    assert board.motion.replay is not None and 0 < board.motion.replay.t < board.motion.replay.duration + board.motion.replay.hold
    rng = Rng(5)
    for _ in range(40):
        scene.go(rng.randbelow(len(session.history) + 1))
        pump(app)
        click(app, (rng.randbelow(app.size[0] * 3 // 5), rng.randbelow(app.size[1] * 4 // 5)))
        key(app, (pygame.K_m, pygame.K_r, pygame.K_1, pygame.K_2)[rng.randbelow(4)])
        while app.scenes.top is not scene:
            app.scenes.stack.pop()
        assert board.hand.carrier is None
    scene.go(len(session.history))
    pump(app)
    assert scene.session.state.to_json() == session.state.to_json()
    assert scene.session.history == session.history
    # Jumped to the end: the last blow is simulated again for the slow-motion replay.
    board.motion.last_attack = None
    pump(app, frames=200)
    assert board.replay_button.visible
    click(app, board.replay_button.rect.center)
    assert board.motion.replay is not None and board.motion.replay.speed == 0.25
