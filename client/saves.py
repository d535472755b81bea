"""Saved games: versioned JSON in the user's data folder, written atomically.

A save is `{"format": "ludotheque-save", "version": N, "saved_at": ..., "kind": "auto" |
"manual", "finished": bool, "session": {...}, "house": {...}}`. `house` holds what the
client keeps next to the session (the hints each seat used: `{"hints": [0, 2]}`); saves
without it load with nothing counted. Loading never changes anything on disk;
a corrupt, truncated, huge, too deeply nested, foreign or future-version file raises `SaveError` with a reason the
load screen shows.

Each game has its own autosave (`autosave-<game>.json`), rotated: the previous one is kept
as its backup (`autosave-<game>.bak.json`), so loading another game never replaces an
unfinished one. The single `autosave.json` of older versions is still found (and renamed to
its game's name at start by `tidy`).

A save that reads well is also checked for meaning before it is listed as loadable or
loaded (`check_save`; `rules/save_check.py` says what is checked and what a forger can
still do): one whose numbers are absurd, whose state breaks its game's rules or does not
match the digest written with it is refused as `save.error.damaged`, naming what is wrong.
"""

from __future__ import annotations

import os
import re
import stat
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ludotheque.rules.jsonfile import (
    JsonFileError,
    read_json,
    remove_stale_temporaries,
    write_json_atomic,
)
from ludotheque.rules.paths import cache_dir, config_dir, data_dir

FORMAT = "ludotheque-save"
VERSION = 1
AUTOSAVE = "autosave.json"  # the one autosave of older versions: still found, never written
BACKUP = "autosave.bak.json"
AUTO_PREFIX = "autosave-"
BACKUP_SUFFIX = ".bak.json"
GUIDED_SUFFIX = "-guided"  # the autosave slot of a game's guided first game

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
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # an unusable user folder: nothing to list, writing fails with an OSError
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


def autosave_path(game_id: str) -> Path:
    """The autosave of a game (one per game)."""
    return saves_dir() / f"{AUTO_PREFIX}{_file_id(game_id)}.json"


def backup_path(game_id: str) -> Path:
    return saves_dir() / f"{AUTO_PREFIX}{_file_id(game_id)}{BACKUP_SUFFIX}"


def _file_id(game_id: Any) -> str:
    return re.sub(r"[^a-z0-9_-]", "_", str(game_id).lower())[:40] or "game"


def is_backup(path: Path) -> bool:
    return path.name == BACKUP or path.name.endswith(BACKUP_SUFFIX)


def autosave(session_json: dict[str, Any], finished: bool = False, house: dict[str, Any] | None = None,
             slot: str | None = None) -> Path:
    """Write the game's autosave, keeping its previous one as the backup. `slot` names
    another autosave than the game's own (a guided game: `<game>-guided`)."""
    game = slot or session_json.get("game", "game")
    current = autosave_path(game)
    if current.exists():
        os.replace(current, backup_path(game))
    return write_save(current, session_json, "auto", finished, house)


def tidy() -> None:
    """At start: remove the temporary files killed writes left, and give the single
    autosave of older versions (and its backup) their game's name. Never raises."""
    for folder in (saves_dir(), data_dir(), config_dir(), cache_dir() / "crack_word"):
        remove_stale_temporaries(folder)
    for old, name_of in ((AUTOSAVE, autosave_path), (BACKUP, backup_path)):
        path = saves_dir() / old
        try:
            game = read_save(path)["session"].get("game")
            target = name_of(game)
            if isinstance(game, str) and not target.exists():
                os.replace(path, target)
        except (SaveError, OSError, AttributeError):
            continue


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
    from ludotheque.rules.core.checks import DamagedState, RetiredVersion
    from ludotheque.rules.registry import GameNotBuilt
    from ludotheque.rules.session import Session

    try:
        return Session.from_json(data["session"])
    except GameNotBuilt as exc:
        raise SaveError("save.error.game_missing", str(exc)) from None
    except RetiredVersion as exc:
        raise SaveError("save.error.retired", str(exc)) from None
    except DamagedState as exc:
        raise SaveError("save.error.damaged", str(exc)) from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError, RecursionError) as exc:
        raise SaveError("save.error.damaged", f"{type(exc).__name__}: {exc}"[:300]) from None


def check_save(path: Path) -> SaveError | None:
    """Why the save at `path` cannot be loaded (unreadable, foreign, damaged, changed
    since it was written...), or None when it loads. What the load screen marks saves
    with; loads the session to be sure, at a few milliseconds a save."""
    try:
        session_from_payload(read_save(path))
    except SaveError as err:
        return err
    return None


@dataclass
class SaveEntry:
    path: Path
    payload: dict[str, Any] | None
    error: SaveError | None

    @property
    def game_id(self) -> str:
        return str((self.payload or {}).get("session", {}).get("game", "?"))


def read_entry(path: Path) -> SaveEntry:
    """A save as the load screen lists it: its payload, or the reason it cannot load.
    The one place a save is judged before loading: read, then checked for meaning."""
    try:
        payload = read_save(path)
    except SaveError as err:
        if os.path.islink(path) and not os.path.exists(path):  # dangling, or a loop of links
            err = SaveError("save.error.link", err.detail)
        return SaveEntry(path, None, err)
    except (OSError, ValueError) as exc:  # never one file breaking the list
        return SaveEntry(path, None, SaveError("save.error.unreadable", str(exc)))
    try:  # a save that reads well but is damaged in meaning is listed with its game
        session_from_payload(payload)
    except SaveError as err:
        return SaveEntry(path, payload, err)
    return SaveEntry(path, payload, None)


