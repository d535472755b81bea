"""Views on every game (issue 13): plain data built from the state, no generator state,
no secret of another seat, independent of the state they were taken from, and a
determinisation that shows its seat exactly the view it was drawn from."""

from __future__ import annotations

import json

import pytest
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.registry import built_games

GAMES = built_games()
PLAIN = (str, int, float, bool, type(None))


def plain_problems(value, path="view") -> list[str]:
    """Where `value` is not plain JSON-able data (dicts with string keys, lists, tuples)."""
    if isinstance(value, PLAIN):
        return []
    if isinstance(value, dict):
        out = [f"{path}: key {k!r}" for k in value if not isinstance(k, str)]
        for k, v in value.items():
            out += plain_problems(v, f"{path}.{k}")
        return out
    if isinstance(value, list | tuple):
        return [p for i, v in enumerate(value) for p in plain_problems(v, f"{path}[{i}]")]
    return [f"{path}: {type(value).__name__}"]


def ints_in(value) -> set[int]:
    if isinstance(value, bool):
        return set()
    if isinstance(value, int):
        return {value}
    if isinstance(value, dict):
        return set().union(*(ints_in(v) for v in value.values())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(ints_in(v) for v in value)) if value else set()
    return set()


_POSITIONS: dict[str, list] = {}


def positions(info) -> list:
    """Positions of a random 3-player game (every third, and the end), copies, computed
    once per game for all the tests here."""
    if info.id not in _POSITIONS:
        players, every = (2, 30) if info.id == "castle-crush" else (3, 3)  # physics: short
        mode = info.modes[0]
        state = info.new_state(GameConfig(players, seed=1, mode=mode.id))
        rng = Rng(501)
        out, ply = [], 0
        while not state.is_over():
            if ply % every == 0:
                out.append(state.clone())
            state.apply_in_place(rng.choice(state.legal_actions()))
            ply += 1
        _POSITIONS[info.id] = [*out, state]
    return _POSITIONS[info.id]


# Known defects, one line each, so that the fix turns the mark red and it goes.
ROUND_TRIP_DEFECTS: dict[str, str] = {}


def _marked(defects: dict[str, str]):
    return [pytest.param(g, marks=pytest.mark.xfail(strict=True, reason=defects[g.id]))
            if g.id in defects else g for g in GAMES]


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_views_are_plain_data_without_the_generator(info):
    for state in positions(info):
        # Small numbers are everywhere in a view; the generator's 64-bit state is not.
        secret = {x for x in (state.rng.state, state.rng.copy().next64()) if x >= 1 << 32}
        for viewer in [None, *range(state.num_players)]:
            view = state.view(viewer)
            assert not plain_problems(view), plain_problems(view)[:5]
            json.dumps(view)
            assert not secret & ints_in(view), "the view holds the generator's state"


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_a_view_shares_nothing_with_its_state(info):
    """Playing on after taking a view, or on a determinisation of it, changes neither
    the view nor the state it came from."""
    for state in positions(info)[::3]:
        if state.is_over():
            continue
        p = state.current_player()
        view = state.view(p)
        text, whole = json.dumps(view), json.dumps(state.to_json())
        sample = info.state_cls.from_view(view, Rng(3))
        for _ in range(2 if info.id == "castle-crush" else 40):
            if sample.is_over():
                break
            sample.apply_in_place(Rng(len(sample.legal_actions())).choice(sample.legal_actions()))
        assert json.dumps(view) == text, "playing on a determinisation changed the view"
        assert json.dumps(state.to_json()) == whole, "a determinisation shares data with the real state"
        after = state.clone()
        after.apply_in_place(after.legal_actions()[0])
        assert json.dumps(state.view(p)) == text


@pytest.mark.parametrize("info", _marked(ROUND_TRIP_DEFECTS), ids=lambda i: i.id)
def test_a_determinisation_shows_its_seat_the_same_view(info):
    for state in positions(info):
        for viewer in [state.current_player(), None] if not state.is_over() else [None]:
            view = state.view(viewer)
            for k in range(2):
                sample = info.state_cls.from_view(view, Rng(k + 10))
                assert sample.view(viewer) == view, f"viewer {viewer}: from_view does not round-trip"
                assert sample.is_over() == state.is_over()
                if not state.is_over():
                    assert sample.current_player() == state.current_player()


@pytest.mark.parametrize("info", [g for g in GAMES if g.private_information], ids=lambda i: i.id)
def test_a_view_holds_no_secret_of_another_seat(info):
    """What only seat q sees (the parts of its view that differ from the spectator's) is
    redrawn in a determinisation of another seat's view and of the spectator's: had it
    leaked into those views, it would come back unchanged."""
    private: set[str] = set()
    redrawn: dict[str, set[str]] = {"seat": set(), "spectator": set()}
    for state in positions(info):
        if state.is_over():
            continue
        p = state.current_player()
        q = (p + 1) % state.num_players
        theirs, public = state.view(q), state.view(None)
        private |= {k for k in theirs if theirs[k] != public.get(k)}
        for who, view in (("seat", state.view(p)), ("spectator", public)):
            sample = info.state_cls.from_view(view, Rng(len(private) + 5)).view(q)
            redrawn[who] |= {k for k in theirs if sample[k] != theirs[k]}
    assert private, "no position with a secret"
    for who, keys in redrawn.items():
        assert private - {"viewer"} <= keys, f"{who}: never redrawn: {sorted(private - keys)}"
