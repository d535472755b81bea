"""A hot seat beside remote seats: the host's window plays several `here` seats, one link per
seat, and passes the screen between them as a local hot seat does (a pass screen when the
game has secrets); the remote seats play from their own windows."""

from __future__ import annotations

import pygame
from ludotheque.client.app import App
from ludotheque.client.settings import Settings
from ludotheque.rules.ai import RandomAgent
from ludotheque.rules.core import Rng
from test_window_results import play_to_results
from window_table import seat_window


def _lift(screen) -> None:
    screen.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(10, 300)))
    screen.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(10, 300)))


def test_two_seats_at_one_window_pass_the_screen_and_see_only_their_own_hand():
    app = App((1280, 720), Settings(language="fr", anim_speed=0.0), window=False)
    table, threads, _ = seat_window("crack-word", ["here", "remote", "here"], seed=11)
    app.scenes.push("net_game", *threads)
    app.frame(1 / 60, [])
    screen = app.scenes.stack[-1]
    s = screen.remote
    assert s.here == [0, 2] and s.humans() == [0, 2]
    agent, moves, passes = RandomAgent(), 0, 0
    seen_seats = set()
    frames = 0
    while not s.is_over() and moves < 60:
        frames += 1
        assert frames < 2000
        if screen.pass_to is not None:
            assert screen.viewer is None and not screen.can_act()
            target = screen.pass_to
            app.frame(1 / 60, [])  # the pass screen is drawn before a click may lift it
            _lift(screen)
            passes += 1
            assert screen.viewer == target == s.active and screen.pass_to is None
            continue
        if screen.can_act():
            me = s.me
            seen_seats.add(me)
            # The screen shows the hand of the seat whose turn it is, as the host sent it to that seat.
            assert s.view(me) == threads[[0, 2].index(me)].link.mirror.view
            assert s.view(screen.viewer)["hand"] == table.session.view(me)["hand"]
            assert screen.submit(agent.choose(s.view(me), me, s.info.state_cls, Rng(moves)))
            moves += 1
        app.frame(1 / 60, [])
    assert seen_seats == {0, 2} and passes >= 2
    # Each action went out on its own seat's link.
    assert all(m["t"] == "act" for m in threads[0].sent + threads[1].sent)
    assert threads[0].sent and threads[1].sent


def test_a_game_without_secrets_switches_seats_without_a_pass_screen_and_ends():
    app = App((800, 600), Settings(language="en", anim_speed=0.0), window=False)
    table, threads, _ = seat_window("casa-grande", ["here", "here", "remote"], seed=4)
    app.scenes.push("net_game", *threads)
    app.frame(1 / 60, [])
    screen = app.scenes.stack[-1]
    actives = set()
    agent, moves, frames = RandomAgent(), 0, 0
    while type(app.scenes.stack[-1]).__name__ == "RemoteGameHost":
        frames += 1
        assert screen.pass_to is None and frames < 5000
        s = screen.remote
        if screen.can_act():
            actives.add(s.me)
            assert screen.submit(agent.choose(s.view(s.me), s.me, s.info.state_cls, Rng(moves)))
            moves += 1
        app.frame(1 / 60, [])
    assert actives == {0, 1}
    assert app.scenes.stack[-1].outcome() == table.session.outcome()


def test_a_hot_seat_with_secrets_plays_to_its_results():
    app = App((1280, 720), Settings(language="en", anim_speed=0.0), window=False)
    table, threads, _ = seat_window("chateau-combo", ["here", "remote", "here"], seed=9)
    app.scenes.push("net_game", *threads)
    app.frame(1 / 60, [])
    play_to_results(app, app.scenes.stack[-1])
    assert app.scenes.stack[-1].outcome() == table.session.outcome()


def test_the_lobby_opens_a_table_with_two_seats_here_and_the_window_takes_both():
    """The lobby refused a second `here` seat ("one per window for now")."""
    import time

    from ludotheque.client.scenes.menu import MenuScene
    from window_table import quiet_bot as remote_bot

    app = App((1280, 720), Settings(language="en", anim_speed=0.0), window=False)
    app.scenes.reset(MenuScene(app))
    app.scenes.push("net_host", "crack-word", 0, "127.0.0.1")
    app.frame(1 / 60, [])
    lobby = app.scenes.stack[-1]
    lobby.players.set_choices(lobby.players.choices, 3)
    lobby.layout(app.size)
    lobby.kinds[1].set_choices(lobby.kinds[1].choices, "here")
    lobby.kinds[2].set_choices(lobby.kinds[2].choices, "remote")
    lobby.open()
    try:
        assert lobby.table is not None, lobby.message
        assert [c.spec for c in lobby.table.chairs] == ["here", "here", "remote"]
        bot = remote_bot(f"127.0.0.1:{lobby.thread.port}", 2)
        deadline = time.monotonic() + 20
        while not lobby.ready():
            assert time.monotonic() < deadline
            app.frame(1 / 60, [])
            time.sleep(0.01)
        lobby.start_button.click()
        while type(app.scenes.stack[-1]).__name__ != "RemoteGameHost":
            assert time.monotonic() < deadline
            app.frame(1 / 60, [])
            time.sleep(0.01)
        game = app.scenes.stack[-1]
        assert game.remote.here == [0, 1]
        assert lobby.table.chairs[0].peer is not None and lobby.table.chairs[1].peer is not None
    finally:
        app.scenes.reset(MenuScene(app))
        app.frame(1 / 60, [])
    bot.join(5)
