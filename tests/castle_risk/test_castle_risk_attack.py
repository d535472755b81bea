"""Attacks, battles, annexing and castles (sheet, L'ATTAQUE and after)."""

from __future__ import annotations

import pytest
from test_castle_risk_helpers import after_setup, arrange, empty_count, main_phase

from rules.castle_risk.actions import (
    Attack,
    Blitz,
    Defend,
    EndAttacks,
    MoveIn,
    PlayGeneral,
    Reoccupy,
    Retreat,
    Roll,
    StopReoccupy,
)
from rules.castle_risk.board import EMPTY, MAP
from rules.core import IllegalAction

CASTLES = ["london", "paris", "berlin"]


def board(hand: list[str], n: int = 3, seed: int = 1, **owners):
    state = after_setup(n, seed)
    main_phase(state, 0, hand)
    layout = {t: (0, 2) for t in MAP.empires["british"]}
    layout.update({t: (1, 2) for t in MAP.empires["french"]})
    layout.update({t: tuple(v) for t, v in owners.items()})
    arrange(state, layout, CASTLES[:n], rest=2 if n > 2 else 1)
    return state


def test_attacker_keeps_one_more_army_than_dice():
    state = board([], yorkshire=(0, 3), wales=(0, 1), scotland=(0, 1))
    state.owner["london"], state.armies["london"] = 0, 3
    state = state.apply(Attack("london", "netherlands"))
    with pytest.raises(IllegalAction) as err:
        state.apply(Roll(3))
    assert err.value.key == "castle_risk.error.dice"
    state.apply(Roll(2))


def test_two_armies_needed_to_attack():
    state = board([], london=(0, 1))
    with pytest.raises(IllegalAction) as err:
        state.apply(Attack("london", "netherlands"))
    assert err.value.key == "castle_risk.error.too_few"


def test_at_most_two_dice_against_a_castle():
    state = board([], london=(0, 10))
    state = state.apply(Attack("london", "paris"))
    assert state.phase in ("battle", "defend")
    if state.phase == "defend":
        state = state.apply(Defend(False, False))
    with pytest.raises(IllegalAction) as err:
        state.apply(Roll(3))
    assert err.value.key == "castle_risk.error.castle_dice"


def test_attack_only_on_neighbours_without_an_admiral():
    state = board([], london=(0, 10))
    with pytest.raises(IllegalAction) as err:
        state.apply(Attack("london", "brittany"))
    assert err.value.key == "castle_risk.error.not_adjacent"
    with pytest.raises(IllegalAction) as err:
        state.apply(Attack("london", "brittany", by_sea=True, armies=5))
    assert err.value.key == "castle_risk.error.no_card"


def test_the_black_sea_is_closed_to_the_admiral():
    state = board(["admiral"], ukraine=(0, 6), venice=(1, 1), turkey=(0, 6), romania=(1, 1))
    with pytest.raises(IllegalAction) as err:
        state.apply(Attack("ukraine", "venice", by_sea=True, armies=5))
    assert err.value.key == "castle_risk.error.no_sea"
    state.check_action(Attack("ukraine", "romania", by_sea=True, armies=5))
    state.check_action(Attack("turkey", "venice", by_sea=True, armies=5))


def test_an_attack_ends_only_after_a_battle():
    state = board([], london=(0, 10), netherlands=(1, 5))
    state = state.apply(Attack("london", "netherlands"))
    with pytest.raises(IllegalAction) as err:
        state.apply(Retreat())
    assert err.value.key == "castle_risk.error.retreat_first"
    state = state.apply(Roll(1))
    if state.phase == "battle":
        assert state.apply(Retreat()).phase == "main"


def test_conquest_moves_in_at_least_the_dice_rolled():
    state = board([], london=(0, 20), netherlands=(1, 1))
    state = state.apply(Attack("london", "netherlands"))
    for seed in range(50):
        state.rng.state = seed
        after = state.apply(Roll(3))
        if after.phase == "move_in":
            break
    assert after.pending == {"min": 3, "max": 19}
    with pytest.raises(IllegalAction) as err:
        after.apply(MoveIn(2))
    assert err.value.key == "castle_risk.error.move_count"
    done = after.apply(MoveIn(7))
    assert done.armies["netherlands"] == 7 and done.armies["london"] == 13
    assert done.owner["netherlands"] == 0


