"""When a network game ends, each window shows the results screen a local game shows (the
ranking, the reason, the game's own panel), from what the host sent: the outcome and the
seat's last view. It showed a banner over the board instead."""

from __future__ import annotations

import pytest
from ludotheque.client.app import App
from ludotheque.client.settings import Settings
from ludotheque.rules.ai import RandomAgent
from ludotheque.rules.core import Rng
from window_table import seat_window

GAMES = ("chateau-combo", "castle-crush", "castle-risk", "crack-word", "casa-grande")


def play_to_results(app, screen, limit: int = 3000):
    agent, moves, over_for = RandomAgent(), 0, 0
    while type(app.scenes.stack[-1]).__name__ == "RemoteGameHost":
        s = screen.remote
        over_for += s.is_over()
        assert over_for < 200, "the game is over and the screen stays on the board"
        if screen.pass_to is not None:  # a hot seat: the next player takes the screen
            screen.handle_event(_click(True))
            screen.handle_event(_click(False))
        elif screen.can_act():
            assert screen.submit(agent.choose(s.view(s.me), s.me, s.info.state_cls, Rng(moves)))
            moves += 1
        app.frame(1 / 60, [])
        assert moves < limit
    return moves


def _click(down: bool):
    import pygame

    kind = pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP
    return pygame.event.Event(kind, button=1, pos=(10, 300))


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_a_remote_game_ends_on_the_results_screen(game, lang):
    app = App((1280, 720), Settings(language=lang, anim_speed=0.0), window=False)
    table, threads, _ = seat_window(game, ["here", "remote"], seed=3)
    app.scenes.push("net_game", *threads)
    app.frame(1 / 60, [])
    screen = app.scenes.stack[-1]
    assert play_to_results(app, screen) > 0
    results = app.scenes.stack[-1]
    assert type(results).__name__ == "ResultsScene"
    assert results.outcome() == table.session.outcome()
    assert threads[0].stopped  # the game screen let its link go
    # The ranking names people's seats as people, the host's AI as an AI.
    assert all(seat.is_human for seat in results.session.seats)
    assert results.session.info.id == game
    app.frame(1 / 60, [])  # the ranking and the game's own panel draw from the remote view
    assert results.draw_details is not None
    # Play again, the replay and the review are the host's (it keeps the game).
    assert not results.again.visible and not results.replay.visible and not results.review.visible
    assert results.menu.visible and results.menu.rect.w > 0
    assert results.hints_line() == ""  # hints are off at a network table: no "Hints used: 0"
    results.menu.click()
    app.frame(1 / 60, [])
    assert type(app.scenes.stack[-1]).__name__ == "MenuScene"


def test_the_results_name_an_ai_seat_of_the_host_as_an_ai():
    app = App((1280, 720), Settings(language="en", anim_speed=0.0), window=False)
    table, threads, _ = seat_window("casa-grande", ["here", "remote", "ai:easy"], seed=5)
    app.scenes.push("net_game", *threads)
    app.frame(1 / 60, [])
    play_to_results(app, app.scenes.stack[-1])
    results = app.scenes.stack[-1]
    seats = results.session.seats
    assert [s.is_human for s in seats] == [True, True, False] and seats[2].spec == "ai:easy"
    assert results.outcome() == table.session.outcome()


def test_a_spectator_window_ends_on_the_results_too():
    app = App((800, 600), Settings(language="fr", anim_speed=0.0), window=False)
    table, threads, _ = seat_window("crack-word", ["remote", "remote"], seed=2)
    assert table.session.is_over()  # the bots played it all out
    app.scenes.push("net_game", *threads)
    for _ in range(3):
        app.frame(1 / 60, [])
    results = app.scenes.stack[-1]
    assert type(results).__name__ == "ResultsScene" and results.outcome() == table.session.outcome()


def test_a_window_that_comes_back_after_the_end_names_the_seats_as_the_host_does():
    """Under Xvfb the join window, back after its game had ended, named the host's easy AI
    "Player 2 (AI normal)": the end came before who sits where, and a client stops
    listening at the end. Who sits where now comes first."""
    from ludotheque.client.net.messages import PROTOCOL
    from window_table import Peer, Thread

    app = App((800, 600), Settings(language="fr", anim_speed=0.0), window=False)
    table, threads, others = seat_window("crack-word", ["remote", "ai:easy"], seed=6)
    assert table.session.is_over()
    late = Peer("late")
    table.left(others[0])
    table.hello(late, {"v": PROTOCOL, "seat": 0, "token": table.chairs[0].token})
    assert late.kinds.index("presence") < late.kinds.index("end")
    app.scenes.push("net_game", Thread(table, late, {}))
    for _ in range(3):
        app.frame(1 / 60, [])
    results = app.scenes.stack[-1]
    assert type(results).__name__ == "ResultsScene"
    assert [(s.is_human, s.spec) for s in results.session.seats] == [(True, "human"), (False, "ai:easy")]
