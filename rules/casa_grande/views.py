"""What a seat sees (everything: Casa Grande keeps no secret but the generator), the
state rebuilt from it, and the legal actions read straight from a view."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.casa_grande.actions import Pass, PlacePlatform, Roll
from ludotheque.rules.casa_grande.legal import free_corners, lane_blocks, moves
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.casa_grande.site import Site
from ludotheque.rules.core import Action, GameConfig, Rng
from ludotheque.rules.core.config_cache import view_config

if TYPE_CHECKING:
    from ludotheque.rules.casa_grande.state import CasaState


def view(state: CasaState, player: int | None) -> dict[str, Any]:
    """Everything but the generator (the whole game is public), as plain tuples copied
    straight from the state, plus the current player's legal platforms when they are
    already known (phase 3), so that a determinisation need not work them out again."""
    return {
        "config": view_config(state.config), "first": state.first, "turn": state.turn, "phase": state.phase,
        "die": state.die, "final_round": state.final_round, "over": state.over, "turns": state.turns,
        "pawns": tuple(state.pawns), "bonus": tuple(state.bonus), "money": tuple(state.money),
        "notes": tuple(state.notes), "blocks": tuple(state.blocks), "used": tuple(state.used),
        "site": state.site.to_view(),
        "options": None if state._options is None else tuple(state._options),
    }


def from_view(cls: type[CasaState], view: dict[str, Any], rng: Rng) -> CasaState:
    """At the cost of a clone; the die, the only chance, is drawn from a generator seeded
    from `rng` (as the protocol's default does)."""
    state = cls.__new__(cls)
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
    return state


def legal_actions_in_view(cls: type[CasaState], view: dict[str, Any]) -> list[Action]:
    """The same list as `legal_actions()` of the state the view shows, read from the
    view without building that state (the platforms when phase 3 brought them)."""
    phase, p = view["phase"], view["turn"]
    if phase == Phase.CORNER:
        return [*free_corners(view["pawns"])]
    if phase == Phase.ROLL:
        return [Roll()]
    if phase == Phase.MOVE:
        return [*moves(view["pawns"], view["bonus"][p], view["blocks"][p], p, Site.from_view(view["site"]))]
    if phase == Phase.BLOCK:
        return [*lane_blocks(view["pawns"], p, Site.from_view(view["site"]))]
    if phase == Phase.PLATFORM and view["options"] is not None:
        return [Pass(), *(PlacePlatform(s, r, x, y) for s, r, x, y, _ in view["options"])]
    return from_view(cls, view, Rng(0)).legal_actions()
