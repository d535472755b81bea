"""The board never crashes: random clicks, drags, wheel, keys (letters, digits, Shift+H,
Esc, Enter) and resizes at any time, as a player (the JOKER and CRACK WORD! questions
included), as a spectator (viewer None), with states jumping back and forth and guides
set to any legal move, and drawn read-only by the replay scene."""

from __future__ import annotations

import random

import pygame
from ludotheque.client.game.host import GameHost
from ludotheque.client.game.timeline import Timeline
from ludotheque.client.scenes.replay import ReplayScene
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.crack_word import GAME
from ludotheque.rules.session import Seat, Session
from ui_events import pump, random_events

SIZES = ((800, 600), (1280, 720), (1024, 700), (640, 480))
KEYS: list[tuple[int, str]] = [(pygame.K_ESCAPE, ""), (pygame.K_RETURN, "\r"), (pygame.K_SPACE, " "), (pygame.K_h, "h"),
        (pygame.K_z, "z"), (pygame.K_1, "1"), (pygame.K_4, "4"), (pygame.K_5, "5"), (pygame.K_F11, "")]
KEYS += [(pygame.K_a + i, chr(ord("a") + i)) for i in range(26)]


def played(seed: int, cap: int = 400) -> Session:
    session = Session(GAME, GameConfig(2, seed=seed), [Seat.parse("random"), Seat.parse("ai:easy")])
    while not session.state.is_over() and session.ply < cap:
        session.play_ai_turn()
    return session


def back_to(app, scene) -> None:
    """A pause or results screen opened by a key or a click: back to the scene tested."""
    if app.scenes.stack and app.scenes.stack[-1] is not scene:
        app.scenes.stack[:] = [scene]
        app.resize(app.size)


def test_random_input_as_a_player_and_as_a_spectator(app):
    rnd = random.Random(12)
    game = played(7)
    again = Session(GAME, game.config, list(game.seats))
    history = [again.state]
    for encoded in game.history:
        again.apply_encoded(encoded)
        history.append(again.state)
    session = Session(GAME, GameConfig(2, seed=7), [Seat.parse("human"), Seat.parse("human")])
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    last_turns = False
    for i in range(0, len(history), 3):
        state = history[rnd.randrange(len(history))] if rnd.random() < 0.3 else history[i]
        session.state = state.clone()  # jumps forward and back, as a replay does
        last_turns |= state.in_last_turns()
        if rnd.random() < 0.2:
            host.viewer = None  # a spectator: nothing to act on
        legal = state.legal_actions()
        host.board.set_guide(rnd.choice(legal) if legal and rnd.random() < 0.5 else None)
        host.board.guide_rect()
        if rnd.random() < 0.1:
            app.resize(rnd.choice(SIZES))
        back_to(app, host)
        pump(app, random_events(rnd, app.size, 15, KEYS), frames=2)
    assert last_turns, "the derniers tours were reached"


def test_random_input_on_the_replay_scene(app):
    rnd = random.Random(3)
    game = played(3)
    scene = ReplayScene(app, Timeline.from_session(game))
    app.scenes.push(scene)
    for _ in range(120):
        if rnd.random() < 0.4:
            scene.go(rnd.randrange(len(scene.timeline) + 1))  # forward and back, any distance
        if rnd.random() < 0.05:
            app.resize(rnd.choice(SIZES))
        legal = scene.session.state.legal_actions()
        scene.board.set_guide(Rng(rnd.randrange(1 << 30)).choice(legal) if legal and rnd.random() < 0.3 else None)
        back_to(app, scene)
        pump(app, random_events(rnd, app.size, 10, KEYS), frames=2)
    assert scene.session.ply == scene.timeline.position


def test_the_replay_names_the_hand_it_shows(app):
    """Whoever watches a replay is not the player to move: the hand is named, not "yours"."""
    game = played(3)
    game.seats[0] = Seat.parse("human", name="Ann")
    scene = ReplayScene(app, Timeline.from_session(game))
    app.scenes.push(scene)
    scene.go(1)
    viewer = scene.viewer
    assert viewer is not None
    assert scene.board.hand_label(viewer) == app.t("crack_word.ui.hand_of", name=app.seat_name(scene.session, viewer))
    host = GameHost(app, Session(GAME, GameConfig(2, seed=3), [Seat.parse("human"), Seat.parse("ai:easy")]),
                    autosave=False, run_ai=False)
    assert host.board.hand_label(0) == app.t("crack_word.ui.your_hand")
    assert host.board.hand_label(1) != app.t("crack_word.ui.your_hand")
