"""The odds the table is told (issue 23, must fix 6): one function, the General and the
Marshal lost as the sheet says, the same figure in the hint, the tooltip and the buttons."""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import product

import ludotheque.rules.castle_risk.actions as A
import pytest
from ludotheque.rules.castle_risk.battle import conquest_probability, hold_probability
from ludotheque.rules.castle_risk.hints import explain
from ludotheque.rules.castle_risk.odds import attack_odds, battle_odds
from test_castle_risk_helpers import after_setup, arrange, main_phase


@cache
def by_the_sheet(attackers: int, defenders: int, max_dice: int, general: bool, marshal: bool) -> Fraction:
    """An independent count, in the sheet's words: « la carte Général est éliminée dès que
    votre adversaire obtient un dé égal ou supérieur à votre dé le plus élevé + 1 »; the
    Marshal « dès que votre adversaire obtient un résultat plus élevé que votre dé le
    plus élevé + 1 »."""
    if defenders == 0:
        return Fraction(1)
    if attackers == 0:
        return Fraction(0)
    a, d = min(max_dice, attackers), min(2, defenders)
    total = Fraction(0)
    for throw in product(range(1, 7), repeat=a + d):
        red = sorted(throw[:a], reverse=True)
        white = sorted(throw[a:], reverse=True)
        red_top, white_top = red[0] + general, white[0] + marshal
        keeps_general = general and not white_top >= red_top
        keeps_marshal = marshal and not red_top > white_top
        red[0], white[0] = red_top, white_top
        lost_red = sum(1 for x, y in zip(red, white, strict=False) if x <= y)
        lost_white = min(a, d) - lost_red
        total += Fraction(1, 6 ** (a + d)) * by_the_sheet(attackers - lost_red, defenders - lost_white,
                                                         max_dice, keeps_general, keeps_marshal)
    return total


def test_the_castle_attack_of_the_report_five_against_three():
    """Five spare armies against a castle held by three: 59.4 % without a General, 69.6 %
    with the sheet's General (it was counted as never lost: 79.6 %)."""
    assert conquest_probability(5, 3, 2) == pytest.approx(0.5936, abs=5e-5)
    assert conquest_probability(5, 3, 2, True) == pytest.approx(0.6964, abs=5e-5)


@pytest.mark.parametrize("attackers,defenders,max_dice", [(5, 3, 2), (4, 4, 3), (6, 2, 3), (3, 3, 2)])
@pytest.mark.parametrize("general,marshal", [(True, False), (False, True), (True, True)])
def test_odds_lose_the_general_and_the_marshal_as_the_sheet_says(attackers, defenders, max_dice, general, marshal):
    exact = by_the_sheet(attackers, defenders, max_dice, general, marshal)
    assert conquest_probability(attackers, defenders, max_dice, general, marshal) == pytest.approx(float(exact))


def test_holding_odds_lose_the_cards_too():
    """One defender die against a General: holding is 1 - taking when he has one die."""
    assert hold_probability(3, 1, 3, True) == pytest.approx(1 - float(by_the_sheet(3, 1, 3, True, False)))


def castle_attack(hand: list[str]):
    """Player 0, 6 armies in London, attacks player 1's castle in the Netherlands (3)."""
    state = after_setup(2, 4)
    main_phase(state, 0, hand)
    owners = {t: (0, 2) for t in ("scotland", "ireland", "yorkshire", "wales")}
    owners["london"], owners["netherlands"] = (0, 6), (1, 3)
    arrange(state, owners, ["yorkshire", "netherlands"], rest=1)
    return state


def test_the_hint_gives_the_odds_without_and_with_the_general():
    state = castle_attack(["general"])
    assert attack_odds(state, "london", "netherlands") == pytest.approx(0.5936, abs=5e-5)
    event = explain(state.view(0), 0, A.Attack("london", "netherlands"))
    assert event.key == "castle_risk.hint.why_attack_castle_general"
    assert (event.params["p"], event.params["q"]) == (59, 70)


def test_the_battle_odds_count_a_general_in_play_as_the_sheet_keeps_it():
    state = castle_attack(["general"])
    state = state.apply(A.Attack("london", "netherlands"))
    assert battle_odds(state) == pytest.approx(0.5936, abs=5e-5)
    event = explain(state.view(0), 0, A.PlayGeneral())
    assert (event.params["p"], event.params["q"]) == (70, 59)
    state = state.apply(A.PlayGeneral())
    assert battle_odds(state) == pytest.approx(0.6964, abs=5e-5)
