"""Crack Word's state as data: its JSON (`to_json`, `from_json`, old saves brought up to
date by `migrations.py` first) and its copy (`clone`), both derived from the fields
declared in `fields.py`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.core.fields import from_plain, make_copier
from ludotheque.rules.core.specs import plain
from ludotheque.rules.crack_word.fields import PRIVATE_FIELDS, PUBLIC_FIELDS, STATE_FIELDS
from ludotheque.rules.crack_word.migrations import migrate

if TYPE_CHECKING:
    from ludotheque.rules.crack_word.state import CrackWordState

S = TypeVar("S", bound="CrackWordState")

# The copy of each list the rules change in place, after the attribute dict (cards are
# tuples, shared).
copy_fields = make_copier(STATE_FIELDS, [name for name, _ in STATE_FIELDS], shared=False)
_SPECS = {name: decl.spec for name, decl in STATE_FIELDS}


def to_json(state: CrackWordState) -> dict[str, Any]:
    """The config, the public fields, the generator, then the three piles by seat."""
    data: dict[str, Any] = {"config": state.config.to_json()}
    for name in PUBLIC_FIELDS:
        data[name] = plain(getattr(state, name))
    data["rng"] = state.rng.to_json()
    for name in PRIVATE_FIELDS:
        data[name] = plain(getattr(state, name))
    return data


def from_json(cls: type[S], data: dict[str, Any]) -> S:
    """A state from a (checked) save, brought to the current version first: the fields as
    the rules keep them (cards as tuples)."""
    data = migrate(data)
    state = cls(GameConfig.from_json(data["config"]), Rng.from_json(data["rng"]))
    for name, spec in _SPECS.items():
        setattr(state, name, from_plain(spec, data[name], row=tuple))
    return state


def clone(state: S) -> S:
    """Much faster than deepcopy (the AI clones thousands of times)."""
    new = object.__new__(type(state))
    new.__dict__.update(state.__dict__)
    new.rng = state.rng.copy()
    new.events = list(state.events)
    copy_fields(state, new)
    return new
