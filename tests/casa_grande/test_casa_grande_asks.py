"""What the board asks the rules (issue 25): the landing spaces of a move, whether a
platform was built, two turns of a platform that lie the same, where a ghost platform
stands, and a refusal; the typed data a phase has pending (the platforms that fit, the
move after the roll) is the state's own."""

from __future__ import annotations

import ludotheque.rules.casa_grande.asks as asks
import pytest
from casa_helpers import ORANGE, at_phase, new_game, stack
from ludotheque.client.scenes.casa_grande.screen import tabulate
from ludotheque.rules.casa_grande.actions import Move, PlaceBlock, PlacePlatform
from ludotheque.rules.casa_grande.data import num_shapes, orientation
from ludotheque.rules.casa_grande.phases import Phase, PlatformOption
from ludotheque.rules.core import Rng


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


def _positions(players: int, seed: int, moves: int):
    """The positions of a game played at random, `moves` moves long at most."""
    state, rng = new_game(players, seed), Rng(seed * 5 + 3)
    for _ in range(moves):
        yield state
        if state.is_over():
            return
        state = state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_typed_pending_data_is_the_states_own(seed):
    """At random positions, what the view hands out typed agrees with the full state: each
    platform option is a legal PlacePlatform resting on its storey, all of them; the move
    choice has the state's die and bonus, and its moves are the legal Moves."""
    platforms = moves = 0
    for state in _positions(3, seed, 400):
        view = state.view(state.turn)
        legal = state.legal_actions()
        options = asks.platform_options(view) if state.phase == Phase.PLATFORM else []
        assert all(isinstance(o, PlatformOption) for o in options)
        assert [o.action for o in options] == [a for a in legal if isinstance(a, PlacePlatform)]
        if state.phase == Phase.PLATFORM:  # the view's bare lists, typed in the same order
            assert [(o.shape, o.rot, o.x, o.y, o.storey) for o in options] == [tuple(o) for o in view["options"]]
        for o in options:
            assert state.is_legal(o.action) and state.preview_platform(o.action)[0] == o.storey
            assert o.fit == (o.x, o.y, o.storey)
        platforms += len(options)
        choice = asks.move_choice(view)
        if state.phase != Phase.MOVE:
            assert choice is None
            continue
        p = state.turn
        assert (choice.player, choice.die, choice.bonus) == (p, state.die, state.bonus[p])
        assert list(choice.moves()) == [a for a in legal if isinstance(a, Move)]
        assert choice.landings() == state.landings()
        assert all(space == state.step(state.pawns[p], extra, p) for extra, space in choice.stops)
        moves += 1
    assert platforms and moves


def test_the_screen_reads_the_typed_options():
    state = at_phase(new_game(), "platform", 0)
    stack(state, 2, 2, 0)
    stack(state, 4, 2, 0)
    table = tabulate(state.view(0))
    assert table.options == tuple(asks.platform_options(state.view(0))) and table.options
    assert sum(len(f) for f in table.fits.values()) == len(table.options)
    assert all(o.fit in table.fits[(o.shape, o.rot)] for o in table.options)
    state = new_game()
    state = state.apply(state.legal_actions()[0])  # the roll
    table = tabulate(state.view(state.turn))
    assert table.move_choice == asks.move_choice(state.view(state.turn)) and table.move_choice.die == table.die
    assert dict(table.landings) == table.move_choice.landings() == state.landings()
