"""A seat's view is a frozen, typed `View` (issue 30, item 1) whose fields are declared
once (issue 32, item 1): for random positions of the five games, every seat's view goes
to the wire and back unchanged, the view built from the declaration is the game's view,
and JSON that is not a view of its game is refused with a `WireError` in words, never
another exception."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest
from ludotheque.rules.castle_risk.phases import Phase as RiskPhase
from ludotheque.rules.core import Rng
from ludotheque.rules.core.fields import View, plain
from ludotheque.rules.core.wire import WireError, view_from_wire, view_to_wire
from ludotheque.rules.registry import get_game
from view_secrets import states, viewers

GAMES = ("castle-risk", "crack-word", "chateau-combo", "casa-grande", "castle-crush")
# (players, moves, every): Castle Crush's moves run the physics, so fewer of them.
PLAY = {"castle-risk": ((2, 3, 5), 500, 9), "crack-word": ((2, 3, 4), 300, 9),
        "chateau-combo": ((2, 3, 5), 120, 5), "casa-grande": ((2, 4), 300, 11),
        "castle-crush": ((2, 3), 10, 3)}


def positions(game_id: str, seeds: int = 2) -> list[Any]:
    counts, moves, every = PLAY[game_id]
    return [s for seed in range(seeds) for n in counts
            for s in states(game_id, n, moves, every=every, seed=101 + seed)]


@pytest.fixture(scope="module", params=GAMES)
def game(request):
    """(info, a few positions with their views for every seat, as JSON)."""
    info = get_game(request.param)
    return info, [(state, p, plain(state.view(p))) for state in positions(request.param) for p in viewers(state)]


def over_the_wire(info, view) -> Any:
    """The view as a remote seat receives it: the envelope as bytes, read back and checked."""
    raw = json.dumps(view_to_wire(info, view), separators=(",", ":"))
    return view_from_wire(info, json.loads(raw))


def test_every_game_names_its_typed_view():
    for game_id in GAMES:
        view_type = get_game(game_id).view_type
        assert view_type is not None and issubclass(view_type, View), game_id
        assert dataclasses.is_dataclass(view_type) and view_type.__dataclass_params__.frozen


def test_every_view_goes_to_the_wire_and_back_unchanged(game):
    info, views = game
    assert len(views) > 20
    for state, p, want in views:
        received = over_the_wire(info, state.view(p))
        assert type(received) is info.view_type
        assert received.to_wire() == want, (info.id, p)
        assert info.view_type.from_wire(want).to_wire() == want


def test_the_view_built_from_the_declaration_is_the_games_view(game):
    info, views = game
    for state, p, want in views:
        typed = info.view_type.of(state, p)
        assert typed.to_wire() == want, (info.id, p)
        assert over_the_wire(info, typed) == typed  # a typed view goes out as it is


def test_a_received_view_is_frozen_and_typed():
    info = get_game("castle-risk")
    state = positions("castle-risk", 1)[3]
    view = over_the_wire(info, state.view(0))
    assert isinstance(view.phase, RiskPhase)
    assert type(view.hands) is tuple and type(view.hands[0]) is tuple and type(view.hands[1]) is int
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.player = 1  # type: ignore[misc]
    with pytest.raises(TypeError):
        view.owner["london"] = 3  # type: ignore[index]


def refused(info, body: Any) -> str:
    """The WireError's message for `body` (the test fails if it is taken)."""
    with pytest.raises(WireError) as caught:
        view_from_wire(info, {"v": 1, "game": info.id, "view": body})
    message = str(caught.value)
    assert message and "\n" not in message and len(message) < 300
    return message


