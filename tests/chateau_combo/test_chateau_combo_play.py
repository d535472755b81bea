"""Whole games: random-legal play, JSON round trips, views, saves, undo, resources."""

from __future__ import annotations

import json

import pytest
from ludotheque.rules.chateau_combo import GAME
from ludotheque.rules.chateau_combo.actions import (
    Buy,
    ChooseEffect,
    KeepGold,
    MoveMessenger,
    RefreshRow,
    StoreGold,
)
from ludotheque.rules.chateau_combo.data import CARDS, card_id
from ludotheque.rules.chateau_combo.state import ComboState
from ludotheque.rules.chateau_combo.views import unseen_decks
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.match import play_match
from ludotheque.rules.session import Seat, Session

RANDOM_GAMES = 1000


def wealth(state: ComboState) -> list[tuple[int, int, int]]:
    return [(b.gold, b.keys, b.tableau.stored_gold()) for b in state.players]


def check_resource_change(before: ComboState, action, after: ComboState) -> None:
    """Gold and keys move only as the rules say; never below zero."""
    p = before.turn
    old, new = wealth(before), wealth(after)
    assert all(g >= 0 and k >= 0 for g, k, _ in new)
    others_same = all(old[i] == new[i] for i in range(len(old)) if i != p)
    if isinstance(action, MoveMessenger | RefreshRow):
        assert new[p] == (old[p][0], old[p][1] - 1, old[p][2]) and others_same
    elif isinstance(action, StoreGold):
        assert new[p] == (old[p][0] - action.amount, old[p][1], old[p][2] + action.amount)
    elif isinstance(action, KeepGold):
        assert new == old
    elif isinstance(action, Buy) and action.face_down:
        assert new[p] == (old[p][0] + 6, old[p][1] + 2, old[p][2]) and others_same
    elif isinstance(action, Buy):
        card = CARDS[before.rows[before.messenger][action.index]]
        if all(e["type"] == "discount" for e in card.effects):
            assert new[p] == (old[p][0] - before.cost_for(p, card.id), old[p][1], old[p][2])
            assert others_same


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_legal_games_end_without_error(players):
    for seed in range(RANDOM_GAMES):
        state = ComboState.new(GameConfig(players, seed))
        rng = Rng(seed)
        checked = seed % 50 == 0  # the full legality and resource checks on some games
        while not state.is_over():
            actions = state.legal_actions()
            assert actions
            action = rng.choice(actions)
            if checked:
                after = state.apply(action)
                check_resource_change(state, action, after)
                state = after
            else:
                state.apply_in_place(action)
        assert all(len(b.tableau) == 9 for b in state.players)
        assert state.current_player() is None and state.legal_actions() == []
        assert state.winners()


def test_json_round_trip_at_random_points():
    for seed in range(20):
        state = ComboState.new(GameConfig(2 + seed % 4, seed))
        rng = Rng(seed)
        while not state.is_over():
            text = json.dumps(state.to_json())
            again = ComboState.from_json(json.loads(text))
            assert json.dumps(again.to_json()) == text
            assert json.dumps(state.clone().to_json()) == text
            state.apply_in_place(rng.choice(state.legal_actions()))


def plain(value) -> bool:
    """Dicts with string keys, lists, tuples, strings, numbers, booleans and None only."""
    if isinstance(value, dict):
        return all(isinstance(k, str) and plain(v) for k, v in value.items())
    if isinstance(value, list | tuple):
        return all(plain(v) for v in value)
    return value is None or isinstance(value, str | int | float)


def test_view_hides_the_deck_order_and_the_generator():
    state = ComboState.new(GameConfig(3, seed=4))
    view = state.view(0)
    assert "decks" not in view and "rng" not in view and "unseen" not in view
    assert state.view(1)["players"] == view["players"]
    assert {loc: len(deck) for loc, deck in unseen_decks(view).items()} == {"castle": 36, "village": 36}
    json.dumps(view)  # plain data only


def mutable_parts(value, out):
    """The ids of the dicts and lists inside `value` (itself included)."""
    if isinstance(value, dict | list):
        out.add(id(value))
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list | tuple):
        for v in value:
            mutable_parts(v, out)
    return out


def test_view_is_plain_data_built_from_the_state_not_shared_with_it():
    for seed in range(3):
        state = ComboState.new(GameConfig(2 + seed, seed))
        rng = Rng(seed)
        while not state.is_over():
            view = state.view(state.turn)
            assert plain(view)
            json.dumps(view)
            # No dict or list of the view belongs to the state, so changing one cannot
            # change the state (nor the next view); the rest are tuples nobody can change.
            held = {id(x) for x in (state.rows, state.discards, state.pending, state.players, *state.rows.values())}
            assert not mutable_parts(view, set()) & held
            for key in ("rows", "discards"):
                assert all(type(part) is tuple for part in view[key].values())
            assert type(view["removed"]) is tuple and type(view["exhausted"]) is tuple
            # A seat is (gold, keys, tableau entries); the entries are shared by the views.
            for (gold, keys, tab), b in zip(view["players"], state.players, strict=True):
                assert (gold, keys) == (b.gold, b.keys)
                assert type(tab) is tuple and all(type(e) is tuple for e in tab)
            state.apply_in_place(rng.choice(state.legal_actions()))


