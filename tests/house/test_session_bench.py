"""bench's issue-13 figures: the CPU cost of a random action on the engine alone and
through the session, and Castle Risk's cost per player-turn."""

from __future__ import annotations

import json

from ludotheque.client.cli.bench import (
    engine_random_game,
    player_turns,
    random_play,
    session_random_game,
)
from ludotheque.client.cli.main import run
from ludotheque.rules.session import Seat, Session


def test_random_games_count_actions_and_player_turns(toy_game):
    cpu, actions = engine_random_game("toy", seed=3)
    assert cpu >= 0 and actions == 16  # four plays for each of four seats
    cpu, actions, turns = session_random_game("toy", seed=3)
    assert actions == 16 and turns == 16  # in the toy game the mover changes every action
    session = Session.create("toy", [Seat.parse("random") for _ in range(4)], seed=3)
    while not session.state.is_over():
        session.play_ai_turn()
    assert session.ply == actions


def test_player_turns_are_the_changes_of_the_mover_during_play():
    """Counted afterwards on a replay: the same count as watching the game being played."""
    session = Session.create("castle-risk", [Seat.parse("random") for _ in range(3)], seed=4)
    watched, last = 0, None
    while not session.state.is_over():
        player = session.state.current_player()
        if player != last:
            watched, last = watched + 1, player
        session.play_ai_turn()
    assert 1 < watched < session.ply  # a Castle Risk turn holds several actions
    assert player_turns(session) == watched


def test_random_play_gives_medians_in_microseconds(toy_game):
    figures = random_play("toy", games=2)
    assert set(figures) == {"engine_random_us_per_action", "session_random_us_per_action",
                            "session_random_us_per_player_turn"}
    assert all(v > 0 for v in figures.values())


def test_bench_json_has_the_figures(toy_game, capsys):
    assert run(["bench", "--json", "--quick", "--game", "toy"]) == 0
    toy = json.loads(capsys.readouterr().out.strip().splitlines()[-1])["toy"]
    assert toy["engine_random_us_per_action"] > 0 and toy["session_random_us_per_action"] > 0
    assert "session_random_us_per_player_turn" not in toy  # Castle Risk's figure only



def test_a_scene_package_adds_its_own_figures_and_the_rest_add_none(monkeypatch):
    """Frame times that need pygame come from the game's scene package
    (client/scenes/<key>/bench.py: figures()), never from rules/ or physics/."""
    import ludotheque.client.scenes.castle_crush.bench as crush_bench
    from ludotheque.client.cli.bench import scene_figures
    from ludotheque.rules.registry import get_game

    assert scene_figures(get_game("chateau-combo")) == {}
    measured = {"castle_crush.attack_scene_aiming": {"median_ms": 1.0}}
    monkeypatch.setattr(crush_bench, "attack_scene_frames", lambda: measured)
    assert scene_figures(get_game("castle-crush")) == measured
