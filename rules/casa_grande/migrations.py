"""Casa Grande's old saves brought to the current save version when they load (issue 32,
item 5; Tuxemon's versioned saves): `MIGRATIONS[k]` turns a save of version k into one
of version k + 1, and `migrate` runs the steps a save needs, in order.

A save names no version (its bytes stay as they were written), so each version is
recognised by what it introduced (`version_of`); a change that cannot be recognised that
way writes a version into the save.

- version 0: saves from before players chose their corners, whose config has no
  "corners" option (their pawns were dealt in turn order);
- version 1: the "corners" option in the config.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

SAVE_VERSION = 1


def _corners_dealt(data: dict[str, Any]) -> dict[str, Any]:
    """0 -> 1: the game goes on with its pawns dealt (its history replays the same from
    its config)."""
    config = data["config"]
    return {**data, "config": {**config, "options": {**config.get("options", {}), "corners": "dealt"}}}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _corners_dealt}


def version_of(data: dict[str, Any]) -> int:
    return 1 if "corners" in data["config"].get("options", {}) else 0


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """`data` at the current version (itself when it is already)."""
    for version in range(version_of(data), SAVE_VERSION):
        data = MIGRATIONS[version](data)
    return data
