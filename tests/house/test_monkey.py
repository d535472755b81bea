"""`monkey SCENE`: random gestures on one scene, one JSON line, exit 0 only with no
exception; and its contract (distinct tracebacks on stderr, reproducible from the seed, the
user's folder untouched). The runs over every scene are in test_monkey_scenes.py."""

from __future__ import annotations

import json
import re
from argparse import Namespace

import pygame
import pytest
import toy_board
from ludotheque.client.cli import monkey as monkey_cli
from ludotheque.client.cli.main import run
from ludotheque.client.cli.monkey_events import Gestures, on_screen_rects
from ludotheque.rules.session import Session


def result(out: str) -> dict:
    lines = out.strip().splitlines()
    assert len(lines) == 1, "monkey prints exactly one line on stdout"
    return json.loads(lines[0])


def test_prints_one_json_line_and_exits_0_without_exception(toy_game, capsys):
    assert run(["monkey", "game", "--game", "toy", "--events", "300", "--seed", "3"]) == 0
    captured = capsys.readouterr()
    line = result(captured.out)
    assert set(line) == {"scene", "game", "events", "exceptions", "seconds"}
    assert line["scene"] == "game" and line["game"] == "toy" and line["events"] == 300
    assert line["exceptions"] == 0 and line["seconds"] > 0
    assert captured.err == ""


def test_a_crash_is_counted_its_traceback_printed_once_and_exit_is_1(toy_game, capsys, monkeypatch):
    def broken(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            raise ZeroDivisionError("the toy board cannot take a right click")
        return False

    monkeypatch.setattr(toy_board.ToyBoard, "handle_event", broken)
    assert run(["monkey", "game", "--game", "toy", "--events", "400", "--seed", "3"]) == 1
    captured = capsys.readouterr()
    line = result(captured.out)
    assert line["exceptions"] >= 2, "right clicks are frequent enough to crash it several times"
    # One traceback per distinct path (the game's host, the replay's), each with its count.
    counts = [int(n) for n in re.findall(r"^--- (\d+) time\(s\) \[frame, first after \d+ gestures\]$",
                                          captured.err, re.MULTILINE)]
    assert sum(counts) == line["exceptions"] and len(counts) < line["exceptions"]
    assert captured.err.count("ZeroDivisionError: the toy board cannot take a right click") == len(counts)


def test_an_error_the_app_only_logs_counts_too(toy_game, capsys, monkeypatch):
    """An AI that fails in its thread is logged and the game goes on: still a finding."""
    def failing(self, player):
        raise RuntimeError("the AI fell over")

    monkeypatch.setattr(Session, "choose_for", failing)
    monkeypatch.setattr(monkey_cli, "seed_home", lambda game, seed: None)  # it plays AI games
    assert run(["monkey", "game", "--game", "toy", "--events", "200", "--seed", "2"]) == 1
    captured = capsys.readouterr()
    assert result(captured.out)["exceptions"] >= 1
    assert "RuntimeError: the AI fell over" in captured.err and "logged by" in captured.err


def test_the_same_seed_gives_the_same_run(toy_game, monkeypatch):
    summaries = []
    for _ in range(2):
        args = Namespace(scene="game", game="toy", events=400, seed=11, actions=0, mode=None, option=[],
                         players=None, step=0, size="800x600", lang="en", verbose=True)
        findings = monkey_cli.Findings()
        with monkey_cli.throwaway_home():
            runner = monkey_cli.Monkey(args, findings)
            runner.run(args.events)
        summaries.append((runner.summary(), findings.count))
    assert summaries[0] == summaries[1]
    assert "GameHost" in summaries[0][0]


def test_the_users_own_folder_is_left_alone(toy_game, capsys, private_home):
    """Only the cache is shared (Crack Word's dictionary index): no settings, saves or
    statistics are written, though the run toggles fullscreen and plays whole games."""
    def files():
        return sorted(str(p.relative_to(private_home)) for p in private_home.rglob("*")
                      if p.relative_to(private_home).parts[0] != "cache")

    before = files()
    assert run(["monkey", "settings", "--events", "300", "--seed", "5"]) == 0
    assert files() == before


@pytest.mark.parametrize("argv, message", [
    (["monkey", "game", "--game", "no-such-game"], "no-such-game"),
    (["monkey", "menu", "--events", "-1"], "--events"),
    (["monkey", "menu", "--size", "10x10"], "--size"),
])
def test_bad_arguments_exit_2_with_one_line(capsys, argv, message):
    assert run(argv) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and message in err


def test_bad_scene_name_exits_2(capsys):
    with pytest.raises(SystemExit) as exit_:
        run(["monkey", "kitchen"])
    assert exit_.value.code == 2


def test_gestures_cover_every_kind_asked_for():
    """Clicks, drags, the wheel, keys with Esc, F11 and Ctrl+Z, text, resizes, focus."""
    import random

    pygame.init()
    gestures = Gestures(random.Random(1), lambda: (800, 600), lambda: [pygame.Rect(10, 10, 50, 20)])
    events = [e for _ in range(3000) for e in gestures.next()]
    types = {e.type for e in events}
    assert {pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
            pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.VIDEORESIZE,
            pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED} <= types
    keys = {(e.key, bool(e.mod & pygame.KMOD_CTRL)) for e in events if e.type == pygame.KEYDOWN}
    assert {(pygame.K_ESCAPE, False), (pygame.K_F11, False), (pygame.K_z, True)} <= keys
    drags = [e for e in events if e.type == pygame.MOUSEMOTION and e.buttons[0]]
    assert drags
    aimed = [e for e in events if e.type == pygame.MOUSEBUTTONDOWN and (10, 10) <= e.pos < (60, 30)]
    assert len(aimed) > 100, "about half the clicks aim at what the scene shows"


def test_on_screen_rects_finds_a_scenes_widgets():
    class Part:
        __module__ = "ludotheque.client.scenes.fake"

        def __init__(self):
            self.rect = pygame.Rect(5, 5, 10, 10)
            self.hidden = pygame.Rect(0, 0, 0, 0)
            self.far = pygame.Rect(2000, 2000, 5, 5)
            self.parts = [Namespace(), {"b": pygame.Rect(700, 500, 200, 200)}]

    found = sorted(tuple(r) for r in on_screen_rects(Part(), (800, 600)))
    assert found == [(5, 5, 10, 10), (700, 500, 100, 100)]  # clipped to the window
