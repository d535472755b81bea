"""The host's lobby shows each seat's ping; the join screen finds a table by the code the
host's lobby shows, or says clearly that it found none."""

from __future__ import annotations

import time

import pygame
import pytest
from ludotheque.client.app import App
from ludotheque.client.net.discovery import FoundTable
from ludotheque.client.settings import Settings
from window_table import seat_window


def lobby_with(app, table):
    app.scenes.push("net_host", table.session.info.id, 0, "127.0.0.1")
    app.frame(1 / 60, [])
    lobby = app.scenes.stack[-1]
    lobby.table = table  # the lobby draws its table's presence
    lobby.layout(app.size)
    return lobby


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_lobby_shows_each_connected_players_ping_and_a_dash_before_it_is_measured(lang):
    app = App((1280, 720), Settings(language=lang, anim_speed=0.0), window=False)
    table, threads, others = seat_window("casa-grande", ["here", "remote", "remote", "ai:easy"], ping=None)
    others[1].ping = 23.6
    table.left(others[2])  # gone: no ping to show
    lobby = lobby_with(app, table)
    seats = table.presence()["seats"]
    texts = [lobby.ping_text(seat) for seat in seats]
    assert texts == ["ping —", "ping 24 ms", "", ""]
    threads[0].peer.ping = 0.4
    assert lobby.ping_text(table.presence()["seats"][0]) == "ping 0 ms"
    # A host that says nothing of pings yet (an older table): a dash, never a crash.
    assert lobby.ping_text({"spec": "remote", "connected": True}) == "ping —"
    before = lobby._signature()
    others[1].ping = 80.0
    assert lobby._signature() != before  # a new ping redraws the resting lobby
    app.frame(1 / 60, [])
    lobby.table = None


def join_screen(app):
    app.scenes.push("net_join")
    app.frame(1 / 60, [])
    return app.scenes.stack[-1]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_code_found_on_the_local_list_joins_that_table(lang):
    app = App((800, 600), Settings(language=lang, anim_speed=0.0), window=False)
    from ludotheque.client.scenes.menu import MenuScene

    app.scenes.reset(MenuScene(app))
    app.scenes.push("net_host", "chateau-combo", 0, "127.0.0.1")
    app.frame(1 / 60, [])
    lobby = app.scenes.stack[-1]
    lobby.open()
    try:
        code = lobby.table.table_id
        join = join_screen(app)
        # What zeroconf would have found (nothing is announced in tests): this table, and another.
        join.browser.tables = {
            "x": FoundTable("x", ("127.0.0.1",), 1, "casa-grande", "ZZZZZZ", 2, 1),
            "y": FoundTable("y", ("127.0.0.1",), lobby.thread.port, "chateau-combo", code, 1, 1),
        }
        app.frame(1 / 60, [])
        join.code.text = f" {code[:3].lower()}-{code[3:]} "  # as a person types it
        join.code.focused = True
        join.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        assert join.thread is not None and join.thread.link.table == code
        assert join.address.text == f"127.0.0.1:{lobby.thread.port}"
        deadline = time.monotonic() + 20
        while lobby.table.chairs[1].peer is None:
            assert time.monotonic() < deadline
            app.frame(1 / 60, [])
            time.sleep(0.01)
        assert lobby.ready()
    finally:
        app.scenes.reset(MenuScene(app))
        app.frame(1 / 60, [])


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_code_not_on_the_local_list_is_said_not_found(lang):
    app = App((800, 600), Settings(language=lang, anim_speed=0.0), window=False)
    join = join_screen(app)
    join.browser.tables = {"y": FoundTable("y", ("127.0.0.1",), 9, "chateau-combo", "ABCDEF", 1, 1)}
    join.browsing = True
    join.code.text = "qwerty"
    join.code_button.click()
    assert join.thread is None
    assert join.status == app.t("net.join.code_not_found", code="QWERTY")
    join.browsing = False  # discovery off (tests, CI): the code cannot be looked up, and it says so
    join.code_button.click()
    assert join.status == app.t("net.join.code_not_found_off", code="QWERTY") != app.t("net.join.code_not_found",
                                                                                        code="QWERTY")
    app.frame(1 / 60, [])
    # The sentence is wrapped under the buttons, every line inside the window.
    th = app.theme
    lines = th.wrap(join.status, th.px(0.85), join.address.rect.w)
    assert 1 <= len(lines) <= 3
    assert join.join_button.rect.bottom + th.px(0.6) + len(lines) * th.font(th.px(0.85)).get_linesize() \
        < join.back_button.rect.y


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_labels_of_the_join_fields_sit_above_them_not_on_them(size):
    """Under Xvfb the labels "Table code" and "Address" touched the top of their fields: the
    label's box overlapped the field it names."""
    app = App(size, Settings(language="fr", anim_speed=0.0), window=False)
    join = join_screen(app)
    th = app.theme
    for label, field in ((join.code_label, join.code.rect), (join.address_label, join.address.rect)):
        assert label.bottom <= field.y and field.y - label.bottom <= th.px(0.5)
        assert th.font(th.px(0.85)).get_linesize() <= label.h
        assert not label.colliderect(join.code.rect) and not label.colliderect(join.address.rect)
    assert join.code_label.bottom <= join.code.rect.y < join.address_label.y


