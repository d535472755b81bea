"""Casa Grande's guided first game: replaying the script through a Session with its AI
seats reaches every do step on the human's turn with the asked action legal, and the key
rules come up (a chosen corner, the lit lane, a block, a platform's income)."""

from __future__ import annotations

from ludotheque.rules.casa_grande import GAME
from ludotheque.rules.casa_grande.tutorial import TUTORIAL
from ludotheque.rules.core import GameConfig
from ludotheque.rules.session import Seat, Session
from ludotheque.rules.tutorial import tutorial_for
from tutorial_script import do_steps


def _session() -> Session:
    t = TUTORIAL
    config = GameConfig(len(t.seats), t.seed, t.mode or "standard", dict(t.options), t.youngest)
    return Session(GAME, config, [Seat.parse(s) for s in t.seats], decisions=t.decisions)


def test_every_do_step_is_legal_when_the_players_turn_comes():
    assert tutorial_for(GAME) is TUTORIAL
    session = _session()
    incomes = []
    for index, _, action in do_steps(session, TUTORIAL):
        assert action in session.state.legal_actions(), f"step {index}: {action} not legal"
        session.apply(action)
        incomes += [e.params["income"] for e in session.state.events if e.key == "casa_grande.log.platform"]
    assert incomes == [8] and session.state.money[0] == 8


def test_the_lanes_named_are_the_lanes_the_game_lights():
    session = _session()
    lanes = []
    for _, _, action in do_steps(session, TUTORIAL):
        session.apply(action)
        lanes += [e.params["lane"] for e in session.state.events if e.key == "casa_grande.log.stop" and e.params["player"] == 0]
    assert lanes == [s.params["lane"] for s in TUTORIAL.steps if "lane" in s.params]


def test_the_tutorial_teaches_corners_stacking_the_tray_numbers_and_the_keys():
    """Issue 23: the sun corners, building higher, the numbers under the tray's shapes and
    the keys (Enter, Tab, R) were never explained."""
    from ludotheque.client.i18n import Translator

    for lang in ("fr", "en"):
        t = Translator(lang).t
        text = " ".join(t(s.caption, **{k: "X" for k in ("cell", "lane", "partner", "cells", "storey", "income")})
                        + " " + (t(s.why) if s.why else "") for s in TUTORIAL.steps)
        for word in ("Enter" if lang == "en" else "Entrée", "Tab", "R ", "3", "T "):
            assert word in text, (lang, word)
    keys = [s.caption for s in TUTORIAL.steps]
    assert "casa_grande.tutorial.corners" in keys and "casa_grande.tutorial.stacking" in keys
