"""What a seat sees (everything: Casa Grande keeps no secret but the generator), the
state rebuilt from it, and the legal actions read straight from a view."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ludotheque.rules.casa_grande.actions import Pass, PlacePlatform, Roll
from ludotheque.rules.casa_grande.data import CELLS, SIZE, all_orientations, track_length
from ludotheque.rules.casa_grande.legal import free_corners, lane_blocks, moves
from ludotheque.rules.casa_grande.persist import fill_from_view, view_of
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.casa_grande.site import Site
from ludotheque.rules.casa_grande.validate import MAX_MONEY, check_site
from ludotheque.rules.core import Action, Rng
from ludotheque.rules.core.checks import DamagedState
from ludotheque.rules.core.config_cache import view_config
from ludotheque.rules.core.fields import (
    CONFIG,
    SEATS,
    EnumOf,
    Flag,
    Int,
    ListOf,
    Maybe,
    Record,
    Row,
    Seat,
    View,
    plain,
    shown,
)
from ludotheque.rules.core.wire import WireError

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


# --- the typed view (issue 30): the same keys and values, declared once -----------------
_SHAPES = len(all_orientations())
_SMALL = Int(0, 1000)
_CELL = Int(0, SIZE - 1)
_BY_CELL = ListOf(Int(-1, 1 << 20), length=CELLS)
SITE = Record({
    "columns": ListOf(ListOf(Row(_SMALL, Seat(), Int(-1, 4 * _SHAPES)), most=1000), length=CELLS),
    "platforms": ListOf(Row(Seat(), Int(0, _SHAPES - 1), Int(0, 8), _CELL, _CELL, _SMALL), most=4 * _SHAPES),
    "top_h": _BY_CELL, "top_kind": _BY_CELL, "top_owner": _BY_CELL, "top_pid": _BY_CELL, "under_shapes": _BY_CELL,
})
_PER_SEAT = ListOf(Int(0, MAX_MONEY), length=SEATS)


@dataclass(frozen=True)
class CasaGrandeView(View):
    """The whole game (Casa Grande keeps no secret but the generator), with the site's
    read-back tops and the current player's legal platforms once phase 3 knows them."""

    config: Mapping[str, Any] = shown(CONFIG, source=lambda state, player: view_config(state.config))
    first: int = shown(Seat())
    turn: int = shown(Seat())
    phase: Phase = shown(EnumOf(Phase))
    die: int = shown(Int(0, 6))
    final_round: bool = shown(Flag())
    over: bool = shown(Flag())
    turns: int = shown(Int(0, 1_000_000))
    pawns: tuple[int, ...] = shown(ListOf(Int(-1, track_length() - 1), length=SEATS))
    bonus: tuple[int, ...] = shown(_PER_SEAT)
    money: tuple[int, ...] = shown(_PER_SEAT)
    notes: tuple[int, ...] = shown(_PER_SEAT)
    blocks: tuple[int, ...] = shown(ListOf(Int(0, 24), length=SEATS))
    used: tuple[int, ...] = shown(ListOf(Int(0, (1 << _SHAPES) - 1), length=SEATS))
    site: Mapping[str, Any] = shown(SITE, source=lambda state, player: state.site.to_view())
    options: tuple[tuple[int, int, int, int, int], ...] | None = shown(
        Maybe(ListOf(Row(Int(0, _SHAPES - 1), Int(0, 8), _CELL, _CELL, _SMALL), most=10_000)),
        source=lambda state, player: state._options)

    def check(self) -> None:
        """The site as a save checks it, and its tops as the site itself reads them."""
        given = int(self.config["options"].get("blocks", 24))
        site = SITE.dump(self.site)
        try:
            check_site(site, len(self.pawns), list(self.blocks), given, list(self.used))
        except DamagedState as error:
            raise WireError(str(error)) from None
        for platform in self.site["platforms"]:
            if platform[2] >= len(all_orientations()[platform[1]]):
                raise WireError("a platform turned in a way its shape cannot")
        if plain(Site.from_json(site).to_view()) != site:
            raise WireError("the site's tops are not those of its columns")
