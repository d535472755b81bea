"""Invariants of Casa Grande over random-legal games."""

from __future__ import annotations

import json

import pytest
from casa_helpers import independent_storey, new_game, random_game

from rules.casa_grande import GAME
from rules.casa_grande.actions import PlacePlatform
from rules.casa_grande.bench import crowded_state, terraced_state
from rules.casa_grande.data import SIZE, num_shapes, orientation
from rules.casa_grande.state import CasaState
from rules.core import GameConfig, IllegalAction, Rng
from rules.session import Seat, Session


def play_checked(players: int, seed: int, check_every: int = 0) -> CasaState:
    """A random-legal game checking conservation and where money comes from at each step."""
    state = new_game(players, seed)
    start_blocks = state.blocks[0]
    rng = Rng(seed * 31 + players)
    ply = 0
    while not state.is_over():
        action = rng.choice(state.legal_actions())
        after = state.apply(action)
        _check_step(state, after, action, start_blocks)
        if check_every and ply % check_every == 0:
            again = CasaState.from_json(json.loads(json.dumps(after.to_json())))
            assert json.dumps(again.to_json()) == json.dumps(after.to_json())
        state, ply = after, ply + 1
    return state


def _check_step(before: CasaState, after: CasaState, action, start_blocks: int) -> None:
    for p in range(after.num_players):
        # Blocks are conserved: in hand + on the site = the starting number.
        assert after.blocks[p] + after.site.blocks_of(p) == start_blocks
        # Platforms are conserved: each shape is either unused or on the site, once.
        built = [pl[1] for pl in after.site.platforms if pl[0] == p]
        assert len(built) == len(set(built)) == bin(after.used[p]).count("1")
        # Money only from the platform just built and 9 Lire bonus notes.
        gained = after.money[p] - before.money[p]
        notes = 9 * (after.notes[p] - before.notes[p])
        income = 0
        if isinstance(action, PlacePlatform) and p == before.turn:
            income = after.site.platforms[-1][5] * orientation(action.shape, action.rot).size
        assert gained == notes + income
        assert 0 <= after.bonus[p] <= 8


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_and_conserve_everything(players):
    for seed in range(12):
        state = play_checked(players, seed, check_every=7)
        assert state.is_over()
        assert min(state.blocks) == 0
        assert len({state.turns // players}) == 1 and state.turns % players == 0


def _random_games_without_error(players: int, seeds: range) -> None:
    for seed in seeds:
        state = random_game(players, seed)
        assert state.is_over() and state.turns % players == 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_legal_games_end_without_error(players):
    _random_games_without_error(players, range(1000, 1040))


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("chunk", range(4))
def test_thousand_random_legal_games_per_player_count_end_without_error(players, chunk):
    # 4 chunks x 250 = 1000 random-legal games per player count (about 80 s of CPU in
    # all, too long for the default suite on the shared machine).
    _random_games_without_error(players, range(chunk * 250, (chunk + 1) * 250))


def test_every_engine_placement_satisfies_each_rule_independently():
    checked = 0
    positions = [terraced_state(seed, players=2 + seed % 3) for seed in range(5)]
    positions += [crowded_state(seed) for seed in range(3, 6)]
    for state in positions:
        for p in range(state.num_players):
            options = state.site.platform_options(p, state.free_shapes(p))
            for shape, rot, x, y, storey in options:
                assert independent_storey(state, p, shape, rot, x, y) == storey
                checked += 1
            # ...and the engine finds every placement the independent checker allows.
            found = {(s, orientation(s, r).marked, orientation(s, r).plain, x, y) for s, r, x, y, _ in options}
            for shape in state.free_shapes(p):
                for rot in range(4):
                    o = orientation(shape, rot)
                    for y in range(SIZE):
                        for x in range(SIZE):
                            if independent_storey(state, p, shape, rot, x, y) is not None:
                                assert (shape, o.marked, o.plain, x, y) in found
    assert checked > 100


def test_every_refused_placement_names_a_broken_rule():
    state = terraced_state(4)
    rng = Rng(9)
    state.phase, state._options = "platform", None
    accepted = 0
    for _ in range(3000):
        action = PlacePlatform(rng.randbelow(num_shapes()), rng.randbelow(4), rng.randbelow(8), rng.randbelow(8))
        legal = independent_storey(state, state.turn, action.shape, action.rot, action.x, action.y)
        if state.used[state.turn] >> action.shape & 1:
            legal = None
        try:
            state.apply(action)
            assert legal is not None
            accepted += 1
        except IllegalAction as err:
            assert legal is None
            assert err.key.startswith("casa_grande.error.") and err.message
    assert accepted > 0


def test_save_at_any_point_and_resume_to_the_same_result():
    seats = [Seat.parse(s) for s in ("ai:easy", "random", "random")]
    for stop in (7, 60):
        live = Session(GAME, GameConfig(3, seed=stop, options={"blocks": 18}), seats)
        for _ in range(stop):
            live.play_ai_turn()
        data = json.loads(json.dumps(live.to_json()))
        resumed = Session.from_json(data)
        assert Session.replay(data).state.to_json() == live.state.to_json()
        while not live.state.is_over():
            live.play_ai_turn()
        while not resumed.state.is_over():
            resumed.play_ai_turn()
        assert resumed.history == live.history
        assert resumed.state.to_json() == live.state.to_json()


def test_view_is_everything_but_the_generator():
    state = random_game(2, 3, until=20)
    view = state.view(0)
    assert "rng" not in view and view == state.view(None) == state.view(1)
    rebuilt = CasaState.from_view(view, Rng(1))
    assert {k: v for k, v in rebuilt.to_json().items() if k != "rng"} == view


def test_same_seed_same_game():
    assert random_game(4, 8).to_json() == random_game(4, 8).to_json()


def test_playing_on_from_a_clone_never_changes_the_original():
    """Clones share the placed pieces' records (the AI clones a site per plan), so
    playing a game out from a clone must leave the original exactly as it was."""
    for seed in range(4):
        state = random_game(3, seed, until=18)
        frozen = json.dumps(state.to_json())
        fork, rng = state.clone(), Rng(seed)
        while not fork.is_over():
            fork.apply_in_place(rng.choice(fork.legal_actions()))
        assert json.dumps(state.to_json()) == frozen
        assert fork.site.platforms != state.site.platforms or fork.site.columns != state.site.columns
