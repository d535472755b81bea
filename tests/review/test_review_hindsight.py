"""No hindsight (issue 33): a seat's decisions are judged by what it could see then.
Changing everything that seat could not see (the other hands, the deck's order) leaves
the review of its moves exactly the same."""

from __future__ import annotations

import json

import pytest
from ludotheque.rules.core import Rng
from ludotheque.rules.review import positions, review_positions
from ludotheque.rules.session import Seat, Session


def recorded(game: str, plies: int, seed: int) -> dict:
    session = Session.create(game, [Seat("ai", "normal"), Seat("ai", "normal")], seed=seed)
    while session.ply < plies and not session.is_over():
        session.play_ai_turn()
    return session.to_json()


@pytest.mark.parametrize(("game", "plies"), [("crack-word", 24), ("castle-risk", 60)])
def test_changing_what_the_seat_could_not_see_leaves_its_review_unchanged(game, plies):
    info, plies_, over = positions(recorded(game, plies, seed=4))
    seat = 0
    mine = [(ply, state, action) for ply, state, action in plies_ if state.current_player() == seat]
    # The same positions as seat 0 saw them, every hidden part drawn anew.
    other = []
    changed = 0
    for ply, state, action in mine:
        world = type(state).from_view(state.view(seat), Rng(1000 + ply))
        assert json.dumps(world.view(seat), sort_keys=True) == json.dumps(state.view(seat), sort_keys=True)
        changed += json.dumps(world.to_json(), sort_keys=True) != json.dumps(state.to_json(), sort_keys=True)
        other.append((ply, world, action))
    assert changed >= len(mine) // 2  # the hidden parts did change
    real = review_positions(info, mine, seat, 2, over)
    blind = review_positions(info, other, seat, 2, over)
    assert real.decisions, "seat 0 had decisions to make"
    assert [d.to_json() for d in real.decisions] == [d.to_json() for d in blind.decisions]