def _save_files(backups: bool = False) -> list[tuple[float, Path]]:
    """(time, path) of each file named *.json in the saves folder, newest first; folders
    and hidden files are skipped, a dangling or looping link is kept (listed as damaged)."""
    try:
        names = [p for p in saves_dir().iterdir() if p.name.endswith(".json") and not p.name.startswith(".")]
    except OSError:
        return []
    found = []
    for path in names:
        if is_backup(path) and not backups:
            continue
        try:
            info = os.lstat(path)
        except OSError:
            continue  # gone since the listing
        if stat.S_ISDIR(info.st_mode):
            continue
        found.append((info.st_mtime, path))
    found.sort(key=lambda tp: (-tp[0], tp[1].name))
    return found


def list_saves() -> list[SaveEntry]:
    """Every save file, newest first, with the reason for those that cannot load. A backup
    is listed only when its game has no autosave left (so every game Continue may offer is
    there)."""
    files = _save_files(backups=True)
    names = {path.name for _, path in files}
    return [read_entry(path) for _, path in files
            if not is_backup(path) or _autosave_of(path).name not in names]


def _autosave_of(backup: Path) -> Path:
    if backup.name == BACKUP:
        return backup.with_name(AUTOSAVE)
    return backup.with_name(backup.name.removesuffix(BACKUP_SUFFIX) + ".json")


def continue_paths() -> list[Path]:
    """The autosave of each unfinished game, the last played first (a game whose autosave
    is damaged offers its backup when that one is unfinished; a finished autosave does
    not: its backup is the same game one move before its end)."""
    games: dict[str, list[tuple[float, Path]]] = {}
    for when, path in _save_files(backups=True):
        if path.name in (AUTOSAVE, BACKUP):
            key = ""  # the single autosave of older versions
        elif path.name.startswith(AUTO_PREFIX):
            key = path.name[len(AUTO_PREFIX):].removesuffix(BACKUP_SUFFIX).removesuffix(".json")
        else:
            continue
        games.setdefault(key, []).append((when, path))
    chosen = []
    for pair in games.values():
        pair.sort(key=lambda tp: is_backup(tp[1]))  # the autosave, then its backup
        for _, path in pair:
            entry = read_entry(path)
            if entry.error is None:
                if not (entry.payload or {}).get("finished"):
                    chosen.append((max(w for w, _ in pair), path))
                break  # a readable autosave decides: finished, the game is over
    chosen.sort(key=lambda tp: -tp[0])
    return [path for _, path in chosen]


def continue_path() -> Path | None:
    """The autosave of the unfinished game played last, if any."""
    paths = continue_paths()
    return paths[0] if paths else None


def delete_save(path: Path) -> None:
    """Delete a save (a game's autosave takes its backup with it, so Continue does not offer
    the move before). Raises OSError."""
    os.unlink(path)
    if path.name.startswith(AUTO_PREFIX) and not is_backup(path):
        backup = path.with_name(path.name.removesuffix(".json") + BACKUP_SUFFIX)
    elif path.name == AUTOSAVE:
        backup = path.with_name(BACKUP)
    else:
        return
    if not backup.exists():
        return
    os.unlink(backup)


def unfinished_autosave(game_id: str) -> SaveEntry | None:
    """The unfinished game of this kind that Continue offers (its autosave, or that one's
    backup), which a new game of the same kind would replace; None when there is none."""
    own = {autosave_path(game_id).name, backup_path(game_id).name}
    for path in continue_paths():
        if path.name in own:
            entry = read_entry(path)
            if entry.error is None and entry.game_id == game_id:
                return entry
    return None


def keep_in_list(path: Path) -> Path:
    """Set an unfinished autosave aside as a save of its own, listed by the load screen,
    before a new game of its kind takes the autosave slot (issue 31): its payload is
    written to a new save file, then the autosave and its backup are removed. Raises
    OSError or SaveError (and then the autosave is left as it was)."""
    payload = read_save(path)
    game = str(payload["session"].get("game", "game"))
    kept = new_save_path(_file_id(game))
    write_json_atomic(kept, {**payload, "kind": "manual"})
    delete_save(path)
    return kept


def replace_unfinished(path: Path) -> None:
    """The player chose to let a new game replace this unfinished one: the autosave goes
    with its backup, so that Continue never brings the old game back. Raises OSError."""
    delete_save(path)


CRASH_LOG = "crash.log"


def crash_log_path() -> Path:
    return data_dir() / CRASH_LOG


def write_crash_log(exc: BaseException | None = None, where: str = "") -> Path | None:
    """Append a traceback to the crash file in the user's data folder (`exc`, or the one
    being handled), with what was being done; the path, or None when it cannot be written."""
    text = "".join(traceback.format_exception(exc)) if exc is not None else traceback.format_exc()
    head = time.strftime("%Y-%m-%d %H:%M:%S") + (f" ({where})" if where else "")
    path = crash_log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as fh:
            fh.write(f"{head}\n{text}\n")
    except OSError:
        return None
    return path
