"""Bad input gets a precise reason and changes nothing."""

from __future__ import annotations

import json
import math

import pytest
from ludotheque.rules.castle_crush.actions import Attack, Place, PlaceGeneral, PlaceKing, Take
from ludotheque.rules.core import IllegalAction


def refused(st, action):
    before = json.dumps(st.to_json())
    with pytest.raises(IllegalAction) as err:
        st.apply(action)
    assert json.dumps(st.to_json()) == before
    return err.value.key.removeprefix("castle_crush.error.")


def test_wrong_phase_and_order(new_game):
    st = new_game(2)
    assert refused(st, Take("roof")) == "wrong_phase"
    assert refused(st, Attack(1, 0.0, 0.1)) == "wrong_phase"
    assert refused(st, PlaceKing(0.0)) == "blocks_first"
    assert refused(st, PlaceGeneral(1.5)) == "blocks_first"


def test_block_must_be_in_your_supply(new_game):
    st = new_game(2)
    assert refused(st, Place("roof", 0.0)) == "not_in_supply"
    assert refused(st, Place("dragon", 0.0)) == "not_in_supply"


def test_positions_must_be_finite_and_in_range(new_game):
    st = new_game(2)
    assert refused(st, Place("house_a", math.nan)) == "bad_number"
    assert refused(st, Place("house_a", math.inf)) == "bad_number"
    assert refused(st, Place("house_a", "left")) == "bad_number"
    assert refused(st, Place("house_a", 9.0)) == "out_of_range"
    assert refused(st, Place("house_a", 0.0, mirrored="yes")) == "bad_action"


def test_block_beside_the_foundation_is_refused(new_game):
    st = new_game(2)
    assert refused(st, Place("house_a", 2.5)) == "off_foundation"


def test_king_stands_on_the_castle_not_the_foundation(new_game):
    st = new_game(2)
    for kind in ("house_b", "tower_c", "house_a", "tower_a", "tower_b"):
        st = st.apply(Place(kind, 0.0))
    assert refused(st, PlaceKing(1.6, 0.0)) == "king_on_castle"
    assert refused(st, PlaceKing(0.0, 4.0)) == "out_of_range"
    st = st.apply(PlaceKing(0.0, 0.0))
    assert refused(st, PlaceKing(0.0, 0.0)) == "general_next"


def test_general_stands_on_the_foundation_beside_the_castle(new_game):
    st = new_game(2)
    for kind in ("house_b", "tower_c", "house_a", "tower_a", "tower_b"):
        st = st.apply(Place(kind, 0.0))
    st = st.apply(PlaceKing(0.0, 0.0))
    assert refused(st, PlaceGeneral(0.0)) == "general_spot"
    st = st.apply(PlaceGeneral(1.6))
    assert st.current_player() == 1


def test_no_block_on_the_king_or_general(new_game):
    st = new_game(2)
    st = st.apply(Place("house_b", 0.0))
    st = st.apply(Place("tower_c", 0.0))
    st = st.apply(Place("house_a", 0.0))
    st = st.apply(Place("tower_a", 0.0))
    # Pretend the last block fell earlier: the King is placed while a block remains.
    p = st.current_player()
    st.supply[p] = []
    st = st.apply(PlaceKing(0.0, 0.0))
    st.supply[p] = ["tower_b"]
    st.pawns[p] = ["general"]
    assert refused(st, Place("tower_b", 0.0)) == "on_pawn"
    st.apply(Place("tower_b", -1.5))


def test_attack_targets_another_castle_in_range(new_game, fake_info):
    st = new_game(2)
    while st.phase == "build":
        p = st.current_player()
        if st.build_step() == "block":
            order = ("house_b", "tower_c", "house_a", "tower_a", "tower_b")
            st = st.apply(Place(min(st.supply[p], key=order.index), 0.0))
        elif st.build_step() == "king":
            st = st.apply(PlaceKing(0.0, 0.0))
        else:
            st = st.apply(PlaceGeneral(1.6))
    me = st.current_player()
    assert refused(st, Attack(me, 0.0, 0.1)) == "own_castle"
    assert refused(st, Attack(5, 0.0, 0.1)) == "no_such_castle"
    assert refused(st, Attack(True, 0.0, 0.1)) == "no_such_castle"
    assert refused(st, Attack(1 - me, 2.0, 0.1)) == "out_of_range"
    assert refused(st, Attack(1 - me, 0.0, 0.0)) == "out_of_range"
    assert refused(st, Attack(1 - me, 0.0, math.nan)) == "bad_number"
    assert refused(st, Place("house_a", 0.0)) == "wrong_phase"
    assert refused(st, "hammer!") == "bad_action"


def test_decoding_garbage_is_refused(new_game):
    st = new_game(2)
    with pytest.raises(IllegalAction):
        st.decode_action({"type": "Nope"})
    with pytest.raises(IllegalAction):
        st.decode_action({"type": "Place", "colour": 3})


def test_legal_actions_are_all_accepted(new_game):
    st = new_game(3)
    for action in st.legal_actions():
        st.check_action(action)
    assert st.legal_actions()
