"""One description of how a game ended (rules/core/outcome.py): every game gives it once
over, it agrees with the game's scores and tie-breaks, and it survives JSON."""

from __future__ import annotations

import pytest
from ludotheque.rules.core import Outcome
from ludotheque.rules.registry import GAME_MODULES, get_game
from ludotheque.rules.session import Seat, Session


def finished(game_id: str, seed: int) -> Session:
    seats = [Seat.parse("random") for _ in range(get_game(game_id).modes[0].min_players)]
    session = Session.create(game_id, seats, seed=seed)
    while not session.is_over():
        session.play_ai_turn()
    return session


@pytest.mark.parametrize("game_id", [g for g in GAME_MODULES if g != "castle-crush"])  # physics: tests/castle_crush/test_castle_crush_end.py
def test_every_game_ends_with_one_outcome(game_id: str) -> None:
    session = finished(game_id, 3)
    outcome = session.outcome()
    assert outcome is not None
    st = session.state
    assert list(outcome.winners) == st.winners() and list(outcome.ranking) == st.ranking()
    assert list(outcome.scores) == st.scores()
    key = game_id.replace("-", "_")
    assert outcome.reason.startswith(f"{key}.end.")  # each game says why it ended
    assert session.info.key == key
    assert Outcome.from_json(outcome.to_json()) == outcome
    assert session.result()["end"] == outcome.reason


def test_no_outcome_while_the_game_goes_on() -> None:
    session = Session.create("crack-word", [Seat.parse("random"), Seat.parse("random")], seed=1)
    assert session.outcome() is None and session.result()["end"] is None


def test_an_outcome_that_ranks_a_loser_first_is_refused() -> None:
    with pytest.raises(ValueError):
        Outcome((1,), (0, 1), (3.0, 5.0))
    with pytest.raises(ValueError):
        Outcome((2,), (0, 1), (3.0, 5.0))
    tie = Outcome((0, 1), (1, 0, 2), (4.0, 4.0, 1.0))
    assert tie.shared and tie.place(0) == tie.place(1) == 1 and tie.place(2) == 3
