"""The marks and the accuracy are what the module docstring and the README say."""

from __future__ import annotations

import pytest
from ludotheque.rules.review.marks import accuracy, count_marks, decision_accuracy, mark


@pytest.mark.parametrize(("drop", "expected"), [
    (0.0, "good"), (0.049, "good"), (0.05, "inaccuracy"), (0.099, "inaccuracy"), (0.10, "mistake"),
    (0.199, "mistake"), (0.20, "blunder"), (0.9, "blunder"),
])
def test_a_drop_in_winning_chance_gives_its_mark(drop, expected):
    assert mark(drop) == expected


def test_accuracy_is_the_mean_of_each_decision_s_share_of_half_a_game():
    assert decision_accuracy(0.0) == 100.0
    assert decision_accuracy(0.25) == 50.0
    assert decision_accuracy(0.5) == decision_accuracy(0.9) == 0.0
    assert accuracy([0.0, 0.25, 0.6]) == 50.0
    assert accuracy([]) == 100.0


def test_marks_are_counted_for_every_kind():
    assert count_marks(["good", "blunder", "good"]) == {"good": 2, "inaccuracy": 0, "mistake": 0, "blunder": 1}
