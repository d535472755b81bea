"""What goes over the wire to a seat holds no secret of another (issue 30): for random
positions of the five games, everything a seat may not see is changed in the full state
(other seats' hands and hidden armies, the decks' and piles' order, face-down chips, the
seed and the generator) and the bytes `view_to_wire` gives that seat stay the same; they
never hold the seed nor the generator's state."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from ludotheque.rules.castle_risk.data import MAP
from ludotheque.rules.core import Rng
from ludotheque.rules.core.wire import view_to_wire
from ludotheque.rules.registry import get_game
from view_secrets import SEED, edited, holds_seed, roundtrip, states, viewers

OTHER_SEED, OTHER_RNG = 0x0DDB_A11_5EED, 0x1234_5678_9ABC


def wire(info, state, p) -> bytes:
    return json.dumps(view_to_wire(info, state.view(p)), separators=(",", ":")).encode()


def reseed(data: dict[str, Any]) -> None:
    data["config"]["seed"], data["rng"] = OTHER_SEED, OTHER_RNG


def _swap_one(rng: Rng, a: list[Any], b: list[Any]) -> bool:
    """Swap an item of `a` with a different one of `b` (False when there is none)."""
    pairs = [(i, j) for i, x in enumerate(a) for j, y in enumerate(b) if x != y]
    if not pairs:
        return False
    i, j = rng.choice(pairs)
    a[i], b[j] = b[j], a[i]
    return True


def _shuffled(rng: Rng, items: list[Any]) -> bool:
    before = list(items)
    rng.shuffle(items)
    return items != before


def hide_castle_risk(data: dict[str, Any], p: int | None, rng: Rng) -> bool:
    """Other hands (a card swapped with the deck), other hidden armies (moved), the deck's
    order and the castle chips still face down."""
    changed = False
    pending = data["pending"]
    spied = pending.get("target") if "spied_hand" in pending and pending.get("spy") == p else None
    for q, hand in enumerate(data["hands"]):
        if q != p and q != spied:
            changed |= _swap_one(rng, hand, data["deck"])
    for q, places in enumerate(data["hidden"]):
        if q != p and places:
            places[0] = rng.choice([t for t in MAP.ids if t != places[0]])
            changed = True
    changed |= _shuffled(rng, data["deck"]) | _shuffled(rng, data["chips"])
    return changed


def hide_crack_word(data: dict[str, Any], p: int | None, rng: Rng) -> bool:
    """Other hands (a card swapped with its colour's pile), every pile's and set-aside
    heap's order (nobody sees those), and the order of the viewer's own hand (it sees it
    sorted)."""
    changed = False
    for q in range(len(data["hands"])):
        if q != p:
            changed |= _swap_one(rng, data["hands"][q], data["piles"][q])
        changed |= _shuffled(rng, data["piles"][q]) | _shuffled(rng, data["set_aside"][q])
        changed |= _shuffled(rng, data["hands"][q])
    return changed


def hide_chateau_combo(data: dict[str, Any], p: int | None, rng: Rng) -> bool:
    """The decks' order."""
    return any([_shuffled(rng, deck) for deck in data["decks"].values()])


def hide_nothing(data: dict[str, Any], p: int | None, rng: Rng) -> bool:
    """Casa Grande and Castle Crush keep no secret but the seed and the generator."""
    return False


HIDE: dict[str, Callable[[dict[str, Any], int | None, Rng], bool]] = {
    "castle-risk": hide_castle_risk, "crack-word": hide_crack_word, "chateau-combo": hide_chateau_combo,
    "casa-grande": hide_nothing, "castle-crush": hide_nothing,
}
PLAY = {"castle-risk": (3, 500, 13), "crack-word": (3, 300, 11), "chateau-combo": (3, 80, 7),
        "casa-grande": (3, 300, 23), "castle-crush": (2, 8, 2)}
# Castle Crush shows the sway of the carry about to be made and the viewer's own nerve as
# a builder, both drawn from the seed: another seed changes those two, nothing else.
SEED_DRAWN = {"castle-crush": ("hand_seed", "nerve")}


def without(raw: bytes, keys: tuple[str, ...]) -> bytes:
    if not keys:
        return raw
    envelope = json.loads(raw)
    for key in keys:
        envelope["view"].pop(key, None)
    return json.dumps(envelope, separators=(",", ":")).encode()


@pytest.mark.parametrize("game_id", list(HIDE))
def test_what_a_seat_may_not_see_changes_none_of_its_bytes(game_id):
    info = get_game(game_id)
    players, moves, every = PLAY[game_id]
    rng = Rng(11)
    hidden_changes = 0
    for seed in (SEED, SEED + 1):
        for state in states(game_id, players, moves, every=every, seed=seed):
            state = roundtrip(state)
            for p in viewers(state):
                moved: list[bool] = []

                def hide(data, p=p, moved=moved):
                    moved.append(HIDE[game_id](data, p, rng))
                    reseed(data)

                other = edited(state, hide)
                assert json.dumps(other.to_json()) != json.dumps(state.to_json())
                hidden_changes += moved[0]
                keys = SEED_DRAWN.get(game_id, ())
                assert without(wire(info, other, p), keys) == without(wire(info, state, p), keys), (game_id, p)
    assert hidden_changes >= (0 if HIDE[game_id] is hide_nothing else 10)


@pytest.mark.parametrize("game_id", list(HIDE))
def test_the_wire_never_holds_the_seed_nor_the_generator(game_id):
    info = get_game(game_id)
    players, moves, every = PLAY[game_id]
    for state in states(game_id, players, moves, every=every):
        generator = str(state.rng.to_json()).encode()
        for p in viewers(state):
            raw = wire(info, state, p)
            assert holds_seed(json.loads(raw)) is None, (game_id, p)
            assert generator not in raw, (game_id, p)


def test_castle_crush_shows_a_seat_its_own_nerve_only():
    info = get_game("castle-crush")
    for state in states("castle-crush", 3, 4, every=2):
        for p in viewers(state):
            raw = wire(info, state, p)
            for q in range(3):
                nerve = str(state.nerve_seed(q)).encode()
                assert (nerve in raw) == (q == p), (p, q)
