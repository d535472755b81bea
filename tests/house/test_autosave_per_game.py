"""One autosave per game (issue 23, must fix 4): starting or loading another game never
replaces the autosave of an unfinished one. Continue resumes the game played last and names
it; the load screen lists every game's autosave; the single autosave of older versions is
still found. The save message names the game; the load screen deletes a save after asking."""

from __future__ import annotations

import os
import time

from ludotheque.client import saves
from ludotheque.client.app import App
from ludotheque.client.game.host import GameHost
from ludotheque.client.scenes.load import LoadScene
from ludotheque.client.scenes.menu import MenuScene
from ludotheque.client.settings import Settings
from ludotheque.rules.session import Seat, Session
from ui_events import click, pump


def new_session(game: str, seed: int = 1) -> Session:
    return Session.create(game, [Seat.parse("human", "Zoé"), Seat.parse("ai:easy")], seed=seed)


def play_in_window(app, session: Session) -> GameHost:
    app.scenes.reset("game", session)
    pump(app, frames=2)
    return app.scenes.top


def test_starting_another_game_keeps_the_first_ones_autosave(app):
    first = new_session("castle-risk")
    play_in_window(app, first)
    time.sleep(0.01)
    play_in_window(app, new_session("crack-word"))
    found = [saves.read_save(p)["session"]["game"] for p in saves.continue_paths()]
    assert found == ["crack-word", "castle-risk"]
    resumed, _ = saves.load_game(saves.continue_paths()[1])
    assert resumed.to_json() == first.to_json()


def test_the_menus_continue_names_and_resumes_the_game_played_last(app):
    play_in_window(app, new_session("castle-risk"))
    time.sleep(0.01)
    play_in_window(app, new_session("crack-word"))
    app.scenes.reset(MenuScene(app))
    pump(app)
    menu = app.scenes.top
    assert menu.buttons["continue"].enabled
    assert menu.buttons["continue"].label() == app.t("menu.continue_game", game=app.t("crack_word.name"))
    click(app, menu.buttons["continue"].rect.center)
    pump(app)
    assert isinstance(app.scenes.top, GameHost) and app.scenes.top.session.info.id == "crack-word"


def test_the_load_screen_lists_every_games_autosave(app):
    for game in ("castle-risk", "crack-word", "casa-grande"):
        saves.autosave(new_session(game).to_json())
    app.scenes.push(LoadScene(app))
    pump(app)
    assert sorted(e.game_id for e in app.scenes.top.entries) == ["casa-grande", "castle-risk", "crack-word"]


def test_the_single_autosave_of_older_versions_is_still_found_and_named_at_start():
    session = new_session("castle-risk")
    folder = saves.saves_dir()
    saves.write_save(folder / saves.AUTOSAVE, session.to_json(), "auto")
    assert saves.continue_path() == folder / saves.AUTOSAVE
    App((800, 600), Settings(anim_speed=0.0), window=False)  # tidies the folder at start
    assert not (folder / saves.AUTOSAVE).exists()
    assert saves.continue_path() == saves.autosave_path("castle-risk")
    assert saves.load_session(saves.continue_path()).to_json() == session.to_json()
    saves.autosave(new_session("crack-word").to_json())
    assert len(saves.continue_paths()) == 2


def test_the_save_message_names_the_game_and_the_date_not_the_file(app):
    host = play_in_window(app, new_session("castle-risk"))
    path = host.save_manual()
    text = host.toasts[-1][0]
    assert app.t("castle_risk.name") in text and ".json" not in text and os.path.basename(path) not in text


def test_a_save_is_deleted_from_the_load_screen_only_after_a_second_click(app):
    saves.autosave(new_session("castle-risk").to_json())
    saves.autosave(new_session("castle-risk", seed=2).to_json())  # the first becomes its backup
    app.scenes.push(LoadScene(app))
    pump(app)
    scene = app.scenes.top
    assert len(scene.entries) == 1 and len(scene.delete_buttons) == 1
    click(app, scene.delete_buttons[0].rect.center)
    assert saves.autosave_path("castle-risk").exists() and scene.message
    click(app, scene.delete_buttons[0].rect.center)
    assert not saves.autosave_path("castle-risk").exists() and not saves.backup_path("castle-risk").exists()
    assert scene.entries == [] and saves.continue_path() is None


def test_another_click_calls_a_deletion_off(app):
    saves.autosave(new_session("castle-risk").to_json())
    app.scenes.push(LoadScene(app))
    pump(app)
    scene = app.scenes.top
    click(app, scene.delete_buttons[0].rect.center)
    click(app, (5, 5))
    click(app, scene.delete_buttons[0].rect.center)
    assert saves.autosave_path("castle-risk").exists()
