"""Castle Risk's state as data: its JSON form (a save's) and its copy, both derived from
the one declaration of its fields (`fields.py`), in its order.

Every field is held as its declaration says, as plain lists and dicts, but for the phase
(a `Phase`) and the phase's pending data and the attack under way (frozen dataclasses,
`phases.py`): they become their plain forms here, at the JSON boundary, and nowhere else
in the rules. An old save is brought to the current shape first (`migrations.migrate`).

The functions take or make a `CastleRiskState`; the state module calls them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ludotheque.rules.castle_risk.fields import DECLARED, FIELDS
from ludotheque.rules.castle_risk.migrations import migrate
from ludotheque.rules.castle_risk.phases import (
    attack_from_plain,
    attack_plain,
    pending_from_plain,
    pending_plain,
)
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.core.fields import from_plain, make_copier
from ludotheque.rules.core.specs import plain

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState

# The fields typed in the state, each with its plain form (the others are plain already).
_DUMP: dict[str, Callable[[Any], Any]] = {"pending": lambda p: plain(pending_plain(p)), "attack": attack_plain}
_LOAD: dict[str, Callable[[Any, Any], Any]] = {
    "pending": lambda state, data: pending_from_plain(state.phase, data),
    "attack": lambda state, data: attack_from_plain(data),
}
_SPECS = dict(DECLARED)
# Every field of the state copied (`clone`): a function made from the declaration, one
# line per field (the typed pending data and attack are frozen: shared).
_copy_fields = make_copier(DECLARED, FIELDS)


def blank(cls: type[CastleRiskState], config: GameConfig, rng: Rng) -> CastleRiskState:
    """A state object with no fields yet (skips __init__, which builds a fresh board)."""
    state = object.__new__(cls)
    state.config, state.rng, state.events, state.revealed = config, rng, [], False
    return state


def to_json(state: CastleRiskState) -> dict[str, Any]:
    """The config, the generator, then the declared fields in their order."""
    data: dict[str, Any] = {"config": state.config.to_json(), "rng": state.rng.to_json()}
    for name in FIELDS:
        dump = _DUMP.get(name)
        value = getattr(state, name)
        data[name] = plain(value) if dump is None else dump(value)
    return data


def from_json(cls: type[CastleRiskState], data: dict[str, Any]) -> CastleRiskState:
    """A state from its JSON (checked by `validate.py` first), an old save migrated."""
    data = migrate(data)
    state = blank(cls, GameConfig.from_json(data["config"]), Rng.from_json(data["rng"]))
    for name in FIELDS:  # in order: the phase comes before its pending data
        load = _LOAD.get(name)
        value = data[name]
        setattr(state, name, from_plain(_SPECS[name].spec, value) if load is None else load(state, value))
    return state


def clone(state: CastleRiskState) -> CastleRiskState:
    """A deep copy in plain Python (what the rules change in place is copied)."""
    new = blank(type(state), state.config, Rng(state.rng.state))
    new.revealed = state.revealed
    _copy_fields(state, new)
    return new
