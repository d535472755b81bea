"""Old Castle Risk saves brought to the current shape at load (issue 32, item 3): a table
of steps, one per version, each taking a state's JSON from version k to k + 1.

A Castle Risk state's JSON carries no version number: its bytes are those of the first
saves, and stay so. Every save is read as version 0 and goes through every step; a step
leaves a save already in its shape exactly as it is (the same dict), so a new save goes
through them all unchanged. A step that cannot tell an old save by its shape would write
a version number into the JSON: none does yet.

Retiring a step: once no save of that age can exist any more (a release notes the
oldest save it reads), its line leaves `MIGRATIONS` and `SAVE_VERSION` stays.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

SAVE_VERSION = 1


def _defender_answers_with_dice(data: dict[str, Any]) -> dict[str, Any]:
    """0 -> 1 (issue 14): a save from before the defender chose his dice, stopped at the
    old question at the start of an attack (phase "defend", no dice announced). The
    attacker gives his first order instead, and the defender's Marshal and hidden armies
    come with his answer to it."""
    pending = data.get("pending")
    if data.get("phase") != "defend" or not isinstance(pending, dict) or "dice" in pending:
        return data
    return {**data, "phase": "battle", "actor": data.get("player"), "pending": {}}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    0: _defender_answers_with_dice,
}


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """A state's JSON brought to `SAVE_VERSION` (a new dict where a step changes it; the
    given one is never changed)."""
    for version in range(SAVE_VERSION):
        data = MIGRATIONS[version](data)
    return data
