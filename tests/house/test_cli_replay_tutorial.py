"""`shot replay` and `shot tutorial`: the replay of an autoplayed game at step K, and step
K of a game's guided first game."""

from __future__ import annotations

import sys
import types

import pygame
import pytest
from ludotheque.client.cli.main import build_parser, run
from ludotheque.client.cli.shot import build_scene
from ludotheque.client.game.guided import tutorial_session
from ludotheque.rules.session import Seat, Session
from ludotheque.rules.tutorial import Step, Tutorial
from toy_game import Play


def scene_for(app, argv):
    return build_scene(app, build_parser().parse_args(argv))


def test_shot_replay_renders_the_autoplayed_game_at_step_k(app, toy_game, tmp_path):
    out = tmp_path / "replay.png"
    assert run(["shot", "replay", "--game", "toy", "--seed", "9", "--actions", "3", "--out", str(out), "--size", "800x600"]) == 0
    assert pygame.image.load(str(out)).get_size() == (800, 600)
    (scene,) = scene_for(app, ["shot", "replay", "--game", "toy", "--seed", "9", "--actions", "3", "--out", "x.png"])
    # The game `autoplay toy --seats ai:normal,ai:normal --seed 9` plays.
    autoplayed = Session.create("toy", [Seat.parse("ai:normal"), Seat.parse("ai:normal")], seed=9)
    while not autoplayed.state.is_over():
        autoplayed.play_ai_turn()
    assert len(scene.timeline) == autoplayed.ply
    assert scene.session.history == autoplayed.history[:3] and scene.finished


def test_shot_replay_past_the_end_is_refused(toy_game, capsys):
    assert run(["shot", "replay", "--game", "toy", "--seed", "9", "--actions", "999", "--out", "x.png"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "past its end" in err[0]


@pytest.fixture
def toy_script(toy_game, monkeypatch):
    bare = Tutorial(("human", "ai:normal"), (), seed=3)
    hand = sorted(tutorial_session(toy_game, bare, "You").state.hands[0])
    tutorial = Tutorial(("human", "ai:normal"), (
        Step("toy.tutorial.read"),
        Step("toy.tutorial.play", action={"type": "Play", "card": hand[0]}),
        Step("toy.tutorial.any", action={"type": "Play", "card": 0}, accept="any"),
    ), seed=3, intro="toy.tutorial.intro", outro="toy.tutorial.outro")
    module = types.ModuleType("ludotheque.rules.toy.tutorial")
    module.TUTORIAL = tutorial
    monkeypatch.setitem(sys.modules, "ludotheque.rules.toy.tutorial", module)
    return tutorial


def test_shot_tutorial_renders_each_step(app, toy_script, tmp_path):
    for step in range(5):
        out = tmp_path / f"step{step}.png"
        assert run(["shot", "tutorial", "--game", "toy", "--step", str(step), "--lang", "en", "--out", str(out)]) == 0
        assert out.exists()
        (host,) = scene_for(app, ["shot", "tutorial", "--game", "toy", "--step", str(step), "--out", "x.png"])
        assert host.tutorial.position() == step
    (host,) = scene_for(app, ["shot", "tutorial", "--game", "toy", "--step", "2", "--out", "x.png"])
    hand = sorted(host.session.state.hands[0])
    assert host.session.ply == 0 and host.wanted_guide() == Play(hand[0])
    (host,) = scene_for(app, ["shot", "tutorial", "--game", "toy", "--step", "3", "--out", "x.png"])
    assert host.session.ply == 2 and host.session.current_player() == 0  # the AI has answered


def test_shot_tutorial_refuses_a_step_out_of_range_or_a_game_without_one(toy_game, toy_script, capsys):
    assert run(["shot", "tutorial", "--game", "toy", "--step", "9", "--out", "x.png"]) == 2
    assert "--step must be between 0 and 4" in capsys.readouterr().err
    del sys.modules["ludotheque.rules.toy.tutorial"]
    assert run(["shot", "tutorial", "--game", "toy", "--out", "x.png"]) == 2
    assert "no guided first game" in capsys.readouterr().err
