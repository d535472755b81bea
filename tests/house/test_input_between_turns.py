"""Issue 31, must-fix 7: clicks and keys made while it is not your turn (the AI thinking,
its move being drawn) are dropped, never played as a move on your next turn."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from ludotheque.client.game.host import GameHost
from ludotheque.rules.core import Rng
from ludotheque.rules.session import Seat, Session
from ui_events import pump

GAMES = ("castle-risk", "crack-word", "chateau-combo", "casa-grande", "castle-crush")


def ai_to_move(game: str, seed: int = 3) -> Session:
    """A two-seat game, human against the easy AI, a few moves in, the AI to move."""
    session = Session.create(game, [Seat.parse("human"), Seat.parse("ai:easy")], seed=seed)
    rng = Rng(seed)
    moves = 0
    while moves < 6 or session.current_player() != 1:
        assert not session.is_over()
        session.apply(rng.choice(session.state.legal_actions()))
        moves += 1
    return session


def gestures(rect: pygame.Rect, rnd: random.Random) -> list[pygame.event.Event]:
    """Clicks of both buttons over the board, and the keys a board plays with."""
    out = []
    for _ in range(12):
        pos = (rect.x + rnd.randrange(rect.w), rect.y + rnd.randrange(rect.h))
        button = rnd.choice((1, 1, 1, 3))
        out += [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
    for key, char in ((pygame.K_RETURN, "\r"), (pygame.K_SPACE, " "), (pygame.K_a, "a"), (pygame.K_1, "1")):
        out.append(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=char, scancode=0))
    return out


@pytest.mark.parametrize("game", GAMES)
def test_clicks_during_the_ai_turn_never_become_a_move(app, game):
    session = ai_to_move(game)
    host = GameHost(app, session, autosave=False, run_ai=True)
    app.scenes.push(host)
    pump(app)
    played_by_hand = []
    submit = host.submit

    def watched(action, by_hand=True):
        done = submit(action, by_hand)
        if done:
            played_by_hand.append(action)
        return done
    host.submit = watched
    rnd = random.Random(5)
    deadline = time.time() + 60
    # The AI's turn: the player clicks all over the board while it thinks.
    while session.current_player() != 0 and not session.is_over():
        assert time.time() < deadline, "the AI never moved"
        assert host.pass_to is None
        pump(app, gestures(host.board_rect, rnd))
        time.sleep(0.01)
    # The frame that applied the AI's move has drawn it: the clicks made while it did
    # reach the next frame, and are dropped too.
    pump(app, gestures(host.board_rect, rnd))
    pump(app, frames=5)  # anything queued would be played now
    assert app.scenes.top is host
    assert played_by_hand == [], f"{game}: {played_by_hand} played by clicks made during the AI's turn"
    assert session.current_player() == 0 or session.is_over()


def test_input_waits_while_the_ais_move_plays_out_and_never_longer_than_the_cap(app, toy_game, monkeypatch):
    """While the board still plays the AI's move (busy), the player's clicks are dropped;
    once it is over they play; a board that never stops is not allowed to lock him out."""
    import toy_board
    from ludotheque.client.game import host as host_module

    session = Session.create("toy", [Seat.parse("human"), Seat.parse("ai:easy")], seed=2)
    session.apply(session.state.legal_actions()[0])  # the AI is to move
    host = GameHost(app, session, autosave=False, run_ai=True)
    app.scenes.push(host)
    busy = {"on": False}
    monkeypatch.setattr(toy_board.ToyBoard, "busy", lambda self: busy["on"])
    deadline = time.time() + 30
    while session.current_player() != 0:
        assert time.time() < deadline
        pump(app)
        time.sleep(0.01)
    busy["on"] = True  # the AI's move plays out
    pump(app, frames=3)

    def click_a_card():
        rect, _ = host.board.card_areas()[0]
        pump(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1),
                   pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)])
    ply = session.ply
    click_a_card()
    assert session.ply == ply, "a click while the AI's move played out was played"
    busy["on"] = False
    pump(app, frames=2)
    click_a_card()
    assert session.ply == ply + 1
    # A board busy for ever: after MAX_INPUT_HOLD seconds the player may play anyway.
    while session.current_player() != 0:
        assert time.time() < deadline
        pump(app)
        time.sleep(0.01)
    busy["on"] = True
    ply = session.ply
    for _ in range(int(host_module.MAX_INPUT_HOLD * 60) + 5):
        app.frame(1 / 60, [])
    click_a_card()
    assert session.ply == ply + 1
