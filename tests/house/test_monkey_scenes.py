"""No scene can be crashed (issue 12 §5): `monkey` over every scene and every game's board,
300 random gestures a case in the default suite, 20,000 in the slow one. A game's board is
driven from its start and from deep in the game (and built again at other depths during the
run), so it meets the phases the game goes through.

The default suite is short (issue 32: `make test` within six minutes), so its seed rotates:
one a day (LUDO_MONKEY_SEED replays another), and different runs cover different games and
gestures. A failure names its seed and the command that replays it."""

from __future__ import annotations

import datetime
import json
import os
from pathlib import Path

import pytest
from ludotheque.client.cli import monkey as monkey_cli
from ludotheque.client.cli.main import run
from ludotheque.rules.registry import get_game
from ludotheque.rules.tutorial import tutorial_for

GAMES = ("castle-crush", "castle-risk", "crack-word", "chateau-combo", "casa-grande")
# About two thirds of a 2-seat game on seed 1 (71, 137, 117, 32 and 166 actions).
DEEP = {"castle-crush": 45, "castle-risk": 90, "crack-word": 75, "chateau-combo": 20, "casa-grande": 110}
# Crashes found and not fixed yet: (scene, game) -> the finding in /work/team/monkey-findings.md.
KNOWN: dict[tuple[str, str | None], str] = {}


def cases() -> list:
    out = [(scene, None, []) for scene in ("menu", "setup", "settings", "load", "challenges", "learn", "stats")]
    for game in GAMES:
        out += [("game", game, []), ("game", game, ["--actions", str(DEEP[game])]), ("pause", game, []),
                ("results", game, []), ("replay", game, []), ("rules", game, [])]
        if tutorial_for(get_game(game)) is not None:
            out.append(("tutorial", game, []))
    # The other modes, full tables, and hot seat (pass screens between hidden hands).
    out += [("game", "castle-crush", ["--mode", "speed"]), ("game", "castle-crush", ["--mode", "construction"]),
            ("game", "castle-risk", ["--players", "6"]), ("game", "castle-risk", ["--players", "3", "--humans", "2"]),
            ("game", "crack-word", ["--players", "4", "--humans", "2"]), ("game", "chateau-combo", ["--players", "5"]),
            ("game", "casa-grande", ["--players", "4", "--humans", "4"])]
    params = []
    for scene, game, extra in out:
        argv = [scene] + (["--game", game] if game else []) + extra
        marks = [pytest.mark.xfail(strict=True, reason=KNOWN[scene, game])] if (scene, game) in KNOWN else []
        params.append(pytest.param(argv, id="-".join(argv).replace("--", ""), marks=marks))
    return params


# Gestures a case in the default suite: the 49 cases took 538 s at 2,000 (measured under
# load, issue 32); the slow suite keeps the long runs.
QUICK_EVENTS = 300


def seed_of_the_day(today: datetime.date | None = None) -> int:
    """LUDO_MONKEY_SEED, else one seed a day (1 to 9,999), so runs on different days
    cover different seeds and a failure on a given day replays on that day's seed."""
    given = os.environ.get("LUDO_MONKEY_SEED", "").strip()
    if given:
        return int(given)
    return (today or datetime.date.today()).toordinal() % 9_999 + 1


SEED = seed_of_the_day()


# The user folder each run starts from (a finished game, one in progress, a broken save:
# monkey.seed_home), made once per game and seed and copied into the next runs' folders:
# for Castle Crush it is a whole AI game with its physics, two seconds a case.
_SEEDED: dict[tuple[str | None, int], dict[str, bytes]] = {}


@pytest.fixture(autouse=True)
def home_seeded_once(monkeypatch):
    original = monkey_cli.seed_home

    def seed_home(game_id: str | None, seed: int) -> None:
        home = Path(os.environ["LUDOTHEQUE_HOME"])
        files = _SEEDED.get((game_id, seed))
        if files is None:
            original(game_id, seed)
            files = _SEEDED[game_id, seed] = {
                str(path.relative_to(home)): path.read_bytes() for path in home.rglob("*")
                if path.is_file() and path.relative_to(home).parts[0] != "cache"}
            return
        for name, data in files.items():
            (home / name).parent.mkdir(parents=True, exist_ok=True)
            (home / name).write_bytes(data)

    monkeypatch.setattr(monkey_cli, "seed_home", seed_home)


def monkey(argv: list[str], events: int, size: str, capsys, seed: int = SEED) -> dict:
    command = ["monkey", *argv, "--events", str(events), "--seed", str(seed), "--size", size]
    code = run(command)
    captured = capsys.readouterr()
    line = json.loads(captured.out.strip().splitlines()[-1])
    replay = (f"monkey seed {seed}: replay with `LUDO_MONKEY_SEED={seed} pytest {__file__}` "
              f"or `python -m ludotheque {' '.join(command)}`")
    assert (code, line["exceptions"]) == (0, 0), f"{replay}\n{captured.err[-6000:]}"
    return line


def test_the_seed_rotates_by_the_day_and_can_be_given(monkeypatch):
    monkeypatch.delenv("LUDO_MONKEY_SEED", raising=False)
    days = [seed_of_the_day(datetime.date(2026, 12, d)) for d in (7, 8, 9)]
    assert len(set(days)) == 3 and all(1 <= s <= 9_999 for s in days)
    monkeypatch.setenv("LUDO_MONKEY_SEED", "42")
    assert seed_of_the_day(datetime.date(2026, 12, 7)) == 42


@pytest.mark.parametrize("argv", cases())
def test_no_scene_crashes_in_a_few_hundred_gestures(argv, capsys):
    line = monkey(argv, QUICK_EVENTS, "800x600", capsys)
    assert line["events"] == QUICK_EVENTS


@pytest.mark.slow
@pytest.mark.parametrize("argv", cases())
def test_no_scene_crashes_in_20000_gestures(argv, capsys):
    monkey(argv, 20_000, "1280x720", capsys)
