"""Attacks, battles, annexing and castles (sheet, L'ATTAQUE and after)."""

from __future__ import annotations

import pytest
from ludotheque.rules.castle_risk.actions import (
    Attack,
    Blitz,
    DefendDice,
    EndAttacks,
    MoveIn,
    PlayDiplomat,
    PlayGeneral,
    PlayMarshal,
    Reoccupy,
    Retreat,
    RevealHidden,
    Roll,
    StopReoccupy,
)
from ludotheque.rules.castle_risk.data import EMPTY, MAP
from ludotheque.rules.castle_risk.phases import MovingIn
from ludotheque.rules.castle_risk.shared import at_truce, income
from ludotheque.rules.core import IllegalAction
from test_castle_risk_helpers import after_setup, arrange, card_count, empty_count, main_phase

CASTLES = ["london", "paris", "berlin"]


def board(hand: list[str], n: int = 3, seed: int = 1, **owners):
    state = after_setup(n, seed)
    main_phase(state, 0, hand)
    layout = {t: (0, 2) for t in MAP.empires["british"]}
    layout.update({t: (1, 2) for t in MAP.empires["french"]})
    layout.update({t: tuple(v) for t, v in owners.items()})
    arrange(state, layout, CASTLES[:n], rest=2 if n > 2 else 1)
    return state


def answered(state):
    """The defender answers every question with the most dice he may throw."""
    while state.phase == "defend":
        state = state.apply(DefendDice(min(2, state.armies[state.attack.target])))
    return state


def roll(state, dice: int):
    return answered(state.apply(Roll(dice)))


def blitz(state, stop_at: int = 1):
    return answered(state.apply(Blitz(stop_at)))


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
    assert state.phase == "battle"
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
    state = roll(state, 1)
    if state.phase == "battle":
        assert state.apply(Retreat()).phase == "main"


def test_conquest_moves_in_at_least_the_dice_rolled():
    state = board([], london=(0, 20), netherlands=(1, 1))
    state = state.apply(Attack("london", "netherlands"))
    for seed in range(50):
        state.rng.state = seed
        after = roll(state, 3)
        if after.phase == "move_in":
            break
    assert after.pending == MovingIn(3, 19)
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
    state = roll(state, 3)
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
    state = state.apply(Attack("london", "netherlands")).apply(Roll(3))
    assert state.phase == "defend" and state.current_player() == 1
    state = state.apply(PlayMarshal())
    state.rng.state = seed
    state = state.apply(DefendDice(2))
    lb = state.last_battle
    lost = lb["attack"][0] > lb["defence"][0] + 1
    assert ([1, "marshal"] in state.table) == (not lost)


def test_admiral_attack_is_fought_to_the_end():
    state = board(["admiral"], london=(0, 12), brittany=(1, 3))
    state = state.apply(Attack("london", "brittany", by_sea=True, armies=6))
    assert state.armies["london"] == 6 and state.attack.committed == 6
    assert "admiral" not in state.hands[0]
    with pytest.raises(IllegalAction) as err:
        state.apply(Retreat())
    assert err.value.key == "castle_risk.error.admiral_no_retreat"
    state = blitz(state)
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
        state = blitz(state)
    if state.phase == "move_in":
        state = state.apply(MoveIn(state.pending.high))
    return state


def test_capturing_a_castle_eliminates_its_owner():
    state = eliminate_player_one()
    assert not state.alive[1]
    assert state.captured[0] == [state.chip_of[1]]
    assert all(state.owner[t] != 1 for t in MAP.ids)
    assert "general" in state.hands[0] and "spy" in state.hands[0]
    assert "wales" in state.hidden[0]
    assert income(state, 0) >= 8


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
    assert state.end_reason() == ("castle_risk.end.castles", {"player": 0})  # the sheet's victory


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
    assert card_count(state) == 48


