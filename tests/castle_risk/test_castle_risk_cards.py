"""The turn and the cards (sheet, TOUR D'UN JOUEUR and LES CARTES)."""

from __future__ import annotations

import pytest
from ludotheque.rules.castle_risk import turn
from ludotheque.rules.castle_risk.actions import (
    Attack,
    CounterSpy,
    DefendDice,
    EndAttacks,
    Place,
    PlayDiplomat,
    PlayReinforcement,
    PlaySpy,
    RevealHidden,
    Roll,
    SpyDiscard,
)
from ludotheque.rules.castle_risk.data import MAP
from ludotheque.rules.castle_risk.phases import Placing
from ludotheque.rules.castle_risk.shared import at_truce, hidden_value, income, territories_of
from ludotheque.rules.core import IllegalAction
from test_castle_risk_helpers import after_setup, arrange, card_count, main_phase

# A small arranged map: player 0 in the British Empire, player 1 in France, 2 in Germany.
CASTLES = ["london", "paris", "berlin"]


def three_player_board(hand: list[str], seed: int = 1):
    state = after_setup(3, seed)
    main_phase(state, 0, hand)
    owners = {t: (0, 3) for t in MAP.empires["british"]}
    owners.update({t: (1, 3) for t in MAP.empires["french"]})
    owners["london"] = (0, 10)
    arrange(state, owners, CASTLES, rest=2)
    return state


def test_turn_tops_hand_up_to_three_then_draws_one():
    state = three_player_board([])
    state.hands[1] = ["spy"]
    state.deck.remove("spy")
    turn.start_turn(state, 1)
    assert len(state.hands[1]) == 4
    assert state.revealed


def test_reinforcements_follow_the_track():
    state = three_player_board(["reinforcement", "reinforcement"])
    state = state.apply(PlayReinforcement())
    assert state.phase == "place" and state.pending.count == 3
    state = state.apply(Place("london", 3))
    assert state.phase == "main" and state.track == 1
    state = state.apply(PlayReinforcement())
    assert state.pending.count == 4


def test_reinforcements_only_before_the_first_attack():
    state = three_player_board(["reinforcement"])
    state.attacked = True
    with pytest.raises(IllegalAction) as err:
        state.apply(PlayReinforcement())
    assert err.value.key == "castle_risk.error.after_attack"


def test_hidden_armies_are_worth_the_last_track_value():
    state = three_player_board([])
    state.hidden[0] = ["wales"]
    assert hidden_value(state) == 3
    state.track = 5
    after = state.apply(RevealHidden("wales"))
    assert after.armies["wales"] == 3 + 7
    assert after.hidden[0] == []
    with pytest.raises(IllegalAction):
        after.apply(RevealHidden("wales"))


def test_hidden_armies_need_the_territory_occupied():
    state = three_player_board([])
    state.hidden[0] = ["brittany"]
    with pytest.raises(IllegalAction) as err:
        state.apply(RevealHidden("brittany"))
    assert err.value.key == "castle_risk.error.hidden_not_held"


def test_spy_looks_at_a_hand_and_discards_one_card():
    state = three_player_board(["spy"])
    state.hands[1] = ["marshal", "general"]
    for c in state.hands[1]:
        state.deck.remove(c)
    state = state.apply(PlaySpy(1)).apply(CounterSpy(False))
    assert state.phase == "spy_pick" and state.current_player() == 0
    assert state.view(0)["pending"]["spied_hand"] == ["general", "marshal"]
    assert "spied_hand" not in state.view(2)["pending"]
    state = state.apply(SpyDiscard("marshal"))
    assert state.hands[1] == ["general"]
    assert state.discard[-2:] == ["spy", "marshal"]
    assert state.phase == "main" and state.current_player() == 0


