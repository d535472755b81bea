"""The turn, placement, the rows and the messenger, the end and the score pad."""

from __future__ import annotations

import pytest
from ludotheque.rules.chateau_combo.actions import (
    Buy,
    KeepGold,
    MoveMessenger,
    RefreshRow,
    StoreGold,
)
from ludotheque.rules.chateau_combo.data import CARDS, CARDS_OF, card_id
from ludotheque.rules.chateau_combo.state import ComboState, PlayerBoard
from ludotheque.rules.chateau_combo.tableau import Slot, Tableau
from ludotheque.rules.core import GameConfig, IllegalAction, Rng


def new(players: int = 2, seed: int = 0) -> ComboState:
    return ComboState.new(GameConfig(players, seed))


def tableau(cells: dict[tuple[int, int], str]) -> Tableau:
    return Tableau({cell: Slot(card_id(k.rstrip("!")), k.endswith("!")) for cell, k in cells.items()})


def refused(state: ComboState, action, key: str) -> IllegalAction:
    before = state.to_json()
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert err.value.key == f"chateau_combo.error.{key}"
    assert state.to_json() == before
    return err.value


def test_setup_two_keys_fifteen_gold_three_cards_a_row_messenger_in_village():
    state = new(4, seed=3)
    assert all((b.gold, b.keys, len(b.tableau)) == (15, 2, 0) for b in state.players)
    for loc in ("castle", "village"):
        assert len(state.rows[loc]) == 3 and len(state.decks[loc]) == 36
        assert all(CARDS[c].banner == loc for c in state.rows[loc] + state.decks[loc])
    assert state.messenger == "village"
    assert state.current_player() == state.first


def test_first_player_is_drawn_at_random():
    assert len({new(3, seed=s).first for s in range(30)}) == 3


def test_spend_a_key_to_move_the_messenger():
    state = new()
    p = state.turn
    state = state.apply(MoveMessenger())
    assert state.messenger == "castle" and state.players[p].keys == 1 and state.turn == p
    refused(state, RefreshRow(), "one_key")


def test_spend_a_key_to_refresh_the_messenger_row():
    state = new()
    old = list(state.rows["village"])
    state = state.apply(RefreshRow())
    assert state.discards["village"] == tuple(old)
    assert len(state.rows["village"]) == 3 and not set(old) & set(state.rows["village"])
    assert state.revealed


def test_no_key_no_key_action():
    state = new()
    state.players[state.turn].keys = 0
    refused(state, MoveMessenger(), "no_key")
    assert MoveMessenger() not in state.legal_actions()


def test_face_down_pays_six_gold_and_two_keys_and_keeps_the_messenger():
    state = new()
    p = state.turn
    card = state.rows["village"][0]
    state = state.apply(Buy(0, 0, 0, face_down=True))
    board = state.players[p]
    assert (board.gold, board.keys) == (21, 4)
    assert board.tableau.slots[(0, 0)] == Slot(card, True, 0)
    assert state.messenger == "village"


def test_messenger_icon_sends_the_messenger_to_the_other_row():
    state = new()
    state.rows["village"][0] = card_id("Farmhand")  # cost 0, messenger to the castle
    state = state.apply(Buy(0, 0, 0))
    assert state.messenger == "castle"


def test_bought_card_is_paid_and_the_row_refilled():
    state = new()
    p = state.turn
    state.rows["village"][1] = card_id("Stonemason")  # cost 3
    state = state.apply(Buy(1, 0, 0))
    assert state.players[p].gold == 12
    assert None not in state.rows["village"] and len(state.decks["village"]) == 35
    assert state.turn == (p + 1) % 2


def test_unaffordable_card_is_refused_with_its_cost():
    state = new()
    state.players[state.turn].gold = 3
    state.rows["village"][0] = card_id("Brigand")  # cost 7
    err = refused(state, Buy(0, 0, 0), "too_expensive")
    assert err.params == {"cost": 7, "gold": 3}
    assert Buy(0, 0, 0, True) in state.legal_actions()


def test_first_card_goes_to_the_origin():
    refused(new(), Buy(0, 1, 0), "first_card_origin")