def test_two_players_left_keep_a_running_truce_for_its_full_round():
    """« on termine le tour, puis chacun jette toutes les cartes de Diplomate qu'il a en
    main » and « LA TRÊVE PRODUIT SON EFFET PENDANT UN TOUR COMPLET DE JEU »: only the
    Diplomats in hand go; the truce played this turn still binds the other's next turn."""
    state = board(["diplomat", "diplomat"], london=(0, 40), paris=(1, 1), netherlands=(2, 6))
    state.hands[2] = ["diplomat", "general"]
    for card in state.hands[2]:
        state.deck.remove(card)
    state = state.apply(PlayDiplomat(2))
    state = blitz(state.apply(Attack("london", "paris")))
    if state.phase == "move_in":
        state = state.apply(MoveIn(state.pending.high))
    assert not state.alive[1] and state.shrink_pending
    while state.phase == "reoccupy":
        state = state.apply(state.legal_actions()[0])
    state = state.apply(EndAttacks())
    while state.player == 0:
        state = state.apply(state.legal_actions()[0])
    assert state.player == 2 and state.diplomats_out
    assert all("diplomat" not in h for h in state.hands)
    assert "general" in state.hands[2] and len(state.hands[2]) >= 4  # swapped, then drawn
    assert card_count(state) == 48
    assert at_truce(state, 2, 0)
    with pytest.raises(IllegalAction) as err:
        state.apply(Attack("netherlands", "london"))
    assert err.value.key == "castle_risk.error.truce"
    state = state.apply(EndAttacks())
    while state.player == 2:
        state = state.apply(state.legal_actions()[0])
    assert state.player == 0 and not at_truce(state, 0, 2)


def test_every_defender_is_asked_the_same_way_so_nothing_is_revealed():
    """« Le défenseur peut jeter un ou deux dés blancs pour chaque bataille »: the question
    comes before every battle, whether or not he holds a Marshal or hidden armies there."""
    for hand, hidden in (([], []), (["marshal"], ["netherlands"])):
        state = board([], london=(0, 10), netherlands=(1, 5))
        state.hands[1], state.hidden[1] = list(hand), list(hidden)
        for card in hand:
            state.deck.remove(card)
        after = state.apply(Attack("london", "netherlands"))
        assert after.phase == "battle" and not after.revealed
        after = after.apply(Roll(3))
        assert after.phase == "defend" and after.current_player() == 1 and not after.revealed
        assert not after.shows_private(1)  # a public question: no pass screen in hot seat


def test_the_defender_chooses_one_die_or_two_for_each_battle():
    """« Le défenseur peut jeter un ou deux dés blancs pour chaque bataille. Pour jeter deux
    dés, le défenseur doit cependant avoir au moins deux armées sur le territoire attaqué. »"""
    state = board([], london=(0, 30), netherlands=(1, 5))
    state = state.apply(Attack("london", "netherlands")).apply(Roll(3))
    assert state.legal_actions() == [DefendDice(1), DefendDice(2)]
    one = state.apply(DefendDice(1))
    assert len(one.last_battle["defence"]) == 1 and len(one.last_battle["attack"]) == 3
    assert one.last_battle["attacker_losses"] + one.last_battle["defender_losses"] == 1
    assert one.phase == "battle" and one.current_player() == 0
    two = state.apply(DefendDice(2))
    assert len(two.last_battle["defence"]) == 2
    assert two.last_battle["attacker_losses"] + two.last_battle["defender_losses"] == 2
    lone = board([], london=(0, 30), netherlands=(1, 1))
    lone = lone.apply(Attack("london", "netherlands")).apply(Roll(2))
    assert lone.legal_actions() == [DefendDice(1)]
    with pytest.raises(IllegalAction) as err:
        lone.apply(DefendDice(2))
    assert err.value.key == "castle_risk.error.defend_dice"


def test_until_done_asks_the_defender_before_each_battle():
    state = board([], london=(0, 30), netherlands=(1, 9))
    state = state.apply(Attack("london", "netherlands")).apply(Blitz(1))
    battles = 0
    while state.phase == "defend":
        assert state.pending.blitz == 1 and state.pending.dice == 3
        state = state.apply(DefendDice(1))
        battles += 1
    assert battles >= 3  # nine defenders, one die each: at most one falls per battle
    assert state.phase in ("move_in", "main")


