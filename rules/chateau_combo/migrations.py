"""Château Combo's old saves brought to the current save version when they load (issue 32,
item 5; Tuxemon's versioned saves): `MIGRATIONS[k]` turns a save of version k into one
of version k + 1, and `migrate` runs the steps a save needs, in order.

A save names no version (its bytes stay as they were written), so each version is
recognised by what it introduced (`version_of`); a change that cannot be recognised that
way writes a version into the save.

- version 0: saves from before a card's effect could wait for a decision, without a
  `pending` record;
- version 1: `pending` (None when nothing waits).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

SAVE_VERSION = 1


def _nothing_pending(data: dict[str, Any]) -> dict[str, Any]:
    """0 -> 1: nothing waits for a decision."""
    return {**data, "pending": None}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _nothing_pending}


def version_of(data: dict[str, Any]) -> int:
    return 1 if "pending" in data else 0


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """`data` at the current version (itself when it is already)."""
    for version in range(version_of(data), SAVE_VERSION):
        data = MIGRATIONS[version](data)
    return data
