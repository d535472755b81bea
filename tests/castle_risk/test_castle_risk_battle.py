"""One battle (sheet, "Résoudre la bataille"), checked against exact enumeration."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from ludotheque.rules.castle_risk import resolve_battle
from ludotheque.rules.castle_risk.battle import conquest_probability, outcome_table


def enumerate_by_hand(att: int, dfn: int, att_bonus: bool, def_bonus: bool) -> dict:
    """Independent count: sort, add the bonus, pair off, ties to the defender."""
    counts: dict[tuple[int, int], int] = {}
    for throw in product(range(1, 7), repeat=att + dfn):
        a = sorted(throw[:att], reverse=True)
        d = sorted(throw[att:], reverse=True)
        a[0] += att_bonus
        d[0] += def_bonus
        pairs = list(zip(a, d, strict=False))
        def_losses = sum(1 for x, y in pairs if x > y)
        key = (len(pairs) - def_losses, def_losses)
        counts[key] = counts.get(key, 0) + 1
    total = 6 ** (att + dfn)
    return {k: Fraction(v, total) for k, v in counts.items()}


@pytest.mark.parametrize("att", [1, 2, 3])
@pytest.mark.parametrize("dfn", [1, 2])
@pytest.mark.parametrize("att_bonus", [False, True])
@pytest.mark.parametrize("def_bonus", [False, True])
def test_battle_matches_exact_enumeration(att, dfn, att_bonus, def_bonus):
    expected = enumerate_by_hand(att, dfn, att_bonus, def_bonus)
    counts: dict[tuple[int, int], int] = {}
    for throw in product(range(1, 7), repeat=att + dfn):
        key = resolve_battle(throw[:att], throw[att:], att_bonus, def_bonus)
        counts[key] = counts.get(key, 0) + 1
    got = {k: Fraction(v, 6 ** (att + dfn)) for k, v in counts.items()}
    assert got == expected
    table = outcome_table(att, dfn, att_bonus, def_bonus)
    assert {k: round(v, 12) for k, v in table.items()} == {k: round(float(v), 12) for k, v in expected.items()}


def test_published_odds_three_against_two():
    # The classic Risk table: 3 v 2 dice, defender loses two 2890/7776, each one 2611/7776.
    table = outcome_table(3, 2)
    assert table[(0, 2)] == pytest.approx(2890 / 7776)
    assert table[(1, 1)] == pytest.approx(2611 / 7776)
    assert table[(2, 0)] == pytest.approx(2275 / 7776)


def test_published_odds_one_against_one():
    assert outcome_table(1, 1)[(0, 1)] == pytest.approx(15 / 36)


def test_tie_goes_to_defender():
    assert resolve_battle([4], [4]) == (1, 0)
    assert resolve_battle([6, 3], [6, 3]) == (2, 0)


def test_example_highest_against_highest_then_second():
    # Attacker 6-2 against 5-3: 6 beats 5, 2 loses to 3: one army each.
    assert resolve_battle([2, 6], [3, 5]) == (1, 1)
    # Attacker 3-3-1 against 4-3: both pairs to the defender: the attacker loses two.
    assert resolve_battle([3, 1, 3], [4, 3]) == (2, 0)


def test_one_defender_die_compares_only_the_highest():
    assert resolve_battle([6, 6, 6], [5]) == (0, 1)


def test_never_more_than_two_losses():
    for throw in product(range(1, 7), repeat=5):
        att_loss, def_loss = resolve_battle(throw[:3], throw[3:])
        assert att_loss + def_loss == 2


def test_general_adds_one_to_attackers_highest_die():
    assert resolve_battle([5], [5]) == (1, 0)
    assert resolve_battle([5], [5], attacker_bonus=True) == (0, 1)
    assert resolve_battle([6, 2], [6, 1], attacker_bonus=True) == (0, 2)


def test_marshal_adds_one_to_defenders_highest_die():
    assert resolve_battle([6], [5], defender_bonus=True) == (1, 0)
    assert resolve_battle([6], [5], attacker_bonus=True, defender_bonus=True) == (0, 1)


def test_dice_counts_are_checked():
    with pytest.raises(ValueError):
        resolve_battle([1, 2, 3, 4], [1])
    with pytest.raises(ValueError):
        resolve_battle([1], [1, 2, 3])


def test_conquest_probability_is_sane():
    assert conquest_probability(0, 1) == 0.0
    assert conquest_probability(5, 0) == 1.0
    assert conquest_probability(20, 2) > 0.99
    assert conquest_probability(10, 5, 2) < conquest_probability(10, 5, 3)
