"""Commands behave (issue 26): one version, the language option anywhere, `--resume`
checks its game, wins are integers, SIGTERM and Ctrl+C end every command cleanly."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest
from ludotheque.client.cli.main import parse, run
from ludotheque.client.environment import package_version
from ludotheque.client.interrupts import Terminated

ROOT = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_version_is_the_package_version(capsys):
    with pytest.raises(SystemExit) as exit_:
        run(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"ludotheque {VERSION}"
    assert package_version() == VERSION


def test_the_menu_shows_the_package_version(app):
    assert app.version == VERSION
    assert app.t("app.version", version=app.version) == f"v{VERSION}"


@pytest.mark.parametrize(("argv", "command", "lang"), [
    (["--lang", "en"], "play", "en"),
    ([], "play", None),
    (["--lang", "en", "shot", "menu", "--out", "x.png"], "shot", "en"),
    (["shot", "menu", "--out", "x.png", "--lang", "en"], "shot", "en"),
    (["shot", "menu", "--out", "x.png"], "shot", "fr"),
    (["--lang", "fr", "shot", "menu", "--out", "x.png", "--lang", "en"], "shot", "en"),
    (["--lang", "en", "monkey", "menu"], "monkey", "en"),
    (["autoplay", "toy", "--lang", "fr"], "autoplay", "fr"),
    (["--lang", "en", "bench", "--quick"], "bench", "en"),
    (["play", "--lang", "en"], "play", "en"),
])
def test_the_language_option_works_before_or_after_any_command(argv, command, lang):
    args = parse(argv)
    assert (args.command, args.lang) == (command, lang)


def test_shot_in_english_asked_before_the_command(tmp_path, capsys):
    out = tmp_path / "menu.png"
    assert run(["--lang", "en", "shot", "menu", "--out", str(out)]) == 0
    assert out.exists()


def test_resume_refuses_a_save_of_another_game(toy_game, capsys, tmp_path):
    save = tmp_path / "toy.json"
    assert run(["autoplay", "toy", "--seats", "random,random", "--seed", "3", "--save-at", "2", str(save)]) == 0
    capsys.readouterr()
    assert run(["autoplay", "chateau-combo", "--resume", str(save)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"ludotheque: error: {save} is a toy save, not chateau-combo"]
    assert run(["autoplay", "toy", "--resume", str(save)]) == 0


def test_games_print_wins_as_integers(toy_game, capsys):
    assert run(["autoplay", "toy", "--seats", "ai:normal,random", "--games", "4", "--seed", "1"]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert all(type(v) is int for v in summary["wins"].values()), summary
    assert sum(summary["wins"].values()) >= summary["games"] - 0  # a shared win counts for each winner
    assert '"wins": {"ai:normal": ' in json.dumps(summary)


def _start(argv: list[str], tmp_path: Path) -> subprocess.Popen:
    temp = tmp_path / "tmp"
    temp.mkdir(exist_ok=True)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TMPDIR=str(temp),
               LUDOTHEQUE_HOME=str(tmp_path / "home"), PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, "-m", "ludotheque", *argv], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.mark.parametrize(("argv", "sig", "code"), [
    (["monkey", "menu", "--events", "1000000"], signal.SIGTERM, 143),
    (["monkey", "menu", "--events", "1000000"], signal.SIGINT, 130),
    (["play", "--size", "800x600"], signal.SIGTERM, 143),
    (["autoplay", "chateau-combo", "--seats", "ai:hard,ai:hard", "--games", "1000"], signal.SIGTERM, 143),
])
def test_a_signal_ends_the_command_cleanly(tmp_path, argv, sig, code):
    """No traceback, the signal's exit code, and the command's temporary folders removed
    (monkey's throwaway user folder); headless pygame would otherwise turn SIGTERM into a
    quit event that nobody reads, and the command would run on."""
    proc = _start(argv, tmp_path)
    time.sleep(4.0)  # started, and into its work
    assert proc.poll() is None, proc.communicate()
    if argv[0] == "monkey":
        assert list((tmp_path / "tmp").glob("ludotheque-monkey-*")), "monkey's folder should exist while it runs"
    proc.send_signal(sig)
    try:
        _, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        pytest.fail(f"{argv[0]} ignored signal {sig.name}")
    assert proc.returncode == code, err
    assert "Traceback" not in err
    assert list((tmp_path / "tmp").iterdir()) == []


@pytest.mark.parametrize(("sig", "kind"), [(signal.SIGINT, KeyboardInterrupt), (signal.SIGTERM, Terminated)])
def test_a_signal_inside_pymunk_is_raised_at_the_next_round_not_in_a_c_callback(monkeypatch, sig, kind):
    """A Ctrl+C that landed inside a pymunk (cffi) callback was printed as 'Exception
    ignored from cffi callback' with a traceback and lost: monkey ran on. Inside pymunk the
    handler only records the signal, and the long loops raise it at their next round."""
    from ludotheque.client import interrupts

    monkeypatch.setattr(interrupts, "_pending", None)
    interrupts.raise_if_signalled()  # nothing arrived: nothing raised
    with pytest.raises(kind):  # outside pymunk: raised at once
        interrupts.on_signal(sig, sys._getframe())
    monkeypatch.setattr(interrupts, "_pending", None)
    # A callback that cffi calls from C runs in pymunk's own module (pymunk._callbacks):
    # there the handler only records the signal (an exception would be printed and lost).
    code = "def callback(on_signal, sig, frame):\n    on_signal(sig, frame())\n"
    space = {"__name__": "pymunk._callbacks"}
    exec(code, space)  # noqa: S102
    space["callback"](interrupts.on_signal, sig, sys._getframe)
    with pytest.raises(kind):
        interrupts.raise_if_signalled()


def test_sigterm_inside_an_asyncio_callback_or_task_stops_the_loop(monkeypatch):
    """`serve` once went on serving after SIGTERM: the handler raised inside an asyncio
    callback or task, where asyncio logs and swallows every exception but SystemExit and
    KeyboardInterrupt. Terminated goes through both, as Ctrl+C does."""
    import asyncio

    from ludotheque.client import interrupts

    monkeypatch.setattr(interrupts, "_pending", None)  # the signal noted here goes with the test

    async def serving() -> None:
        loop = asyncio.get_running_loop()
        loop.call_soon(interrupts.on_signal, signal.SIGTERM, sys._getframe())  # in a callback
        await asyncio.sleep(5)

    async def in_a_task() -> None:
        async def step() -> None:
            interrupts.on_signal(signal.SIGTERM, sys._getframe())

        await asyncio.gather(asyncio.create_task(step()), asyncio.sleep(5))

    for main in (serving, in_a_task):
        with pytest.raises(Terminated):
            asyncio.run(main())
        monkeypatch.setattr(interrupts, "_pending", None)
    assert Terminated().code == 143
