"""Casa Grande's state as data: its JSON (`to_json`, `from_json`, old saves brought up to
date by `migrations.py` first) and its copy (`clone`), both derived from the fields
declared in `fields.py`, in its order (the site by its own JSON and copy)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.casa_grande.fields import STATE_FIELDS, CasaGrandeView
from ludotheque.rules.casa_grande.migrations import migrate
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.casa_grande.site import Site
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.core.fields import (
    from_plain,
    make_copier,
)
from ludotheque.rules.core.specs import (
    plain,
)

if TYPE_CHECKING:
    from ludotheque.rules.casa_grande.state import CasaState

PHASES = tuple(p.value for p in Phase)
DECLARED = CasaGrandeView.declared()
# The state's copy of what the rules change in place, after its attribute dict (the site
# copies itself).
copy_fields = make_copier(STATE_FIELDS, [name for name, _ in STATE_FIELDS], shared=False)


def to_json(state: CasaState) -> dict[str, Any]:
    """The config, the generator, then the declared fields in their order (`fields.py`)."""
    data: dict[str, Any] = {"config": state.config.to_json(), "rng": state.rng.to_json()}
    for name, decl in DECLARED:
        if name == "site":
            data["site"] = state.site.to_json()
        elif decl.stored:
            data[name] = plain(getattr(state, name))
    return data


def from_json(cls: type[CasaState], data: dict[str, Any]) -> CasaState:
    """A state from a (checked) save, brought to the current version first: the phase
    typed inside the state, its value in the JSON."""
    data = migrate(data)
    state = cls.__new__(cls)
    state.config = GameConfig.from_json(data["config"])
    state.rng = Rng.from_json(data["rng"])
    state.events = []
    if data["phase"] not in PHASES:
        raise ValueError(f"unknown phase {data['phase']!r}")
    for name, decl in STATE_FIELDS:
        setattr(state, name, from_plain(decl.spec, data[name]))
    state.site = Site.from_json(data["site"])
    state._options = None
    return state


def clone(state: CasaState) -> CasaState:
    new = type(state).__new__(type(state))
    new.__dict__.update(state.__dict__)
    new.rng = state.rng.copy()
    new.events = state.events[:]
    copy_fields(state, new)  # the declared fields (`fields.py`): lists copied
    new.site = state.site.copy()
    return new
