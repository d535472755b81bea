"""Château Combo's views hold no secret: not the seed (from which `new` shuffles both decks
again), not the order of the decks."""

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
    for state in states("chateau-combo", 3, 80, every=5):
        assert_no_view_holds_the_seed(state)


def test_another_seed_and_generator_give_the_same_views():
    for state in states("chateau-combo", 3, 60, every=10):
        state = roundtrip(state)
        other = reseeded(state, 12345, 678)
        for p in (0, 1, 2, None):
            assert canonical(other.view(p)) == canonical(state.view(p))


def test_two_cards_swapped_in_a_deck_change_no_view():
    checked = 0
    for state in states("chateau-combo", 3, 60, every=6):
        state = roundtrip(state)
        for location, deck in state.decks.items():
            if len(deck) < 2 or deck[0] == deck[-1]:
                continue

            def swap(data, location=location):
                d = data["decks"][location]
                d[0], d[-1] = d[-1], d[0]

            other = edited(state, swap)
            assert other.decks[location] != deck
            for p in (0, 1, 2, None):
                assert canonical(other.view(p)) == canonical(state.view(p))
            checked += 1
    assert checked >= 3


def test_the_ai_decides_as_it_did_with_the_seed_in_its_view():
    assert_ai_decides_as_with_the_seed("chateau-combo", 3, 30)