def test_every_spy_target_is_asked_so_nobody_learns_whether_he_holds_a_spy():
    """« Une carte Espion peut également être utilisée en défense contre une carte Espion
    d'un adversaire »: every target is asked, holding a Spy or not, and what the table sees
    (the phase, who decides, the public view) is the same either way."""
    seen = []
    for hand in (["general"], ["spy"]):
        state = three_player_board(["spy"])
        state.hands[1] = list(hand)
        state.deck.remove(hand[0])
        state = state.apply(PlaySpy(1))
        assert state.phase == "spy_counter" and state.current_player() == 1
        assert not state.revealed
        public = state.view(2)
        seen.append({k: v for k, v in public.items() if k not in ("deck", "discard")})
        assert state.legal_actions()[0] == CounterSpy(False)
    assert seen[0] == seen[1]


@pytest.mark.parametrize("when", ["place", "battle"])
def test_the_spy_is_played_at_any_time_during_your_turn(when):
    """« Vous pouvez jouer un ou plusieurs espions à tout moment pendant votre tour »: while
    placing armies and between the battles of an attack too; that decision then resumes."""
    state = three_player_board(["spy", "spy", "reinforcement"])
    state.hands[1] = ["general", "admiral"]
    for c in state.hands[1]:
        state.deck.remove(c)
    if when == "place":
        state = state.apply(PlayReinforcement())
        before = state.pending
    else:
        state.owner["brittany"], state.armies["brittany"] = 1, 6
        state = state.apply(Attack("london", "paris")).apply(Roll(2))
        state = state.apply(DefendDice(2))
        before = state.pending
    assert state.phase == when and PlaySpy(1) in state.legal_actions()
    state = state.apply(PlaySpy(1)).apply(CounterSpy(False)).apply(SpyDiscard("admiral"))
    assert state.hands[1] == ["general"]
    assert state.phase == when and state.current_player() == 0 and state.pending == before
    assert PlaySpy(2) in state.legal_actions()  # the second Spy


def test_spy_is_cancelled_by_the_targets_spy():
    state = three_player_board(["spy"])
    state.hands[1] = ["spy", "admiral"]
    for c in state.hands[1]:
        state.deck.remove(c)
    state = state.apply(PlaySpy(1))
    assert state.phase == "spy_counter" and state.current_player() == 1
    state = state.apply(CounterSpy(True))
    assert state.hands[1] == ["admiral"]
    assert state.discard.count("spy") == 2
    assert state.current_player() == 0 and state.phase == "main"


def test_diplomat_truce_lasts_one_full_round():
    state = three_player_board(["diplomat"])
    state.owner["burgundy"], state.armies["burgundy"] = 1, 1
    state.owner["paris"], state.armies["paris"] = 1, 3
    state = state.apply(PlayDiplomat(1))
    with pytest.raises(IllegalAction) as err:
        state.apply(Attack("london", "paris"))
    assert err.value.key == "castle_risk.error.truce"
    state = state.apply(EndAttacks())
    while state.phase == "place":
        state = state.apply(state.legal_actions()[0])
    assert state.player == 1 and at_truce(state, 1, 0)
    assert "diplomat" in state.discard
    with pytest.raises(IllegalAction):
        state.apply(Attack("paris", "london"))
    state = state.apply(EndAttacks())
    while state.player != 0:
        state = state.apply(state.legal_actions()[-1] if state.phase == "main" else state.legal_actions()[0])
    assert not at_truce(state, 0, 1)


def test_no_diplomat_with_two_players():
    state = after_setup(2, 3)
    main_phase(state, 0, [])
    state.hands[0] = ["diplomat"]  # cannot be in a two-player deck: forced for the test
    with pytest.raises(IllegalAction) as err:
        state.check_action(PlayDiplomat(1))
    assert err.value.key == "castle_risk.error.no_diplomat_two"


def test_new_troops_four_per_empire_six_for_independents_eight_per_chip():
    state = three_player_board([])
    assert income(state, 0) == 4  # the whole British Empire
    for t in MAP.independents:
        state.owner[t] = 0
    assert income(state, 0) == 4 + 6
    state.captured[0] = ["german"]
    assert income(state, 0) == 4 + 6 + 8


