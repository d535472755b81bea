"""Castle Crush hides nothing but the sways to come: its views hold neither the generator
nor the seed (which foretells every carry's sway), only the sway of the carry about to be
made, which the player sees, and the viewer's own nerve as a builder; a state rebuilt from
a view sways the same for that carry, and its AI builds with the same nerve."""

from __future__ import annotations

from ludotheque.rules.core import Rng
from view_secrets import (
    assert_ai_decides_as_with_the_seed,
    assert_no_view_holds_the_seed,
    canonical,
    reseeded,
    roundtrip,
    states,
)


def test_no_view_holds_the_seed():
    for state in states("castle-crush", 2, 6, every=1):
        assert_no_view_holds_the_seed(state)


def test_a_view_shows_this_carrys_sway_and_a_state_from_it_sways_the_same():
    for state in states("castle-crush", 2, 4, every=1):
        view = state.view(0)
        assert view["hand_seed"] == state.hand_seed()
        rebuilt = type(state).from_view(view, Rng(3))
        assert rebuilt.config.seed != state.config.seed
        assert rebuilt.hand_seed() == state.hand_seed()
        assert rebuilt.nerve_seed(0) == state.nerve_seed(0)


def test_another_seed_changes_only_the_sway_shown():
    for state in states("castle-crush", 2, 4, every=2):
        state = roundtrip(state)
        other = reseeded(state, 12345, 678)
        for p in (0, 1, None):
            a, b = state.view(p), other.view(p)
            assert a.pop("hand_seed") != b.pop("hand_seed")
            if p is not None:  # the viewer's own nerve as a builder
                assert a.pop("nerve") != b.pop("nerve")
            assert canonical(a) == canonical(b)


def test_the_ai_decides_as_it_did_with_the_seed_in_its_view():
    assert_ai_decides_as_with_the_seed("castle-crush", 2, 30, "ai:easy")
