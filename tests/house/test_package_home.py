"""The test suite never touches the real user's folders, whatever the order of fixtures."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_the_session_runs_in_a_private_home():
    home = Path(os.environ["HOME"])
    assert home.name == "home" and home.parent.name.startswith("ludotheque-tests-")
    for kind in ("config", "data", "cache", "state"):
        assert Path(os.environ[f"XDG_{kind.upper()}_HOME"]).parent == home.parent


def test_a_module_fixture_run_before_the_private_home_leaves_the_real_home_alone(tmp_path):
    """The word list's module-scoped fixture runs before the autouse private home: the
    session-wide home set by conftest at import keeps its cache out of the user's HOME."""
    home = tmp_path / "real-home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("LUDOTHEQUE_HOME",) and not k.startswith("XDG_")}
    env.update(HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider",
         "tests/crack_word/test_crack_word_dictionary.py", "-k", "chevaux or cached"],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=600,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert list(home.rglob("*")) == []


def test_an_old_word_list_cache_is_deleted_when_the_new_one_is_written(monkeypatch):
    from ludotheque.rules.crack_word import dictionary

    folder = dictionary.cache_dir() / "crack_word"
    folder.mkdir(parents=True, exist_ok=True)
    stale = folder / "words-en-v1-12345.txt"
    stale.write_text("OLD", encoding="ascii")
    other = folder / "suffixes-en-v1-12345.txt"
    other.write_text("OLD", encoding="ascii")
    monkeypatch.setattr(dictionary, "_LOADED", {})
    dictionary.load_dictionary("en")
    assert not stale.exists()
    assert other.exists()  # another list's cache is its own loader's business
    assert len(list(folder.glob("words-en-v*.txt"))) == 1
