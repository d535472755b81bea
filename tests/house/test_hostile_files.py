"""Files in the user's folders that are nested 100,000 levels deep or of any size are refused
with a clear line, never a traceback: saves (`autoplay --resume`, the load screen), the
settings, the last setup and the Construction high scores."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from ludotheque.client import saves
from ludotheque.client.cli.main import run
from ludotheque.client.scenes.load import LoadScene
from ludotheque.client.settings import load_settings, settings_path
from ludotheque.rules import jsonfile
from ui_events import click, pump

ROOT = Path(__file__).resolve().parents[2]
DEEP = b"[" * 100_000 + b"]" * 100_000
DEEP_SAVE = (b'{"format": "ludotheque-save", "version": 1, "session": ' + b'{"a": ' * 100_000 + b"1"
             + b"}" * 100_001)


def huge(path: Path) -> Path:
    """A file bigger than any save may be (sparse: it costs no disk)."""
    with path.open("wb") as fh:
        fh.truncate(jsonfile.MAX_BYTES + 1)
    return path


@pytest.mark.parametrize("content", [DEEP, DEEP_SAVE, b"[" * 100_000])
def test_deep_json_is_refused_as_too_deep(tmp_path, content):
    path = tmp_path / "deep.json"
    path.write_bytes(content)
    with pytest.raises(jsonfile.JsonFileError) as err:
        jsonfile.read_json(path)
    assert err.value.reason == "too_deep"


def test_nesting_just_under_the_limit_loads_and_just_over_is_refused():
    at_limit = b"[" * jsonfile.MAX_DEPTH + b"]" * jsonfile.MAX_DEPTH
    assert jsonfile.nesting(jsonfile.parse_json(at_limit)) == jsonfile.MAX_DEPTH
    with pytest.raises(jsonfile.JsonFileError, match="too_deep"):
        jsonfile.parse_json(b"[" + at_limit + b"]")


def test_a_file_of_any_size_is_refused_before_it_is_read(tmp_path):
    with pytest.raises(jsonfile.JsonFileError) as err:
        jsonfile.read_json(huge(tmp_path / "big.json"))
    assert err.value.reason == "too_large"


def test_a_folder_in_place_of_a_file_is_unreadable(tmp_path):
    with pytest.raises(jsonfile.JsonFileError) as err:
        jsonfile.read_json(tmp_path)
    assert err.value.reason == "unreadable"


@pytest.mark.parametrize(("maker", "key"), [
    (lambda p: p.write_bytes(DEEP), "save.error.too_deep"),
    (lambda p: p.write_bytes(DEEP_SAVE), "save.error.too_deep"),
    (huge, "save.error.too_large"),
])
def test_saves_refuse_deep_and_huge_files_with_their_own_reason(tmp_path, maker, key):
    path = tmp_path / "bad.json"
    maker(path)
    before = path.stat().st_size
    with pytest.raises(saves.SaveError) as err:
        saves.load_session(path)
    assert err.value.key == key
    assert path.stat().st_size == before


@pytest.mark.parametrize("content", [DEEP, DEEP_SAVE])
def test_resume_of_a_deep_file_exits_2_with_one_line(toy_game, capsys, tmp_path, content):
    path = tmp_path / "deep.json"
    path.write_bytes(content)
    assert run(["autoplay", "toy", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot resume" in err and "too_deep" in err


def test_resume_of_a_huge_file_exits_2_with_one_line(toy_game, capsys, tmp_path):
    path = huge(tmp_path / "huge.json")
    assert run(["autoplay", "toy", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "too_large" in err


def test_resume_of_a_deep_file_in_a_real_process_prints_no_traceback(tmp_path):
    path = tmp_path / "deep.json"
    path.write_bytes(DEEP_SAVE)
    proc = subprocess.run([sys.executable, "-m", "ludotheque", "autoplay", "castle-risk", "--resume", str(path)],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr, proc.stderr


def test_the_load_screen_lists_deep_and_huge_files_as_broken_and_leaves_them(app):
    folder = saves.saves_dir()
    (folder / "deep.json").write_bytes(DEEP_SAVE)
    huge(folder / "huge.json")
    app.scenes.push(LoadScene(app))
    pump(app)
    scene = app.scenes.top
    reasons = {entry.path.name: entry.error.key for entry in scene.entries}
    assert reasons == {"deep.json": "save.error.too_deep", "huge.json": "save.error.too_large"}
    for rect, entry in scene.rows:
        assert scene.describe(entry)[1] == app.t(entry.error.key)
        click(app, rect.center)
        assert app.scenes.top is scene and scene.message == app.t(entry.error.key)
    assert (folder / "deep.json").read_bytes() == DEEP_SAVE
    assert (folder / "huge.json").stat().st_size == jsonfile.MAX_BYTES + 1


@pytest.mark.parametrize("maker", [lambda p: p.write_bytes(DEEP), huge])
def test_a_deep_or_huge_settings_file_gives_the_defaults_and_is_set_aside(capsys, maker):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    maker(path)
    assert load_settings().language == "fr"
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "settings file ignored" in err
    kept = list(path.parent.glob("settings.broken-*.json"))
    assert len(kept) == 1 and not path.exists()


def test_a_deep_last_setup_and_a_deep_high_score_table_are_ignored():
    from ludotheque.client.scenes.setup import LAST_SETUP, load_last_setup
    from ludotheque.rules.castle_crush import highscores
    from ludotheque.rules.paths import config_dir

    (config_dir() / LAST_SETUP).parent.mkdir(parents=True, exist_ok=True)
    (config_dir() / LAST_SETUP).write_bytes(DEEP)
    assert load_last_setup() == {}
    highscores.table_path().parent.mkdir(parents=True, exist_ok=True)
    highscores.table_path().write_bytes(DEEP)
    assert all(rows == [] for rows in highscores.load().values())


def test_set_aside_keeps_each_broken_file(tmp_path):
    first = tmp_path / "stats.json"
    first.write_text("{")
    a = jsonfile.set_aside(first)
    first.write_text("[")
    b = jsonfile.set_aside(first)
    assert a != b and a.read_text() == "{" and b.read_text() == "[" and not first.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([a.name, b.name])
