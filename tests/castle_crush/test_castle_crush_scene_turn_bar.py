"""In hot seat the top bar keeps the striker's turn while his blow plays out: it said
"Your turn" to the next player while the hammer was still in the air, and the hammer
vanished from the aftermath before the view moved on."""

from __future__ import annotations

from ludotheque.client.game.host import GameHost
from ludotheque.rules.castle_crush.port import HAMMER_ID
from ludotheque.rules.session import Seat, Session
from ui_events import pump


def _blow(app, monkeypatch=None) -> tuple[GameHost, Session]:
    app.settings.anim_speed = 1.0
    if monkeypatch is not None:  # as if the game kept secrets: a pass screen between humans
        monkeypatch.setattr(Session, "needs_pass_screen", lambda self, last, nxt: None not in (last, nxt) and last != nxt)
    session = Session.create("castle-crush", [Seat("human", name="H"), Seat("human", name="G")], seed=1)
    while session.state.phase != "attack" or session.current_player() != 1:
        session.apply(session.choose_for(session.current_player()))
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app, frames=2)
    assert host.viewer == 1
    assert host.submit(session.choose_for(1))
    assert session.current_player() == 0  # the rules have passed the turn already
    return host, session


def test_the_bar_keeps_the_strikers_turn_until_the_blow_has_played_out(app):
    host, session = _blow(app)
    board = host.board
    striker = app.t("game.your_turn", name=app.seat_name(session, 1))
    pump(app, frames=18)  # 0.3 s: the hammer is in the air
    assert board.motion.replay is not None and board.motion.replay.moving
    assert board.shown_player() == 1
    assert host.turn_text() == striker
    while board.motion.replay is not None and board.motion.replay.moving:
        pump(app, frames=1)
    assert host.turn_text() == striker  # the aftermath is still in view
    for _ in range(600):
        if board.motion.replay is None:
            break
        pump(app, frames=1)
    assert board.motion.replay is None
    assert board.shown_player() == 0
    assert host.turn_text() == app.t("game.your_turn", name=app.seat_name(session, 0))
    assert host.pass_to is None  # Castle Crush keeps no secrets: no pass screen


def test_the_hammer_stays_where_it_lies_while_the_aftermath_is_in_view(app):
    host, session = _blow(app)
    board = host.board
    replay = board.motion.replay
    seen = []
    while board.motion.replay is replay:
        seen.append(HAMMER_ID in replay.poses())
        pump(app, frames=1)
    assert seen and all(seen)


def test_a_pass_screen_waits_for_the_blow(app, monkeypatch):
    """A game with secrets passes the screen once the board has played the move out."""
    host, session = _blow(app, monkeypatch)
    board = host.board
    assert board.motion.replay is not None and board.motion.replay.moving
    assert host.pass_to is None and host.viewer == 1  # the striker still watches his blow
    while board.motion.replay is not None:
        pump(app, frames=1)
        if board.motion.replay is not None:
            assert host.pass_to is None
    pump(app, frames=1)
    assert host.pass_to == 0
