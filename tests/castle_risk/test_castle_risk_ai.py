"""The AI levels: legal, complete games; strength against random and against each other."""

from __future__ import annotations

import pytest

from rules.castle_risk import GAME
from rules.core import GameConfig
from rules.match import play_match
from rules.session import Seat, Session


def play(seats: list[str], seed: int) -> Session:
    session = Session(GAME, GameConfig(len(seats), seed=seed), [Seat.parse(s) for s in seats])
    while not session.state.is_over():
        session.play_ai_turn()
    return session


def win_share(level: str, other: str, games: int) -> float:
    """`level`'s share of wins, seats alternating so neither starts with an edge."""
    return play_match("castle-risk", [level, other], games).share(level)

@pytest.mark.parametrize("level", ["ai:easy", "ai:normal", "ai:hard"])
def test_every_level_plays_whole_games_at_the_table(level):
    session = play([level, "random", level, "ai:normal"], seed=4)
    assert session.state.is_over() and len(session.state.winners()) == 1


def test_normal_beats_random_play():
    assert win_share("ai:normal", "random", 12) >= 0.8


@pytest.mark.slow
def test_normal_wins_ninety_percent_against_random_over_200_games():
    share = win_share("ai:normal", "random", 200)
    print(f"\nnormal vs random: {share:.1%} of 200 games")
    assert share >= 0.90


@pytest.mark.slow
def test_hard_beats_normal_sixty_percent_over_200_games():
    share = win_share("ai:hard", "ai:normal", 200)
    print(f"\nhard vs normal: {share:.1%} of 200 games")
    assert share >= 0.60
