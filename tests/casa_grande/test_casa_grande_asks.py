"""What the board asks the rules (issue 25): the landing spaces of a move, whether a
platform was built, two turns of a platform that lie the same, where a ghost platform
stands, and a refusal."""

from __future__ import annotations

from casa_helpers import ORANGE, at_phase, new_game, stack
from ludotheque.rules.casa_grande.actions import Move, PlaceBlock, PlacePlatform
from ludotheque.rules.casa_grande.data import num_shapes, orientation
from ludotheque.rules.casa_grande.phases import Phase


def test_landings_are_where_each_legal_move_ends():
    state = new_game()
    state = state.apply(state.legal_actions()[0])  # the roll
    assert state.phase == Phase.MOVE
    p = state.turn
    expected = {state.step(state.pawns[p], a.extra, p): a.extra for a in state.legal_actions() if isinstance(a, Move)}
    assert state.landings() == expected and expected
    assert at_phase(state, "roll").landings() == {}


def test_a_platform_is_built_once():
    state = new_game()
    assert not state.has_built(0, 3)
    state.used[0] |= 1 << 3
    assert state.has_built(0, 3) and 3 not in state.free_shapes(0)


def test_a_symmetric_platform_lies_the_same_turned_half_way():
    same = [s for s in range(num_shapes()) if orientation(s, 0).same_footprint(orientation(s, 2))]
    differ = [s for s in range(num_shapes()) if not orientation(s, 0).same_footprint(orientation(s, 1))]
    assert same and differ
    for s in range(num_shapes()):
        assert orientation(s, 1).same_footprint(orientation(s, 5))  # a turn is modulo four


def test_a_ghost_platform_stands_where_it_fits_else_on_the_highest_top_under_it():
    state = at_phase(new_game(), "platform", 0)
    stack(state, 2, 2, 0, 0)
    stack(state, 3, 2, ORANGE)
    o = orientation(0, 0)
    storey = state.site.resting_storey(0, o, 2, 2)
    assert storey == max(state.site.top_h[(2 + dy) * 8 + 2 + dx] for dx, dy in o.cells())
    assert state.site.resting_storey(0, o, 20, 20) == 0  # off the site: on the ground


def test_a_refusal_is_the_reason_check_action_gives():
    state = new_game()
    err = state.refusal(PlaceBlock(0, 0))
    assert err is not None and err.key == "casa_grande.error.need_roll"
    assert not state.is_legal(PlacePlatform(0, 0, 0, 0)) and state.is_legal(state.legal_actions()[0])
