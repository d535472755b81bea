"""Crack Word's views hold no secret: not the seed (from which `new` deals every hand
again), not an opponent's hand, not the order of the piles."""

from __future__ import annotations

from view_secrets import (
    assert_ai_decides_as_with_the_seed,
    assert_no_view_holds_the_seed,
    canonical,
    edited,
    reseeded,
    roundtrip,
    states,
)


def test_no_view_holds_the_seed():
    for state in states("crack-word", 3, 60, every=5):
        assert_no_view_holds_the_seed(state)


def test_another_seed_and_generator_give_the_same_views():
    for state in states("crack-word", 3, 40, every=8):
        state = roundtrip(state)
        other = reseeded(state, 12345, 678)
        for p in (0, 1, 2, None):
            assert canonical(other.view(p)) == canonical(state.view(p))


def test_a_card_swapped_between_an_opponents_hand_and_his_pile_changes_no_other_view():
    checked = 0
    for state in states("crack-word", 3, 40, every=4):
        hand, pile = state.hands[1], state.piles[1]
        pair = next(((i, j) for i, a in enumerate(hand) for j, b in enumerate(pile) if a != b), None)
        if pair is None:
            continue
        i, j = pair
        state = roundtrip(state)

        def swap(data, i=i, j=j):
            data["hands"][1][i], data["piles"][1][j] = data["piles"][1][j], data["hands"][1][i]

        other = edited(state, swap)
        assert sorted(other.hands[1]) != sorted(state.hands[1])
        for p in (0, 2, None):
            assert canonical(other.view(p)) == canonical(state.view(p))
        assert canonical(other.view(1)) != canonical(state.view(1))
        checked += 1
    assert checked >= 3


def test_the_ai_decides_as_it_did_with_the_seed_in_its_view():
    assert_ai_decides_as_with_the_seed("crack-word", 3, 30)
