"""User files are never lost in silence (issue 24): settings are read field by field with
strict types; a file that cannot be read is set aside and the menu says so; temporary files
killed writes left are removed at start; the load screen never breaks on one file; an
unusable user folder gives one line and the game still opens, playing without saving."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from ludotheque.client import saves
from ludotheque.client.app import App
from ludotheque.client.scenes.load import LoadScene
from ludotheque.client.scenes.menu import MenuScene
from ludotheque.client.settings import Settings, load_settings, settings_path
from ludotheque.rules import paths
from ludotheque.rules.session import Seat, Session
from ui_events import click, pump

ROOT = Path(__file__).resolve().parents[2]


def write_settings(data) -> Path:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


# --- settings ------------------------------------------------------------------------------
def test_one_wrong_typed_value_keeps_every_other_setting():
    write_settings({"language": "en", "music_volume": "loud", "anim_speed": 2.0, "colour_blind": True})
    s = load_settings()
    assert (s.language, s.music_volume, s.anim_speed, s.colour_blind) == ("en", 0.5, 2.0, True)


@pytest.mark.parametrize("text", ["false", "true", "yes", "0"])
def test_fullscreen_written_as_text_is_never_on(text):
    write_settings({"fullscreen": text, "language": "en"})
    s = load_settings()
    assert s.fullscreen is False and s.language == "en"


def test_a_400_digit_volume_is_clamped_and_the_window_opens():
    write_settings('{"language": "en", "music_volume": ' + "9" * 400 + ', "effects_volume": -' + "9" * 400 + "}")
    s = load_settings()
    assert (s.music_volume, s.effects_volume, s.language) == (1.0, 0.0, "en")
    app = App((800, 600), window=False)
    assert app.settings.music_volume == 1.0 and app.size == (800, 600)


@pytest.mark.parametrize("value", ["Infinity", "-Infinity", "NaN", "1e999", "true", "[0.3]"])
def test_a_volume_that_is_not_a_finite_number_is_the_default(value):
    write_settings('{"music_volume": ' + value + ', "language": "en"}')
    s = load_settings()
    assert s.music_volume == 0.5 and s.language == "en"


def test_a_settings_file_that_is_not_settings_is_set_aside_and_the_menu_says_so(capsys):
    path = write_settings("[1, 2, 3]")
    app = App((1280, 720), Settings(anim_speed=0.0, language="en"), window=False)
    app.settings = load_settings(app.notices)
    kept = list(path.parent.glob("settings.broken-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "[1, 2, 3]" and not path.exists()
    assert capsys.readouterr().err.count("\n") == 1
    app.scenes.push(MenuScene(app))
    pump(app)
    assert any(str(kept[0]) in line and "set aside" in line for line in app.scenes.top.notes())


def test_a_damaged_settings_file_opened_by_the_app_leaves_a_note():
    write_settings("{trunc")
    app = App((1280, 720), window=False)
    assert [key for key, _ in app.notices] == ["settings.set_aside"]
    assert app.settings == Settings()


def test_the_window_size_is_chosen_in_settings_applied_and_saved(app, monkeypatch):
    from ludotheque.client.scenes import settings as settings_scene

    monkeypatch.setattr(settings_scene, "desktop_size", lambda: (2560, 1440))  # room for every size
    app.scenes.push("settings")
    pump(app)
    scene = app.scenes.top
    click(app, (scene.window.rect.right - 4, scene.window.rect.centery))  # 1280×720 → 1600×900
    assert app.size == (1600, 900)
    assert load_settings().window_size == (1600, 900)
    assert App(None, window=False).size == (1600, 900)


# --- temporary files -----------------------------------------------------------------------
def test_temporary_files_left_by_killed_writes_are_removed_at_start():
    folder = saves.saves_dir()
    old = folder / ".autosave-toy.json.t23ddmwy.tmp"
    fresh = folder / ".autosave-toy.json.abcdefgh.tmp"
    other = paths.config_dir() / ".settings.json.k3j4.tmp"
    older_version = paths.data_dir() / "castle_crush_highscores.tmp"
    for p in (old, fresh, other, older_version):
        p.write_text("{", encoding="utf-8")
    long_ago = time.time() - 3600
    os.utime(old, (long_ago, long_ago))
    os.utime(other, (long_ago, long_ago))
    os.utime(older_version, (long_ago, long_ago))
    App((800, 600), window=False)
    assert not old.exists() and not other.exists() and not older_version.exists()
    assert fresh.exists()  # perhaps another copy of the game writing now


# --- the load screen -----------------------------------------------------------------------
def test_the_load_screen_lists_odd_files_as_damaged_and_shows_the_rest(app, monkeypatch):
    folder = saves.saves_dir()
    session = Session.create("castle-risk", [Seat.parse("human"), Seat.parse("ai:easy")], seed=2)
    good = saves.write_save(saves.new_save_path("castle-risk"), session.to_json())
    os.symlink(folder / "nowhere.json", folder / "dangling.json")
    os.symlink(folder / "loop.json", folder / "loop.json")
    (folder / "x.json").mkdir()
    locked = folder / "locked.json"
    locked.write_text("{}", encoding="utf-8")
    real_read = saves.read_save

    def read(path):  # the tests run as root: an unreadable file is simulated
        if Path(path).name == "locked.json":
            raise PermissionError(13, "Permission denied", str(path))
        return real_read(path)

    monkeypatch.setattr(saves, "read_save", read)
    app.scenes.push(LoadScene(app))
    pump(app)
    scene = app.scenes.top
    found = {e.path.name: (e.error.key if e.error else "ok") for e in scene.entries}
    assert found == {good.name: "ok", "dangling.json": "save.error.link", "loop.json": "save.error.link",
                     "locked.json": "save.error.unreadable"}
    for rect, entry in scene.rows:
        if entry.error is not None:
            click(app, (rect.x + 10, rect.centery))
            assert app.scenes.top is scene and scene.message
    assert saves.continue_path() is None


# --- an unusable user folder ---------------------------------------------------------------
def unusable_homes(tmp_path):
    a_file = tmp_path / "a-file"
    a_file.write_text("not a folder", encoding="utf-8")
    return {"a file": a_file, "missing under a read-only parent": Path("/proc/self/ludotheque-home")}


@pytest.mark.parametrize("kind", ["a file", "missing under a read-only parent"])
def test_an_unusable_user_folder_opens_the_game_and_says_once_it_will_not_save(tmp_path, monkeypatch, capsys,
                                                                                 kind, toy_game):
    monkeypatch.setenv("LUDOTHEQUE_HOME", str(unusable_homes(tmp_path)[kind]))
    app = App((1280, 720), Settings(anim_speed=0.0, language="en"), window=False)
    err = capsys.readouterr().err
    assert not app.can_save and err.count("\n") == 1 and "without saving" in err
    app.scenes.push(MenuScene(app))
    pump(app)
    menu = app.scenes.top
    assert app.t("home.no_saving") in menu.notes()
    assert not menu.buttons["continue"].enabled
    click(app, menu.buttons["load"].rect.center)
    assert isinstance(app.scenes.top, LoadScene) and app.scenes.top.entries == []
    app.scenes.stack.clear()
    session = Session.create("toy", [Seat.parse("human"), Seat.parse("ai:easy")], seed=3)
    app.scenes.push("game", session)
    pump(app, frames=3)
    host = app.scenes.top
    for _ in range(3):
        host.autosave()
    assert host.toasts == []  # the menu said it once; no toast per action
    assert host.save_manual() is None
    assert [t for t, _ in host.toasts] == [app.t("home.no_saving.short")]


def test_a_failing_autosave_says_so_once_in_words_never_the_temporary_file(app, toy_game, monkeypatch):
    def refuse(path, data):
        raise PermissionError(13, "Permission denied", str(path.parent / ".autosave.json.t23ddmwy.tmp"))

    monkeypatch.setattr(saves, "write_json_atomic", refuse)
    session = Session.create("toy", [Seat.parse("human"), Seat.parse("ai:easy")], seed=3)
    app.scenes.push("game", session)
    pump(app, frames=3)
    host = app.scenes.top
    for _ in range(4):
        host.autosave()
    texts = [t for t, _ in host.toasts]
    assert len(texts) == 1 and "Permission denied" in texts[0] and ".tmp" not in texts[0]


def run_cli(args, env) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ludotheque", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env=env)


@pytest.mark.parametrize("kind", ["a file", "missing under a read-only parent", "HOME=/proc/self"])
def test_shot_and_autoplay_work_without_a_usable_user_folder(tmp_path, kind):
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    if kind == "HOME=/proc/self":
        env.pop("LUDOTHEQUE_HOME", None)
        env["HOME"] = "/proc/self"
    else:
        env["LUDOTHEQUE_HOME"] = str(unusable_homes(tmp_path)[kind])
    out = tmp_path / "menu.png"
    shot = run_cli(["shot", "menu", "--out", str(out), "--size", "800x600"], env)
    assert shot.returncode == 0 and out.exists(), shot.stderr
    assert shot.stderr.count("\n") == 1 and "Traceback" not in shot.stderr, shot.stderr
    auto = run_cli(["autoplay", "castle-risk", "--seats", "ai:easy,ai:easy", "--seed", "3"], env)
    assert auto.returncode == 0 and "Traceback" not in auto.stderr, auto.stderr
    assert json.loads(auto.stdout.splitlines()[-1])["game"] == "castle-risk"


# --- the Challenges screen -----------------------------------------------------------------
def test_the_challenges_screen_shows_clean_translated_rows(app):
    from ludotheque.client.scenes.challenges import ChallengesScene
    from ludotheque.rules.castle_crush import highscores

    highscores.table_path().write_text(
        '{"donjon": [{"name": "Eve", "score": "ninety"}, {"name": "Inf", "score": Infinity},'
        ' {"name": "Al", "score": 180.0, "title": "castle_crush.title.maitre", "date": "2026-01-01 10:00:59",'
        ' "seed": 4242, "hand": "shaky"}]}', encoding="utf-8")
    app.translator.set_language("en")
    app.scenes.push(ChallengesScene(app))
    pump(app)
    scene = app.scenes.top
    rows = scene.scores["donjon"]
    assert [(r["name"], r["score"]) for r in rows] == [("Al", 180)]
    assert scene.row_details(rows[0]) == ["Master Builder · 2026-01-01 10:00", "seed 4242 · hand: Shaky"]
    assert scene.message == ""


def test_the_challenges_screen_says_when_the_table_was_set_aside(app):
    from ludotheque.client.scenes.challenges import ChallengesScene
    from ludotheque.rules.castle_crush import highscores

    highscores.table_path().write_text("{broken", encoding="utf-8")
    app.scenes.push(ChallengesScene(app))
    pump(app)
    kept = list(highscores.table_path().parent.glob("castle_crush_highscores.broken-*.json"))
    assert len(kept) == 1 and str(kept[0]) in app.scenes.top.message


# --- mutated files: never a traceback, never a file lost -----------------------------------
def mutations(good: bytes, n: int, seed: int):
    import random

    rnd = random.Random(seed)
    for _ in range(n):
        data = bytearray(good)
        for _ in range(rnd.randint(1, 4)):
            if not data:  # cut to nothing already
                break
            kind = rnd.random()
            i = rnd.randrange(len(data))
            if kind < 0.4:
                data[i] = rnd.randrange(256)
            elif kind < 0.6:
                del data[i:i + rnd.randint(1, 8)]
            elif kind < 0.8:
                data[i:i] = rnd.choice([b"Infinity", b"-1e999", b'"x"', b"[", b"}", b"9" * 400, b"null", b"true"])
            else:
                data = data[:i]
        yield bytes(data)


def kept_or_loaded(path: Path, content: bytes) -> bool:
    """The file is still there as written, or set aside next to it with the same bytes."""
    if path.exists():
        return path.read_bytes() == content
    return any(p.read_bytes() == content for p in path.parent.glob(f"{path.stem}.broken-*{path.suffix}"))


def test_mutated_settings_files_load_clean_or_are_set_aside(capsys):
    good = json.dumps(Settings(language="en", window_size=(1024, 768)).to_json()).encode()
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for content in mutations(good, 300, seed=24):
        path.write_bytes(content)
        s = load_settings()
        assert s.language in ("fr", "en") and isinstance(s.fullscreen, bool)
        assert 0.0 <= s.music_volume <= 1.0 and 0.0 <= s.effects_volume <= 1.0
        assert s == Settings(**vars(s)).clean()
        assert kept_or_loaded(path, content)
        path.unlink(missing_ok=True)


def test_mutated_high_score_tables_never_crash_a_record_nor_lose_the_file(capsys):
    from ludotheque.rules.castle_crush import highscores

    rows = [{"name": f"P{i}", "score": 100 - i, "title": "castle_crush.title.ouvrier",
             "date": "2026-01-01 10:00", "seed": i, "hand": "normal"} for i in range(4)]
    good = json.dumps({"barbacane": rows, "donjon": rows[:2], "chateau": []}).encode()
    path = highscores.table_path()
    for content in mutations(good, 300, seed=23):
        path.write_bytes(content)
        table, _ = highscores.read_table()
        for c, got in table.items():
            assert all(isinstance(r["score"], int) and isinstance(r["name"], str) for r in got), c
        assert kept_or_loaded(path, content)
        assert highscores.record("donjon", "Zed", 50, None) is not None or len(highscores.load()["donjon"]) == 10
        path.unlink(missing_ok=True)


def test_mutated_statistics_files_load_clean_or_are_set_aside(capsys):
    """Issue 24's fuzz on the statistics file: every mutation loads into clean figures (the
    types and ranges the scene draws) or is set aside with a note; nothing is lost, and a
    result recorded after it writes a file with only finite numbers."""
    import math

    from ludotheque.client import stats

    result = {"date": "2026-01-01 10:00", "won": True, "score": 42.0, "rank": 1, "players": 2,
              "against": "hard", "mode": "standard"}
    entry = {"played": 3, "won": 2, "best": 42.0, "total": 100.0, "against": {"hard": [3, 2]},
             "recent": [result] * 3}
    good = json.dumps({"format": stats.FORMAT, "version": stats.VERSION, "recorded": ["a" * 24],
                       "players": {"Camille": {"crack-word": entry, "castle-risk": entry}}}).encode()
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    noted = 0
    for content in mutations(good, 300, seed=25):
        path.write_bytes(content)
        book = stats.load()
        noted += book.note is not None
        for name, games in book.players.items():
            assert isinstance(name, str) and name.strip()
            for game, e in games.items():
                assert isinstance(game, str) and 0 < e["played"] and 0 <= e["won"] <= e["played"]
                assert e["best"] is None or math.isfinite(e["best"])
                assert math.isfinite(e["total"]) and len(e["recent"]) <= stats.RECENT
                assert all(math.isfinite(r["score"]) and r["rank"] >= 1 for r in e["recent"])
        assert kept_or_loaded(path, content)
        stats.add_result(book, "Camille", "crack-word", dict(result))
        json.dumps(book.to_json(), allow_nan=False)  # raises on a non-finite number
        path.unlink(missing_ok=True)
    assert 0 < noted < 300  # some files were set aside, some loaded
