"""The lean session path (issue 13): an AI turn advances the state in place, records the
action without encoding it, and checks only what an agent did not pick from its legal
actions; the result is exactly what `apply(choose_for(p))` gives."""

from __future__ import annotations

import json

import pytest
from ludotheque.rules.ai import Agent
from ludotheque.rules.core import GameConfig, IllegalAction
from ludotheque.rules.registry import built_games
from ludotheque.rules.session import Seat, Session

GAMES = built_games()
SPECS = ("random", "ai:easy", "random", "ai:normal")


def _session(info, seed: int, specs=SPECS) -> Session:
    mode = info.modes[0]
    n = max(mode.min_players, min(len(specs), mode.max_players))
    return Session(info, GameConfig(n, seed=seed, mode=mode.id), [Seat.parse(s) for s in specs[:n]])


def _snapshot(session: Session):
    return (json.dumps(session.state.to_json()), json.dumps(session.history),
            [e.to_json() for e in session.log], session.ply)


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_an_ai_turn_in_place_equals_apply(info):
    plies = 12 if info.id == "castle-crush" else 60
    lean, full = _session(info, 3), _session(info, 3)
    for _ in range(plies):
        if lean.state.is_over():
            break
        before = full.state
        full.apply(full.choose_for(full.current_player()))
        assert full.state is not before  # apply keeps the state before intact
        lean.play_ai_turn()
        assert lean.state.events == full.state.events
    assert _snapshot(lean) == _snapshot(full)


def test_history_is_encoded_when_read_and_survives_undo(toy_game):
    s = Session(toy_game, GameConfig(2, seed=3, options={"top": 6}), [Seat.parse("random"), Seat.parse("human")])
    s.play_ai_turn()
    assert s.ply == 1 and s.history == [{"type": "Play", "card": s.history[0]["card"]}]
    s.apply(s.state.legal_actions()[0])  # the human: nothing is drawn, undo allowed
    s.play_ai_turn()
    assert s.ply == 3 and len(s.history) == 3
    s.apply(s.state.legal_actions()[-1])
    encoded = list(s.history)
    assert s.can_undo(1) and s.undo(1)
    assert s.ply == 3 and s.history == encoded[:3]
    data = json.loads(json.dumps(s.to_json()))
    assert Session.from_json(data).history == s.history == Session.replay(data).history


class _Cheat(Agent):
    """Plays a card it does not hold: an agent defect."""

    def choose(self, view, player, state_cls, rng):
        from toy_game import Play

        return Play(999)


def test_an_agent_that_may_err_is_checked_and_changes_nothing(toy_game):
    s = Session(toy_game, GameConfig(2, seed=5), [Seat.parse("ai:normal"), Seat.parse("random")])
    s._agents[0] = _Cheat()
    before = _snapshot(s)
    with pytest.raises(IllegalAction):
        s.play_ai_turn()
    assert _snapshot(s) == before


def test_the_random_seat_is_not_checked_again(toy_game, monkeypatch):
    s = Session(toy_game, GameConfig(2, seed=5), [Seat.parse("random"), Seat.parse("random")])
    monkeypatch.setattr(toy_game.state_cls, "check_action", lambda self, a: pytest.fail("checked"))
    s.play_ai_turn()
    assert s.ply == 1


def test_a_human_turn_is_not_an_ai_turn(toy_game):
    s = Session(toy_game, GameConfig(2, seed=5), [Seat.parse("human"), Seat.parse("random")])
    with pytest.raises(IllegalAction):
        s.play_ai_turn()
    assert s.ply == 0


def test_replay_plays_in_place_and_still_refuses_a_bad_history(toy_game):
    s = Session(toy_game, GameConfig(2, seed=5), [Seat.parse("random"), Seat.parse("ai:normal")])
    for _ in range(5):
        s.play_ai_turn()
    data = json.loads(json.dumps(s.to_json()))
    assert _snapshot(Session.replay(data)) == _snapshot(s)
    data["history"][3] = {"type": "Play", "card": 999}
    with pytest.raises(IllegalAction):
        Session.replay(data)


def test_the_log_read_at_any_time_is_the_log_of_apply(toy_game):
    """Log entries are made when the log is read: reading it between turns, undoing and
    saving give the same entries, with the same plies, as the path that keeps states."""
    specs = [Seat.parse("random"), Seat.parse("random")]
    lean = Session(toy_game, GameConfig(2, seed=8), specs)
    full = Session(toy_game, GameConfig(2, seed=8), specs)
    seen = []
    while not lean.state.is_over():
        full.apply(full.choose_for(full.current_player()))
        lean.play_ai_turn()
        if lean.ply % 3 == 0:
            seen.append([(e.ply, e.event.key) for e in lean.log])
            assert seen[-1] == [(e.ply, e.event.key) for e in full.log]
    assert seen and len(seen[-1]) > len(seen[0])
    assert [e.to_json() for e in lean.log] == [e.to_json() for e in full.log]
    assert lean.to_json()["log"] == full.to_json()["log"]
