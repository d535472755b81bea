"""Crack Word's old saves brought to the current save version when they load (issue 32,
item 5; Tuxemon's versioned saves): `MIGRATIONS[k]` turns a save of version k into one
of version k + 1, and `migrate` runs the steps a save needs, in order.

Version 0 is the save format as it has been since saves were written: no step yet. A
save names no version (its bytes stay as they were written), so a change to the format
is recognised by what it changes (`version_of`); a change that cannot be recognised that
way writes a version into the save."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

SAVE_VERSION = 0
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def version_of(data: dict[str, Any]) -> int:
    """The version of a state's JSON (every Crack Word save is of the first)."""
    return SAVE_VERSION


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """`data` at the current version (itself when it is already)."""
    for version in range(version_of(data), SAVE_VERSION):
        data = MIGRATIONS[version](data)
    return data
