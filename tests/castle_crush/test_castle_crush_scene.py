"""The board scene, driven by posted mouse and keyboard events: a click anywhere at any
moment never crashes, a block is carried and laid and the hammer struck by clicks,
Construction's finish records a high score and the photo button saves a picture.

Most tests run on the stand-in physics (castle_crush_scene_port: a hand that holds the
piece exactly at the cursor); the carrying itself is tested on the real physics."""

from __future__ import annotations

import pygame
from castle_crush_scene_port import SceneFakePhysics
from ludotheque.client.game.host import GameHost
from ludotheque.client.scenes.castle_crush import panels
from ludotheque.rules.castle_crush import highscores, make_game_info
from ludotheque.rules.castle_crush.actions import Carry, Strike
from ludotheque.rules.core import GameConfig
from ludotheque.rules.session import Seat, Session
from ui_events import click, key, pump


def scene_info():
    return make_game_info(SceneFakePhysics())


def host_for(app, info, mode="standard", n=2, seats=None, **options) -> GameHost:
    seats = seats or [Seat("human", name=f"P{i}") for i in range(n)]
    session = Session(info, GameConfig(n, 3, mode, options), seats)
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app)
    return host


def to_attack(host) -> None:
    """Every seat's AI plays until the first attack, then the board is shown."""
    session = host.session
    while session.state.phase != "attack":
        session.apply(session.choose_for(session.current_player()))
    host._after_apply(session.state, [])
    pump(host.app, frames=2)


def back_to_game(app, host) -> None:
    """Esc until the game is on top again (a click may have opened the pause menu)."""
    for _ in range(6):
        if app.scenes.top is host or host not in app.scenes.stack:
            return
        key(app, pygame.K_ESCAPE)
        pump(app)


def test_clicks_anywhere_at_every_phase_never_crash(app):
    host = host_for(app, scene_info(), n=2)
    session = host.session
    sweeps = 0
    while not session.state.is_over() and sweeps < 40:
        # Instant and animated play in turn, so replays are clicked through as well.
        app.settings.anim_speed = float(sweeps % 2)
        for i, x in enumerate(range(5, 1280, 251)):
            for j, y in enumerate(range(5, 720, 181)):
                if host in app.scenes.stack:
                    click(app, (x + 37 * sweeps % 200, y), button=1 + (i + j + sweeps) % 3)
                    back_to_game(app, host)
        if host not in app.scenes.stack:
            break  # the clicks finished the game: the results are on screen
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
    assert app.scenes.stack and (sweeps > 10 or session.state.is_over())


def test_a_block_is_picked_and_laid_by_a_click(app):
    """Choose the block, press over the castle (the hand takes it), release (it is laid)."""
    host = host_for(app, scene_info(), n=2)
    board = host.board
    st = host.session.state
    p = st.current_player()
    items = panels.items_for(st, p)
    rects = panels.item_rects(board.lay.pieces, app.theme, len(items))
    first = items[0]
    click(app, rects[0].center)
    assert board.hand.selected == first.kind
    click(app, tuple(int(v) for v in board.camera().to_screen(0.0, 3.0)))
    after = host.session.state
    assert after.supply[p].count(first.kind) == st.supply[p].count(first.kind) - 1
    assert any(pc["kind"] == first.kind for pc in after.worlds[p]["pieces"])
    action = after.decode_action(host.session.history[-1])
    assert isinstance(action, Carry) and action.kind == first.kind and len(action.path) >= 1


def test_a_press_without_a_chosen_block_is_explained_and_changes_nothing(app):
    host = host_for(app, scene_info(), n=2)
    board = host.board
    before = host.session.state.to_json()
    click(app, tuple(int(v) for v in board.camera().to_screen(0.0, 3.0)))
    assert host.session.state.to_json() == before
    assert board.hand.carrier is None
    assert host.toasts


def test_the_hammer_is_struck_by_a_click(app):
    host = host_for(app, scene_info(), n=2)
    session = host.session
    to_attack(host)
    attacker = session.state.current_player()
    plies = session.ply
    click(app, host.board.lay.view.center)
    assert session.ply == plies + 1
    assert session.state.last_attack["player"] == attacker
    assert isinstance(session.state.decode_action(session.history[-1]), Strike)


def test_construction_finish_records_a_high_score_and_takes_a_photo(app, private_home):
    host = host_for(app, scene_info(), mode="construction", n=1, seats=[Seat("human", name="Ada")],
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
    from ludotheque.rules.registry import get_game

    info = get_game("castle-crush")
    app.settings.anim_speed = 1.0
    host = host_for(app, info, n=2, seats=[Seat("human"), Seat("ai", "easy")])
    session = host.session
    # Play on until a blow has been struck (carried pieces may fall and be laid again).
    for _ in range(80):
        before = session.state
        session.apply(session.choose_for(session.current_player()))
        host.board.on_events(session.state.events, before, session.state)
        pump(app, frames=4)
        if host.board.motion.last_attack is not None:
            break
    assert host.board.motion.last_attack is not None
    host.board.slow_replay()
    pump(app, frames=10)
    assert app.scenes.stack


def test_a_block_dragged_from_the_panel_is_laid_on_release(app):
    """Press on the block's slot, drag it over the castle, let go: all in one frame, or
    with frames between (the hand takes it as the cursor enters the castle view)."""
    for frames in (0, 3):
        host = host_for(app, scene_info(), n=2)
        board = host.board
        st = host.session.state
        p = st.current_player()
        rects = panels.item_rects(board.lay.pieces, app.theme, len(board.table().items))
        start = rects[0].center
        end = tuple(int(v) for v in board.camera().to_screen(0.0, 3.0))
        down = [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))]
        up = [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
        if frames:
            pump(app, down, frames=frames)
            assert board.hand.carrier is not None
            pump(app, up)
        else:
            pump(app, down + up)
        assert len(host.session.state.supply[p]) == len(st.supply[p]) - 1
        app.scenes.stack.clear()


def test_a_chosen_block_does_not_pass_to_the_next_builder(app):
    """Hot seat: a block kind chosen by the first builder stays chosen through their turn
    only; when the turn passes (here the rest of it played for them), the next builder's
    panel starts with nothing chosen, though they hold that kind too."""
    host = host_for(app, scene_info(), n=2)
    session, board = host.session, host.board
    first = session.state.current_player()
    kind = session.state.supply[first][0]
    items = list(board.table().items)
    rects = panels.item_rects(board.lay.pieces, app.theme, len(items))
    click(app, rects[[i.kind for i in items].index(kind)].center)
    assert board.hand.selected == kind
    while session.state.current_player() == first:
        before = session.state
        session.apply(session.choose_for(first))
        host._after_apply(before, session.state.events)
    st = session.state
    assert st.phase == "build" and kind in st.supply[st.current_player()]
    assert board.hand.selected is None
