"""Castle Crush's state as data, derived from its fields' declaration (`fields.py`): the
save format (`to_json`: the config, the generator, then the declared fields in their
order; `from_json`: an old save brought up to date by `migrations.migrate` first) and the
state's copy (`clone`: what the rules change in place is copied, what they only replace
is shared, the physics' record of the last move is left behind)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from ludotheque.rules.castle_crush.fields import ATTRIBUTES, STORED
from ludotheque.rules.castle_crush.migrations import migrate
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.core.fields import from_plain, make_copier
from ludotheque.rules.core.specs import plain

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.state import CastleCrushState

S = TypeVar("S", bound="CastleCrushState")

# Each field's attribute set on the copy, copied as its declaration says (one line each).
_copy_fields = make_copier(((attr, decl) for _, attr, decl in STORED), ATTRIBUTES)


def to_json(st: CastleCrushState) -> dict[str, Any]:
    data: dict[str, Any] = {"config": st.config.to_json(), "rng": st.rng.to_json()}
    for name, attr, _ in STORED:
        data[name] = plain(getattr(st, attr))
    return data


def from_json(cls: type[S], data: dict[str, Any]) -> S:
    """A state from its JSON (a save of any version, or a view with a generator)."""
    data = migrate(data)
    state = cls(GameConfig.from_json(data["config"]), Rng.from_json(data["rng"]))
    for name, attr, decl in STORED:
        setattr(state, attr, from_plain(decl.spec, data[name], row=tuple))
    return state


def clone(st: S) -> S:
    """A copy that shares nothing the rules change in place; never the physics' record
    of the last move (`transient`: trajectories are large and belong to that move)."""
    copy = object.__new__(type(st))
    copy.config, copy.rng, copy.events = st.config, st.rng.copy(), list(st.events)
    copy.revealed = st.revealed
    _copy_fields(st, copy)
    copy.transient = {}
    copy.shown_sway, copy.shown_nerve = st.shown_sway, st.shown_nerve
    return copy
