"""The tutorial script's pure logic (rules/tutorial.py), on the toy game."""

from __future__ import annotations

import pytest
from ludotheque.rules.session import Seat, Session
from ludotheque.rules.tutorial import Step, Tutorial, TutorialRun, tutorial_for
from toy_game import Play


def _session(toy_game):
    return Session.create(toy_game.id, [Seat.parse("human"), Seat.parse("ai:easy")], seed=4)


def test_do_step_moves_on_only_with_the_asked_action(toy_game):
    session = _session(toy_game)
    cards = [a.card for a in session.state.legal_actions()]
    asked, other = cards[0], cards[1]
    run = TutorialRun(Tutorial(("human", "ai:easy"), (Step("toy.tutorial.play", action={"type": "Play", "card": asked}),)))
    state = session.state
    assert run.expected(state) == Play(asked)
    assert not run.accepts(state, Play(other))
    run.record(state, Play(other), by_human=True)
    assert run.index == 0
    run.record(state, Play(asked), by_human=False)
    assert run.index == 0, "an AI's action never fulfils the human's step"
    run.record(state, Play(asked), by_human=True)
    assert run.done and run.step is None
    assert run.accepts(state, Play(other)), "after the script every legal action is free play"


def test_type_and_any_accept_wider(toy_game):
    state = _session(toy_game).state
    card = state.legal_actions()[0].card
    for kind in ("type", "any"):
        run = TutorialRun(Tutorial(("human",), (Step("k", action={"type": "Play", "card": card + 1000}, accept=kind),)))
        assert run.accepts(state, Play(card))


def test_read_step_waits_for_continue_and_skip_plays_the_asked_action(toy_game):
    state = _session(toy_game).state
    card = state.legal_actions()[0].card
    run = TutorialRun(Tutorial(("human",), (Step("read"), Step("do", action={"type": "Play", "card": card}))))
    assert run.step.is_read and run.expected(state) is None and run.skip_action(state) is None
    run.advance()
    assert run.skip_action(state) == Play(card)
    missing = TutorialRun(Tutorial(("human",), (Step("do", action={"type": "Play", "card": 10_000}),)))
    assert missing.skip_action(state) is None, "an action the game no longer allows is not played"


def test_unknown_accept_kind_is_refused():
    with pytest.raises(ValueError):
        Step("k", action=1, accept="maybe")


def test_a_game_without_a_script_has_no_tutorial(toy_game):
    assert tutorial_for(toy_game) is None
