"""Old Castle Crush saves brought to the current save version at load (issue 32, item 5),
as Tuxemon does with its versioned saves: one step per version, `MIGRATIONS[k]` taking a
state's JSON from version k to k + 1, applied in turn by `migrate` before anything reads
the state (`persist.from_json`, `validate.check_state`).

The versions of a state's JSON (none was written before this table: each is known by
the fields it holds, `version_of`, so that a save of today is byte for byte what it was):
- 0: before the hand (issue 11's exact moves): no `failed_drops`;
- 1: the hand's failed drops, before the exact moves were retired: no `exact_moves`;
- 2: before the build rules had versions (issue 22): no `rules`;
- 3 (SAVE_VERSION): today's. The next change of the format adds a `save_version` key,
  written by `persist.to_json` and read here first.

Moves in a history are brought up to date the same way when they are decoded
(`upgrade_action`, called by the codec), and a save of a rules version this program no
longer plays is refused with a sentence saying so (`RETIRED`; CONTRIBUTING, "Old rule
versions and saves").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ludotheque.rules.core.checks import DamagedState

SAVE_VERSION = 3


def _failed_drops(data: dict[str, Any]) -> dict[str, Any]:
    """Saves from before the hand remember no failed drop."""
    return {**data, "failed_drops": []}


def _exact_moves(data: dict[str, Any]) -> dict[str, Any]:
    """Saves from before the exact moves were retired may hold them: they keep them."""
    return {**data, "exact_moves": True}


def _rules(data: dict[str, Any]) -> dict[str, Any]:
    """Saves from before the build rules had versions were played under the first."""
    return {**data, "rules": 1}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    0: _failed_drops,
    1: _exact_moves,
    2: _rules,
}

# The build rules versions (actions.RULES_VERSIONS) this program no longer plays, each with
# the sentence a save of it is refused with (none yet: every version since the first is
# played, and the policy says when one may go).
RETIRED: dict[int, str] = {}


class RetiredVersion(DamagedState):
    """A save of a rules version this program no longer plays (a DamagedState: the load
    screen lists the save with this sentence, and nothing crashes)."""


def version_of(data: dict[str, Any]) -> int:
    """The save version of a state's JSON, from the fields it holds."""
    for version, key in ((0, "failed_drops"), (1, "exact_moves"), (2, "rules")):
        if key not in data:
            return version
    return SAVE_VERSION


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """`data` (a state's JSON, or a view's) at the current save version: the same object
    when it is already, else a new one (the caller's is never changed). Raises
    RetiredVersion for a game of a rules version no longer played."""
    version = version_of(data)
    while version < SAVE_VERSION:
        data = MIGRATIONS[version](data)
        version += 1
    rules = data.get("rules")
    if rules in RETIRED:
        raise RetiredVersion(f"this game was begun under Castle Crush's rules version {rules}, "
                             f"which this program no longer plays: {RETIRED[rules]}")
    return data


def upgrade_action(data: Any) -> Any:
    """A move as encoded in a history, brought up to date: a Carry saved before its hand's
    model was recorded was carried by model 1, and one saved before its build rules were
    recorded was played under version 1."""
    if isinstance(data, dict) and data.get("type") == "Carry":
        if "sway_model" not in data:
            data = {**data, "sway_model": 1}
        if "rules" not in data:
            data = {**data, "rules": 1}
    return data
