"""Hints ("Conseil", key H), driven by posted events on the toy game: the AI's move for
the human to play, from that player's view, shown and never played; cleared when the
state changes, on undo and behind pass screens; counted per seat, saved, shown at the end."""

from __future__ import annotations

import dataclasses
import sys
import threading
import types

import pygame
from ludotheque.client import saves
from ludotheque.client.game.hinting import hint_rng
from ludotheque.client.game.host import GameHost
from ludotheque.rules.core import Event, GameConfig
from ludotheque.rules.session import Seat, Session
from ui_events import click, key, pump, take_the_screen, wait_for_hint


def make_host(app, toy_game, seats=("human", "ai:normal"), **kw) -> GameHost:
    session = Session(toy_game, GameConfig(len(seats), seed=5), [Seat.parse(s, name=f"P{i}") for i, s in enumerate(seats)])
    host = GameHost(app, session, **kw)
    app.scenes.push(host)
    pump(app)
    if host.pass_to is not None:  # hot seat: the first human takes the screen
        take_the_screen(app, host)
    return host



def ask(app, host) -> None:
    click(app, host.hint_button.rect.center)
    wait_for_hint(app, host)


def test_the_hint_shows_the_ais_move_for_the_human_and_plays_nothing(app, toy_game):
    host = make_host(app, toy_game)
    session = host.session
    before = (session.ply, repr(session.state.to_json()))
    ask(app, host)
    hint = host.hints.shown()
    assert hint is not None and hint.player == 0
    # What the normal AI plays from the human's own view, with the hint's own generator.
    view = session.state.view(0)
    expected = toy_game.make_agent("normal", 0).choose(view, 0, type(session.state), hint_rng(5, 0, 0).fork(1))
    assert hint.action == expected
    assert host.board.guide == expected and host.board.guide_rect() is not None
    assert (session.ply, repr(session.state.to_json())) == before
    assert host.hints.counts == [1, 0]


def test_asking_twice_in_one_position_counts_once_and_gives_the_same_move(app, toy_game):
    host = make_host(app, toy_game)
    ask(app, host)
    first = host.hints.shown().action
    ask(app, host)  # hides it
    assert host.hints.shown() is None and host.board.guide is None
    ask(app, host)  # shows it again
    assert host.hints.shown().action == first
    assert host.hints.counts == [1, 0]


def test_key_h_asks_for_a_hint(app, toy_game):
    host = make_host(app, toy_game)
    key(app, pygame.K_h)
    wait_for_hint(app, host)
    assert host.hints.shown() is not None


def test_a_move_clears_the_hint(app, toy_game):
    host = make_host(app, toy_game, autosave=False, run_ai=False)
    ask(app, host)
    rect, _ = host.board.card_areas()[0]
    click(app, rect.center)
    assert host.session.ply == 1
    assert host.hints.shown() is None and host.board.guide is None


def test_undo_clears_the_hint(app, toy_game, monkeypatch):
    # A toy player never moves twice in a row; where one does (Castle Risk's deployment),
    # undo takes the table back to an earlier position of the same player: stood in here.
    host = make_host(app, toy_game, autosave=False, run_ai=False)
    session = host.session
    ask(app, host)
    assert host.hints.shown() is not None
    earlier = session.state.clone()
    monkeypatch.setattr(session, "can_undo", lambda player=None: True)
    monkeypatch.setattr(session, "undo", lambda player=None: setattr(session, "state", earlier))
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.state is earlier
    assert host.hints.shown() is None and host.board.guide is None


def test_a_hint_in_progress_is_dropped_when_the_move_is_made_first(app, toy_game, monkeypatch):
    gate = threading.Event()

    class Slow:
        def choose(self, view, player, state_cls, rng):
            gate.wait(10)  # still thinking when the player moves
            return state_cls.from_view(view, rng).legal_actions()[0]

    host = make_host(app, toy_game, autosave=False, run_ai=False)
    monkeypatch.setitem(host.session.info.__dict__, "make_agent", lambda level, player: Slow())
    click(app, host.hint_button.rect.center)
    assert host.hints.thinking
    rect, _ = host.board.card_areas()[0]
    click(app, rect.center)
    assert host.session.ply == 1
    gate.set()
    wait_for_hint(app, host)
    assert host.hints.shown() is None and host.hints.counts == [0, 0] and host.board.guide is None


