"""Saves: atomic, versioned, refused with a reason when damaged, resumed exactly."""

from __future__ import annotations

import json

import pytest
from ludotheque.client import saves
from ludotheque.rules.core import GameConfig
from ludotheque.rules.session import Seat, Session


def toy_session(toy_game, plies: int = 3) -> Session:
    s = Session(toy_game, GameConfig(3, seed=21), [Seat.parse("ai:normal"), Seat.parse("random"), Seat.parse("ai:easy")])
    for _ in range(plies):
        s.play_ai_turn()
    return s


def test_atomic_write_leaves_no_temporary_file(tmp_path):
    path = tmp_path / "a.json"
    saves.write_json_atomic(path, {"x": 1})
    saves.write_json_atomic(path, {"x": 2})
    assert json.loads(path.read_text()) == {"x": 2}
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_failed_write_keeps_the_previous_file(tmp_path):
    path = tmp_path / "a.json"
    saves.write_json_atomic(path, {"x": 1})
    with pytest.raises(TypeError):
        saves.write_json_atomic(path, {"x": object()})
    assert json.loads(path.read_text()) == {"x": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


@pytest.mark.parametrize(
    ("content", "key"),
    [
        (b"", "save.error.empty"),
        (b'{"format": "ludotheque-save", "version": 1, "sess', "save.error.corrupt"),
        (b"\xff\xfe garbage", "save.error.corrupt"),
        (b'{"hello": "world"}', "save.error.foreign"),
        (b'[1, 2, 3]', "save.error.foreign"),
        (b'{"format": "ludotheque-save", "version": 99, "session": {}}', "save.error.future"),
        (b'{"format": "ludotheque-save", "version": 1, "session": 3}', "save.error.corrupt"),
        (b'{"format": "ludotheque-save", "version": 0, "session": {}}', "save.error.old"),
        (b'{"format": "ludotheque-save", "version": "1", "session": {}}', "save.error.corrupt"),
    ],
)
def test_bad_files_are_refused_with_a_reason_and_left_untouched(tmp_path, content, key):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(saves.SaveError) as err:
        saves.load_session(path)
    assert err.value.key == key
    assert path.read_bytes() == content


def test_unknown_game_in_a_save_is_refused(tmp_path):
    path = tmp_path / "x.json"
    saves.write_save(path, {"game": "chess", "config": {"num_players": 2}, "seats": [], "state": {}})
    with pytest.raises(saves.SaveError) as err:
        saves.load_session(path)
    assert err.value.key == "save.error.game_missing"


def test_damaged_session_is_refused(toy_game, tmp_path):
    data = toy_session(toy_game).to_json()
    del data["state"]["hands"]
    path = tmp_path / "d.json"
    saves.write_save(path, data)
    with pytest.raises(saves.SaveError) as err:
        saves.load_session(path)
    assert err.value.key == "save.error.damaged"


def test_autosave_keeps_the_previous_one_as_backup(toy_game):
    s = toy_session(toy_game, 1)
    saves.autosave(s.to_json())
    first = saves.read_save(saves.autosave_path("toy"))
    s.play_ai_turn()
    saves.autosave(s.to_json())
    backup = saves.read_save(saves.backup_path("toy"))
    assert backup["session"] == first["session"]
    assert len(saves.read_save(saves.autosave_path("toy"))["session"]["history"]) == 2


def test_continue_skips_finished_games(toy_game):
    s = toy_session(toy_game, 1)
    saves.autosave(s.to_json())
    assert saves.continue_path() is not None
    saves.autosave(s.to_json(), finished=True)
    # QA: the backup is the same game one move before its end; offering it made Continue
    # (and a new game's "your last game is not finished") bring back a finished game.
    assert saves.continue_path() is None
    assert saves.unfinished_autosave("toy") is None


def test_corrupt_autosave_falls_back_to_backup(toy_game):
    s = toy_session(toy_game, 1)
    saves.autosave(s.to_json())
    saves.autosave(s.to_json())
    (saves.autosave_path("toy")).write_bytes(b'{"trunc')
    assert saves.continue_path() == saves.backup_path("toy")


def test_list_saves_reports_broken_files(toy_game):
    s = toy_session(toy_game)
    saves.write_save(saves.new_save_path("toy"), s.to_json())
    (saves.saves_dir() / "broken.json").write_text("{nope")
    entries = saves.list_saves()
    assert sorted(e.error.key if e.error else "ok" for e in entries) == ["ok", "save.error.corrupt"]


def test_resume_ends_exactly_like_the_uninterrupted_game(toy_game, tmp_path):
    whole = toy_session(toy_game, 0)
    path = tmp_path / "mid.json"
    for _ in range(4):
        whole.play_ai_turn()
    saves.write_save(path, whole.to_json())
    while not whole.state.is_over():
        whole.play_ai_turn()
    resumed = saves.load_session(path)
    while not resumed.state.is_over():
        resumed.play_ai_turn()
    assert resumed.history == whole.history
    assert resumed.state.to_json() == whole.state.to_json()
    assert [e.to_json() for e in resumed.log] == [e.to_json() for e in whole.log]


def test_save_is_plain_json_never_pickle(toy_game, tmp_path):
    path = saves.write_save(tmp_path / "p.json", toy_session(toy_game).to_json())
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "ludotheque-save" and data["version"] == saves.VERSION


def test_migrations_bring_an_old_save_to_the_current_version(tmp_path, monkeypatch):
    """A save of version N-1 goes through the registered migration before loading."""
    monkeypatch.setattr(saves, "VERSION", 2)
    monkeypatch.setitem(saves.MIGRATIONS, 1, lambda d: {**d, "version": 2, "migrated": True})
    path = tmp_path / "v1.json"
    path.write_text('{"format": "ludotheque-save", "version": 1, "session": {}}')
    data = saves.read_save(path)
    assert data["version"] == 2 and data["migrated"] is True