def fresh(state):
    """The players and the decks' cards as a view shows them, worked out afresh from the
    state (the decks' cards sorted: their order is no part of a view)."""
    return ([(b.gold, b.keys, tuple((r, c, k, fd, g) for (r, c), (k, fd, g) in b.tableau.slots.items()))
             for b in state.players],
            {loc: sorted(deck) for loc, deck in state.decks.items()})


def shown(view):
    return view["players"], unseen_decks(view)


def test_a_tableau_shared_by_views_follows_every_change():
    """The view's tableau tuples are remembered between views: a card laid, gold put on
    a purse, a card drawn, a state copied or rebuilt from a view, each shows at once."""
    for seed in (1, 3, 4):  # games where gold goes on purses, by an effect or at the end
        state = ComboState.new(GameConfig(2, seed=seed))
        rng = Rng(seed)
        while not state.is_over():
            before = shown(state.view(0))
            clone = state.clone()
            actions = state.legal_actions()
            stores = [a for a in actions if isinstance(a, StoreGold)]  # gold onto purses
            state.apply_in_place(rng.choice(stores or actions))
            assert shown(state.view(1)) == fresh(state)
            assert shown(clone.view(0)) == before == fresh(clone)
            rebuilt = ComboState.from_view(state.view(0), Rng(1))
            assert shown(rebuilt.view(0)) == fresh(rebuilt) == fresh(state)
            if not rebuilt.is_over():  # it moves on alone, and right
                rebuilt.apply_in_place(rebuilt.legal_actions()[-1])
                assert shown(rebuilt.view(0)) == fresh(rebuilt)
            assert shown(state.view(0)) == fresh(state)
        assert any(b.tableau.stored_gold() for b in state.players), "gold went on a purse"


def test_the_decks_cards_follow_from_the_view_through_reshuffles_and_exhaustion():
    """Every card is in a deck, a row, the discards, a tableau or out of the game, so the
    view need not list the decks' cards: they are worked out from the rest, always right
    (five players who crowd into the castle and refresh its row often use it up)."""
    happened = set()
    for seed in range(4):
        state = ComboState.new(GameConfig(5, seed))
        rng = Rng(seed)
        while not state.is_over():
            actions = state.legal_actions()
            keys = [a for a in actions if isinstance(a, MoveMessenger if state.messenger == "village" else RefreshRow)]
            state.apply_in_place(rng.choice(keys if keys and rng.randbelow(2) else actions))
            happened |= {e.key for e in state.events}
            view = state.view(state.current_player())
            assert unseen_decks(view) == {loc: sorted(deck) for loc, deck in state.decks.items()}
            assert ComboState.from_view(view, Rng(seed)).decks == unseen_decks(view)
    assert {"chateau_combo.log.reshuffle", "chateau_combo.log.exhausted"} <= happened


def test_from_view_keeps_what_is_seen_and_draws_the_rest_at_random():
    state = ComboState.new(GameConfig(2, seed=6))
    rng = Rng(2)
    for _ in range(7):
        state.apply_in_place(rng.choice(state.legal_actions()))
    view = state.view(state.turn)
    samples = [ComboState.from_view(view, Rng(k)) for k in range(10)]
    for s in samples:
        public = {k: v for k, v in s.view(state.turn).items()}
        assert public == view
        for loc in ("castle", "village"):
            assert sorted(s.decks[loc]) == sorted(state.decks[loc])
    refreshed = set()
    for s in samples:
        s.key_used, s.players[s.turn].keys = False, 1
        s.apply_in_place(RefreshRow())
        assert set(s.rows[s.messenger]) <= set(state.decks[s.messenger])
        refreshed.add(tuple(s.rows[s.messenger]))
    assert len(refreshed) > 1  # the unseen cards come out in a different order


def test_determinisations_of_one_view_share_no_tableau():
    """States made from one view start from the same remembered slots: playing one to the
    end (cards laid, gold on purses) leaves the next one made from it as the view shows."""
    for seed in (1, 3):
        state = ComboState.new(GameConfig(2, seed))
        rng = Rng(seed)
        for _ in range(12):
            state.apply_in_place(rng.choice(state.legal_actions()))
        view = state.view(state.turn)
        first = ComboState.from_view(view, Rng(1))
        while not first.is_over():
            actions = first.legal_actions()
            first.apply_in_place(([a for a in actions if isinstance(a, StoreGold)] or actions)[-1])
        assert any(b.tableau.stored_gold() for b in first.players)
        second = ComboState.from_view(view, Rng(2))
        assert fresh(second)[0] == view["players"] == fresh(state)[0]  # read from the slots


def test_legal_actions_in_view_are_those_of_any_determinisation():
    for seed in range(6):
        state = ComboState.new(GameConfig(2 + seed % 4, seed))
        rng = Rng(seed)
        while not state.is_over():
            view = state.view(state.turn)
            expected = state.legal_actions()
            assert ComboState.legal_actions_in_view(view) == expected
            assert ComboState.from_view(view, Rng(seed)).legal_actions() == expected
            state.apply_in_place(rng.choice(expected))