def some_views(game_id: str) -> list[tuple[Any, dict[str, Any]]]:
    """(state, a seat's view as JSON) of a few positions, for the mutations."""
    found = positions(game_id, 1)
    return [(s, plain(s.view(k % s.config.num_players))) for k, s in enumerate(found[1::max(1, len(found) // 4)])]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_missing_or_unknown_key_is_named(game_id):
    info = get_game(game_id)
    optional = {name for name, decl in info.view_type.declared() if decl.optional}
    _, body = some_views(game_id)[-1]
    for key in body:
        if key not in optional:
            assert key in refused(info, {k: v for k, v in body.items() if k != key})
    assert "unknown key 'secret'" in refused(info, {**body, "secret": [1, 2]})


@pytest.mark.parametrize("game_id", GAMES)
def test_a_value_of_the_wrong_type_is_refused(game_id):
    info = get_game(game_id)
    for _, body in some_views(game_id)[-2:]:
        for key, value in body.items():
            junk = "junk" if isinstance(value, dict) else {"junk": [1]}
            refused(info, {**body, key: junk})


# A seat out of range and a list too long, in each game: (key, value from the body).
OUT_OF_RANGE = {
    "castle-risk": ("player", lambda b: len(b["alive"])),
    "crack-word": ("turn", lambda b: len(b["passed"])),
    "chateau-combo": ("turn", lambda b: len(b["players"])),
    "casa-grande": ("turn", lambda b: len(b["pawns"])),
    "castle-crush": ("queue", lambda b: [len(b["supply"])]),
}
OVERSIZED = {
    "castle-risk": ("discard", lambda b: ["general"] * 5000),
    "crack-word": ("discard", lambda b: [[0, "A"]] * 5000),
    "chateau-combo": ("removed", lambda b: [0] * 5000),
    "casa-grande": ("pawns", lambda b: [0] * 5000),
    "castle-crush": ("supply", lambda b: [["roof"] * 5000] * len(b["supply"])),
}


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seat_out_of_range_and_an_oversized_list_are_refused(game_id):
    info = get_game(game_id)
    _, body = some_views(game_id)[-1]
    key, value = OUT_OF_RANGE[game_id]
    assert "seat" in refused(info, {**body, key: value(body)})
    assert "viewer" in refused(info, {**body, "viewer": 7}) or game_id in ("casa-grande", "castle-crush")
    key, value = OVERSIZED[game_id]
    message = refused(info, {**body, key: value(body)})
    assert key in message and ("more than" in message or "not" in message)


def test_another_seats_secret_is_refused_on_the_way_in():
    """A view whose JSON shows a seat what its declaration keeps from it is not a view."""
    info = get_game("castle-risk")
    state = next(s for s in positions("castle-risk", 1) if s.hands[1])
    body = plain(state.view(0))
    shown = [list(h) for h in state.hands]
    assert "another seat's" in refused(info, {**body, "hands": [shown[0], shown[1], *body["hands"][2:]]})
    assert "another seat's" in refused(info, {**plain(state.view(None)), "hands": shown})
    spying = {**body["pending"], "spy": 1, "target": 0, "spied_hand": ["general"]}
    assert "Spy" in refused(info, {**body, "pending": spying})
    words = get_game("crack-word")
    watching = plain(next(iter(states("crack-word", 2, 3))).view(None))
    assert "spectator" in refused(words, {**watching, "hand": ["A"]})


def test_a_view_going_out_holds_only_its_declared_fields():
    info = get_game("crack-word")
    state = next(iter(states("crack-word", 2, 3)))
    view = state.view(0)
    with pytest.raises(WireError, match="unknown key 'hands'"):
        view_to_wire(info, {**view, "hands": state.hands})


def _leaves(value: Any, path: tuple = ()) -> list[tuple]:
    if isinstance(value, dict):
        return [leaf for k, v in value.items() for leaf in _leaves(v, (*path, k))] or [path]
    if isinstance(value, list):
        return [leaf for i, v in enumerate(value) for leaf in _leaves(v, (*path, i))] or [path]
    return [path]


def _replaced(value: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = _replaced(value[path[0]], path[1:], new)
    return copy


JUNK = (None, True, -1, 7, 2**70, 1e300, float("nan"), "", "x" * 500, "london", [], [[[[]]]], {}, {"a": 1},
        [0, "A"], -0.5)


@pytest.mark.parametrize("game_id", GAMES)
def test_random_damage_anywhere_gives_a_view_or_a_wire_error(game_id):
    """Fuzz: a leaf anywhere in the view replaced by junk; nothing but WireError escapes,
    and what is taken goes back to the wire as it came."""
    info = get_game(game_id)
    rng = Rng(7)
    taken = 0
    for _, body in some_views(game_id):
        leaves = _leaves(body)
        for _ in range(150):
            path = rng.choice(leaves)
            damaged = _replaced(body, path, rng.choice(JUNK))
            try:
                view = info.view_type.from_wire(json.loads(json.dumps(damaged)))
            except WireError as error:
                assert str(error) and "\n" not in str(error)
            else:
                taken += 1
                assert view.to_wire() == json.loads(json.dumps(damaged))
    assert taken < 600  # most damage is seen
