"""Casa Grande's state as data: the save format (`to_json`/`from_json`, with the
migration of saves written before players chose their corners) and the views the AI
plays from (plain tuples copied straight from the state, no JSON round trip).

Functions here fill or read a `CasaState` passed in; the state module calls them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.casa_grande.site import Site
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.core.config_cache import view_config

if TYPE_CHECKING:
    from ludotheque.rules.casa_grande.state import CasaState

PHASES = ("corner", "roll", "move", "block", "platform", "over")
_INTS = ("first", "turn", "die", "turns")
_PER_SEAT = ("pawns", "bonus", "money", "notes", "blocks", "used")


def to_json(state: CasaState) -> dict[str, Any]:
    return {
        "config": state.config.to_json(), "rng": state.rng.to_json(), "first": state.first, "turn": state.turn,
        "phase": str(state.phase), "die": state.die, "pawns": list(state.pawns), "bonus": list(state.bonus),
        "money": list(state.money), "notes": list(state.notes), "blocks": list(state.blocks),
        "used": list(state.used), "site": state.site.to_json(), "final_round": state.final_round,
        "over": state.over, "turns": state.turns,
    }


def upgrade_config(data: dict[str, Any]) -> dict[str, Any]:
    """Saves written before players chose their corners have no "corners" option: their
    pawns were dealt in turn order, so they go on with that option (their history
    replays the same from their config)."""
    options = data.get("options", {})
    if "corners" in options:
        return data
    return {**data, "options": {**options, "corners": "dealt"}}


def fill_from_json(state: CasaState, data: dict[str, Any]) -> None:
    state.config = GameConfig.from_json(upgrade_config(data["config"]))
    state.rng = Rng.from_json(data["rng"])
    state.events = []
    for name in _INTS:
        setattr(state, name, int(data[name]))
    if data["phase"] not in PHASES:
        raise ValueError(f"unknown phase {data['phase']!r}")
    state.phase = Phase(data["phase"])  # typed inside the state, its value in the JSON
    for name in _PER_SEAT:
        setattr(state, name, [int(v) for v in data[name]])
    state.site = Site.from_json(data["site"])
    state.final_round = bool(data["final_round"])
    state.over = bool(data["over"])
    state._options = None


def view_of(state: CasaState) -> dict[str, Any]:
    """Everything but the generator (the whole game is public), plus the current player's
    legal platforms when they are already known (phase 3), so that a determinisation
    need not work them out again."""
    return {
        "config": view_config(state.config), "first": state.first, "turn": state.turn, "phase": state.phase,
        "die": state.die, "final_round": state.final_round, "over": state.over, "turns": state.turns,
        "pawns": tuple(state.pawns), "bonus": tuple(state.bonus), "money": tuple(state.money),
        "notes": tuple(state.notes), "blocks": tuple(state.blocks), "used": tuple(state.used),
        "site": state.site.to_view(),
        "options": None if state._options is None else tuple(state._options),
    }


def fill_from_view(state: CasaState, view: dict[str, Any], rng: Rng) -> None:
    """At the cost of a clone; the die, the only chance, is drawn from a generator seeded
    from `rng` (as the protocol's default does)."""
    state.config = GameConfig.from_json(view["config"])
    state.rng = Rng(rng.next64())
    state.events = []
    phase = view["phase"]  # a Phase, or its value in a view read from JSON
    state.first, state.turn, state.die = view["first"], view["turn"], view["die"]
    state.phase = phase if type(phase) is Phase else Phase(phase)
    state.final_round, state.over, state.turns = view["final_round"], view["over"], view["turns"]
    state.pawns, state.bonus, state.money = list(view["pawns"]), list(view["bonus"]), list(view["money"])
    state.notes, state.blocks, state.used = list(view["notes"]), list(view["blocks"]), list(view["used"])
    state.site = Site.from_view(view["site"])
    options = view["options"]
    state._options = None if options is None else [tuple(o) for o in options]
