"""Casa Grande hides nothing but the dice to come: its views hold neither the generator nor
the seed (from which `new` and the generator foretell every roll)."""

from __future__ import annotations

from view_secrets import (
    assert_ai_decides_as_with_the_seed,
    assert_no_view_holds_the_seed,
    canonical,
    reseeded,
    roundtrip,
    states,
)


def test_no_view_holds_the_seed():
    for state in states("casa-grande", 3, 120, every=6):
        assert_no_view_holds_the_seed(state)


def test_another_seed_and_generator_give_the_same_views():
    for state in states("casa-grande", 3, 100, every=10):
        state = roundtrip(state)
        other = reseeded(state, 12345, 678)
        for p in (0, 1, 2, None):
            assert canonical(other.view(p)) == canonical(state.view(p))


def test_the_ai_decides_as_it_did_with_the_seed_in_its_view():
    assert_ai_decides_as_with_the_seed("casa-grande", 3, 40)
