"""Issue 13: views, determinisations, clones and legal actions in plain Python.

The former implementation (every field through `json.dumps`/`json.loads`) is kept here as
the reference: the new one must see and sample exactly what it did."""

from __future__ import annotations

import json
from itertools import product

import pytest
from ludotheque.rules.castle_risk import CastleRiskState
from ludotheque.rules.castle_risk.battle import compare, roll, settle
from ludotheque.rules.castle_risk.data import EMPIRES, MAP, full_deck
from ludotheque.rules.core import Rng
from test_castle_risk_helpers import new_game


def old_view(state: CastleRiskState, player: int | None) -> dict:
    data = state.to_json()
    del data["rng"]
    del data["config"]["seed"]  # issue 24: a view never holds the seed
    data["viewer"] = player
    data["deck"] = len(state.deck)
    data["chips"] = len(state.chips)
    data["hands"] = [list(h) if p == player else len(h) for p, h in enumerate(state.hands)]
    data["hidden"] = [list(h) if p == player else len(h) for p, h in enumerate(state.hidden)]
    pending = data["pending"]
    if pending.get("spied_hand") is not None and pending.get("spy") != player:
        data["pending"] = {k: v for k, v in pending.items() if k != "spied_hand"}
    return data


def old_from_view(view: dict, rng: Rng) -> CastleRiskState:
    data = {k: v for k, v in view.items() if k != "viewer"}
    viewer = view["viewer"]
    unseen = full_deck(view["config"]["num_players"])
    known = [c for h in view["hands"] if isinstance(h, list) for c in h]
    known += view["discard"] + [card for _, card in view["table"]]
    known += ["reinforcement"] * view["track"]
    spied = view["pending"].get("spied_hand") if view["pending"] else None
    target = view["pending"].get("target") if spied is not None else None
    if spied is not None and not isinstance(view["hands"][target], list):
        known += spied
    for card in known:
        unseen.remove(card)
    rng.shuffle(unseen)
    hands = []
    for p, h in enumerate(view["hands"]):
        if isinstance(h, list):
            hands.append(list(h))
        elif p == target:
            hands.append(list(spied))
        else:
            hands.append([unseen.pop() for _ in range(h)])
    data["hands"], data["deck"] = hands, unseen[: view["deck"]]  # no deck before it is dealt
    no_castle = [t for t in MAP.ids if t not in view["castle_at"]]
    data["hidden"] = [list(h) if p == viewer else [rng.choice(no_castle) for _ in range(h)]
                      for p, h in enumerate(view["hidden"])]
    free = [e for e in EMPIRES if e not in view["chip_of"]]
    rng.shuffle(free)
    data["chips"] = free[: view["chips"]]
    data["rng"] = rng.next64()
    return CastleRiskState.from_json(json.loads(json.dumps(data)))


def positions(n: int, seed: int, every: float = 0.15):
    """States met along a random legal game, sampled at random points."""
    state, rng = new_game(n, seed), Rng(seed * 31)
    while not state.is_over():
        if rng.random() < every:
            yield state, rng
        state = state.apply(rng.choice(state.legal_actions()))
    yield state, rng


@pytest.mark.parametrize("n,seed", [(2, 1), (4, 2), (6, 3)])
def test_views_and_determinisations_are_those_of_the_json_version(n, seed):
    for state, rng in positions(n, seed):
        for viewer in [*range(n), None]:
            view = state.view(viewer)
            text = json.dumps(view)  # plain JSON values only
            assert json.loads(text) == old_view(state, viewer)
            assert '"rng"' not in text
            if viewer is None:
                continue
            salt = rng.next64()
            new = CastleRiskState.from_view(view, Rng(salt))
            assert new.to_json() == old_from_view(view, Rng(salt)).to_json()


@pytest.mark.parametrize("n,seed", [(3, 4), (4, 5), (5, 6)])
def test_legal_actions_in_view_are_a_determinisation_s_in_the_same_order(n, seed):
    for state, _ in positions(n, seed, 0.3):
        if state.is_over():
            continue
        p = state.current_player()
        view = state.view(p)
        assert CastleRiskState.legal_actions_in_view(view) == state.legal_actions()
        assert CastleRiskState.from_view(view, Rng(9)).legal_actions() == state.legal_actions()
        assert view == state.view(p)  # reading the view changed nothing


def test_a_view_and_a_determinisation_never_share_what_the_rules_change():
    state = next(s for s, _ in positions(4, 8, 0.5) if s.phase == "main")
    p = state.current_player()
    view = state.view(p)
    before = json.dumps(view, sort_keys=True)
    sample = CastleRiskState.from_view(view, Rng(1))
    twin = sample.clone()
    rng = Rng(2)
    for _ in range(200):
        if sample.is_over():
            break
        sample.apply_in_place(rng.choice(sample.legal_actions()))
    assert json.dumps(view, sort_keys=True) == before
    assert twin.to_json() == CastleRiskState.from_view(view, Rng(1)).to_json()
    assert state.view(p) == view


def test_the_engine_s_battle_matches_the_plain_rule_for_every_throw():
    for a_n, d_n in product((1, 2, 3), (1, 2)):
        for throw in product(range(1, 7), repeat=a_n + d_n):
            att = sorted(throw[:a_n], reverse=True)
            dfn = sorted(throw[a_n:], reverse=True)
            for g, m in product((False, True), repeat=2):
                al, dl, top = settle(att, dfn, g, m)
                assert (al, dl) == compare(att, dfn, g, m)
                assert top == (att[0] + g > dfn[0] + m)


def test_dice_are_the_generator_s_dice():
    a, b = Rng(5), Rng(5)
    assert roll(a, 300) == [b.die() for _ in range(300)]
    assert a.state == b.state


def test_a_save_stopped_at_the_former_defence_question_loads_as_the_attacker_s_turn():
    """Saves from before the defender chose his dice could stop at the old question at the
    start of an attack (phase "defend", nothing pending): they load at the attacker's first
    order, and the defender's Marshal and hidden armies come with his answer to it."""
    state = next(s for s, _ in positions(3, 11, 1.0) if s.phase == "battle" and not s.attack.dice)
    data = state.to_json()
    data["phase"], data["actor"], data["pending"] = "defend", state.attack.defender, {}
    loaded = CastleRiskState.from_json(json.loads(json.dumps(data)))
    assert loaded.phase == "battle" and loaded.current_player() == state.player
    assert loaded.legal_actions() == state.legal_actions()


def test_a_view_shows_only_the_listed_fields_whatever_else_the_state_holds():
    """The view copies the state's attribute dict: an attribute nobody listed (a cache, a
    debugging note) must never reach a seat."""
    state = next(s for s, _ in positions(3, 12, 0.5) if s.phase == "main")
    expected = state.view(0)
    state.note = state.hands[1]  # something private that is not a field
    view = state.view(0)
    assert "note" not in view and view == expected
    assert set(view) == {*CastleRiskState.FIELDS, "config", "viewer"}
