"""A real package (issue 26): honest licences, one top-level name, the sdist's contents,
the icon and the desktop entry, and the Makefile's venv helper."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_licence_text_is_declared():
    shipped = sorted(str(p.relative_to(ROOT)) for p in ROOT.rglob("LICENSE*")
                     if ".git" not in p.parts and ".venv" not in p.parts and "build" not in p.parts)
    assert sorted(PROJECT["license-files"]) == shipped
    expression = PROJECT["license"]
    assert expression == "MIT AND GPL-2.0-or-later AND LicenseRef-SCOWL"
    assert "GPL-2+" in (ROOT / "rules/crack_word/data/LICENSE-wfrench.txt").read_text(encoding="utf-8")
    assert "SCOWL" in (ROOT / "rules/crack_word/data/LICENSE-scowl.txt").read_text(encoding="utf-8")


def test_one_top_level_package():
    pytest.importorskip("setuptools")  # Python 3.12+ venvs come without it
    text = (ROOT / "setup.py").read_text(encoding="utf-8")
    namespace: dict = {}
    exec(compile(text.replace("setup(\n", "dict(\n", 1), "setup.py", "exec"), namespace)  # builds, installs nothing
    packages = namespace["packages"]()
    assert packages[0] == "ludotheque"
    assert {p.split(".")[0] for p in packages} == {"ludotheque"}
    assert "ludotheque.client.scenes.castle_crush" in packages and "ludotheque.art" in packages


def test_the_sdist_carries_the_tests_and_the_makefile():
    manifest = (ROOT / "MANIFEST.in").read_text(encoding="utf-8").splitlines()
    assert "graft tests" in manifest
    assert any(line.startswith("include ") and "Makefile" in line.split() for line in manifest)
    assert any(".ci/" in line for line in manifest)


def test_classifiers_and_author():
    assert PROJECT["authors"]
    assert "Topic :: Games/Entertainment :: Board Games" in PROJECT["classifiers"]
    assert all(f"Programming Language :: Python :: 3.{n}" in PROJECT["classifiers"] for n in (11, 12, 13))


def test_pytest_does_not_need_xdist():
    addopts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]["ini_options"]["addopts"]
    assert "-n" not in addopts.split()


# --- the icon and the desktop entry ---------------------------------------------------------

def test_the_shipped_icons_are_what_the_script_draws():
    from ludotheque.art import make_icon

    for size in (16, 32):
        assert make_icon.icon_file(size).read_bytes() == make_icon.png(size, make_icon.render(size))
    for size in make_icon.SIZES:
        assert make_icon.icon_file(size).is_file()
    assert make_icon.icon_file(40).name == "ludotheque-48.png"


def test_the_window_gets_our_icon(monkeypatch):
    import pygame
    from ludotheque.client.app import App
    from ludotheque.client.settings import Settings

    icons = []
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: icons.append(surface.get_size()))
    App((800, 600), Settings(), window=False)
    assert icons == [(64, 64)]


def test_install_desktop_writes_the_entry_and_icons_under_datadir(tmp_path):
    from ludotheque.art import desktop

    written = desktop.install(tmp_path, "/opt/my games/bin/ludotheque")
    entry = (tmp_path / "applications" / "ludotheque.desktop").read_text(encoding="utf-8")
    assert 'Exec="/opt/my games/bin/ludotheque"' in entry
    assert "Icon=ludotheque" in entry and "Comment[fr]=" in entry and "StartupWMClass=Ludotheque" in entry
    assert (tmp_path / "icons/hicolor/256x256/apps/ludotheque.png").is_file()
    assert len(written) == 7
    assert desktop.uninstall(tmp_path) == written
    assert [p for p in tmp_path.rglob("*") if p.is_file()] == []


def test_make_install_desktop_honours_prefix_and_destdir(tmp_path):
    if subprocess.run(["make", "--version"], capture_output=True).returncode != 0:
        pytest.skip("no make")
    out = subprocess.run(["make", "-s", "install-desktop", f"DESTDIR={tmp_path}", "PREFIX=/usr", f"PYTHON={sys.executable}"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    entry = tmp_path / "usr/share/applications/ludotheque.desktop"
    assert "Exec=ludotheque\n" in entry.read_text(encoding="utf-8")
    assert (tmp_path / "usr/share/icons/hicolor/64x64/apps/ludotheque.png").is_file()


# --- the Makefile's venv helper (.ci/make_venv.py) -------------------------------------------------

@pytest.fixture
def venv_tool(monkeypatch):
    tool = load(ROOT / ".ci" / "make_venv.py", "ludotheque_venv_tool")
    calls: list[list[str]] = []
    real_run = subprocess.run

    def run(cmd, *args, **kwargs):
        if "pip" in cmd:
            calls.append(list(cmd))
            return subprocess.CompletedProcess(cmd, 0)
        return real_run(cmd, *args, **kwargs)

    monkeypatch.setattr(tool.subprocess, "run", run)
    monkeypatch.setattr(tool.venv, "create", lambda path, with_pip: (path / "bin").mkdir(parents=True))
    return tool, calls


def test_a_satisfied_venv_installs_nothing(venv_tool, capsys):
    """Offline once installed: the running interpreter has the game's requirements (the
    test extras and this checkout's own install depend on how it was made)."""
    tool, calls = venv_tool
    wanted = tool.requirements(PROJECT, [])
    status = tool.probe(Path(sys.executable), wanted[:-1], [])
    assert status is not None and status["missing"] == []
    assert calls == []


def test_a_venv_made_by_a_too_old_python_is_made_again(venv_tool, tmp_path, capsys):
    tool, calls = venv_tool
    env = tmp_path / "old"
    (env / "bin").mkdir(parents=True)
    fake = env / "bin" / "python"
    fake.write_text('#!/bin/sh\necho \'{"version": [3, 9], "missing": []}\'\n')
    fake.chmod(0o755)
    assert tool.main(["--venv", str(env)]) == 0
    err = capsys.readouterr().err
    assert "was made by Python 3.9, older than the 3.11 Ludothèque needs: making it again" in err
    assert calls and calls[0][1:4] == ["-m", "pip", "install"]
    assert "--upgrade" not in calls[0]


def test_a_venv_whose_python_is_gone_is_made_again(venv_tool, tmp_path, capsys):
    tool, calls = venv_tool
    env = tmp_path / "gone"
    (env / "bin").mkdir(parents=True)
    (env / "bin" / "python").symlink_to(tmp_path / "no-such-python")
    assert tool.main(["--venv", str(env)]) == 0
    assert "does not run" in capsys.readouterr().err
    assert len(calls) == 1


def test_a_missing_requirement_is_installed_without_upgrading_pip(venv_tool, tmp_path, capsys):
    tool, calls = venv_tool
    env = tmp_path / "partial"
    (env / "bin").mkdir(parents=True)
    fake = env / "bin" / "python"
    fake.write_text('#!/bin/sh\necho \'' + json.dumps({"version": [3, 11], "missing": ["pymunk (not installed)"]}) + "'\n")
    fake.chmod(0o755)
    assert tool.main(["--venv", str(env), "--extras", "test"]) == 0
    assert "installing (pymunk (not installed))" in capsys.readouterr().err
    assert calls[0][-1] == ".[test]" and "--upgrade" not in calls[0]
