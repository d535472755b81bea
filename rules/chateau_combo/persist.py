"""Château Combo's state as data: its JSON (`to_json`, `from_json`, old saves brought up to
date by `migrations.py` first) and its copy (`clone`), both derived from the fields
declared in `fields.py` (the boards by their own JSON and copy)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.chateau_combo.fields import STATE_FIELDS, pending_record
from ludotheque.rules.chateau_combo.migrations import migrate
from ludotheque.rules.chateau_combo.phases import pending_of
from ludotheque.rules.chateau_combo.tableau import PlayerBoard
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.core.fields import from_plain, make_copier
from ludotheque.rules.core.specs import plain

if TYPE_CHECKING:
    from ludotheque.rules.chateau_combo.state import ComboState

# The copy of the declared fields: what the rules change in place copied, the tuples they
# replace shared.
copy_fields = make_copier(STATE_FIELDS, [name for name, _ in STATE_FIELDS])


def to_json(state: ComboState) -> dict[str, Any]:
    """The save: everything, the decks in order and the generator included (the declared
    fields in their order, the boards by their own JSON)."""
    data: dict[str, Any] = {"config": state.config.to_json(), "players": [b.to_json() for b in state.players]}
    for name, _ in STATE_FIELDS:
        data[name] = plain(getattr(state, name)) if name != "pending" else pending_record(state, None)
    data["rng"] = state.rng.to_json()
    return data


def from_json(cls: type[ComboState], data: dict[str, Any]) -> ComboState:
    """A state from a (checked) save, brought to the current version first: the declared
    fields as the state keeps them (the phase typed inside the state, its value in the
    JSON)."""
    data = migrate(data)
    state = cls(GameConfig.from_json(data["config"]), Rng.from_json(data["rng"]))
    state.players = [PlayerBoard.from_json(b) for b in data["players"]]
    for name, decl in STATE_FIELDS:
        setattr(state, name, from_plain(decl.spec, data[name], frozen=decl.frozen))
    state.pending = pending_of(state.pending)  # typed inside the state
    return state


def clone(state: ComboState) -> ComboState:
    """A fast copy (the AI clones a lot); deep where the state is mutable."""
    new = type(state).__new__(type(state))
    new.config = state.config
    new.config_data = state.config_data
    new.rng = state.rng.copy()
    new.events = list(state.events)
    new.revealed = state.revealed
    new.blind = state.blind
    new.players = [b.copy() for b in state.players]
    copy_fields(state, new)  # the declared fields (`fields.py`)
    return new