def test_hidden_armies_defend_before_any_battle_of_the_attack():
    """« Utilisées une seule fois, à tout moment pendant le jeu, pour défendre le territoire
    qu'elles occupent »: not only when the attack starts, before any of its battles."""
    state = board([], london=(0, 20), netherlands=(1, 3))
    state.hidden[1] = ["netherlands"]
    state.track = 3  # the last Reinforcements played was the third: hidden armies are worth 5
    state = state.apply(Attack("london", "netherlands")).apply(Roll(3))
    assert state.legal_actions() == [DefendDice(1), DefendDice(2), RevealHidden("netherlands")]
    for seed in range(100):
        state.rng.state = seed
        later = state.apply(DefendDice(2))
        if later.phase == "battle":
            break
    later = later.apply(Roll(3))  # the second battle of the same attack
    armies = later.armies["netherlands"]
    assert RevealHidden("netherlands") in later.legal_actions()
    later = later.apply(RevealHidden("netherlands"))
    assert later.armies["netherlands"] == armies + 5 and later.hidden[1] == []
    assert later.phase == "defend" and later.current_player() == 1
    assert later.legal_actions() == [DefendDice(1), DefendDice(2)]


def test_hidden_armies_defend_only_their_own_territory():
    state = board([], london=(0, 20), netherlands=(1, 2), belgium=(1, 2))
    state.hidden[1] = ["belgium"]
    state = state.apply(Attack("london", "netherlands")).apply(Roll(3))
    with pytest.raises(IllegalAction) as err:
        state.apply(RevealHidden("belgium"))
    assert err.value.key == "castle_risk.error.reveal_elsewhere"


def test_attack_until_done_stops_at_the_chosen_count():
    state = board([], london=(0, 40), netherlands=(1, 60))
    state = blitz(state.apply(Attack("london", "netherlands")), 25)
    assert state.phase == "battle"
    assert state.armies["london"] <= 25
    assert state.armies["london"] >= 25 - 2  # a battle costs at most two armies
    with pytest.raises(IllegalAction) as err:
        state.apply(Blitz(state.armies["london"]))
    assert err.value.key == "castle_risk.error.blitz_stop"


def test_a_lost_marshal_can_be_replaced_by_another():
    """« Vous pouvez alors jouer une nouvelle carte Maréchal si vous le souhaitez »: at the
    next battle's question, since a Marshal is played before the dice are thrown."""
    state = board([], london=(0, 60), netherlands=(1, 60))
    state.hands[1] = ["marshal", "marshal"]
    for _ in range(2):
        state.deck.remove("marshal")
    state = state.apply(Attack("london", "netherlands")).apply(Roll(3)).apply(PlayMarshal())
    assert PlayMarshal() not in state.legal_actions()  # one at a time
    for seed in range(200):
        state.rng.state = seed
        after = state.apply(DefendDice(2))
        if [1, "marshal"] not in after.table:
            break
    assert after.phase == "battle" and after.hands[1] == ["marshal"]
    after = after.apply(Roll(3))
    assert after.phase == "defend" and after.current_player() == 1
    assert PlayMarshal() in after.legal_actions()
    assert after.apply(PlayMarshal()).table.count([1, "marshal"]) == 1


def test_an_emptied_territory_is_entered_without_a_battle():
    state = board([], london=(0, 10), netherlands=(-1, 0))
    state = state.apply(Attack("london", "netherlands"))
    assert state.phase == "move_in" and state.pending == MovingIn(1, 9)
    state = state.apply(MoveIn(4))
    assert state.owner["netherlands"] == 0 and state.armies["netherlands"] == 4


def test_captured_castles_bring_eight_armies_a_turn():
    state = eliminate_player_one()
    while state.phase == "reoccupy":
        state = state.apply(state.legal_actions()[0])
    british = 4 if all(state.owner[t] == 0 for t in MAP.empires["british"]) else 0
    assert income(state, 0) == 8 + british + (4 if all(state.owner[t] == 0 for t in MAP.empires["french"]) else 0)
