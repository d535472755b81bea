"""Issue 12 for Casa Grande: the hint's sentence (from the player's view only) and the
board's guide (the move shown, never played)."""

from __future__ import annotations

import pytest
from casa_helpers import GREY, at_phase, new_game, stack
from ludotheque.client.i18n import Translator
from ludotheque.rules.casa_grande import GAME
from ludotheque.rules.casa_grande.actions import Corner, Move, Pass, PlaceBlock, PlacePlatform, Roll
from ludotheque.rules.casa_grande.hints import explain
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.hints import explain_for
from ludotheque.rules.session import Seat, Session


def _text(event, lang: str) -> str:
    text = Translator(lang).event_text(event.key, event.params, lambda i: f"seat{i}")
    assert "{" not in text and "casa_grande." not in text, text
    return text


def test_every_move_the_ai_suggests_gets_a_sentence_in_both_languages():
    keys = set()
    for seed in range(3):
        session = Session(GAME, GameConfig(3, seed=seed), [Seat.parse("ai:normal")] * 3)
        while not session.state.is_over() and session.ply < 160:
            p = session.current_player()
            action = session.choose_for(p)
            event = explain_for(GAME, session.state.view(p), p, action)
            keys.add(event.key)
            for lang in ("fr", "en"):
                _text(event, lang)
            session.apply(action)
    assert {"casa_grande.hint.corner", "casa_grande.hint.roll", "casa_grande.hint.platform"} <= keys
    assert any(k.startswith("casa_grande.hint.move_") for k in keys)
    assert any(k.startswith("casa_grande.hint.block") for k in keys)


def test_a_platform_hint_gives_its_income():
    state = at_phase(new_game(2), "platform", GREY)
    stack(state, 2, 2, GREY, GREY)
    stack(state, 4, 2, GREY, GREY)
    event = explain(state.view(GREY), GREY, PlacePlatform(0, 0, 2, 2))
    assert event.key == "casa_grande.hint.platform"
    assert event.params == {"cells": 3, "storey": 2, "income": 6}
    assert "6 Lire" in _text(event, "en")


def test_a_block_hint_names_the_platform_it_opens():
    state = at_phase(new_game(2), "block", GREY, pawn=1)  # faces columns A and B
    stack(state, 3, 2, GREY)  # D3: a block on B3 gives two marked cells for a platform
    event = explain(state.view(GREY), GREY, PlaceBlock(1, 2))
    assert event.key == "casa_grande.hint.block_platform" and event.params["income"] >= 3


def test_passing_and_other_hints():
    state = at_phase(new_game(2), "platform", GREY)
    stack(state, 2, 2, GREY)
    stack(state, 4, 2, GREY)
    # The best platform now: M.M/ooo on C3 and E3, 5 cells on storey 1.
    assert explain(state.view(GREY), GREY, Pass()).params == {"income": 5}
    fresh = GAME.new_state(GameConfig(2, seed=1))
    assert explain(fresh.view(0), 0, Corner(0)).params == {"cell": "A1", "room": 20}
    rolled = new_game(2).apply(Roll())
    assert explain(rolled.view(0), 0, Move(0)).key.startswith("casa_grande.hint.move_")


def test_the_hint_reads_only_the_view():
    """Everything in Casa Grande is public; the sentence comes from `view` alone."""
    state = new_game(2, seed=4).apply(Roll())
    view = state.view(0)
    assert "rng" not in view
    assert explain(view, 0, Move(1)) == explain(state.view(None), 0, Move(1))


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_board_shows_each_kind_of_guide(app, size):
    from ludotheque.client.game.host import GameHost
    from ui_events import pump

    app.resize(size)
    session = Session(GAME, GameConfig(2, seed=3), [Seat.parse("human"), Seat.parse("human")])
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app)
    board = host.board
    screen = app.screen.get_rect()
    board.set_guide(Corner(5))
    pump(app)
    assert screen.contains(board.guide_rect())
    for corner in (0, 10):
        session.apply(Corner(corner))
    board.set_guide(Roll())
    pump(app)
    assert board.guide_rect() == board.panel.roll.rect
    session.apply(Roll())
    board.set_guide(Move(1))
    pump(app)
    landing = board.guide_rect()
    assert screen.contains(landing)
    session.apply(Move(0))
    cell = board.cursor.table.lane()[3]
    board.set_guide(PlaceBlock(cell % 8, cell // 8))
    pump(app)
    assert screen.contains(board.guide_rect()) and board.guide_rect() != landing
    assert session.ply == 4  # shown, never played
    board.set_guide(PlacePlatform(16, 0, 0, 0))  # not legal now: still drawn, never played
    pump(app)
    board.set_guide(None)
    assert board.guide_rect() is None


def test_a_guide_is_drawn_read_only_at_any_phase(app):
    """A replay draws the board with nobody able to act; guides and stale guides draw."""
    from ludotheque.client.game.host import GameHost
    from ui_events import click, pump

    session = Session(GAME, GameConfig(3, seed=2), [Seat.parse("random")] * 3)
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    rng = Rng(3)
    while not session.state.is_over():
        session.play_ai_turn()
        host.board.set_guide(rng.choice([Roll(), Pass(), Move(2), PlaceBlock(3, 3), PlacePlatform(4, 1, 2, 2), Corner(5)]))
        if session.ply % 25 == 0:
            pump(app)
            click(app, (rng.randbelow(app.size[0]), rng.randbelow(app.size[1])))
            while app.scenes.stack[-1] is not host:
                app.scenes.stack.pop()
    pump(app)


def test_with_nowhere_to_stop_the_hint_says_the_turn_passes():
    """Every lane in reach shows only the other builder's blocks (legal.moves)."""
    from ludotheque.rules.casa_grande.data import lane_cells

    state = at_phase(new_game(2), "move", GREY, pawn=1)
    state.bonus[GREY] = 1
    for space in (1, 2):
        for c in lane_cells(space):
            state.site.place_block(c, GREY + 1)
    event = explain(state.view(GREY), GREY, Move(0))
    assert event.key == "casa_grande.hint.move_blocked" and event.params == {"lane": "A1–B8"}
    assert "A1–B8" in _text(event, "fr") and "A1–B8" in _text(event, "en")