def test_hot_seat_hints_are_for_the_player_to_move_and_never_cross_a_pass_screen(app, toy_game):
    host = make_host(app, toy_game, seats=("human", "human"), autosave=False)
    ask(app, host)
    assert host.hints.counts == [1, 0]
    rect, _ = host.board.card_areas()[0]
    click(app, rect.center)
    assert host.pass_to == 1
    pump(app)
    assert not host.hint_button.enabled and host.board.guide is None
    key(app, pygame.K_h)  # not through the pass screen
    assert not host.hints.thinking
    key(app, pygame.K_RETURN)
    assert host.viewer == 1 and host.hints.shown() is None
    ask(app, host)
    assert host.hints.shown().player == 1 and host.hints.counts == [1, 1]


def test_the_hint_is_worked_out_from_the_players_view_only(app, toy_game, monkeypatch):
    seen = []

    class Spy:
        def choose(self, view, player, state_cls, rng):
            seen.append((view, player))
            return state_cls.from_view(view, rng).legal_actions()[0]

    host = make_host(app, toy_game)
    # GameInfo is frozen: its attribute is swapped (and put back) through its __dict__.
    monkeypatch.setitem(host.session.info.__dict__, "make_agent", lambda level, player: Spy())
    ask(app, host)
    view, player = seen[0]
    assert player == 0 and view == host.session.state.view(0)
    assert "hands" not in view and "rng" not in view


def test_the_games_sentence_explains_the_hint(app, toy_game, monkeypatch):
    calls = []

    def explain(view, player, action):
        calls.append(view)
        return Event("toy.hint.play", {"card": action.card, "player": player})

    module = types.ModuleType("ludotheque.rules.toy.hints")
    module.explain = explain
    monkeypatch.setitem(sys.modules, "ludotheque.rules.toy.hints", module)
    monkeypatch.setitem(app.translator.catalogues[app.translator.lang], "toy.hint.play", "{player}: play the {card}")
    host = make_host(app, toy_game)
    ask(app, host)
    hint = host.hints.shown()
    assert calls == [host.session.state.view(0)]
    assert host.hints.sentence(hint) == f"P0: play the {hint.action.card}"


def test_without_a_sentence_the_hint_names_the_move(app, toy_game, monkeypatch):
    monkeypatch.setitem(app.translator.catalogues[app.translator.lang], "toy.log.play", "{player} plays {card}")
    host = make_host(app, toy_game)
    ask(app, host)
    hint = host.hints.shown()
    assert host.hints.sentence(hint) == app.t("game.hint.generic", move=f"P0 plays {hint.action.card}")


def test_the_count_is_saved_loaded_and_shown_on_the_results(app, toy_game):
    host = make_host(app, toy_game)
    ask(app, host)
    host.autosave()
    session, house = saves.load_game(saves.continue_path())
    assert house == {"hints": [1, 0]}
    again = GameHost(app, session, house=house)
    assert again.hints.counts == [1, 0]
    results = app.scenes.make("results", session, hints=again.hints.counts)
    assert results.hints_line() == app.t("results.hints", counts=app.t("results.hints_seat", name="P0", count=1))


def test_the_results_keep_a_name_ending_in_a_digit_apart_from_its_count(app, toy_game):
    """"Joueur 1 0" read as one number; the count comes after a colon."""
    app.set_language("fr")
    host = make_host(app, toy_game)
    ask(app, host)
    host.session.seats[0] = dataclasses.replace(host.session.seats[0], name="Joueur 1")
    results = app.scenes.make("results", host.session, hints=host.hints.counts)
    assert results.hints_line() == "Conseils utilisés : Joueur 1 : 1"


def test_saves_without_hint_counts_still_load(app, toy_game):
    host = make_host(app, toy_game, autosave=False)
    path = saves.write_save(saves.saves_dir() / "old.json", host.session.to_json())
    session, house = saves.load_game(path)
    assert house == {} and GameHost(app, session, house=house).hints.counts == [0, 0]