@pytest.mark.parametrize("seed", range(12))
def test_general_stays_while_it_wins_and_returns_at_end_of_turn(seed):
    state = board(["general"], london=(0, 30), netherlands=(1, 30))
    state = state.apply(Attack("london", "netherlands"))
    state = state.apply(PlayGeneral())
    state.rng.state = seed
    state = state.apply(Roll(3))
    lb = state.last_battle
    assert lb["general"]
    won_top = lb["attack"][0] + 1 > lb["defence"][0]
    assert ([0, "general"] in state.table) == won_top
    assert ("general" in state.discard) == (not won_top)
    state = state.apply(Retreat()).apply(EndAttacks())
    while state.player == 0:
        state = state.apply(state.legal_actions()[0])
    assert ("general" in state.hands[0]) == won_top


@pytest.mark.parametrize("seed", range(12))
def test_marshal_lost_when_the_attacker_beats_its_highest_die(seed):
    state = board([], london=(0, 30), netherlands=(1, 30))
    state.hands[1] = ["marshal"]
    state.deck.remove("marshal")
    state = state.apply(Attack("london", "netherlands"))
    assert state.phase == "defend" and state.current_player() == 1
    state = state.apply(Defend(True, False))
    state.rng.state = seed
    state = state.apply(Roll(3))
    lb = state.last_battle
    lost = lb["attack"][0] > lb["defence"][0] + 1
    assert ([1, "marshal"] in state.table) == (not lost)


def test_admiral_attack_is_fought_to_the_end():
    state = board(["admiral"], london=(0, 12), brittany=(1, 3))
    state = state.apply(Attack("london", "brittany", by_sea=True, armies=6))
    assert state.armies["london"] == 6 and state.attack["committed"] == 6
    assert "admiral" not in state.hands[0]
    with pytest.raises(IllegalAction) as err:
        state.apply(Retreat())
    assert err.value.key == "castle_risk.error.admiral_no_retreat"
    state = state.apply(Blitz(1))
    assert state.phase == "main"
    if state.owner["brittany"] == 0:
        assert "admiral" in state.hands[0] and state.armies["brittany"] >= 1
    else:
        assert "admiral" in state.discard


def eliminate_player_one(n: int = 3):
    extra = {"berlin": (2, 5)} if n == 3 else {}
    state = board([], n=n, london=(0, 40), paris=(1, 1), **extra)
    state.hidden[1] = ["wales"]
    state.hands[1] = ["general", "spy"]
    for c in state.hands[1]:
        state.deck.remove(c)
    state = state.apply(Attack("london", "paris"))
    while state.phase == "battle":
        state = state.apply(Blitz(1))
    if state.phase == "move_in":
        state = state.apply(MoveIn(state.pending["max"]))
    return state


def test_capturing_a_castle_eliminates_its_owner():
    state = eliminate_player_one()
    assert not state.alive[1]
    assert state.captured[0] == [state.chip_of[1]]
    assert all(state.owner[t] != 1 for t in MAP.ids)
    assert "general" in state.hands[0] and "spy" in state.hands[0]
    assert "wales" in state.hidden[0]
    assert state.income(0) >= 8


def test_the_conqueror_reoccupies_then_the_others_in_turn():
    state = eliminate_player_one()
    assert state.phase == "reoccupy" and state.current_player() == 0
    empties = empty_count(state)
    assert empties == len(MAP.empires["french"]) - 1
    target = next(t for t in MAP.ids if state.owner[t] == EMPTY)
    state = state.apply(Reoccupy("paris", target))
    assert state.owner[target] == 0 and state.armies[target] == 1
    state = state.apply(StopReoccupy())
    assert state.current_player() == 2
    with pytest.raises(IllegalAction) as err:
        state.apply(StopReoccupy())
    assert err.value.key == "castle_risk.error.must_reoccupy"
    while state.phase == "reoccupy":
        state = state.apply(state.legal_actions()[0])
    assert empty_count(state) == 0
    assert state.phase == "main" and state.current_player() == 0


