"""Setting up (sheet, PRÉPARATION)."""

from __future__ import annotations

import pytest
from ludotheque.rules.castle_risk.actions import ChooseHidden, Claim, Place, PlaceCastle
from ludotheque.rules.castle_risk.data import EMPTY, MAP
from ludotheque.rules.castle_risk.shared import territories_of
from ludotheque.rules.core import IllegalAction
from test_castle_risk_helpers import after_setup, card_count, new_game


@pytest.mark.parametrize(("n", "armies"), [(2, 40), (3, 35), (4, 30), (5, 25), (6, 20)])
def test_starting_armies_by_player_count(n, armies):
    state = after_setup(n, seed=n)
    assert state.reserve == [0] * n
    assert sum(state.armies.values()) == armies * n


def test_castle_goes_in_the_empire_of_the_drawn_chip():
    state = new_game(3, seed=4)
    p = state.actor
    empire = state.chip_of[p]
    wrong = next(t for t in MAP.ids if t not in MAP.empires[empire])
    with pytest.raises(IllegalAction) as err:
        state.apply(PlaceCastle(wrong))
    assert err.value.key == "castle_risk.error.castle_empire"
    right = MAP.empires[empire][0]
    after = state.apply(PlaceCastle(right))
    assert after.castle_at[p] == right and after.armies[right] == 1 and after.owner[right] == p


def test_every_player_draws_a_different_chip():
    state = after_setup(6, seed=9)
    assert sorted(state.chip_of) == sorted(MAP.empires)
    for p, t in enumerate(state.castle_at):
        assert MAP.get(t).group == state.chip_of[p]


def test_unused_chips_leave_the_game_with_fewer_players():
    state = after_setup(3, seed=2)
    assert len(set(state.chip_of)) == 3
    assert state.chips == []


def test_claims_take_empty_territories_one_at_a_time_until_all_are_occupied():
    state = new_game(2, seed=3)
    while state.phase == "castle":
        state = state.apply(state.legal_actions()[0])
    assert state.phase == "claim"
    taken = next(t for t in MAP.ids if state.owner[t] != EMPTY)
    with pytest.raises(IllegalAction) as err:
        state.apply(Claim(taken))
    assert err.value.key == "castle_risk.error.occupied"
    while state.phase == "claim":
        state = state.apply(state.legal_actions()[0])
    assert all(state.owner[t] != EMPTY for t in MAP.ids)
    assert state.phase == "deploy"


def test_armies_are_then_placed_five_at_a_time_on_own_territories():
    state = new_game(2, seed=3)
    while state.phase != "deploy":
        state = state.apply(state.legal_actions()[0])
    p = state.actor
    assert state.pending.batch == 5
    enemy = next(t for t in MAP.ids if state.owner[t] != p)
    with pytest.raises(IllegalAction) as err:
        state.apply(Place(enemy, 1))
    assert err.value.key == "castle_risk.error.not_yours"
    mine = territories_of(state, p)
    with pytest.raises(IllegalAction):
        state.apply(Place(mine[0], 6))
    state = state.apply(Place(mine[0], 2))
    assert state.actor == p and state.pending.batch == 3
    state = state.apply(Place(mine[1], 3))
    assert state.actor != p


def test_hidden_armies_never_on_a_castle():
    state = new_game(2, seed=5)
    while state.phase != "hidden":
        state = state.apply(state.legal_actions()[0])
    with pytest.raises(IllegalAction) as err:
        state.apply(ChooseHidden(state.castle_at[0]))
    assert err.value.key == "castle_risk.error.hidden_castle"
    assert all(a.territory not in state.castle_at for a in state.legal_actions())


def test_three_cards_each_then_the_first_player_draws_one():
    state = after_setup(4, seed=6)
    first = state.player
    assert state.phase == "main"
    for p in range(4):
        assert len(state.hands[p]) == (4 if p == first else 3)
    assert card_count(state) == 48


def test_no_diplomats_with_two_players():
    state = after_setup(2, seed=6)
    assert card_count(state) == 41
    assert all("diplomat" not in h for h in state.hands)
    assert "diplomat" not in state.deck


def test_same_seed_same_setup():
    assert new_game(4, 12).to_json() == new_game(4, 12).to_json()
    assert new_game(4, 12).to_json() != new_game(4, 13).to_json()
