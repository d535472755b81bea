"""Casa Grande's fields, declared once (issues 30 and 32): each field of the state with
its type and ranges, in the order of its JSON. Everything is public (the generator
excepted). From this declaration come the typed view (`CasaGrandeView`: `of`,
`to_wire`, `from_wire`), the state's JSON and copy (`persist.py`) and the per-field
checks of a save (`validate.py`). The site is a `Site` in the state (its own JSON and
copy), its tops read back in a view; the legal platforms of phase 3 are shown once known.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ludotheque.rules.casa_grande.data import CELLS, SIZE, all_orientations, track_length
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.casa_grande.site import Site
from ludotheque.rules.casa_grande.sitecheck import MAX_MONEY, check_site
from ludotheque.rules.core.checks import DamagedState
from ludotheque.rules.core.config_cache import view_config
from ludotheque.rules.core.fields import (
    View,
    shown,
    state_fields,
)
from ludotheque.rules.core.specs import (
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
)
from ludotheque.rules.core.wire import WireError

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
    pawns: tuple[int, ...] = shown(ListOf(Int(-1, track_length() - 1), length=SEATS))
    bonus: tuple[int, ...] = shown(_PER_SEAT)
    money: tuple[int, ...] = shown(_PER_SEAT)
    notes: tuple[int, ...] = shown(_PER_SEAT)
    blocks: tuple[int, ...] = shown(ListOf(Int(0, 24), length=SEATS))
    used: tuple[int, ...] = shown(ListOf(Int(0, (1 << _SHAPES) - 1), length=SEATS))  # a bit by platform shape
    site: Mapping[str, Any] = shown(SITE, source=lambda state, player: state.site.to_view())  # a `Site`
    final_round: bool = shown(Flag())
    over: bool = shown(Flag())
    turns: int = shown(Int(0, 1_000_000))
    options: tuple[tuple[int, int, int, int, int], ...] | None = shown(
        Maybe(ListOf(Row(Int(0, _SHAPES - 1), Int(0, 8), _CELL, _CELL, _SMALL), most=10_000)),
        source=lambda state, player: state._options)

    def check(self) -> None:
        """The site as a save checks it, and its tops as the site itself reads them."""
        given = int(self.config["options"].get("blocks", 24))
        columns, platforms = self.site["columns"], self.site["platforms"]
        site = {"columns": [[list(e) for e in column] for column in columns], "platforms": [list(p) for p in platforms]}
        try:
            check_site(site, len(self.pawns), list(self.blocks), given, list(self.used))
        except DamagedState as error:
            raise WireError(str(error)) from None
        for platform in platforms:
            if platform[2] >= len(all_orientations()[platform[1]]):
                raise WireError("a platform turned in a way its shape cannot")
        if Site.from_json(site).to_view() != self.site:  # both frozen: tuples all the way down
            raise WireError("the site's tops are not those of its columns")


# The fields the state holds as the declaration says (the site and the options apart).
STATE_FIELDS = state_fields(CasaGrandeView)
# The state's fields in the order of its JSON (after the config and the generator): the
# stored ones and the site (by its own JSON).
FIELDS = tuple(name for name, decl in CasaGrandeView.declared() if decl.stored or name == "site")
