"""While a blow's pieces still move, the Score panel and the thumbnails show the table
before it: in hot seat the attacker saw "last attack" and the next player's turn lit
while his hammer was still in the air (QA, issue 22)."""

from __future__ import annotations

from ludotheque.client.game.host import GameHost
from ludotheque.client.scenes.castle_crush import panels
from ludotheque.rules.session import Seat, Session
from ui_events import pump


def test_the_score_panel_waits_for_the_blow_to_settle(app, monkeypatch):
    app.settings.anim_speed = 1.0
    session = Session.create("castle-crush", [Seat("human", name="H"), Seat("human", name="G")], seed=1)
    while session.state.phase != "attack" or session.current_player() != 1:
        session.apply(session.choose_for(session.current_player()))
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app, frames=2)
    board = host.board
    drawn = []
    real = panels.draw_scores
    monkeypatch.setattr(panels, "draw_scores", lambda *a, **k: drawn.append(a[3]) or real(*a, **k))
    before = session.state
    events = session.apply(session.choose_for(1))
    board.on_events(events, before, session.state)
    assert board.motion.replay is not None and board.motion.replay.moving
    assert before.attacks_left != session.state.attacks_left or before.current_player() != session.current_player()
    pump(app, frames=1)
    # The table before the blow, as the seat saw it (described from its view).
    assert drawn and drawn[-1].seen.view(None) == before.view(None)
    assert drawn[-1].attacks_left == tuple(before.attacks_left)
    assert board.screen().shown_target == board.motion.replay.castle
    for _ in range(2000):
        if board.motion.replay is None or not board.motion.replay.moving:
            break
        pump(app, frames=1)
    pump(app, frames=1)
    assert drawn[-1] is board.table() and board.seen.view(None) == session.state.view(None)
