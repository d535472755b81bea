"""The hard AI's own moves, in games between hard AIs, are marked good in at least 90 %
of its decisions (issue 33): the analyst does not cry wolf. Both runs are slow (40 s of the
default suite's six minutes went to the first): one seat of one game of two games, and
both seats of two games of each game."""

from __future__ import annotations

import pytest
from ludotheque.rules.review import review
from ludotheque.rules.session import Seat, Session

GAMES = ("castle-crush", "castle-risk", "crack-word", "chateau-combo", "casa-grande")


def self_play(game: str, seed: int) -> dict:
    session = Session.create(game, [Seat("ai", "hard"), Seat("ai", "hard")], seed=seed)
    while not session.is_over():
        session.play_ai_turn()
    return session.to_json()


def good_share(game: str, seed: int, seats: tuple[int, ...]) -> tuple[float, int]:
    data = self_play(game, seed)
    marks = [d.mark for seat in seats for d in review(data, seat).decisions]
    return sum(m == "good" for m in marks) / len(marks), len(marks)


@pytest.mark.slow
@pytest.mark.parametrize("game", ["castle-risk", "chateau-combo"])
def test_the_hard_ai_s_moves_are_marked_good(game):
    share, decisions = good_share(game, seed=21, seats=(0,))
    assert decisions >= 10
    assert share >= 0.9, f"{game}: {share:.0%} of {decisions} decisions marked good"


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_the_hard_ai_s_moves_are_marked_good_in_more_games(game):
    shares = [good_share(game, seed, (0, 1)) for seed in (31, 32)]
    total = sum(n for _, n in shares)
    share = sum(s * n for s, n in shares) / total
    print(game, f"{share:.1%} of {total}")
    assert share >= 0.9, f"{game}: {share:.1%} of {total} decisions marked good"
