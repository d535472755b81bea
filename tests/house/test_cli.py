"""The command line contract: autoplay, shot, bench; bad arguments exit 2 with one line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from ludotheque.client.cli.main import run

ROOT = Path(__file__).resolve().parents[2]


def last_json(out: str) -> dict:
    return json.loads(out.strip().splitlines()[-1])


def test_autoplay_prints_the_result_as_its_last_line(toy_game, capsys):
    assert run(["autoplay", "toy", "--seats", "ai:normal,random", "--seed", "4"]) == 0
    result = last_json(capsys.readouterr().out)
    assert set(result) == {"game", "mode", "seed", "winner", "scores", "actions", "seconds"}
    assert result["game"] == "toy" and result["seed"] == 4 and result["actions"] == 8
    assert result["winner"] in (0, 1) or isinstance(result["winner"], list)


def test_autoplay_is_reproducible_from_its_seed(toy_game, capsys):
    run(["autoplay", "toy", "--seats", "ai:hard,ai:easy,random", "--seed", "9"])
    first = last_json(capsys.readouterr().out)
    run(["autoplay", "toy", "--seats", "ai:hard,ai:easy,random", "--seed", "9"])
    second = last_json(capsys.readouterr().out)
    first.pop("seconds"), second.pop("seconds")
    assert first == second


def test_games_rotate_seats_and_count_wins(toy_game, capsys):
    assert run(["autoplay", "toy", "--seats", "ai:normal,random", "--games", "6", "--seed", "1"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 7
    summary = json.loads(lines[-1])
    assert summary["games"] == 6
    assert sum(summary["wins"].values()) == pytest.approx(6)
    assert [json.loads(x)["seed"] for x in lines[:-1]] == [1, 2, 3, 4, 5, 6]


def test_save_at_then_resume_ends_as_the_uninterrupted_run(toy_game, capsys, tmp_path):
    save = tmp_path / "mid.json"
    run(["autoplay", "toy", "--seats", "ai:normal,ai:hard,random", "--seed", "3", "--save-at", "5", str(save)])
    whole = last_json(capsys.readouterr().out)
    assert save.exists()
    run(["autoplay", "toy", "--resume", str(save)])
    resumed = last_json(capsys.readouterr().out)
    whole.pop("seconds"), resumed.pop("seconds")
    assert resumed == whole


@pytest.mark.parametrize(
    "argv",
    [
        ["autoplay", "toy", "--seats", "ai:genius"],
        ["autoplay", "toy", "--seats", "human,random"],
        ["autoplay", "toy"],
        ["autoplay", "chess", "--seats", "random,random"],
        ["autoplay", "toy", "--seats", "random,random", "--mode", "blitz"],
        ["autoplay", "toy", "--seats", "random,random", "--option", "top"],
        ["autoplay", "toy", "--seats", "random,random", "--option", "top=7"],
        ["autoplay", "toy", "--seats", "random"],
        ["autoplay", "toy", "--seats", "random,random", "--seed", "x"],
        ["shot", "nowhere", "--out", "x.png"],
        ["shot", "menu", "--out", "x.png", "--size", "big"],
        ["shot", "menu", "--out", "x.jpg"],
        ["frobnicate"],
    ],
)
def test_bad_arguments_exit_2_with_one_line(toy_game, capsys, argv):
    try:
        code = run(argv)
    except SystemExit as exc:
        code = exc.code
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert len(err) == 1 and err[0].startswith("ludotheque: error:"), err


def test_resume_of_a_corrupt_file_is_refused(toy_game, capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert run(["autoplay", "toy", "--resume", str(bad)]) == 2
    assert "cannot resume" in capsys.readouterr().err


def test_shot_renders_a_png(tmp_path, capsys):
    import pygame

    out = tmp_path / "menu.png"
    assert run(["shot", "menu", "--out", str(out), "--size", "800x600", "--lang", "en"]) == 0
    img = pygame.image.load(str(out))
    assert img.get_size() == (800, 600)


def test_shot_of_a_game_after_k_actions(toy_game, tmp_path):
    import pygame

    out = tmp_path / "game.png"
    assert run(["shot", "game", "--game", "toy", "--actions", "3", "--out", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 720)


def test_real_process_refuses_an_unknown_game_without_traceback(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", LUDOTHEQUE_HOME=str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "ludotheque", "autoplay", "chess", "--seats", "random,random"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr.strip() == "ludotheque: error: unknown game 'chess' (games: castle-crush, castle-risk, crack-word, chateau-combo, casa-grande)"
    assert "Traceback" not in proc.stderr


def test_bench_prints_the_figures(toy_game, capsys):
    assert run(["bench", "--json", "--quick", "--game", "toy"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["startup"]["process_to_menu_frame_s"] > 0
    assert report["menu_frame_1280x720"]["median_ms"] > 0
    toy = report["toy"]
    assert toy["scene_frame_1280x720"]["p95_ms"] >= toy["scene_frame_1280x720"]["median_ms"]
    assert toy["ai_normal_decision"]["decisions"] > 0
    assert toy["full_game_normal"]["players"] == 4
    assert toy["autoplay_random"]["games_per_s"] > 0


def test_size_before_the_command_opens_the_window_at_that_size():
    """`ludotheque --size 800x600 --lang en` (no command: the window) was refused."""
    from ludotheque.client.cli.main import parse

    args = parse(["--size", "800x600", "--lang", "en"])
    assert (args.command, args.size, args.lang) == ("play", "800x600", "en")
    assert parse(["play", "--size", "1024x768"]).size == "1024x768"
    assert parse([]).size is None


def test_size_before_another_command_is_refused_in_one_line(capsys):
    try:
        code = run(["--size", "800x600", "shot", "menu", "--out", "x.png"])
    except SystemExit as exc:
        code = exc.code
    assert code == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
