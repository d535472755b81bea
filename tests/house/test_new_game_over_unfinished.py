"""Issue 31, must-fix 8: a new game over an unfinished game of the same kind asks first
(keep it in the load list, replace it, or cancel); kept, the old game stays loadable."""

from __future__ import annotations

import pytest
from ludotheque.client import saves
from ludotheque.client.game.host import GameHost
from ludotheque.client.scenes.setup import SetupScene
from ludotheque.rules.core import Rng
from ludotheque.rules.session import Seat, Session
from ui_events import click, pump

GAME = "castle-risk"


def unfinished_game(moves: int = 61) -> Session:
    """A hot-seat game some moves in, autosaved as the app does."""
    session = Session.create(GAME, [Seat.parse("human"), Seat.parse("human")], seed=9)
    rng = Rng(9)
    for _ in range(moves):
        session.apply(rng.choice(session.state.legal_actions()))
    saves.autosave(session.to_json(), finished=False)
    saves.autosave(session.to_json(), finished=False)  # (twice: a backup exists too)
    return session


def open_setup(app) -> SetupScene:
    app.scenes.push("setup", GAME)
    pump(app)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene) and setup.info.id == GAME
    return setup


def saved_histories() -> list[list]:
    return [e.payload["session"]["history"] for e in saves.list_saves() if e.error is None]


def test_starting_asks_and_keep_leaves_the_old_game_in_the_load_list(app):
    old = unfinished_game()
    setup = open_setup(app)
    click(app, setup.start_button.rect.center)
    assert app.scenes.top is setup and setup.asking is not None, "a new game started without asking"
    assert setup.asking.path == saves.autosave_path(GAME)
    click(app, setup.ask_buttons[0].rect.center)  # keep it
    pump(app)
    host = app.scenes.top
    assert isinstance(host, GameHost) and host.session.ply < 5
    for _ in range(3):  # the new game autosaves move after move
        host.autosave()
    kept = [e for e in saves.list_saves() if e.error is None and e.payload["session"]["history"] == old.history]
    assert len(kept) == 1 and not kept[0].path.name.startswith(saves.AUTO_PREFIX)
    resumed = saves.load_session(kept[0].path)
    assert resumed.ply == 61 and not resumed.is_over()
    assert saves.continue_path() == saves.autosave_path(GAME)  # Continue: the new game


def test_replace_lets_the_new_game_take_the_slot(app):
    old = unfinished_game()
    setup = open_setup(app)
    click(app, setup.start_button.rect.center)
    click(app, setup.ask_buttons[1].rect.center)  # replace it
    pump(app)
    assert isinstance(app.scenes.top, GameHost)
    assert old.history not in saved_histories()
    assert not saves.backup_path(GAME).exists() or old.history not in saved_histories()


@pytest.mark.parametrize("how", ["button", "escape"])
def test_cancel_keeps_everything_as_it_was(app, how):
    import pygame
    from ui_events import key

    old = unfinished_game()
    before = saves.autosave_path(GAME).read_bytes()
    setup = open_setup(app)
    click(app, setup.start_button.rect.center)
    assert setup.asking is not None
    pump(app, frames=2)  # drawn with the question
    if how == "button":
        click(app, setup.ask_buttons[2].rect.center)
    else:
        key(app, pygame.K_ESCAPE)
    assert app.scenes.top is setup and setup.asking is None
    assert saves.autosave_path(GAME).read_bytes() == before
    assert saves.continue_path() == saves.autosave_path(GAME)
    assert old.history in saved_histories()


def test_no_question_without_an_unfinished_game_of_that_kind(app):
    other = Session.create("crack-word", [Seat.parse("human"), Seat.parse("ai:easy")], seed=1)
    saves.autosave(other.to_json(), finished=False)  # another game's: not in the way
    setup = open_setup(app)
    click(app, setup.start_button.rect.center)
    pump(app)
    assert isinstance(app.scenes.top, GameHost)
