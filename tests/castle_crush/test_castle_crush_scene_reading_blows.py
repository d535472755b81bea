"""Reading a blow (issue 31): after the player's blow the castle stays in view two seconds
once everything rests before the AI's hammer falls, and while the AI's blow plays out the
hint line speaks of that blow, not of the player's aiming."""

from __future__ import annotations

import ludotheque.client.scenes.castle_crush.texts as texts
from ludotheque.client.game.host import GameHost
from ludotheque.rules.castle_crush.actions import Strike
from ludotheque.rules.core import GameConfig
from ludotheque.rules.session import Seat, Session
from ui_events import pump


def test_the_ai_blow_waits_two_seconds_and_the_hint_names_it(app):
    from ludotheque.rules.registry import get_game

    app.settings.anim_speed = 1.0
    session = Session(get_game("castle-crush"), GameConfig(2, 5, "standard", {}),
                      [Seat("human", name="H"), Seat("ai", "easy", name="Bayard")])
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    while not (session.state.phase == "attack" and session.current_player() == 0):
        before = session.state
        session.apply(session.choose_for(session.current_player()))
        host._after_apply(before, session.state.events)
    pump(app, frames=2)
    if host.board.motion.replay is not None:  # the AI's blow just before (seed 5): its aftermath first
        assert texts.hint_text(host.board.screen(), app) == app.t("castle_crush.ui.watch_blow", name="Bayard")
    for _ in range(600):
        if host.board.motion.replay is None:
            break
        pump(app)
    assert texts.hint_text(host.board.screen(), app).startswith(app.t("castle_crush.ui.aim_hint", last=2)[:20])
    host.run_ai = True
    assert host.submit(Strike(1, 0.0))
    replay = host.board.motion.replay
    for _ in range(int(replay.duration * 60) + 2 * 60 - 2):  # the fall, then two seconds at rest
        pump(app)
        assert host.worker is None and session.current_player() == 1
    watched = []
    for _ in range(600):
        pump(app)
        if host.worker is not None:
            host.worker.wait(5)
        board = host.board
        if board.motion.replay is not None and board.motion.replay.castle == 0 and session.current_player() == 0:
            watched.append(texts.hint_text(board.screen(), app))
        elif watched:
            break
    assert watched, "the AI's blow was shown"
    assert all(text == app.t("castle_crush.ui.watch_blow", name="Bayard") for text in watched)
    pump(app, frames=200)
    assert host.board.motion.replay is None
    assert texts.hint_text(host.board.screen(), app).startswith(app.t("castle_crush.ui.aim_hint", last=2)[:20])
