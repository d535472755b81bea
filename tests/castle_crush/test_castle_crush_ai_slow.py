"""The calibration of issues 11 and 22 ("titles must mean something"; "the score rewards
a steady hand, never a careless one") on the real physics, over seeds 1-10 per challenge
and seat, 20 duels of normal against random and 60 of hard against normal (pytest -m
slow; about ten minutes of CPU). The same figures as `python -m ludotheque bench`
(rules/castle_crush/calibration.py).
"""

from __future__ import annotations

import statistics
from functools import cache

import pytest
from ludotheque.rules.castle_crush import calibration as cal
from ludotheque.rules.castle_crush.data import challenge_rules, goal

pytestmark = pytest.mark.slow
TURNS = cal.Turns()  # CPU time of every AI turn played below
CHALLENGES = ["barbacane", "donjon", "chateau"]


@cache
def _duel(first: str, second: str, mode: str, games: int) -> tuple[int, int]:
    return cal.duel(first, second, mode, games, TURNS)


@cache
def _scores(seat: str, challenge: str) -> tuple[int, ...]:
    return tuple(cal.construction(seat, challenge, cal.SEEDS, TURNS))


@pytest.mark.parametrize("challenge", CHALLENGES)
def test_a_careful_hand_reaches_the_objective_a_hasty_one_less(challenge):
    careful = _scores("hand:careful", challenge)
    hasty = _scores("hand:hasty", challenge)
    print(challenge, "careful", careful, "hasty", hasty)
    assert statistics.median(careful) >= goal(challenge), careful
    assert statistics.median(hasty) < statistics.median(careful), (hasty, careful)


@pytest.mark.parametrize("challenge", CHALLENGES)
def test_dropping_every_piece_earns_less_than_half_the_objective(challenge):
    fumbler = _scores("hand:fumbler", challenge)
    print(challenge, "fumbler", fumbler)
    assert statistics.median(fumbler) < goal(challenge) / 2, fumbler


@pytest.mark.parametrize("challenge", CHALLENGES)
def test_construction_titles_mean_something(challenge):
    """Hard about the Architecte threshold; easy stays below the objective; scores vary
    from seed to seed."""
    hard = _scores("ai:hard", challenge)
    easy = _scores("ai:easy", challenge)
    print(challenge, "hard", hard, "easy", easy)
    architecte = challenge_rules(challenge)["titles"][-1]
    assert 0.8 * architecte <= statistics.median(hard) <= 1.3 * architecte, hard
    assert statistics.median(easy) < goal(challenge), easy
    assert len(set(hard)) > 1 and len(set(easy)) > 1


def test_normal_beats_random_in_standard_games():
    wins, _ = _duel("ai:normal", "random", "standard", cal.DUELS)
    print("normal beats random", wins, "/", cal.DUELS)
    assert wins >= 18


def test_hard_beats_normal_in_standard_games():
    wins, _ = _duel("ai:hard", "ai:normal", "standard", cal.HARD_DUELS)
    print("hard beats normal", wins, "/", cal.HARD_DUELS)
    assert wins >= 0.65 * cal.HARD_DUELS


def test_speed_games_between_normal_ais_end_on_the_target():
    _, reached = _duel("ai:normal", "ai:normal", "speed", 10)
    print("speed games reaching the target", reached, "/ 10")
    assert reached >= 9


def test_an_ai_turn_takes_at_most_two_seconds_and_a_normal_one_a_median_of_0_3():
    """CPU time (the machine is shared), over the games above (or one duel if run alone)."""
    if "normal" not in TURNS.seconds:
        _duel("ai:normal", "random", "standard", cal.DUELS)
    print(TURNS.figures())
    assert max(max(v) for v in TURNS.seconds.values()) <= 2.0
    assert statistics.median(TURNS.seconds["normal"]) <= 0.3
