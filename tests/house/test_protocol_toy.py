"""The protocol, session and AI layer on the toy hidden-hand game."""

from __future__ import annotations

import json

import pytest
from ludotheque.rules.ai import GreedyAgent, MCTSAgent, RandomAgent
from ludotheque.rules.core import GameConfig, IllegalAction, Rng
from ludotheque.rules.session import Seat, Session


def play_random(session: Session, seed: int) -> None:
    rng = Rng(seed)
    while not session.state.is_over():
        session.apply(rng.choice(session.state.legal_actions()))


def test_same_seed_same_game(toy_game):
    a = toy_game.new_state(GameConfig(3, seed=5))
    b = toy_game.new_state(GameConfig(3, seed=5))
    assert a.to_json() == b.to_json()
    assert toy_game.new_state(GameConfig(3, seed=6)).to_json() != a.to_json()


def test_illegal_action_leaves_state_unchanged(toy_game):
    state = toy_game.new_state(GameConfig(2, seed=1))
    before = json.dumps(state.to_json())
    with pytest.raises(IllegalAction) as err:
        state.apply(state.decode_action({"type": "Play", "card": 99}))
    assert err.value.key == "toy.error.not_in_hand"
    assert json.dumps(state.to_json()) == before


def test_serialise_round_trip_at_every_ply(toy_game):
    state = toy_game.new_state(GameConfig(4, seed=9))
    rng = Rng(3)
    while not state.is_over():
        again = toy_game.state_cls.from_json(json.loads(json.dumps(state.to_json())))
        assert again.to_json() == state.to_json()
        state = state.apply(rng.choice(state.legal_actions()))


def test_view_hides_other_hands(toy_game):
    state = toy_game.new_state(GameConfig(3, seed=2))
    view = json.dumps(state.view(0))
    for card in state.hands[1]:
        assert '"hand": [' in view
        assert card not in state.view(0)["hand"] or card in state.hands[0]
    assert "rng" not in state.view(0)
    assert "deck" not in state.view(0)


def test_agents_use_only_the_view(toy_game):
    """A determinisation keeps what the seat knows and resamples the rest."""
    state = toy_game.new_state(GameConfig(2, seed=4))
    view = state.view(0)
    sampled = [toy_game.state_cls.from_view(view, Rng(k)) for k in range(20)]
    assert all(s.hands[0] == sorted(state.hands[0]) or sorted(s.hands[0]) == sorted(state.hands[0]) for s in sampled)
    assert len({tuple(sorted(s.hands[1])) for s in sampled}) > 1


@pytest.mark.parametrize("agent", [RandomAgent(), GreedyAgent(lambda s, p: s.scores()[p]), MCTSAgent(iterations=50)])
def test_every_agent_plays_legal_moves_to_the_end(toy_game, agent):
    state = toy_game.new_state(GameConfig(3, seed=7))
    rng = Rng(1)
    while not state.is_over():
        p = state.current_player()
        action = agent.choose(state.view(p), p, type(state), rng.fork(p))
        state = state.apply(action)
    assert state.is_over()


def test_greedy_beats_random(toy_game):
    wins = 0
    for seed in range(40):
        s = Session(toy_game, GameConfig(2, seed=seed), [Seat.parse("ai:normal"), Seat.parse("random")])
        while not s.state.is_over():
            s.play_ai_turn()
        wins += 0 in s.state.winners()
    assert wins >= 28


def test_session_replay_matches_saved_state(toy_game):
    s = Session(toy_game, GameConfig(3, seed=11), [Seat.parse(x) for x in ("ai:hard", "random", "ai:easy")])
    for _ in range(5):
        s.play_ai_turn()
    data = json.loads(json.dumps(s.to_json()))
    restored = Session.from_json(data)
    assert restored.state.to_json() == s.state.to_json()
    assert Session.replay(data).state.to_json() == s.state.to_json()
    while not s.state.is_over():
        s.play_ai_turn()
    while not restored.state.is_over():
        restored.play_ai_turn()
    assert restored.history == s.history


def test_undo_only_before_a_reveal(toy_game):
    s = Session(toy_game, GameConfig(2, seed=3, options={"top": 6}), [Seat.parse("human"), Seat.parse("human")])
    # Six cards, three each: no draw ever happens, so nothing is revealed.
    first = s.state.to_json()
    s.apply(s.state.legal_actions()[0])
    assert s.can_undo()
    assert s.undo()
    assert s.state.to_json() == first
    assert not s.can_undo()

    s2 = Session(toy_game, GameConfig(2, seed=3), [Seat.parse("human"), Seat.parse("human")])
    s2.apply(s2.state.legal_actions()[0])  # draws a card: revealed
    assert not s2.can_undo()


def test_pass_screen_only_between_humans(toy_game):
    hot = Session(toy_game, GameConfig(2), [Seat.parse("human"), Seat.parse("human")])
    assert hot.needs_pass_screen(0, 1)
    assert not hot.needs_pass_screen(1, 1)
    assert hot.needs_pass_screen(None, 0)  # nobody at the screen yet: a game just set up
    solo = Session(toy_game, GameConfig(2), [Seat.parse("human"), Seat.parse("ai:easy")])
    assert not solo.needs_pass_screen(0, 1)
    assert not solo.needs_pass_screen(None, 0)


def test_bad_configs_are_refused(toy_game):
    with pytest.raises(ValueError, match="2-4 players"):
        toy_game.new_state(GameConfig(5))
    with pytest.raises(ValueError, match="no mode"):
        toy_game.new_state(GameConfig(2, mode="speed"))
    with pytest.raises(ValueError, match="must be one of"):
        toy_game.new_state(GameConfig(2, options={"top": 13}))
    assert toy_game.new_state(GameConfig(2, options={"top": "40"})).config.options["top"] == 40


def test_seat_specs():
    assert Seat.parse("ai:hard").spec == "ai:hard"
    assert Seat.parse("random").spec == "random"
    with pytest.raises(ValueError):
        Seat.parse("ai:godlike")
    with pytest.raises(ValueError):
        Seat.parse("robot")


def test_every_seat_gets_its_own_colour(toy_game):
    s = Session(toy_game, GameConfig(3), [Seat.parse("random"), Seat.parse("random"), Seat.parse("ai:easy")])
    assert [seat.colour for seat in s.seats] == [0, 1, 2]
    chosen = Session(toy_game, GameConfig(2), [Seat("human", colour=4), Seat("ai", colour=1)])
    assert [seat.colour for seat in chosen.seats] == [4, 1]


def test_no_pass_screen_while_nothing_private_shows(toy_game, monkeypatch):
    hot = Session(toy_game, GameConfig(2), [Seat.parse("human"), Seat.parse("human")])
    assert hot.needs_pass_screen(0, 1)
    monkeypatch.setattr(type(hot.state), "shows_private", lambda self, player: False)
    assert not hot.needs_pass_screen(0, 1)


def test_a_match_rotates_seats_and_shares_ties(toy_game):
    from ludotheque.rules.match import play_match

    seen = []
    result = play_match("toy", ["ai:normal", "random"], 4, first_seed=7, play=lambda s, k: (seen.append([x.spec for x in s.seats]), _finish(s)))
    assert seen == [["ai:normal", "random"], ["random", "ai:normal"]] * 2
    assert result.games == 4 and sum(result.wins.values()) == pytest.approx(4)
    assert result.share("ai:normal") == result.wins["ai:normal"] / 4


def _finish(session):
    while not session.state.is_over():
        session.play_ai_turn()
