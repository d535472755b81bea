"""The user's folders for settings, saves, high scores and caches.

`LUDOTHEQUE_HOME` (used by the tests) puts all of them under one folder.

A folder that cannot be made (`LUDOTHEQUE_HOME` names a file, its parent is read-only,
`HOME` points somewhere odd) never stops the game: its path is still returned, reading
finds nothing there and writing fails with an OSError the caller already handles.
`problem()` says once, at start, whether the user's folders can be written.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import platformdirs

APP = "ludotheque"
# Where each kind of folder lives when LUDOTHEQUE_HOME is not set.
_PLATFORM = {"config": platformdirs.user_config_dir, "data": platformdirs.user_data_dir,
             "cache": platformdirs.user_cache_dir}


def _base(kind: str) -> Path:
    home = os.environ.get("LUDOTHEQUE_HOME")
    if home:
        path = Path(home) / kind
    else:
        path = Path(_PLATFORM[kind](APP, appauthor=False))
    _make(path)
    return path


def _make(path: Path) -> bool:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except (OSError, ValueError):  # ValueError: a path with a NUL byte
        return False
    return True


def config_dir() -> Path:
    return _base("config")


def data_dir() -> Path:
    return _base("data")


def cache_dir() -> Path:
    return _base("cache")


def pictures_dir() -> Path:
    """Where photos of castles go: the user's pictures folder, else the data folder."""
    if os.environ.get("LUDOTHEQUE_HOME"):
        path = data_dir() / "photos"
    else:
        pics = Path(platformdirs.user_pictures_dir())
        path = pics / "Ludotheque" if pics.is_dir() else data_dir() / "photos"
    _make(path)
    return path


def problem() -> str | None:
    """None when settings and saves can be written; else one line saying which folder
    cannot and why (the game then plays without saving)."""
    for folder in (config_dir(), data_dir()):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            fd, probe = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=folder)
            os.close(fd)
            os.unlink(probe)
        except (OSError, ValueError) as exc:
            reason = getattr(exc, "strerror", None) or str(exc)
            return f"{folder}: {reason}"
    return None
