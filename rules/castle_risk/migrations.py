"""Old Castle Risk saves brought to the current save version at load (issue 32, item 3;
Tuxemon's versioned saves): `MIGRATIONS[k]` turns a state's JSON of version k into one of
version k + 1, and `migrate` runs the steps a save needs, in order, before anything reads
it (`persist.from_json`, `validate.check_state`).

A save names no version (its bytes stay as they were written), so each version is
recognised by what it introduced (`version_of`); a change that cannot be recognised that
way writes a version into the save.

- version 0: saves from before issue 14, where the defender answered an attack once, at
  its start (phase "defend" with no dice announced), and a Spy resumed nothing (its
  pending data has no "resume": the main phase followed);
- version 1: the defender answers before every battle; a Spy resumes the decision it
  interrupted.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

SAVE_VERSION = 1
_SPYING = ("spy_counter", "spy_pick")


def _before_every_battle(data: dict[str, Any]) -> dict[str, Any]:
    """0 -> 1: a save stopped at the defender's old question gives the attacker his first
    order instead (the defender's Marshal and hidden armies come with his answer to it);
    a Spy played then resumes the main phase."""
    pending = data["pending"]
    if data["phase"] == "defend":
        return {**data, "phase": "battle", "actor": data.get("player"), "pending": {}}
    hand = {"spied_hand": pending["spied_hand"]} if "spied_hand" in pending else {}
    rest = {k: v for k, v in pending.items() if k != "spied_hand"}
    return {**data, "pending": {**rest, "resume": {"phase": "main", "pending": {}}, **hand}}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _before_every_battle}


def version_of(data: dict[str, Any]) -> int:
    """The save version of a state's JSON, from what it holds (a damaged one reads as
    current: its checks say what is wrong)."""
    pending, phase = data.get("pending"), data.get("phase")
    if isinstance(pending, dict) and (phase == "defend" and "dice" not in pending
                                      or phase in _SPYING and "resume" not in pending):
        return 0
    return SAVE_VERSION


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """`data` at the current version: the same object when it is already, else a new one
    (the caller's is never changed)."""
    for version in range(version_of(data), SAVE_VERSION):
        data = MIGRATIONS[version](data)
    return data
