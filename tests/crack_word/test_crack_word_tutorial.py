"""Crack Word's guided first game: replaying the script through a Session with its AI
seat reaches every do step on the human's turn with the asked action legal, and the key
rules come up as the captions say (a play, a refusal, a JOKER, a crack, a POUBELLE)."""

from __future__ import annotations

from ludotheque.rules.crack_word import GAME
from ludotheque.rules.crack_word.ai.plays import accepted_plays, fallback_play
from ludotheque.rules.crack_word.cards import has_majority, row_text
from ludotheque.rules.crack_word.tutorial import TUTORIAL
from ludotheque.rules.session import Seat, Session
from ludotheque.rules.tutorial import tutorial_for
from tutorial_script import do_steps


def _session() -> Session:
    t = TUTORIAL
    return Session.create(GAME.id, [Seat.parse(s) for s in t.seats], t.seed, t.mode, dict(t.options), t.youngest,
                          t.decisions)


def _replay() -> list[tuple[int, list[str], Session]]:
    """(step index, log keys of the human's action, session after it) for each do step."""
    session = _session()
    out = []
    for index, step, action in do_steps(session, TUTORIAL):
        state = session.state
        assert action in state.legal_actions(), f"step {index}: {action} not legal"
        if "text" in step.params and "poubelle" not in step.caption:
            # The caption's row text is what the row reads once the card is laid.
            assert row_text(state.rows[action.row]) + action.letter == step.params["text"], index
        if "poubelle" in step.caption:
            row = state.rows[action.row]
            assert row_text(row) == step.params["text"] and has_majority(row, 1)
        keys = [e.key.rsplit(".", 1)[-1] for e in session.apply(action)]
        out.append((index, keys, session))
    return out


def test_every_do_step_is_legal_when_the_players_turn_comes():
    assert tutorial_for(GAME) is TUTORIAL
    assert TUTORIAL.seats[0] == "human"
    kinds = {TUTORIAL.steps[i].caption.rsplit(".", 1)[-1]: keys for i, keys, _ in _replay()}
    assert kinds["play"] == ["play"]
    assert kinds["refuse"] == ["penalty_prefix", "drew"], "the referee refuses the G and a card is drawn"
    assert kinds["joker"] == ["joker"]
    assert kinds["crack"][:2] == ["play", "crack"]
    assert kinds["poubelle"][0] == "poubelle"


def test_what_the_captions_name_is_what_happens():
    session = _replay()[-1][2]
    log = [(e.event.key.rsplit(".", 1)[-1], e.event.params) for e in session.log]
    refusal = next(p for k, p in log if k == "penalty_prefix")
    assert (refusal["letter"], refusal["text"]) == ("G", "PENG")
    drawn = next(p for k, p in log if k == "drew" and p["player"] == 0)
    read = next(s for s in TUTORIAL.steps if s.caption.endswith(".refused"))
    assert drawn["cards"] == read.params["drawn"], "the read step names the card really drawn"
    crack = next(p for k, p in log if k == "crack")
    step = next(s for s in TUTORIAL.steps if s.caption.endswith(".crack"))
    assert (crack["player"], crack["word"], crack["count"]) == (0, step.params["word"], step.params["count"])
    # The AI could crack the binned row with one more letter: the caption's threat is real.
    bin_step = next(s for s in TUTORIAL.steps if s.caption.endswith(".poubelle"))
    assert session.state.dictionary.is_word(bin_step.params["word"])
    assert bin_step.params["word"].startswith(bin_step.params["text"])
    assert session.state.scores()[0] == 6.0  # PENAL's five cards and the POUBELLE


def test_the_game_goes_on_after_the_script():
    session = _replay()[-1][2]
    while not session.state.is_over():
        if session.current_player() == 0:
            session.apply(fallback_play(session.state) if not (plays := accepted_plays(session.state)) else plays[0])
        else:
            session.play_ai_turn()
    assert session.state.is_over()
