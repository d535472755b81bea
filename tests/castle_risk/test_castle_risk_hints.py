"""Hints (issue 12): one sentence on why, from the player's view only."""

from __future__ import annotations

import json
import string
from pathlib import Path

import ludotheque.rules.castle_risk.actions as A
import pytest
from ludotheque.rules.castle_risk import GAME
from ludotheque.rules.castle_risk.hints import explain
from ludotheque.rules.core import Rng
from ludotheque.rules.hints import explain_for
from test_castle_risk_helpers import new_game

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = {lang: json.loads((ROOT / "client/locale" / lang / "castle_risk.json").read_text("utf-8"))
              for lang in ("fr", "en")}


def fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def shown_params(params: dict) -> set[str]:
    """The names a sentence may use: `x_key` also gives `x` (translated), as in the log."""
    return set(params) | {k[:-4] for k in params if k.endswith("_key")}


def positions(n: int, seed: int):
    state, rng = new_game(n, seed), Rng(seed)
    agents = {p: GAME.make_agent("normal", p) for p in range(n)}
    while not state.is_over():
        p = state.current_player()
        action = agents[p].choose(state.view(p), p, type(state), rng.fork(state.turn_no, p))
        if rng.random() < 0.3:
            yield state, p, action
        state = state.apply(action if rng.random() < 0.8 else rng.choice(state.legal_actions()))


@pytest.mark.parametrize("n,seed", [(2, 3), (4, 4)])
def test_every_hint_is_a_full_sentence_in_both_languages(n, seed):
    kinds = set()
    for state, p, action in positions(n, seed):
        event = explain_for(GAME, state.view(p), p, action)
        assert event is not None and event.key.startswith("castle_risk.hint.why_")
        for cat in CATALOGUES.values():
            assert event.key in cat
            assert fields(cat[event.key]) <= shown_params(event.params), (event.key, event.params)
        json.dumps(event.params)
        kinds.add(type(action).__name__)
    assert {"Claim", "Place", "Attack", "DefendDice"} <= kinds


def test_a_hint_reads_only_the_player_s_view():
    """Another seat's hand and hidden armies change nothing in the sentence."""
    checked = 0
    for state, p, action in positions(3, 7):
        q = (p + 1) % 3
        k = len(state.hands[q])
        if state.phase not in ("main", "battle", "defend", "place") or len(state.deck) < k or not state.alive[q]:
            continue
        other = state.clone()
        other.hands[q], other.deck = other.deck[:k], other.hands[q] + other.deck[k:]
        other.hidden[q] = ["scotland" if t != "scotland" else "ireland" for t in other.hidden[q]]
        assert other.view(p) == state.view(p)
        assert explain(other.view(p), p, action) == explain(state.view(p), p, action)
        checked += 1
    assert checked > 10


def test_the_battle_hint_gives_the_exact_odds():
    from test_castle_risk_attack import board

    state = board([], london=(0, 11), netherlands=(1, 4))
    event = explain(state.view(0), 0, A.Attack("london", "netherlands"))
    assert event.key == "castle_risk.hint.why_attack" and event.params["a"] == 10 and event.params["d"] == 4
    from ludotheque.rules.castle_risk.battle import conquest_probability

    assert event.params["p"] == round(100 * conquest_probability(10, 4))
    asked = state.apply(A.Attack("london", "netherlands")).apply(A.Roll(3))
    two = explain(asked.view(1), 1, A.DefendDice(2))
    assert two.key == "castle_risk.hint.why_defend_dice" and two.params["m"] == 1
    assert 0 <= two.params["q"] <= two.params["p"] <= 100
