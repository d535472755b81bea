"""Issue 31, must-fix 1: a resumed game whose next human move crashes must not trap the
player. In the window's loop the defect is told in words and written to the crash file in
the user's folder, the game and its autosave stay as they were before the move, the player
may play something else, Continue brings the game back without looping on the crash, and
the pause menu offers to set the game aside (kept in the load list)."""

from __future__ import annotations

import pytest
import toy_board
from ludotheque.client import saves
from ludotheque.client.game.host import GameHost
from ludotheque.rules.session import Seat, Session
from toy_game import Play, ToyState
from ui_events import click, pump


def resumed_game(app) -> GameHost:
    """A toy game some moves in, autosaved, resumed from the menu's Continue."""
    session = Session.create("toy", [Seat.parse("human"), Seat.parse("ai:easy")], seed=4)
    session.apply(session.state.legal_actions()[-1])
    session.apply(session.state.legal_actions()[-1])
    saves.autosave(session.to_json(), finished=False)
    app.scenes.push("menu")
    pump(app)
    menu = app.scenes.top
    assert menu.buttons["continue"].enabled
    click(app, menu.buttons["continue"].rect.center)
    pump(app)
    host = app.scenes.top
    assert isinstance(host, GameHost) and host.session.ply == 2 and host.can_act()
    return host


def card_at(host: GameHost, card: int):
    return next(rect.center for rect, c in host.board.card_areas() if c == card)


def toast_texts(host: GameHost) -> list[str]:
    return [text for text, _ in host.toasts]


@pytest.fixture
def a_move_that_crashes(monkeypatch):
    """Playing the human's lowest card raises (a defect of the rules, as the Spy's was)."""
    real = ToyState._apply

    def broken(self, action):
        if self.turn == 0 and action.card == min(self.hands[0]):
            raise TypeError("argument of type 'int' is not iterable")
        return real(self, action)
    monkeypatch.setattr(ToyState, "_apply", broken)


def test_the_crash_is_told_logged_and_the_game_kept_as_before(app, toy_game, a_move_that_crashes):
    app.contain_faults = True  # as in the window's loop (App.run)
    host = resumed_game(app)
    autosaved = saves.autosave_path("toy").read_bytes()
    hand = sorted(host.session.state.hands[0])
    click(app, card_at(host, hand[0]))  # the move that crashes
    pump(app)
    assert app.scenes.top is host
    assert host.session.ply == 2 and sorted(host.session.state.hands[0]) == hand
    assert saves.autosave_path("toy").read_bytes() == autosaved  # the autosave before it is kept
    told = toast_texts(host)
    assert any("TypeError" in text and str(saves.crash_log_path()) in text for text in told), told
    assert "argument of type 'int' is not iterable" in saves.crash_log_path().read_text(encoding="utf-8")
    # The same crash again is not told again, and another move plays.
    click(app, card_at(host, hand[0]))
    pump(app)
    assert toast_texts(host) == told
    click(app, card_at(host, hand[1]))
    pump(app)
    assert host.session.ply >= 3


def test_continue_does_not_loop_and_the_game_can_be_set_aside(app, toy_game, a_move_that_crashes):
    app.contain_faults = True
    host = resumed_game(app)
    click(app, card_at(host, min(host.session.state.hands[0])))
    pump(app)
    click(app, host.menu_button.rect.center)  # quit to the menu, then Continue again
    pump(app)
    pause = app.scenes.top
    quit_button = next(b for b in pause.buttons if b.label() == app.t("pause.quit"))
    click(app, quit_button.rect.center)
    pump(app)
    menu = app.scenes.top
    click(app, menu.buttons["continue"].rect.center)
    pump(app)
    host = app.scenes.top
    assert isinstance(host, GameHost) and host.session.ply == 2
    click(app, card_at(host, min(host.session.state.hands[0])))  # the same crash, contained again
    pump(app)
    assert app.scenes.top is host and host.fault is not None
    click(app, host.menu_button.rect.center)
    pump(app)
    pause = app.scenes.top
    aside = next(b for b in pause.buttons if b.label() == app.t("pause.abandon"))
    click(app, aside.rect.center)
    pump(app)
    menu = app.scenes.top
    assert not menu.buttons["continue"].enabled  # Continue offers it no more...
    kept = [e for e in saves.list_saves() if e.error is None and e.game_id == "toy"]
    assert len(kept) == 1 and len(kept[0].payload["session"]["history"]) == 2  # ...the load list does


def test_a_board_that_raises_is_contained_too(app, toy_game, monkeypatch):
    app.contain_faults = True
    host = resumed_game(app)

    def broken(self, event):
        raise ZeroDivisionError("the board fell over")
    monkeypatch.setattr(toy_board.ToyBoard, "handle_event", broken)
    click(app, (400, 400))
    assert app.scenes.top is host and host.session.ply == 2
    assert any("ZeroDivisionError" in text for text in toast_texts(host))


def test_outside_the_window_loop_a_crash_raises_so_tests_find_it(app, toy_game, a_move_that_crashes):
    host = resumed_game(app)
    assert not app.contain_faults
    with pytest.raises(TypeError):
        host.submit(Play(min(host.session.state.hands[0])))


def test_an_ai_move_that_crashes_is_replaced_by_one_that_plays(app, toy_game, monkeypatch):
    """The same trap on the AI's side: its chosen move raises in the rules; the game goes
    on with a move that plays, the defect told and logged, never the app closed."""
    import time

    app.contain_faults = True
    session = Session.create("toy", [Seat.parse("human"), Seat.parse("ai:easy")], seed=4)
    session.apply(session.state.legal_actions()[-1])  # the AI to move
    real = ToyState._apply

    def broken(self, action):
        if self.turn == 1 and action.card == max(self.hands[1]):
            raise TypeError("the rules fell over")
        return real(self, action)
    monkeypatch.setattr(ToyState, "_apply", broken)
    monkeypatch.setattr(Session, "choose_for", lambda self, p: Play(max(self.state.hands[p])))
    host = GameHost(app, session, autosave=False, run_ai=True)
    app.scenes.push(host)
    deadline = time.time() + 20
    while session.current_player() != 0:
        assert time.time() < deadline
        pump(app)
        time.sleep(0.01)
    assert session.ply == 2 and app.scenes.top is host
    assert any("TypeError" in text for text in toast_texts(host))
