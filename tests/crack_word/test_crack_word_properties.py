"""Invariants over random-legal games: conservation, referee, round-trips, secrets, saves."""

from __future__ import annotations

import json

import pytest
from crack_word_helpers import new_game
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.crack_word import GAME
from ludotheque.rules.crack_word.actions import PlaceLetter
from ludotheque.rules.crack_word.cards import row_text
from ludotheque.rules.crack_word.state import CrackWordState
from ludotheque.rules.session import Seat, Session


def random_game(players: int, seed: int, **options):
    """Yield (state before, action, state after) through one random-legal game."""
    state = new_game(players, seed, **options)
    rng = Rng(seed * 7919 + players)
    while not state.is_over():
        action = rng.choice(state.legal_actions())
        after = state.apply(action)
        yield state, action, after
        state = after


def check_invariants(before: CrackWordState, action, after: CrackWordState) -> None:
    assert after.card_count() == 50 * after.num_players  # cards are conserved
    finisher = after.finished_by if after.is_over() else None
    if finisher is not None:
        # Ending 1: the player who emptied his hand collects every card of his colour
        # from the table (the sheet), which leaves the rows with holes, not words.
        assert all(c[0] != finisher for row in after.rows for c in row)
        assert after.points[finisher] and not after.hands[finisher]
        return
    for row in after.rows:  # every accepted move keeps each row a valid beginning / fragment
        assert not row or after.row_accepts(row_text(row))
    if isinstance(action, PlaceLetter) and after.rows[action.row] == before.rows[action.row]:
        refused = [e for e in after.events if e.key.startswith("crack_word.log.penalty")]
        assert refused or action.crack  # an unchanged row means the referee refused the letter


def play_out(players: int, games: int, **options) -> int:
    ended = 0
    for seed in range(games):
        last = None
        for before, action, after in random_game(players, seed, **options):
            check_invariants(before, action, after)
            last = after
        assert last is not None and last.is_over() and last.winners()
        ended += 1
    return ended


# 1000 games per player count take minutes here: the default suite plays a sample and
# the slow suite below plays the thousand.
@pytest.mark.parametrize(("players", "games"), [(2, 40), (3, 30), (4, 20)])
def test_random_legal_games_end_without_error(players, games):
    assert play_out(players, games) == games


def test_random_legal_games_either_end_in_english():
    assert play_out(3, 10, placement="either", language="en") == 10


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_thousand_random_legal_games_per_player_count(players):
    assert play_out(players, 1000) == 1000


def test_json_round_trip_at_random_points():
    for seed in range(6):
        for k, (_, _, after) in enumerate(random_game(2 + seed % 3, seed)):
            if k % 9 == 0 or after.is_over():
                text = json.dumps(after.to_json())
                again = CrackWordState.from_json(json.loads(text))
                assert json.dumps(again.to_json()) == text


def test_view_hides_other_hands_piles_and_the_generator():
    state = new_game(3, seed=5)
    view = state.view(0)
    assert view["hand"] == sorted(state.hands[0])
    text = json.dumps(view)
    assert "rng" not in view and "piles" not in view and "hands" not in view
    assert view["hand_sizes"] == [8, 8, 8]
    spectator = state.view(None)
    assert spectator["hand"] is None
    assert str(state.rng.state) not in text


def test_from_view_keeps_what_the_seat_knows_and_resamples_the_rest():
    for _, _, state in random_game(3, 2):
        if state.is_over():
            break
        view = state.view(1)
        worlds = [CrackWordState.from_view(view, Rng(k)) for k in range(8)]
        for w in worlds:
            assert sorted(w.hands[1]) == sorted(state.hands[1])
            assert w.rows == state.rows and w.points == state.points
            assert [len(h) for h in w.hands] == [len(h) for h in state.hands]
            assert [len(p) for p in w.piles] == [len(p) for p in state.piles]
            assert w.card_count() == state.card_count()
    assert len({tuple(sorted(w.hands[0])) for w in worlds}) > 1


def test_save_at_any_point_and_resume_to_the_same_result():
    seats = [Seat.parse("ai:normal"), Seat.parse("random"), Seat.parse("ai:easy")]
    session = Session(GAME, GameConfig(3, seed=12), seats)
    saved = None
    while not session.state.is_over():
        session.play_ai_turn()
        if session.ply == 20:
            saved = json.loads(json.dumps(session.to_json()))
    assert saved is not None
    resumed = Session.from_json(saved)
    while not resumed.state.is_over():
        resumed.play_ai_turn()
    assert resumed.history == session.history
    assert resumed.state.to_json() == session.state.to_json()
    assert Session.replay(saved).state.to_json() == Session.from_json(saved).state.to_json()


def test_view_and_from_view_never_go_through_json(monkeypatch):
    """Issue 13: a view and a determinisation are built directly, at copy cost."""
    states = [after for k, (_, _, after) in enumerate(random_game(3, 4)) if k % 15 == 0]

    def refuse(*_args, **_kwargs):
        raise AssertionError("json used on the decision path")

    monkeypatch.setattr(json, "dumps", refuse)
    monkeypatch.setattr(json, "loads", refuse)
    for state in states:
        for viewer in (None, *range(state.num_players)):
            CrackWordState.from_view(state.view(viewer), Rng(viewer or 0))


def test_legal_actions_in_view_match_every_determinisation():
    """The mover's legal actions, from his view alone, in the order the random seat
    draws from (so its choices stay those it made on a determinisation)."""
    for options in ({}, {"placement": "either", "language": "en"}):
        for _, _, state in random_game(3, 8, **options):
            if state.is_over():
                assert CrackWordState.legal_actions_in_view(state.view(0)) == []
                break
            view = state.view(state.turn)
            expected = CrackWordState.from_view(view, Rng(1)).legal_actions()
            assert CrackWordState.legal_actions_in_view(view) == expected == state.legal_actions()


def test_fast_action_encoding_matches_the_codec():
    from ludotheque.rules.crack_word.actions import CODEC, Pass, Trash, encode

    for action in (PlaceLetter("JOKER", 2, "Q", True, True), PlaceLetter("E", 0, "E"), Trash(3), Pass()):
        assert encode(action) == CODEC.encode(action)
        assert list(encode(action)) == list(CODEC.encode(action))  # same key order in saves
        assert CODEC.decode(encode(action)) == action