def test_save_at_any_point_and_resume_to_the_same_result():
    seats = [Seat.parse("ai:normal"), Seat.parse("random"), Seat.parse("ai:easy")]
    for stop in (5, 31):
        s = Session.create("chateau-combo", seats, seed=9)
        for _ in range(stop):
            s.play_ai_turn()
        data = json.loads(json.dumps(s.to_json()))
        resumed = Session.from_json(data)
        assert Session.replay(data).state.to_json() == s.state.to_json()
        while not s.state.is_over():
            s.play_ai_turn()
        while not resumed.state.is_over():
            resumed.play_ai_turn()
        assert resumed.history == s.history and resumed.result() == s.result()


def test_undo_allowed_while_no_card_was_drawn():
    s = Session(GAME, GameConfig(2, seed=1), [Seat.parse("human"), Seat.parse("human")])
    start = s.state.to_json()
    s.apply(MoveMessenger())
    assert s.can_undo() and s.undo() and s.state.to_json() == start
    s.state.rows["village"][0] = card_id("Barbarian")  # a choose-one card: no draw yet
    s.apply(Buy(0, 0, 0))
    assert s.state.pending is not None and s.can_undo()
    s.apply(ChooseEffect(1))  # the turn ends: rows are refilled
    assert not s.can_undo()
    s.apply(RefreshRow())
    assert not s.can_undo()


def test_every_level_plays_legal_moves_to_the_end():
    seats = [Seat.parse(x) for x in ("ai:easy", "ai:hard", "random")]
    s = Session.create("chateau-combo", seats, seed=3)
    while not s.state.is_over():
        s.play_ai_turn()
    assert s.state.is_over()


def test_normal_beats_random_in_most_of_a_few_games():
    wins = 0
    for seed in range(10):
        s = Session.create("chateau-combo", [Seat.parse("ai:normal"), Seat.parse("random")], seed=seed)
        while not s.state.is_over():
            s.play_ai_turn()
        wins += 0 in s.state.winners()
    assert wins >= 9


def match_share(a: str, b: str, games: int) -> float:
    return play_match("chateau-combo", [a, b], games).share(a)

@pytest.mark.slow
def test_normal_wins_ninety_nine_percent_against_random():
    """Measured 200/200 (99.5 % before issue 13)."""
    rate = match_share("ai:normal", "random", 200)
    print(f"normal vs random, 200 two-player games: {rate:.3f}")
    assert rate >= 0.99


@pytest.mark.slow
def test_hard_beats_normal_seventy_percent():
    """Issue 13's target; measured 78.5 % (64.2 % before the fitted worth)."""
    rate = match_share("ai:hard", "ai:normal", 200)
    print(f"hard vs normal, 200 two-player games: {rate:.3f}")
    assert rate >= 0.7


def test_normal_ai_buys_its_first_card_face_up():
    """Early points read small on an empty grid; the AI must still not trade its first
    card for 6 gold and 2 keys (QA saw it do so on two of its first three turns)."""
    blanks = 0
    for seed in range(10):
        s = Session.create("chateau-combo", [Seat.parse("ai:normal"), Seat.parse("ai:normal")], seed=seed)
        while any(len(p.tableau) == 0 for p in s.state.players):
            action = s.choose_for(s.current_player())
            blanks += isinstance(action, Buy) and action.face_down
            s.apply(action)
    assert blanks <= 2


def test_fast_encoding_is_the_codec_s():
    from ludotheque.rules.chateau_combo.actions import CODEC, FillPurses

    seen = set()
    for seed in range(4):
        state = ComboState.new(GameConfig(2 + seed, seed))
        rng = Rng(seed)
        while not state.is_over():
            for action in state.legal_actions():
                assert state.encode_action(action) == CODEC.encode(action)
                assert json.dumps(state.encode_action(action)) == json.dumps(CODEC.encode(action))
                assert state.decode_action(state.encode_action(action)) == action
                seen.add(type(action).__name__)
            state.apply_in_place(rng.choice(state.legal_actions()))
    cells = FillPurses(((0, 1), (1, 1)))
    assert state.encode_action(cells) == CODEC.encode(cells)
    assert {"Buy", "MoveMessenger", "RefreshRow", "StoreGold", "KeepGold"} <= seen


def test_a_save_written_before_plain_views_loads_and_ends_the_same_each_time():
    """Saved at ply 20 (hard, normal, random; seed 5) by the code before views and
    determinisations were built directly: it loads, replays and plays to the end."""
    from pathlib import Path

    from ludotheque.client.saves import load_session

    path = Path(__file__).parent / "data" / "save_before_plain_views.json"
    results = []
    for _ in range(2):
        session = load_session(path)
        assert session.ply == 20
        assert Session.replay(json.loads(path.read_text())["session"]).state.to_json() == session.state.to_json()
        while not session.state.is_over():
            session.play_ai_turn()
        results.append((session.history, session.result()))
    assert results[0] == results[1]
