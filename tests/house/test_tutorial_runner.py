"""The guided first game's runner, driven by posted events on the toy game: the script's
steps over a real game on the usual host and board."""

from __future__ import annotations

import sys
import time
import types

import pytest
from ludotheque.client import saves
from ludotheque.client.game.guided import tutorial_session
from ludotheque.client.game.host import GameHost
from ludotheque.rules.tutorial import Step, Tutorial
from toy_game import Play
from ui_events import click, pump

CAPTIONS = {
    "toy.tutorial.intro": "Welcome to the toy game.",
    "toy.tutorial.read": "Cards score their value.",
    "toy.tutorial.play": "Play your {which} card.",
    "toy.tutorial.why": "Bigger cards score more.",
    "toy.tutorial.any": "Play any card.",
    "toy.tutorial.outro": "Now play on.",
}


def script(toy_game) -> Tutorial:
    """Read, play the smallest card (exact), a read step on the AI's turn, any card."""
    bare = Tutorial(("human", "ai:normal"), (), seed=3)
    hand = sorted(tutorial_session(toy_game, bare, "You").state.hands[0])
    steps = (
        Step("toy.tutorial.read"),
        Step("toy.tutorial.play", "toy.tutorial.why", {"type": "Play", "card": hand[0]}, params={"which": "smallest"}),
        Step("toy.tutorial.read"),
        Step("toy.tutorial.any", action={"type": "Play", "card": hand[1]}, accept="any"),
    )
    return Tutorial(("human", "ai:normal"), steps, seed=3, intro="toy.tutorial.intro", outro="toy.tutorial.outro")


@pytest.fixture
def toy_tutorial(toy_game, app, monkeypatch):
    tutorial = script(toy_game)
    module = types.ModuleType("ludotheque.rules.toy.tutorial")
    module.TUTORIAL = tutorial
    monkeypatch.setitem(sys.modules, "ludotheque.rules.toy.tutorial", module)
    app.translator.set_language("en")
    for k, v in CAPTIONS.items():
        monkeypatch.setitem(app.translator.catalogues["en"], k, v)
    return tutorial


def start_from_menu(app) -> GameHost:
    app.scenes.push("menu")
    pump(app)
    click(app, app.scenes.top.buttons["learn"].rect.center)
    learn = app.scenes.top
    i = next(i for i, g in enumerate(learn.games) if g.id == "toy")
    assert learn.starts[i].enabled
    click(app, learn.starts[i].rect.center)
    pump(app)
    host = app.scenes.top
    assert isinstance(host, GameHost) and host.tutorial is not None
    return host


def card_rect(host, card):
    return next(r for r, c in host.board.card_areas() if c == card)


def wait_for_human(app, host, seconds: float = 10.0) -> None:
    deadline = time.time() + seconds
    while host.session.current_player() != 0:
        assert time.time() < deadline, "the AI never moved"
        time.sleep(0.005)
        pump(app)
    pump(app)


def test_a_guided_game_from_the_menu_to_free_play(app, toy_tutorial):
    host = start_from_menu(app)
    guide = host.tutorial
    session = host.session
    assert session.seats[0].is_human and session.config.seed == 3
    assert guide.phase == "intro" and "Welcome" in guide.lines()[1][0]
    click(app, guide.continue_button.rect.center)
    assert guide.phase == "steps" and guide.run.index == 0 and guide.reading()
    click(app, guide.continue_button.rect.center)
    # The do step: the board shows the asked card; another card is refused with a toast.
    asked = Play(sorted(session.state.hands[0])[0])
    assert host.board.guide == asked and host.board.guide_rect() == card_rect(host, asked.card)
    other = sorted(session.state.hands[0])[-1]
    click(app, card_rect(host, other).center)
    assert session.ply == 0 and host.toasts[-1][0] == "Not yet: Play your smallest card."
    assert "Why: Bigger cards score more." in [line for line, _, _ in guide.lines()]
    click(app, card_rect(host, asked.card).center)
    assert session.ply == 1 and guide.run.index == 2
    # A read step on the AI's turn: the AI waits for Continue.
    for _ in range(20):
        pump(app)
    assert session.ply == 1 and host.worker is None
    click(app, guide.continue_button.rect.center)
    wait_for_human(app, host)
    assert session.ply == 2
    # "any": whatever card is played moves on; then the outro, then free play.
    click(app, host.board.card_areas()[-1][0].center)
    assert session.ply == 3 and guide.phase == "outro"
    assert not host.hint_button.enabled
    click(app, guide.continue_button.rect.center)
    assert guide.phase == "free" and not host.guided()
    wait_for_human(app, host)
    assert host.hint_button.enabled


def test_skip_plays_the_asked_action_and_leave_goes_back_to_the_menu(app, toy_tutorial):
    host = start_from_menu(app)
    guide = host.tutorial
    click(app, guide.continue_button.rect.center)
    click(app, guide.skip_button.rect.center)  # skips the read step
    assert guide.run.index == 1
    asked = Play(sorted(host.session.state.hands[0])[0])
    click(app, guide.skip_button.rect.center)
    assert host.session.ply == 1 and host.session.history[0] == {"type": "Play", "card": asked.card}
    assert guide.run.index == 2
    click(app, guide.leave_button.rect.center)
    pump(app)
    assert app.scenes.top.__class__.__name__ == "MenuScene" and len(app.scenes.stack) == 1