def test_the_last_castle_holder_wins():
    state = eliminate_player_one(n=2)
    assert state.is_over() and state.winners() == [0]


def test_two_players_left_swap_their_diplomats():
    state = eliminate_player_one()
    state.hands[2] += ["diplomat"]
    state.deck.remove("diplomat")
    while state.phase == "reoccupy":
        state = state.apply(state.legal_actions()[0])
    state = state.apply(EndAttacks())
    while state.player == 0:
        state = state.apply(state.legal_actions()[0])
    assert state.diplomats_out
    assert all("diplomat" not in h for h in state.hands)
    assert state.card_count() == 48


def test_undo_is_impossible_once_a_defender_is_asked():
    state = board([], london=(0, 10), netherlands=(1, 5))
    state.hands[1] = ["marshal"]
    state.deck.remove("marshal")
    after = state.apply(Attack("london", "netherlands"))
    assert after.phase == "defend" and after.revealed
    quiet = board([], london=(0, 10), netherlands=(1, 5))
    assert not quiet.apply(Attack("london", "netherlands")).revealed


def test_hidden_armies_defend_when_revealed_in_the_defence():
    state = board([], london=(0, 20), netherlands=(1, 2))
    state.hidden[1] = ["netherlands"]
    state.track = 3  # the last Reinforcements played was the third: hidden armies are worth 5
    state = state.apply(Attack("london", "netherlands"))
    assert state.phase == "defend" and state.legal_actions() == [Defend(False, False), Defend(False, True)]
    state = state.apply(Defend(False, True))
    assert state.armies["netherlands"] == 2 + 5 and state.hidden[1] == []
    assert state.phase == "battle" and state.current_player() == 0


def test_attack_until_done_stops_at_the_chosen_count():
    state = board([], london=(0, 40), netherlands=(1, 60))
    state = state.apply(Attack("london", "netherlands")).apply(Blitz(25))
    assert state.phase == "battle"
    assert state.armies["london"] <= 25
    assert state.armies["london"] >= 25 - 2  # a battle costs at most two armies
    with pytest.raises(IllegalAction) as err:
        state.apply(Blitz(state.armies["london"]))
    assert err.value.key == "castle_risk.error.blitz_stop"


def test_a_lost_marshal_can_be_replaced_by_another():
    state = board([], london=(0, 60), netherlands=(1, 60))
    state.hands[1] = ["marshal", "marshal"]
    for _ in range(2):
        state.deck.remove("marshal")
    state = state.apply(Attack("london", "netherlands")).apply(Defend(True, False))
    for seed in range(200):
        state.rng.state = seed
        after = state.apply(Roll(3))
        if [1, "marshal"] not in after.table:
            break
    assert after.phase == "defend" and after.current_player() == 1
    assert after.hands[1] == ["marshal"]
    assert after.apply(Defend(True, False)).table.count([1, "marshal"]) == 1


def test_an_emptied_territory_is_entered_without_a_battle():
    state = board([], london=(0, 10), netherlands=(-1, 0))
    state = state.apply(Attack("london", "netherlands"))
    assert state.phase == "move_in" and state.pending == {"min": 1, "max": 9}
    state = state.apply(MoveIn(4))
    assert state.owner["netherlands"] == 0 and state.armies["netherlands"] == 4


def test_captured_castles_bring_eight_armies_a_turn():
    state = eliminate_player_one()
    while state.phase == "reoccupy":
        state = state.apply(state.legal_actions()[0])
    british = 4 if all(state.owner[t] == 0 for t in MAP.empires["british"]) else 0
    assert state.income(0) == 8 + british + (4 if all(state.owner[t] == 0 for t in MAP.empires["french"]) else 0)
