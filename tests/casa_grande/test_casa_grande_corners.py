"""Issue 14, item 9: each player chooses a starting corner, in turn order (the sheet:
« Chaque joueur pose son pion sur une case d'angle marquée d'un soleil. Il ne peut y avoir
qu'un seul pion par case. »), the AI too; saves from before the choice still load, resume
and replay the same."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from casa_helpers import new_game
from ludotheque.rules.casa_grande import GAME
from ludotheque.rules.casa_grande.actions import Corner, Roll
from ludotheque.rules.casa_grande.ai.agent import STYLES, CasaAgent
from ludotheque.rules.casa_grande.data import corners
from ludotheque.rules.core import GameConfig, IllegalAction, Rng
from ludotheque.rules.session import Seat, Session

DATA = Path(__file__).parent / "data"


def test_each_player_puts_a_pawn_on_a_free_sun_corner_in_turn_order():
    """« Chaque joueur pose son pion sur une case d'angle marquée d'un soleil. Il ne peut y
    avoir qu'un seul pion par case. » « Le plus jeune joueur commence. »"""
    state = GAME.new_state(GameConfig(3, seed=2, youngest=1))
    assert state.phase == "corner" and state.pawns == [-1, -1, -1]
    assert state.current_player() == 1 and state.legal_actions() == [Corner(s) for s in corners()]
    state = state.apply(Corner(corners()[2]))
    assert state.pawns[1] == corners()[2] and state.current_player() == 2
    assert Corner(corners()[2]) not in state.legal_actions() and len(state.legal_actions()) == 3
    with pytest.raises(IllegalAction) as taken:
        state.apply(Corner(corners()[2]))
    assert taken.value.key == "casa_grande.error.corner_taken"
    with pytest.raises(IllegalAction) as side:
        state.apply(Corner(3))
    assert side.value.key == "casa_grande.error.not_a_corner"
    with pytest.raises(IllegalAction) as early:
        state.apply(Roll())
    assert early.value.key == "casa_grande.error.need_corner"
    state = state.apply(Corner(corners()[0]))
    assert state.current_player() == 0 and state.phase == "corner"
    state = state.apply(Corner(corners()[3]))
    # Every pawn is placed: the youngest rolls first; choosing a corner is not a turn.
    assert state.phase == "roll" and state.current_player() == 1 and state.turns == 0
    assert sorted(state.pawns) == sorted(corners()[i] for i in (0, 2, 3))
    assert [e.key for e in state.events] == ["casa_grande.log.corner_start"]


def test_the_corners_may_be_dealt_instead():
    state = new_game(4, corners="dealt")
    assert state.phase == "roll" and sorted(state.pawns) == corners()


def test_the_ai_chooses_a_free_corner_with_room_ahead():
    state = GAME.new_state(GameConfig(2, seed=1))
    agent = CasaAgent(STYLES["hard"])
    first = agent.choose(state.view(0), 0, type(state), Rng(1))
    assert first in state.legal_actions()
    state = state.apply(first)
    second = agent.choose(state.view(1), 1, type(state), Rng(1))
    # The corner just past the other pawn leaves the most track ahead before reaching it.
    assert first == Corner(corners()[0]) and second == Corner(corners()[1])


def test_a_new_game_between_ais_starts_with_every_corner_chosen():
    session = Session(GAME, GameConfig(4, seed=6), [Seat.parse(s) for s in ("ai:easy", "ai:normal", "ai:hard", "random")])
    for _ in range(4):
        session.play_ai_turn()
    assert sorted(session.state.pawns) == corners() and session.state.phase == "roll"
    assert [h["type"] for h in session.history] == ["Corner"] * 4


def _old_save() -> dict:
    return json.loads((DATA / "before_corners.save.json").read_text())


def test_a_save_from_before_the_choice_loads_resumes_and_ends_the_same(capsys):
    """Written by `autoplay casa-grande --seats ai:normal,random,ai:easy --seed 4 --save-at
    40` before players chose their corners; the final line is the resumed game's since
    issue 31 (a block no longer goes on another builder's block, so it plays on otherwise)."""
    from ludotheque.client.cli.main import run

    expected = json.loads((DATA / "before_corners.final.json").read_text())
    assert run(["autoplay", "casa-grande", "--resume", str(DATA / "before_corners.save.json")]) == 0
    resumed = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    resumed.pop("seconds")
    assert resumed == expected


def test_a_save_from_before_the_choice_replays_from_its_loaded_config():
    """Its pawns were dealt: loading gives it the "dealt" option, so its config and
    history rebuild the very same position (applied as recorded: one of its blocks went
    on another builder's block, which the rules allowed then and refuse since issue 31)."""
    data = _old_save()["session"]
    assert "corners" not in data["config"]["options"]
    session = Session.from_json(data)
    assert session.config.options["corners"] == "dealt"
    state = GAME.new_state(session.config)
    for encoded in data["history"]:
        state.apply_in_place(state.decode_action(encoded))
    assert state.to_json() == session.state.to_json()
    with pytest.raises(IllegalAction) as err:  # checked move by move, today's rule refuses it
        Session.replay({**session.to_json(), "history": data["history"]})
    assert err.value.key == "casa_grande.error.on_foreign_block"
