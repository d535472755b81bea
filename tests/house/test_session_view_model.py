"""The boards draw from the game's typed `View` (issue 30, item 1): `Session.view_model`
is that View, and its wire form is the session's plain view, key for key, for every seat
and the spectator, in every game, all along random games."""

from __future__ import annotations

import pytest
from ludotheque.rules.core.fields import View
from ludotheque.rules.core.specs import plain
from ludotheque.rules.registry import get_game
from ludotheque.rules.session import Seat, Session
from view_secrets import viewers

GAMES = ("castle-risk", "crack-word", "chateau-combo", "casa-grande", "castle-crush")
MOVES = {"castle-risk": 200, "crack-word": 120, "chateau-combo": 60, "casa-grande": 120, "castle-crush": 4}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_view_model_is_the_typed_view_of_the_plain_view(game_id: str) -> None:
    info = get_game(game_id)
    session = Session.create(game_id, [Seat.parse("random"), Seat.parse("random")], seed=7)
    checked = 0
    for move in range(MOVES[game_id]):
        if move % 5 == 0 or session.is_over():
            for viewer in viewers(session.state):
                model = session.view_model(viewer)
                assert type(model) is info.view_type and isinstance(model, View)
                assert model.to_wire() == plain(session.view(viewer))
                checked += 1
        if session.is_over():
            break
        session.play_ai_turn()
    assert checked >= 3


def test_a_changed_state_changes_the_view_model() -> None:
    session = Session.create("crack-word", [Seat.parse("random"), Seat.parse("random")], seed=7)
    before = session.view_model(0)
    session.play_ai_turn()
    after = session.view_model(0)
    assert after.to_wire() != before.to_wire()
    assert after.to_wire() == plain(session.view(0))


def test_the_view_model_is_the_checked_view_where_the_checks_pass() -> None:
    """The view of a state the rules made is the one `View.of` checks and freezes."""
    for game_id in GAMES:
        session = Session.create(game_id, [Seat.parse("random"), Seat.parse("random")], seed=11)
        for _ in range(min(3, MOVES[game_id])):
            session.play_ai_turn()
        for viewer in viewers(session.state):
            assert session.view_model(viewer) == get_game(game_id).view_type.of(session.state, viewer)
