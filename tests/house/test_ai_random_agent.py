"""The random seat decides from its view alone, without a determinisation, and chooses
exactly what it chose when it drew from `from_view(view, rng.fork(1)).legal_actions()`.

`legal_actions_in_view(view)` must give the mover's legal actions, in the same order, as
any determinisation of the view and as the true state (a game that overrides it with a
faster exact version is held to the same)."""

from __future__ import annotations

import pytest
from ludotheque.rules.ai import RandomAgent
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.registry import built_games

GAMES = built_games()


def old_random_choice(view, state_cls, rng):
    """RandomAgent.choose before issue 13 (kept here as the reference)."""
    state = state_cls.from_view(view, rng.fork(1))
    return rng.choice(state.legal_actions())


def positions(info, players: int, seed: int, every: int):
    """Every `every`-th position of a random game: (state, player to move)."""
    mode = info.modes[0]
    n = max(mode.min_players, min(players, mode.max_players))
    state = info.new_state(GameConfig(n, seed=seed, mode=mode.id))
    rng = Rng(seed * 7919 + 1)
    ply = 0
    while not state.is_over():
        if ply % every == 0:
            yield state, state.current_player()
        state.apply_in_place(rng.choice(state.legal_actions()))
        ply += 1


def _games(info) -> tuple[tuple[int, int, int], ...]:
    """(players, seed, every how many plies) of the games to check."""
    if info.id == "castle-crush":  # each action and determinisation runs the physics
        return ((2, 1, 2),)
    return ((2, 1, 1), (4, 2, 1), (3, 3, 1))


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_random_seat_chooses_as_before(info):
    cls = info.state_cls
    checked = 0
    for players, seed, every in _games(info):
        for state, player in positions(info, players, seed, every):
            view = state.view(player)
            in_view = cls.legal_actions_in_view(view)
            assert in_view == state.legal_actions(), f"ply with {players} players: not the mover's actions"
            for k in range(3):
                sample = cls.from_view(view, Rng(1000 + k)).legal_actions()
                assert sample == in_view, "legal actions differ between determinisations"
                seed_k = seed * 100 + checked + k
                new, old = RandomAgent().choose(view, player, cls, Rng(seed_k)), old_random_choice(view, cls, Rng(seed_k))
                assert new == old
            checked += 1
    assert checked > 20


def test_random_seat_builds_no_determinisation(monkeypatch):
    """The random seat never calls from_view (the default legal_actions_in_view may)."""
    info = next(i for i in GAMES if i.id == "chateau-combo")
    cls = info.state_cls
    state = info.new_state(GameConfig(3, seed=4))
    view = state.view(state.current_player())
    calls = []
    monkeypatch.setattr(cls, "legal_actions_in_view", classmethod(lambda c, v: calls.append(v) or ["a", "b"]))
    monkeypatch.setattr(cls, "from_view", classmethod(lambda c, v, r: pytest.fail("determinised")))
    assert RandomAgent().choose(view, state.current_player(), cls, Rng(5)) in ("a", "b")
    assert calls == [view]