def test_hints_and_undo_wait_for_free_play(app, toy_tutorial):
    host = start_from_menu(app)
    guide = host.tutorial
    click(app, guide.continue_button.rect.center)
    click(app, guide.continue_button.rect.center)
    assert host.can_act() and not host.hint_button.enabled and not host.undo_button.enabled


def test_a_guided_game_never_takes_the_players_own_autosave(app, toy_game, toy_tutorial):
    saves.autosave(tutorial_session(toy_game, toy_tutorial, "Me").to_json())  # the player's own toy game
    before = saves.autosave_path("toy").read_bytes()
    host = start_from_menu(app)
    guide = host.tutorial
    click(app, guide.continue_button.rect.center)
    click(app, guide.continue_button.rect.center)
    click(app, card_rect(host, sorted(host.session.state.hands[0])[0]).center)
    assert host.session.ply == 1
    assert saves.autosave_path("toy").read_bytes() == before  # the player's own game is untouched
    assert saves.autosave_path("toy" + saves.GUIDED_SUFFIX).exists()


def test_continue_resumes_a_guided_game_at_its_step(app, toy_tutorial):
    host = start_from_menu(app)
    guide = host.tutorial
    click(app, guide.continue_button.rect.center)
    click(app, guide.continue_button.rect.center)
    click(app, card_rect(host, sorted(host.session.state.hands[0])[0]).center)
    pump(app, frames=3)
    where, ply = guide.where(), host.session.ply
    assert where == {"phase": "steps", "index": 2} and ply == 1  # reading the step after the move
    click(app, guide.leave_button.rect.center)
    pump(app)
    menu = app.scenes.top
    assert menu.buttons["continue"].enabled and menu.continue_guided
    click(app, menu.buttons["continue"].rect.center)
    pump(app)
    resumed = app.scenes.top
    assert isinstance(resumed, GameHost) and resumed.tutorial is not None
    assert resumed.tutorial.where() == where and resumed.session.ply == ply
    assert resumed.tutorial.active()


def test_the_setup_offers_the_games_guided_game(app, toy_tutorial):
    app.scenes.push("setup", "toy")
    pump(app)
    setup = app.scenes.top
    assert setup.learn_button.enabled
    click(app, setup.learn_button.rect.center)
    pump(app)
    host = app.scenes.top
    assert isinstance(host, GameHost) and host.tutorial is not None and len(app.scenes.stack) == 1


def test_a_game_without_a_script_offers_none(app, toy_game):
    app.scenes.push("setup", "toy")
    pump(app)
    assert not app.scenes.top.learn_button.enabled


def test_the_click_through_used_for_every_game_runs_the_toy_script(app, toy_tutorial, toy_game):
    from test_tutorial_games import run_to_the_end

    host = start_from_menu(app)
    assert run_to_the_end(app, host) == []
    assert host.tutorial.phase == "free" and host.session.ply == 3


def test_the_click_through_reports_a_step_whose_action_is_not_legal(app, toy_game, monkeypatch):
    from test_tutorial_games import run_to_the_end

    bad = Tutorial(("human", "ai:normal"), (Step("toy.tutorial.play", action={"type": "Play", "card": 999}),), seed=3)
    module = types.ModuleType("ludotheque.rules.toy.tutorial")
    module.TUTORIAL = bad
    monkeypatch.setitem(sys.modules, "ludotheque.rules.toy.tutorial", module)
    host = start_from_menu(app)
    assert run_to_the_end(app, host) == ["step 0 asks for an action not legal when the player's turn comes"]



def test_a_do_steps_callout_stays_in_the_area_the_board_offers(app, toy_tutorial, monkeypatch):
    """A board with a side panel offers its main area: the callout pointing at the asked
    place stays inside it, off the panel's own buttons."""
    host = start_from_menu(app)
    guide = host.tutorial
    click(app, guide.continue_button.rect.center)
    click(app, guide.continue_button.rect.center)
    assert host.board.guide_rect() is not None
    pump(app)
    anywhere = guide.box.copy()
    # The half of the board the callout does not use today.
    main = host.board_rect.copy()
    main.width //= 2
    if anywhere.centerx < host.board_rect.centerx:
        main.x += main.width
    assert not main.contains(anywhere)
    monkeypatch.setattr(host.board, "callout_area", lambda: main)
    pump(app)
    assert main.contains(guide.box), (guide.box, main)
    monkeypatch.setattr(host.board, "callout_area", lambda: None)
    pump(app)
    assert guide.box == anywhere


def test_the_next_guide_comes_with_the_move_and_a_read_step_is_no_thinking(app, toy_tutorial):
    """The board gets the next step's guide as soon as a move is applied (not a frame
    later), and while a read step holds the AI the top bar does not say it is thinking."""
    host = start_from_menu(app)
    guide = host.tutorial
    click(app, guide.continue_button.rect.center)
    click(app, guide.continue_button.rect.center)
    asked = Play(sorted(host.session.state.hands[0])[0])
    assert host.board.guide == asked
    assert host.submit(asked)
    assert guide.reading() and host.board.guide is None  # the read step shows no move
    ai = host.app.seat_name(host.session, 1)
    assert host.session.current_player() == 1 and guide.blocks_ai()
    assert host.turn_text() != app.t("game.thinking", name=ai)
