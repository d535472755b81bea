"""What the board asks the rules (issue 25): where the next card may go, which turn it
is, the storing move of "Store all", a pending decision typed, and a refusal."""

from __future__ import annotations

import json

from ludotheque.rules.chateau_combo.actions import Buy, KeepGold, StoreGold
from ludotheque.rules.chateau_combo.asks import card_turn, open_cells, store_all
from ludotheque.rules.chateau_combo.data import card_id
from ludotheque.rules.chateau_combo.phases import Pending, PendingKind, Phase, pending_of
from ludotheque.rules.chateau_combo.state import ComboState, PlayerBoard
from ludotheque.rules.chateau_combo.tableau import Slot, Tableau
from ludotheque.rules.core import GameConfig


def new(players: int = 2, seed: int = 0) -> ComboState:
    return ComboState.new(GameConfig(players, seed))


def full_tableau() -> Tableau:
    return Tableau({(r, c): Slot(card_id("Potter")) for r in range(3) for c in range(3)})


def test_the_first_card_goes_to_the_origin_and_a_full_tableau_takes_no_more():
    state = new()
    assert open_cells(state, state.turn) == [(0, 0)]
    state.players[state.turn] = PlayerBoard(5, 0, full_tableau())
    assert open_cells(state, state.turn) == []


def test_no_cell_is_open_once_recruiting_is_over():
    state = new()
    state.phase = Phase.STORE
    assert open_cells(state, state.turn) == []


def test_the_turn_counts_the_cards_laid_and_a_pending_choice_stays_in_its_turn():
    state = new()
    assert card_turn(state) == 1
    state.players[state.turn] = PlayerBoard(5, 0, Tableau({(0, 0): Slot(card_id("Potter"))}))
    assert card_turn(state) == 2
    state.pending = Pending(PendingKind.CHOOSE, card_id("Potter"), 0, cell=(0, 0), options=2)
    assert card_turn(state) == 1
    state.players[state.turn] = PlayerBoard(5, 0, full_tableau())
    state.pending = None
    assert card_turn(state) == 9  # never a tenth


def test_store_all_fills_the_first_purse_with_room_then_keeps_the_rest():
    state = new()
    state.phase, state.turn = Phase.STORE, 0
    state.players[0] = PlayerBoard(10, 0, Tableau({(0, 0): Slot(card_id("Potter")), (0, 1): Slot(card_id("Beggar"))}))
    assert store_all(state) == StoreGold(0, 0, 4)  # a Potter's purse holds four
    state.players[0].gold = 0
    assert store_all(state) == KeepGold()


def test_a_pending_decision_reads_typed_and_saves_as_plain_strings():
    record = {"kind": "discard", "card": 3, "cell": [0, 0], "effect": 1, "row": "castle"}
    pending = pending_of(record)
    assert pending is not None and pending.kind == PendingKind.DISCARD and pending.row == "castle"
    assert pending_of(None) is None
    state = new()
    assert json.dumps(state.to_json()["phase"]) == '"play"'  # old saves and new ones alike


def test_a_refusal_is_the_reason_check_action_gives():
    state = new()
    nowhere = Buy(0, 5, 5, False)
    err = state.refusal(nowhere)
    assert err is not None and err.key.startswith("chateau_combo.error.") and not state.is_legal(nowhere)
    legal = state.legal_actions()[0]
    assert state.refusal(legal) is None and state.is_legal(legal)