def test_the_join_screen_fits_the_code_field_the_address_and_six_found_tables_at_800x600():
    app = App((800, 600), Settings(language="fr", anim_speed=0.0), window=False)
    join = join_screen(app)
    join.browser.tables = {str(i): FoundTable(str(i), ("10.0.0.2",), 7457 + i, "crack-word", f"CODE{i}A", 1, 1)
                           for i in range(6)}
    app.frame(1 / 60, [])
    app.frame(1 / 60, [])
    rects = [b.rect for b in join.found_buttons] + [join.code.rect, join.code_button.rect, join.address.rect,
                                                     join.join_button.rect, join.watch_button.rect,
                                                     join.back_button.rect]
    assert len(join.found_buttons) == 6
    screen = pygame.Rect(0, 0, 800, 600)
    for i, a in enumerate(rects):
        assert screen.contains(a)
        assert not any(a.colliderect(b) for b in rects[i + 1:]), a



def test_a_table_with_no_seat_here_waits_for_the_hosts_start():
    """Under Xvfb, a table hosted from the window as remote + AI started by itself as soon as
    the remote player sat down, while the lobby still said "you may start". The host's Start
    begins it; the window then watches its table."""
    from ludotheque.client.scenes.menu import MenuScene
    from window_table import quiet_bot as remote_bot

    app = App((1280, 720), Settings(language="en", anim_speed=0.0), window=False)
    app.scenes.reset(MenuScene(app))
    app.scenes.push("net_host", "crack-word", 0, "127.0.0.1")
    app.frame(1 / 60, [])
    lobby = app.scenes.stack[-1]
    lobby.kinds[0].set_choices(lobby.kinds[0].choices, "remote")
    lobby.kinds[1].set_choices(lobby.kinds[1].choices, "ai:easy")
    lobby.open()
    try:
        bot = remote_bot(f"127.0.0.1:{lobby.thread.port}", 0)
        deadline = time.monotonic() + 20
        while not lobby.ready() or lobby.table.chairs[0].peer is None:
            assert time.monotonic() < deadline
            app.frame(1 / 60, [])
            time.sleep(0.01)
        for _ in range(20):  # a while seated: the game has not begun
            app.frame(1 / 60, [])
            time.sleep(0.01)
        assert not lobby.table.started and lobby.table.session.ply == 0
        assert bot.link.mirror.view is None
        assert lobby.start_button.enabled
        lobby.start_button.click()
        while type(app.scenes.stack[-1]).__name__ != "RemoteGameHost":
            assert time.monotonic() < deadline
            app.frame(1 / 60, [])
            time.sleep(0.01)
        assert lobby.table.started and app.scenes.stack[-1].remote.me is None  # the host's window watches
    finally:
        app.scenes.reset(MenuScene(app))
        app.frame(1 / 60, [])
