"""A joining client's seats: the secret token of each table it sits at, in its user folder.

`config/net-seats.json`: `{"HOST:PORT/TABLE#SEAT": {"seat": N, "token": "..."}}`, written
atomically (one user folder may hold several seats of one table: bots in tests). A token is never printed or logged; the file is the user's own (mode 0600 where
the system has modes).
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:  # Windows: the threads of one process are still kept in order
    fcntl = None  # type: ignore[assignment]

from ludotheque.rules.jsonfile import JsonFileError, read_json, write_json_atomic
from ludotheque.rules.paths import config_dir

FILE = "net-seats.json"
MAX_ENTRIES = 64


def _path() -> Path:
    return config_dir() / FILE


def _all() -> dict[str, Any]:
    try:
        data = read_json(_path(), max_bytes=256 * 1024)
    except (JsonFileError, OSError):
        return {}
    return data if isinstance(data, dict) else {}


_LOCK = threading.Lock()


@contextlib.contextmanager
def _locked() -> Iterator[None]:
    """One writer at a time (a window's own seat and a bot in one process, or two bots
    sharing a user folder): a read-modify-write never loses another seat's token."""
    with _LOCK:
        handle = None
        if fcntl is not None:
            with contextlib.suppress(OSError):
                handle = open(config_dir() / (FILE + ".lock"), "a")  # noqa: SIM115
                fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            if handle is not None:
                handle.close()


def key(address: str, table: str | None, seat: int) -> str:
    return f"{address}/{table or ''}#{seat}"


def load(address: str, table: str | None, seat: int | None = None) -> tuple[int, str] | None:
    """(seat, token) kept for this table (and seat, if given; else the last one kept), or None."""
    prefix = key(address, table, 0)[:-1]
    found = None
    for name, entry in _all().items():
        if not name.startswith(prefix) or not isinstance(entry, dict):
            continue
        kept, token = entry.get("seat"), entry.get("token")
        if type(kept) is int and isinstance(token, str) and token and (seat is None or kept == seat):
            found = kept, token
    return found


def store(address: str, table: str | None, seat: int, token: str) -> None:
    with _locked():
        _store(address, table, seat, token)


def _store(address: str, table: str | None, seat: int, token: str) -> None:
    data = _all()
    data.pop(key(address, table, seat), None)
    data[key(address, table, seat)] = {"seat": seat, "token": token}
    while len(data) > MAX_ENTRIES:  # the oldest tables go first
        data.pop(next(iter(data)))
    try:
        write_json_atomic(_path(), data)
        with contextlib.suppress(OSError):
            os.chmod(_path(), 0o600)
    except OSError:
        pass  # an unusable user folder: the seat simply cannot be resumed after a restart


def forget(address: str, table: str | None, seat: int) -> None:
    with _locked():
        data = _all()
        if data.pop(key(address, table, seat), None) is not None:
            with contextlib.suppress(OSError):
                write_json_atomic(_path(), data)
