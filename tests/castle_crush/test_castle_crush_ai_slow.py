"""Long statistical runs on the real physics (pytest -m slow): the hard builder's titles
on the three Construction challenges, and the normal AI against random play."""

from __future__ import annotations

import pytest

from rules.castle_crush.data import title_for
from rules.core import GameConfig
from rules.registry import get_game
from rules.session import Seat, Session

pytestmark = pytest.mark.slow
MAITRE_OR_BETTER = ("maitre", "architecte")


@pytest.mark.parametrize("challenge", ["barbacane", "donjon", "chateau"])
def test_hard_reaches_maitre_d_oeuvre_over_ten_seeds(challenge):
    info = get_game("castle-crush")
    scores = []
    for seed in range(10):
        s = Session(info, GameConfig(1, seed, "construction", {"challenge": challenge}), [Seat.parse("ai:hard")])
        while not s.state.is_over():
            s.play_ai_turn()
        scores.append(s.state.score[0])
    print(challenge, scores)
    assert all(title_for(challenge, v) in MAITRE_OR_BETTER for v in scores), scores


def test_normal_beats_random_in_standard_games():
    info = get_game("castle-crush")
    wins = 0
    games = 20
    for g in range(games):
        seats = [Seat.parse("ai:normal"), Seat.parse("random")]
        if g % 2:
            seats.reverse()
        s = Session(info, GameConfig(2, 100 + g, "standard", {}, g % 2), seats)
        while not s.state.is_over():
            s.play_ai_turn()
        ai = g % 2
        wins += s.state.winners() == [ai]
    print("normal vs random", wins, "/", games)
    assert wins >= games * 0.6
