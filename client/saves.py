"""Saved games: versioned JSON in the user's data folder, written atomically.

A save is `{"format": "ludotheque-save", "version": N, "saved_at": ..., "kind": "auto" |
"manual", "finished": bool, "session": {...}, "house": {...}}`. `house` holds what the
client keeps next to the session (the hints each seat used: `{"hints": [0, 2]}`); saves
without it load with nothing counted. Loading never changes anything on disk;
a corrupt, truncated, huge, too deeply nested, foreign or future-version file raises `SaveError` with a reason the
load screen shows. The autosave is rotated: the previous one is kept as a backup.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ludotheque.rules.jsonfile import JsonFileError, read_json, write_json_atomic
from ludotheque.rules.paths import data_dir

FORMAT = "ludotheque-save"
VERSION = 1
AUTOSAVE = "autosave.json"
BACKUP = "autosave.bak.json"

# version -> function turning a payload of that version into the next version.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


class SaveError(Exception):
    """A save that cannot be loaded. `key` is a translation key, `detail` the specifics."""

    def __init__(self, key: str, detail: str = "") -> None:
        super().__init__(f"{key}: {detail}" if detail else key)
        self.key = key
        self.detail = detail


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def make_payload(session_json: dict[str, Any], kind: str, finished: bool,
                 house: dict[str, Any] | None = None) -> dict[str, Any]:
    payload = {
        "format": FORMAT,
        "version": VERSION,
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "kind": kind,
        "finished": finished,
        "session": session_json,
    }
    if house:
        payload["house"] = house
    return payload


def write_save(path: Path, session_json: dict[str, Any], kind: str = "manual", finished: bool = False,
               house: dict[str, Any] | None = None) -> Path:
    write_json_atomic(path, make_payload(session_json, kind, finished, house))
    return path


def autosave(session_json: dict[str, Any], finished: bool = False, house: dict[str, Any] | None = None) -> Path:
    """Write the autosave, keeping the previous one as the backup."""
    folder = saves_dir()
    current = folder / AUTOSAVE
    if current.exists():
        os.replace(current, folder / BACKUP)
    return write_save(current, session_json, "auto", finished, house)


def new_save_path(game_id: str) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = saves_dir() / f"{game_id}-{stamp}.json"
    n = 1
    while path.exists():
        n += 1
        path = saves_dir() / f"{game_id}-{stamp}-{n}.json"
    return path


def read_save(path: Path) -> dict[str, Any]:
    """The payload of a save, migrated to the current version. Raises SaveError."""
    try:
        data = read_json(path)
    except FileNotFoundError as exc:
        raise SaveError("save.error.unreadable", exc.strerror or str(exc)) from None
    except JsonFileError as err:
        # one key per jsonfile.REASONS
        raise SaveError(f"save.error.{err.reason}", err.detail) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("save.error.foreign")
    version = data.get("version")
    if not isinstance(version, int) or version < 0:
        raise SaveError("save.error.corrupt")
    if version > VERSION:
        raise SaveError("save.error.future", str(version))
    while version < VERSION:
        migrate = MIGRATIONS.get(version)
        if migrate is None:
            raise SaveError("save.error.old", str(version))
        data = migrate(data)
        version = data["version"]
    if not _session_shaped(data.get("session")):
        raise SaveError("save.error.corrupt")
    return data


def _session_shaped(session: Any) -> bool:
    """The fields the load screen lists before loading have the types it expects."""
    if not isinstance(session, dict):
        return False
    seats = session.get("seats", [])
    return (isinstance(session.get("game", "?"), str) and isinstance(session.get("history", []), list)
            and isinstance(seats, list) and all(isinstance(seat, dict) for seat in seats))


def load_session(path: Path):
    """A Session from a save file. Raises SaveError (never leaves anything half-loaded)."""
    return load_game(path)[0]


def house_data(payload: dict[str, Any]) -> dict[str, Any]:
    """The client's notes next to the session (empty for saves that have none)."""
    house = payload.get("house")
    return house if isinstance(house, dict) else {}


def load_game(path: Path):
    """(Session, house notes) from a save file. Raises SaveError."""
    data = read_save(path)
    return session_from_payload(data), house_data(data)


def session_from_payload(data: dict[str, Any]):
    """The Session of a payload read by `read_save`. Raises SaveError."""
    from ludotheque.rules.registry import GameNotBuilt
    from ludotheque.rules.session import Session

    try:
        return Session.from_json(data["session"])
    except GameNotBuilt as exc:
        raise SaveError("save.error.game_missing", str(exc)) from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise SaveError("save.error.damaged", f"{type(exc).__name__}: {exc}") from None


@dataclass
class SaveEntry:
    path: Path
    payload: dict[str, Any] | None
    error: SaveError | None

    @property
    def game_id(self) -> str:
        return str((self.payload or {}).get("session", {}).get("game", "?"))


def list_saves() -> list[SaveEntry]:
    """Every save file, newest first, with the reason for those that cannot load."""
    entries = []
    files = [p for p in saves_dir().glob("*.json") if p.name != BACKUP]
    for path in sorted(files, key=lambda p: p.stat().st_mtime, reverse=True):
        try:
            entries.append(SaveEntry(path, read_save(path), None))
        except SaveError as err:
            entries.append(SaveEntry(path, None, err))
    return entries


def continue_path() -> Path | None:
    """The autosave of an unfinished game, if any (else its backup)."""
    for name in (AUTOSAVE, BACKUP):
        path = saves_dir() / name
        try:
            data = read_save(path)
        except SaveError:
            continue
        if not data.get("finished"):
            return path
    return None
