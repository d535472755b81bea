"""The board's view model (issue 25): `screen.describe` turns what a seat sees, its legal
actions and the UI's selection into a frozen `Screen`; a click maps to an action through
it; what it shows is what the rules answer, and it is the same drawn from the seat's view
as from anything else that view came from."""

from __future__ import annotations

import dataclasses

import pytest
from ludotheque.client.scenes.chateau_combo.screen import (
    Pick,
    Picked,
    PickPurse,
    Play,
    Refuse,
    Screen,
    describe,
)
from ludotheque.rules.chateau_combo.actions import Buy, DiscardFromRow, FillPurses, StoreGold
from ludotheque.rules.chateau_combo.asks import card_turn, open_cells, price, store_all
from ludotheque.rules.chateau_combo.data import LOCATIONS, card_id
from ludotheque.rules.chateau_combo.phases import Pending, PendingKind, Phase
from ludotheque.rules.chateau_combo.scoring import card_points
from ludotheque.rules.chateau_combo.state import ComboState
from ludotheque.rules.chateau_combo.tableau import Slot
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.session import Seat, Session

NOTHING = Picked()


def screen_for(state: ComboState, picked: Picked = NOTHING, viewer: int | None = None) -> Screen:
    seen = state.seen_by(viewer if viewer is not None else state.turn)
    me = viewer if viewer is not None else state.turn
    return describe(seen, seen.legal_actions(), picked, me=me, can_act=True, scores=seen.scores())


def played(seed: int, plies: int) -> ComboState:
    session = Session.create("chateau-combo", [Seat.parse("random")] * 3, seed=seed)
    for _ in range(plies):
        if session.is_over():
            break
        session.play_ai_turn()
    return session.state


@pytest.mark.parametrize("plies", [0, 7, 19, 40])
def test_the_screen_shows_what_the_rules_answer(plies: int) -> None:
    state = played(4, plies)
    screen = screen_for(state)
    me = state.turn
    assert screen.phase == Phase(state.phase) and screen.messenger == state.messenger
    assert screen.turn_no == card_turn(state) and screen.current == state.current_player()
    assert screen.legal == tuple(state.legal_actions())
    for line in screen.rows:
        assert line.cards == tuple(state.rows[line.loc])
        assert line.deck == len(state.decks[line.loc]) and line.here == (state.messenger == line.loc)
        for i, card in enumerate(line.cards):
            if card is not None:
                assert line.prices[i] == (price(state, me, line.loc, card), price(state, me, line.loc, card, True))
                assert line.cost[i] == state.cost_for(me, card)
    for seat in screen.seats:
        board = state.players[seat.seat]
        assert (seat.gold, seat.keys, seat.score) == (board.gold, board.keys, int(state.scores()[seat.seat]))
        assert seat.open == tuple(open_cells(state, seat.seat))
        for slot in seat.slots:
            assert board.tableau.slots[slot.cell] == Slot(slot.card, slot.face_down, slot.gold)
            if not slot.face_down:
                assert slot.points == card_points(board.tableau, slot.cell, board.keys)


def test_a_screen_is_frozen_and_the_same_from_the_view_alone() -> None:
    state = played(2, 11)
    screen = screen_for(state, viewer=1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        screen.phase = Phase.OVER  # type: ignore[misc]
    hash(screen)  # the board keys its cached picture on it
    rebuilt = ComboState.from_view(state.view(1), Rng(0))  # what is sent to a seat elsewhere
    again = describe(rebuilt, rebuilt.legal_actions(), Picked(), me=1, can_act=True, scores=rebuilt.scores())
    assert again == screen


def test_clicks_map_to_actions_through_the_screen() -> None:
    state = ComboState.new(GameConfig(2, 5))
    here = state.messenger
    away = [loc for loc in LOCATIONS if loc != here][0]
    state.players[state.turn].gold = 30
    screen = screen_for(state)
    assert screen.click_market(away, 0) == Refuse("chateau_combo.ui.not_messenger_row")
    assert screen.click_market(here, 1) == Pick(1)
    assert screen.click_cell((0, 0)) == Refuse("chateau_combo.ui.place_or_pick", sound=False)
    picked = screen_for(state, Picked(selected=1))
    assert picked.drop == ((0, 0),) and picked.click_market(here, 1) == Pick(None)
    assert picked.click_cell((0, 0)) == Play(Buy(1, 0, 0, False))
    assert screen_for(state, Picked(selected=1, face_down=True)).click_cell((0, 0)) == Play(Buy(1, 0, 0, True))


def test_a_card_too_dear_face_up_is_refused_with_its_price() -> None:
    state = ComboState.new(GameConfig(2, 5))
    state.players[state.turn].gold = 0
    here = state.messenger
    dear = next(i for i, c in enumerate(state.rows[here]) if state.cost_for(state.turn, c) > 0)
    click = screen_for(state).click_market(here, dear)
    cost = state.cost_for(state.turn, state.rows[here][dear])
    assert click == Refuse("chateau_combo.ui.too_expensive", (("cost", cost), ("gold", 0)))
    assert screen_for(state, Picked(face_down=True)).click_market(here, dear) == Pick(dear)


def test_pending_decisions_and_the_end_map_through_the_screen() -> None:
    state = ComboState.new(GameConfig(2, 3))
    p = state.turn
    state.players[p].tableau.place((0, 0), Slot(card_id("Steward")))
    state.pending = Pending(PendingKind.DISCARD, card_id("Steward"), 0, row=state.messenger)
    screen = screen_for(state)
    assert screen.click_market(state.messenger, 2) == Play(DiscardFromRow(2))
    state.pending = Pending(PendingKind.FILL, card_id("Steward"), 0)
    fills = [a for a in state.legal_actions() if isinstance(a, FillPurses)]
    assert fills  # the Steward's purse: picked through the screen
    screen = screen_for(state)
    assert screen.fill_need == len(fills[0].cells)
    assert screen.click_cell(fills[0].cells[0]) == PickPurse(fills[0].cells[0])
    state.pending = None
    state.phase = Phase.STORE
    screen = screen_for(state)
    assert screen.store_move == store_all(state)
    assert screen.click_cell((0, 0)) == Play(StoreGold(0, 0, 1)) and screen.click_cell((1, 1)) is None


def test_the_buttons_follow_the_turn() -> None:
    state = ComboState.new(GameConfig(2, 5))
    mine = screen_for(state).buttons
    assert mine.keys and mine.move and mine.refresh and mine.face and not mine.store
    seen = state.seen_by(1 - state.turn)
    theirs = describe(seen, [], NOTHING, me=1 - state.turn, can_act=False, scores=seen.scores()).buttons
    assert theirs.keys and not (theirs.move or theirs.refresh or theirs.face or theirs.store)
    state.players[state.turn].keys = 0
    spent = screen_for(state).buttons
    assert spent.face and not (spent.move or spent.refresh)
    state.phase = Phase.STORE
    storing = screen_for(state).buttons
    assert storing.store and not (storing.keys or storing.face)
