"""Replays, driven by posted events: from the results screen and the load screen, step
forward and back, play and pause, speed, start and end, the log in step; a read-only host;
everything shown once a game is over, the public view while it is in progress."""

from __future__ import annotations

import pygame
from ludotheque.client import saves
from ludotheque.client.game.timeline import Timeline
from ludotheque.client.scenes.replay import ReplayScene
from ludotheque.rules.core import GameConfig
from ludotheque.rules.session import Seat, Session
from ui_events import click, key, pump


def played(toy_game, moves: int | None = None) -> Session:
    session = Session(toy_game, GameConfig(2, seed=9), [Seat.parse("ai:easy", name="Ann"), Seat.parse("ai:normal", name="Bob")])
    while not session.state.is_over() and (moves is None or session.ply < moves):
        session.play_ai_turn()
    return session


def positions(toy_game, session: Session) -> list[str]:
    """Each position of the game, replayed by hand."""
    again = Session(toy_game, session.config, list(session.seats))
    out = [repr(again.state.to_json())]
    for encoded in session.history:
        again.apply_encoded(encoded)
        out.append(repr(again.state.to_json()))
    return out


def open_from_results(app, session) -> ReplayScene:
    app.scenes.push("results", session)
    pump(app)
    click(app, app.scenes.top.replay.rect.center)
    pump(app)
    scene = app.scenes.top
    assert isinstance(scene, ReplayScene)
    return scene


def test_step_through_a_finished_game_from_the_results(app, toy_game):
    session = played(toy_game)
    truth = positions(toy_game, session)
    scene = open_from_results(app, session)
    shown = scene.session
    assert shown.ply == 0 and repr(shown.state.to_json()) == truth[0]
    click(app, scene.forward_button.rect.center)
    click(app, scene.forward_button.rect.center)
    assert shown.ply == 2 and repr(shown.state.to_json()) == truth[2]
    assert scene.board.seen_events[-1] == "toy.log.play"  # the board animates the move
    assert [e.event.key for e in shown.log].count("toy.log.play") == 2  # the log in step
    click(app, scene.back_button.rect.center)
    assert shown.ply == 1 and repr(shown.state.to_json()) == truth[1]
    click(app, scene.end_button.rect.center)
    assert shown.ply == len(session.history) and repr(shown.state.to_json()) == truth[-1]
    assert shown.state.is_over() and not scene.forward_button.enabled
    click(app, scene.start_button.rect.center)
    assert shown.ply == 0 and not scene.back_button.enabled
    click(app, scene.close_button.rect.center)
    pump(app)
    assert app.scenes.top.__class__.__name__ == "ResultsScene"


def test_the_keyboard_moves_through_the_game(app, toy_game):
    session = played(toy_game)
    scene = open_from_results(app, session)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    assert scene.session.ply == 1
    key(app, pygame.K_END)
    assert scene.session.ply == len(session.history)
    key(app, pygame.K_HOME)
    assert scene.session.ply == 0
    key(app, pygame.K_ESCAPE)
    pump(app)
    assert app.scenes.top.__class__.__name__ == "ResultsScene"


def test_play_pause_and_speed(app, toy_game):
    session = played(toy_game)
    scene = open_from_results(app, session)
    click(app, scene.play_button.rect.center)
    assert scene.playing
    pump(app, frames=int(1.3 * 60) + 2)  # a little over one move at ×1
    assert scene.session.ply == 1
    while scene.speed.value != 4.0:
        click(app, (scene.speed.rect.right - 4, scene.speed.rect.centery))
    pump(app, frames=int(1.3 * 60 / 4) * 2 + 2)  # two moves at ×4 in the same time
    assert scene.session.ply == 3
    click(app, scene.play_button.rect.center)
    pump(app, frames=120)
    assert not scene.playing and scene.session.ply == 3
    key(app, pygame.K_END)
    click(app, scene.play_button.rect.center)  # at the end, play starts again from the start
    assert scene.playing and scene.session.ply == 0


def test_a_finished_game_shows_the_player_to_move_and_the_host_is_read_only(app, toy_game):
    session = played(toy_game)
    scene = open_from_results(app, session)
    for _ in range(3):
        assert scene.viewer == scene.session.current_player()
        key(app, pygame.K_RIGHT)
    assert not scene.can_act()
    before = scene.session.ply
    rect, _ = scene.board.card_areas()[0]  # the toy board submits a click on a card
    click(app, rect.center)
    assert scene.session.ply == before and scene.submit(scene.session.state.legal_actions()[0]) is False


def test_a_game_in_progress_is_replayed_in_the_public_view_from_the_load_screen(app, toy_game):
    session = played(toy_game, moves=4)
    saves.write_save(saves.new_save_path("toy"), session.to_json())
    app.scenes.push("load")
    pump(app)
    load = app.scenes.top
    assert len(load.replay_buttons) == 1
    click(app, load.replay_buttons[0].rect.center)
    pump(app)
    scene = app.scenes.top
    assert isinstance(scene, ReplayScene) and not scene.finished
    key(app, pygame.K_END)
    assert scene.session.ply == 4 and scene.viewer is None
    assert scene.board.hand() == []  # no seat's secret hand on screen


def test_a_finished_save_is_replayed_in_full(app, toy_game):
    session = played(toy_game)
    saves.write_save(saves.new_save_path("toy"), session.to_json(), finished=True)
    app.scenes.push("load")
    pump(app)
    click(app, app.scenes.top.replay_buttons[0].rect.center)
    pump(app)
    scene = app.scenes.top
    assert scene.finished and scene.viewer is not None


def test_a_damaged_history_replays_as_far_as_it_goes(app, toy_game):
    session = played(toy_game)
    data = session.to_json()
    data["history"][3] = {"type": "Play", "card": 999}
    timeline = Timeline.from_json(data)
    app.scenes.push("replay", timeline, finished=True)
    pump(app)
    scene = app.scenes.top
    key(app, pygame.K_END)
    assert scene.session.ply == 3 and len(timeline) == 3
    assert scene.toasts[-1][0] == app.t("replay.damaged", n=3)
