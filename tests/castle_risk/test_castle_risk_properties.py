"""Invariants over random-legal games: armies, cards, JSON, secrets, saves, refusals."""

from __future__ import annotations

import json

import pytest
from ludotheque.rules.castle_risk import GAME, CastleRiskState
from ludotheque.rules.castle_risk.actions import Attack, MoveIn, Place, Roll
from ludotheque.rules.castle_risk.data import full_deck
from ludotheque.rules.core import GameConfig, IllegalAction, Rng
from ludotheque.rules.session import Seat, Session
from test_castle_risk_helpers import SETUP_PHASES, after_setup, army_total, card_count, new_game

# Log events that bring armies onto the board or take them off it, and their sign.
ARMY_EVENTS = {
    "castle_risk.log.castle": lambda p: 1,
    "castle_risk.log.claim": lambda p: 1,
    "castle_risk.log.place": lambda p: p["count"],
    "castle_risk.log.reveal": lambda p: p["count"],
    "castle_risk.log.battle": lambda p: -p["attacker_losses"] - p["defender_losses"],
    "castle_risk.log.eliminated": lambda p: -p["count"],
}


def play_random(n: int, seed: int, check) -> CastleRiskState:
    state = new_game(n, seed)
    rng = Rng(seed * 7 + 1)
    while not state.is_over():
        before = state
        state = state.apply(rng.choice(state.legal_actions()))
        check(before, state)
    return state


def armies_come_only_from_the_rules(before: CastleRiskState, after: CastleRiskState) -> None:
    delta = sum(ARMY_EVENTS[e.key](e.params) for e in after.events if e.key in ARMY_EVENTS)
    assert army_total(after) - army_total(before) == delta
    assert all(v >= 0 for v in after.armies.values())


def cards_are_conserved(before: CastleRiskState, after: CastleRiskState) -> None:
    if after.phase not in SETUP_PHASES:
        zones = [c for h in after.hands for c in h] + after.deck + after.discard
        zones += [card for _, card in after.table] + ["reinforcement"] * after.track
        assert sorted(zones) == sorted(full_deck(after.num_players))


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_armies_appear_only_from_rule_sources_and_vanish_only_in_battle(n):
    for seed in range(6):
        play_random(n, seed, armies_come_only_from_the_rules)


@pytest.mark.parametrize("n", [2, 4, 6])
def test_cards_are_conserved(n):
    for seed in range(6):
        play_random(n, seed, cards_are_conserved)


def test_json_round_trip_at_random_points():
    rng = Rng(5)
    for n in (2, 3, 5):
        state = new_game(n, 40 + n)
        while not state.is_over():
            if rng.random() < 0.2:
                text = json.dumps(state.to_json())
                again = CastleRiskState.from_json(json.loads(text))
                assert json.dumps(again.to_json()) == text
            state = state.apply(rng.choice(state.legal_actions()))


def test_view_hides_hands_deck_and_hidden_armies():
    state = after_setup(4, 8)
    for viewer in (0, 2, None):
        view = state.view(viewer)
        assert "rng" not in view
        assert isinstance(view["deck"], int) and isinstance(view["chips"], int)
        for p in range(4):
            assert isinstance(view["hands"][p], list) == (p == viewer)
            assert isinstance(view["hidden"][p], list) == (p == viewer)
        json.dumps(view)


def test_from_view_keeps_what_the_viewer_knows_and_resamples_the_rest():
    state = after_setup(3, 2)
    view = state.view(0)
    samples = [CastleRiskState.from_view(view, Rng(k)) for k in range(20)]
    for s in samples:
        assert s.hands[0] == state.hands[0] and s.hidden[0] == state.hidden[0]
        assert [len(h) for h in s.hands] == [len(h) for h in state.hands]
        assert s.owner == state.owner and s.armies == state.armies
        assert card_count(s) == 48
        assert all(t not in s.castle_at for h in s.hidden for t in h)
    assert len({json.dumps(s.hands[1]) for s in samples}) > 1


def test_ai_decision_does_not_depend_on_others_secrets():
    state = after_setup(3, 4)
    p = state.current_player()
    agent = GAME.make_agent("normal", p)
    other = state.clone()
    q = (p + 1) % 3
    other.hands[q], other.hidden[q] = list(other.hands[(q + 1) % 3]), ["rome"]
    choice = agent.choose(state.view(p), p, CastleRiskState, Rng(3))
    assert agent.choose(other.view(p), p, CastleRiskState, Rng(3)) == choice


def test_save_at_any_point_and_resume_to_the_same_result():
    seats = [Seat.parse(s) for s in ("ai:normal", "random", "ai:easy")]
    full = Session(GAME, GameConfig(3, seed=21), seats)
    while not full.state.is_over():
        full.play_ai_turn()
    for cut in (5, 60, full.ply // 2, full.ply - 1):
        part = Session(GAME, GameConfig(3, seed=21), seats)
        for _ in range(cut):
            part.play_ai_turn()
        resumed = Session.from_json(json.loads(json.dumps(part.to_json())))
        assert Session.replay(part.to_json()).state.to_json() == part.state.to_json()
        while not resumed.state.is_over():
            resumed.play_ai_turn()
        assert resumed.history == full.history
        assert resumed.state.winners() == full.state.winners()


def test_illegal_actions_are_refused_with_a_reason_and_change_nothing():
    state = after_setup(3, 6)
    before = json.dumps(state.to_json())
    p = state.current_player()
    enemy = next(t for t in state.owner if state.owner[t] not in (p,))
    for bad in (Place(enemy, 1), Roll(2), MoveIn(3), Attack(enemy, enemy), Attack("atlantis", "x")):
        with pytest.raises(IllegalAction) as err:
            state.apply(bad)
        assert err.value.key.startswith(("castle_risk.error.", "core.error."))
        assert err.value.message
    with pytest.raises(IllegalAction):
        state.apply(state.decode_action({"type": "Teleport"}))
    assert json.dumps(state.to_json()) == before


def random_games(n: int, count: int) -> list[int]:
    lengths = []
    for seed in range(count):
        state = new_game(n, seed)
        rng = Rng(seed + 99)
        plies = 0
        while not state.is_over():
            state.apply_in_place(rng.choice(state.legal_actions()))
            plies += 1
        assert state.winners()
        lengths.append(plies)
    return lengths


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_random_legal_games_end_without_error(n):
    assert len(random_games(n, 30)) == 30


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_a_thousand_random_legal_games_per_player_count(n):
    lengths = random_games(n, 1000)
    print(f"\n{n} players: 1000 games, plies mean {sum(lengths) / 1000:.0f}, max {max(lengths)}")


@pytest.mark.parametrize("n", [2, 4])
def test_views_hide_secrets_and_rebuild_a_playable_state_at_random_points(n):
    state = new_game(n, 70 + n)
    rng = Rng(n)
    while not state.is_over():
        if rng.random() < 0.1:
            for viewer in range(n):
                view = state.view(viewer)
                text = json.dumps(view)
                assert '"rng"' not in text
                for p in range(n):
                    if p != viewer:
                        assert isinstance(view["hands"][p], int) and isinstance(view["hidden"][p], int)
                sample = CastleRiskState.from_view(view, rng.fork(viewer))
                assert sample.hands[viewer] == state.hands[viewer]
                assert sample.hidden[viewer] == state.hidden[viewer]
                assert sample.current_player() == state.current_player()
                if sample.phase not in SETUP_PHASES:
                    assert card_count(sample) == card_count(state)
                assert sample.legal_actions()
        state = state.apply(rng.choice(state.legal_actions()))