def test_receiving_troops_ends_the_turn():
    state = three_player_board([])
    state = state.apply(EndAttacks())
    assert state.phase == "place" and state.pending == Placing(4, "troops")
    state = state.apply(Place("london", 4))
    assert state.player == 1 and state.phase == "main"


def test_cards_are_conserved_through_a_turn():
    state = three_player_board(["spy", "reinforcement"])
    total = card_count(state)
    state.hands[1] = ["general"]
    state.deck.remove("general")
    for action in (PlaySpy(1), CounterSpy(False), SpyDiscard("general"), PlayReinforcement(),
                   Place("london", 3), EndAttacks(), Place("wales", 4)):
        state = state.apply(action)
        assert card_count(state) == total == 48


def test_a_game_that_can_no_longer_change_ends_on_castles_then_territories():
    state = after_setup(2, 5)
    main_phase(state, 0, [])
    # Alternate owners so nobody holds a whole empire; one army everywhere: no attack
    # is possible, no troops arrive, and every Reinforcements card is on the track.
    owners = {t: (i % 2, 1) for i, t in enumerate(MAP.ids)}
    arrange(state, owners, ["london", "paris"])
    state.owner["london"], state.owner["paris"] = 0, 1
    flip = next(t for t in MAP.ids if state.owner[t] == 1 and t != "paris")
    state.owner[flip] = 0  # one territory more for player 0
    state.track = 12
    state.deck = [c for c in state.deck if c != "reinforcement"]
    assert income(state, 0) == income(state, 1) == 0
    state = state.apply(EndAttacks())
    assert state.is_over() and state.stalemate
    assert len(territories_of(state, 0)) > len(territories_of(state, 1))
    assert state.winners() == [0]
    assert state.outcome().reason == "castle_risk.end.stalemate" and state.outcome().ranking == (0, 1)


def test_a_stalemate_says_what_decided_the_order():
    """The sheet ends the game only when « le joueur qui prend le contrôle de tous les jetons
    de château » remains; a game that can no longer change stops, and castles, then
    territories, then armies rank the players (our ruling), which the results name."""
    state = after_setup(3, 5)
    main_phase(state, 0, [])
    arrange(state, {t: (i % 3, 1) for i, t in enumerate(MAP.ids)}, CASTLES)
    for p, castle in enumerate(CASTLES):
        state.owner[castle] = p
    tied = max(state.standing(p) for p in range(3))
    leaders = [p for p in range(3) if state.standing(p) == tied]
    if len(leaders) > 1:
        assert state.decided_by() is None
    flip = next(t for t in MAP.ids if state.owner[t] == 1 and t != "paris")
    state.owner[flip] = 0
    state.track = 12
    state.deck = [c for c in state.deck if c != "reinforcement"]
    state = state.apply(EndAttacks())
    assert state.is_over() and state.stalemate and state.winners() == [0]
    assert state.decided_by() == ("territories", len(territories_of(state, 0)),
                                  max(len(territories_of(state, p)) for p in (1, 2)))


def test_the_spy_discard_is_checked_from_the_spys_own_view():
    """Issue 31: in the spy's view the target's hand is a count; the click path asks the
    rules from that view (asks.refusal), which crashed with a TypeError on every card."""
    from ludotheque.rules.castle_risk import asks

    state = three_player_board(["spy"])
    state.hands[1] = ["marshal", "general"]
    for c in state.hands[1]:
        state.deck.remove(c)
    state = state.apply(PlaySpy(1)).apply(CounterSpy(False))
    view = state.view(0)
    assert isinstance(view["hands"][1], int)
    assert asks.refusal(view, SpyDiscard("marshal")) is None
    assert asks.refusal(view, SpyDiscard("admiral")).key == "castle_risk.error.not_in_hand"
    seen = state.seen_by(0)
    seen.check_action(SpyDiscard("general"))
