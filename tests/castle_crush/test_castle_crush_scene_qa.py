"""QA findings on the board scene, each reproduced: the General is stood by a click
beside a narrow spot, refused drops show their reason, the aiming readout follows the
mouse, a blow's aftermath holds the AI back, no "(s)" in the score panel."""

from __future__ import annotations

import pygame
from test_castle_crush_scene import click, host_for, pump

from client.game.host import GameHost
from client.scenes.castle_crush import painter
from client.scenes.castle_crush.board import ATTACK_HOLD
from rules.castle_crush.actions import Attack, Place
from rules.castle_crush.data import GENERAL, KING
from rules.core import GameConfig
from rules.session import Seat, Session


def to_general_step(host) -> None:
    session = host.session
    while session.state.build_step() != GENERAL:
        before = session.state
        session.apply(session.choose_for(session.current_player()))
        host._after_apply(before, session.state.events)
    pump(host.app, frames=2)


def test_a_click_anywhere_stands_the_general_on_a_narrow_spot(app, fake_info, monkeypatch):
    """QA CC1: the only legal stretch was 0.016 u wide with ends off the 0.001 grid; the
    snapped x was rounded after clamping and fell outside it, so every click was refused."""
    host = host_for(app, fake_info, n=2)
    to_general_step(host)
    port = host.board.port
    lo, hi = port.general_spots(host.session.state.worlds[host.session.state.current_player()])[0]
    mid = round((lo + hi) / 2, 3)
    narrow = ((mid - 0.0004996, mid + 0.0155004),)  # under a pixel wide, ends off the 0.001 grid
    monkeypatch.setattr(port, "general_spots", lambda world, kind="general": narrow)
    p = host.session.state.current_player()
    cam = host.board.camera()
    click(app, tuple(int(v) for v in cam.to_screen(1.0, 4.0)))  # over the castle, far from the spot
    assert not host.toasts
    assert GENERAL not in host.session.state.pawns[p]
    x = host.session.history[-1]["x"]
    assert narrow[0][0] <= x <= narrow[0][1]


def test_the_ghost_is_red_with_the_reason_where_a_drop_is_refused(app, fake_info):
    """QA CC1/CC5: the ghost looked the same on legal and illegal spots."""
    host = host_for(app, fake_info, n=2)
    session, board = host.session, host.board
    while session.state.build_step() != KING:
        before = session.state
        session.apply(session.choose_for(session.current_player()))
        host._after_apply(before, session.state.events)
    pump(app)
    # Over the bare foundation beside the castle: the King stands on the castle only.
    facts = session.state.facts(session.current_player())
    free_x = next(x / 10 for x in range(-19, 20) if all(abs(f.x - x / 10) > 1.3 for f in facts))
    pos = tuple(int(v) for v in board.camera().to_screen(free_x, 3.0))
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    ghost = board.ghost()
    assert ghost is not None and ghost.problem == app.t("castle_crush.error.king_on_castle")
    top = max(facts, key=lambda f: f.top)
    pos = tuple(int(v) for v in board.camera().to_screen(top.x, top.top + 2.0))
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert board.ghost().problem is None


def test_the_aim_readout_follows_the_mouse(app, fake_info):
    """QA CC3: the hint kept one position while the hammer moved."""
    host = host_for(app, fake_info, n=2)
    session = host.session
    while session.state.phase != "attack":
        session.apply(session.choose_for(session.current_player()))
    host._after_apply(session.state, [])
    pump(app, frames=2)
    board = host.board
    base = board.port.layout().hammer_base_x
    texts = []
    for dx in (-0.6, 0.0, 0.6):
        pos = tuple(int(v) for v in board.camera().to_screen(base + dx, 3.0))
        pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
        texts.append(painter.hint_text(board))
    assert len(set(texts)) == 3


def test_score_panel_counts_attacks_without_bracketed_plurals(app, fake_info):
    host = host_for(app, fake_info, n=2)
    session = host.session
    while session.state.phase != "attack":
        session.apply(session.choose_for(session.current_player()))
    st = session.state
    assert app.t("castle_crush.ui.attack_left_one") and "(s)" not in app.t("castle_crush.ui.attacks_left", n=2)
    assert st.attacks_left[0] >= 1
    pump(app, frames=1)


def test_the_ai_waits_until_the_players_blow_has_been_seen(app):
    """QA CC4: the AI's answer must wait for the player's blow to fall and its
    aftermath to stay in view, at normal speed, frame time standing for real time."""
    from rules.registry import get_game

    app.settings.anim_speed = 1.0
    session = Session(get_game("castle-crush"), GameConfig(2, 4, "standard", {}),
                      [Seat("human", name="H"), Seat("ai", "easy", name="B")])
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    while not (session.state.phase == "attack" and session.current_player() == 0):
        before = session.state
        session.apply(session.choose_for(session.current_player()))
        host._after_apply(before, session.state.events)
    pump(app, frames=2)
    host.run_ai = True
    before = session.state
    assert host.submit(Attack(1, 0.0, 0.1))
    replay = host.board.replay
    assert replay is not None and replay.castle == 1
    frames = int((replay.duration + ATTACK_HOLD) * 60) - 2
    for _ in range(frames):
        pump(app)
        assert host.worker is None and host.board.focus() == 1
    for _ in range(240):  # then the AI thinks, and its own blow is replayed
        pump(app)
        if host.board.replay is not None and host.board.replay.castle == 0:
            break
        if host.worker is not None:
            host.worker.wait(5)
    assert host.board.replay is not None and host.board.replay.castle == 0
    assert isinstance(before, type(session.state)) and not isinstance(session.history[-1], Place)


def test_a_king_without_a_flat_top_is_told_the_way_out(app, fake_info):
    """QA CC2: roofs on every top left the King nowhere to stand and nothing said so."""
    host = host_for(app, fake_info, n=2)
    st = host.session.state
    p = st.current_player()
    st.supply[p] = ["tower_a", "roof"]  # round 2's hand, set directly
    board = host.board
    board.selected = "roof"
    assert host.submit(Place("tower_a", 0.0))
    pump(app)
    pos = tuple(int(v) for v in board.camera().to_screen(0.0, 5.0))
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert board.ghost().warning == app.t("castle_crush.ui.roof_warning")
    assert host.submit(Place("roof", 0.0))
    pump(app)
    assert host.session.state.build_step() == KING
    assert painter.hint_text(board) == app.t("castle_crush.ui.king_stuck_undo")