def test_card_must_touch_a_card_of_the_tableau():
    state = new()
    state.players[state.turn].tableau = tableau({(0, 0): "Beggar"})
    refused(state, Buy(0, 1, 1), "not_adjacent")
    refused(state, Buy(0, 0, 0), "cell_taken")


def test_never_a_fourth_card_in_a_row_or_column():
    state = new()
    state.players[state.turn].tableau = tableau({(0, 0): "Beggar", (0, 1): "Baker", (0, 2): "Traveler"})
    refused(state, Buy(0, 0, 3), "grid_too_big")
    refused(state, Buy(0, 0, -1), "grid_too_big")
    cells = state.players[state.turn].tableau.free_cells()
    assert sorted(cells) == [(-1, 0), (-1, 1), (-1, 2), (1, 0), (1, 1), (1, 2)]


def test_discounts_add_up_and_never_go_below_zero():
    state = new()
    p = state.turn
    state.players[p].tableau = tableau({(0, 0): "Squire", (0, 1): "Armorer", (0, 2): "Stonemason"})
    assert state.cost_for(p, card_id("Brigand")) == 7 - 3  # village: 1 + 1 + 1
    assert state.cost_for(p, card_id("Patron")) == 7 - 2  # castle: 1 + 1
    assert state.cost_for(p, card_id("Beggar")) == 0


def test_face_down_cards_give_no_discount():
    state = new()
    state.players[0].tableau = tableau({(0, 0): "Squire!"})
    assert state.cost_for(0, card_id("Brigand")) == 7


def test_empty_deck_reshuffles_its_discards():
    state = new()
    state.discards["village"] = tuple(state.decks["village"][:-1])
    state.decks["village"] = state.decks["village"][-1:]
    state = state.apply(RefreshRow())
    assert len(state.rows["village"]) == 3 and None not in state.rows["village"]
    assert "chateau_combo.log.reshuffle" in [e.key for e in state.events]
    pool = [*state.decks["village"], *state.discards["village"], *state.rows["village"]]
    assert sorted(pool) == sorted(CARDS_OF["village"])


def test_exhausted_location_leaves_the_game_and_fixes_the_messenger():
    state = new()
    state.messenger = "castle"
    state.decks["castle"] = []
    state.discards["castle"] = ()
    gone = list(state.rows["castle"])
    state = state.apply(Buy(0, 0, 0, True))  # the castle row cannot be completed
    assert state.exhausted == ("castle",) and state.rows["castle"] == []
    assert state.removed == tuple(gone[1:]) and state.messenger == "village"
    refused(state, MoveMessenger(), "messenger_fixed")
    assert RefreshRow() in state.legal_actions()


def test_game_ends_after_nine_cards_each_then_gold_is_stored():
    state = new(2, seed=5)
    while state.phase == "play":
        actions = [a for a in state.legal_actions() if isinstance(a, Buy) and a.face_down]
        state = state.apply(actions[0] if actions else state.legal_actions()[0])
    assert all(len(b.tableau) == 9 for b in state.players)
    assert state.phase in ("store", "over")


def test_leftover_gold_goes_on_purses_up_to_capacity():
    state = new()
    state.phase = "store"
    state.turn = state.first = 0
    state.players[0] = PlayerBoard(10, 0, tableau({(0, 0): "Potter", (0, 1): "Beggar"}))
    state.players[1] = PlayerBoard(0, 0, tableau({(0, 0): "Beggar"}))
    refused(state, StoreGold(0, 0, 5), "purse_full")
    refused(state, StoreGold(0, 1, 1), "not_purse")
    state = state.apply(StoreGold(0, 0, 4))
    assert state.is_over()  # full purse: nothing more to store; player 1 has no gold
    assert state.players[0].gold == 6 and state.scores()[0] == 8


def test_keep_gold_ends_storing():
    state = new()
    state.phase = "store"
    state.turn = state.first = 0
    state.players[0] = PlayerBoard(10, 0, tableau({(0, 0): "Potter"}))
    state.players[1] = PlayerBoard(3, 0, tableau({(0, 0): "Beekeeper"}))
    state = state.apply(KeepGold())
    assert state.turn == 1 and not state.is_over()
    state = state.apply(StoreGold(0, 0, 3))
    assert state.is_over()


