"""The board scene, driven by posted mouse and keyboard events: a click anywhere at any
moment never crashes, a block is placed and the hammer struck by clicks, Construction's
finish records a high score and the photo button saves a picture."""

from __future__ import annotations

import pygame
from ui_events import click, key, pump

from client.game.host import GameHost
from client.scenes.castle_crush import panels
from rules.castle_crush import highscores
from rules.core import GameConfig
from rules.session import Seat, Session


def host_for(app, info, mode="standard", n=2, seats=None, **options) -> GameHost:
    seats = seats or [Seat("human", name=f"P{i}") for i in range(n)]
    session = Session(info, GameConfig(n, 3, mode, options), seats)
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app)
    return host


def back_to_game(app, host) -> None:
    while app.scenes.top is not host:
        key(app, pygame.K_ESCAPE)
        if len(app.scenes.stack) > 5:
            break
        pump(app)


def test_clicks_anywhere_at_every_phase_never_crash(app, fake_info):
    host = host_for(app, fake_info, n=2)
    session = host.session
    sweeps = 0
    while not session.state.is_over() and sweeps < 40:
        # Instant and animated play in turn, so replays are clicked through as well.
        app.settings.anim_speed = float(sweeps % 2)
        for i, x in enumerate(range(5, 1280, 251)):
            for j, y in enumerate(range(5, 720, 181)):
                click(app, (x + 37 * sweeps % 200, y), button=1 + (i + j + sweeps) % 3)
                if app.scenes.top is not host:
                    back_to_game(app, host)
        for k in (pygame.K_m, pygame.K_r, pygame.K_1, pygame.K_2, pygame.K_UP, pygame.K_DOWN):
            key(app, k)
        pump(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)], frames=2)
        for _ in range(3):
            if not session.state.is_over():
                before = session.state
                session.apply(session.choose_for(session.current_player()))
                host._after_apply(before, session.state.events)
        sweeps += 1
    pump(app, frames=5)
    assert app.scenes.stack and sweeps > 10


def test_a_block_is_picked_and_lowered_by_clicks(app, fake_info):
    host = host_for(app, fake_info, n=2)
    board = host.board
    st = host.session.state
    p = st.current_player()
    items = panels.items_for(st, p)
    rects = panels.item_rects(board.lay.pieces, app.theme, len(items))
    first = items[0]
    click(app, rects[0].center)
    assert board.selected == first.kind
    cam = board.camera()
    click(app, tuple(int(v) for v in cam.to_screen(0.0, 3.0)))
    after = host.session.state
    assert first.kind not in after.supply[p] or after.supply[p].count(first.kind) < st.supply[p].count(first.kind)
    assert any(pc["kind"] == first.kind for pc in after.worlds[p]["pieces"])


def test_an_illegal_drop_is_explained_and_changes_nothing(app, fake_info):
    host = host_for(app, fake_info, n=2)
    board = host.board
    before = host.session.state.to_json()
    rects = panels.item_rects(board.lay.pieces, app.theme, len(board._items()))
    click(app, rects[0].center)
    # Far beside the foundation: the block would land on the table.
    click(app, tuple(int(v) for v in board.camera().to_screen(3.2, 3.0)))
    assert host.session.state.to_json() == before
    assert host.toasts


def test_the_hammer_is_struck_by_a_click(app, fake_info):
    host = host_for(app, fake_info, n=2)
    session = host.session
    while session.state.phase != "attack":
        session.apply(session.choose_for(session.current_player()))
    host._after_apply(session.state, [])
    pump(app, frames=2)
    attacker = session.state.current_player()
    plies = session.ply
    click(app, host.board.lay.view.center)
    assert session.ply == plies + 1
    assert session.state.last_attack["player"] == attacker


def test_construction_finish_records_a_high_score_and_takes_a_photo(app, fake_info, private_home):
    host = host_for(app, fake_info, mode="construction", n=1, seats=[Seat("human", name="Ada")],
                    challenge="barbacane")
    session = host.session
    while not session.state.is_over():
        before = session.state
        session.apply(session.choose_for(0))
        host.board.on_events(session.state.events, before, session.state)
    rows = highscores.load()["barbacane"]
    assert rows and rows[0]["name"] == "Ada" and rows[0]["score"] == session.state.score[0]
    assert rows[0]["title"].startswith("castle_crush.title.")
    host.board.end.photo()
    photos = list((private_home / "data" / "photos").glob("castle-crush-barbacane-*.png"))
    assert len(photos) == 1 and pygame.image.load(str(photos[0])).get_size() == (900, 1200)
    pump(app, frames=3)


def test_real_physics_replays_without_error(app):
    from rules.registry import get_game

    info = get_game("castle-crush")
    app.settings.anim_speed = 1.0
    host = host_for(app, info, n=2, seats=[Seat("human"), Seat("ai", "easy")])
    session = host.session
    for _ in range(16):
        before = session.state
        session.apply(session.choose_for(session.current_player()))
        host.board.on_events(session.state.events, before, session.state)
        pump(app, frames=4)
    assert host.board.last_attack is not None or session.state.phase == "attack"
    host.board.slow_replay()
    pump(app, frames=10)
    assert app.scenes.stack


def test_a_block_dragged_from_the_hand_is_lowered_on_release(app, fake_info):
    host = host_for(app, fake_info, n=2)
    board = host.board
    st = host.session.state
    p = st.current_player()
    rects = panels.item_rects(board.lay.pieces, app.theme, len(board._items()))
    start = rects[0].center
    end = tuple(int(v) for v in board.camera().to_screen(0.0, 3.0))
    pump(app, [
        pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
    ])
    assert len(host.session.state.supply[p]) == len(st.supply[p]) - 1
