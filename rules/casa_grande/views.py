"""What a seat sees (everything: Casa Grande keeps no secret but the generator), the
state rebuilt from it, and the legal actions read straight from a view."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.casa_grande.actions import Pass, PlacePlatform, Roll
from ludotheque.rules.casa_grande.legal import free_corners, lane_blocks, moves
from ludotheque.rules.casa_grande.persist import fill_from_view, view_of
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.casa_grande.site import Site
from ludotheque.rules.core import Action, Rng

if TYPE_CHECKING:
    from ludotheque.rules.casa_grande.state import CasaState


def view(state: CasaState, player: int | None) -> dict[str, Any]:
    """Everything but the generator, as plain tuples copied straight from the state."""
    return view_of(state)


def from_view(cls: type[CasaState], view: dict[str, Any], rng: Rng) -> CasaState:
    state = cls.__new__(cls)
    fill_from_view(state, view, rng)
    return state


def legal_actions_in_view(cls: type[CasaState], view: dict[str, Any]) -> list[Action]:
    """The same list as `legal_actions()` of the state the view shows, read from the
    view without building that state (the platforms when phase 3 brought them)."""
    phase, p = view["phase"], view["turn"]
    if phase == Phase.CORNER:
        return free_corners(view["pawns"])
    if phase == Phase.ROLL:
        return [Roll()]
    if phase == Phase.MOVE:
        return moves(view["pawns"], view["bonus"][p], view["blocks"][p], p, Site.from_view(view["site"]))
    if phase == Phase.BLOCK:
        return lane_blocks(view["pawns"], p, Site.from_view(view["site"]))
    if phase == Phase.PLATFORM and view["options"] is not None:
        return [Pass(), *(PlacePlatform(s, r, x, y) for s, r, x, y, _ in view["options"])]
    return from_view(cls, view, Rng(0)).legal_actions()