def test_tie_goes_to_most_gold_left_then_shared():
    state = new()
    state.players[0] = PlayerBoard(4, 3, Tableau())
    state.players[1] = PlayerBoard(2, 3, Tableau())
    assert state.winners() == [0]
    state.players[1].gold = 4
    assert state.winners() == [0, 1]


def test_score_pad_worked_example_louison_75():
    """The sheet's example: 9, 12, 11, 9, 4, 5, 6, 0, 8 and 11 keys make 75."""
    tab = tableau({
        (0, 0): "Judge", (0, 1): "HisHoliness", (0, 2): "Locksmith",
        (1, 0): "Clockmaker", (1, 1): "Sculptor", (1, 2): "SpiceMerchant",
        (2, 0): "Banker", (2, 1): "Beggar!", (2, 2): "MiraculouslyCured",
    })
    tab.add_gold((1, 1), 2)
    tab.add_gold((2, 2), 4)
    state = new()
    state.players[0] = PlayerBoard(3, 11, tab)
    pad = state.score_pad(0)
    assert [line["points"] for line in pad] == [9, 12, 11, 9, 4, 5, 6, 0, 8, 11]
    assert pad[7]["face_down"] and pad[-1]["keys"] == 11
    assert state.scores()[0] == 75


def test_every_card_is_somewhere_exactly_once():
    state = new(5, seed=8)
    rng = Rng(1)
    while not state.is_over():
        state.apply_in_place(rng.choice(state.legal_actions()))
        places = [*state.removed, *(c for loc in state.rows for c in state.rows[loc] if c is not None)]
        for loc in ("castle", "village"):
            places += [*state.decks[loc], *state.discards[loc]]
        places += [s.card for b in state.players for s in b.tableau.slots.values()]
        assert sorted(places) == list(range(78))


@pytest.mark.parametrize("data", [
    {"type": "Buy", "index": "0", "row": 0, "col": 0},
    {"type": "Buy", "index": 0, "row": 0.5, "col": 0},
    {"type": "StoreGold", "row": 0, "col": 0, "amount": None},
    {"type": "FillPurses", "cells": [[0, "a"]]},
    {"type": "Nope"},
])
def test_malformed_actions_are_refused_not_crashing(data):
    state = new()
    before = state.to_json()
    with pytest.raises(IllegalAction) as err:
        state.apply(state.decode_action(data))
    assert err.value.key == "core.error.bad_action"
    assert state.to_json() == before


def test_neighbour_effect_reads_the_better_side_not_the_far_seat():
    state = new(4, seed=1)
    state.turn = 0
    state.players[0].gold = 10
    state.players[1].tableau = tableau({(0, 0): "Scribe"})  # right: 1 religious
    state.players[3].tableau = tableau({(0, 0): "MotherSuperior", (0, 1): "Nun"})  # left: 3
    state.players[2].tableau = tableau({(0, 0): "MotherSuperior", (0, 1): "Monk", (0, 2): "Sculptor"})  # across: 4
    state.messenger = "village"
    state.rows["village"][0] = card_id("Witch")  # 1 key per religious crest of the best neighbour
    state = state.apply(Buy(0, 0, 0))
    assert state.players[0].keys == 2 + 3


def test_a_gain_of_nothing_is_logged_as_nothing_not_as_zero():
    """A "per" gain with nothing to count (the Templar with no matching card) tells the
    table the player gains nothing, never "gains 0 gold"."""
    from ludotheque.rules.session import Seat, Session

    for seed in range(40):
        session = Session.create("chateau-combo", [Seat.parse("random") for _ in range(3)], seed=seed)
        while not session.state.is_over():
            session.play_ai_turn()
        keys = [(e.event.key, e.event.params.get("amount")) for e in session.log]
        assert ("chateau_combo.log.gain", 0) not in keys
        if any(k.startswith("chateau_combo.log.gain_no_") for k, _ in keys):
            return
    raise AssertionError("no game of 40 had a gain of nothing")
