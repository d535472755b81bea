"""The user's folders for settings, saves, high scores and caches.

`LUDOTHEQUE_HOME` (used by the tests) puts all of them under one folder.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "ludotheque"


def _base(kind: str) -> Path:
    home = os.environ.get("LUDOTHEQUE_HOME")
    if home:
        path = Path(home) / kind
    else:
        path = Path(getattr(platformdirs, f"user_{kind}_dir")(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


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
    path.mkdir(parents=True, exist_ok=True)
    return path
