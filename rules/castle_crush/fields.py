"""Castle Crush's fields, declared once (issue 32, item 1): each field of the state with
its type, its ranges and who may see it. From this one declaration come the state's JSON
and its copy (`persist.py`), the per-field checks of a save (`validate.py`, which adds
the rules between fields) and the typed view (`CastleCrushView`: `of`, `to_wire`,
`from_wire`; `views.py` builds the view dict).

No secrets in Castle Crush: everyone sees every castle and every hand. Neither the
generator nor the seed (which foretells every sway) is shown: only this carry's sway
(`hand_seed`), and the viewer's own nerve as a builder (`nerve`).

The state's fields are the view's stored ones, in this order; their JSON keys are the
view's names (`facts` is held as `facts_json`: `state.facts(castle)` reads it typed).
Beside them a state holds what is never saved: `transient` (the motion the physics
recorded for the move just played) and, in a state rebuilt from a view, `shown_sway`
and `shown_nerve` (`RUNTIME`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ludotheque.rules.castle_crush.actions import RULES_VERSIONS
from ludotheque.rules.castle_crush.data import CHARACTERS, block_kinds
from ludotheque.rules.castle_crush.phases import Phase
from ludotheque.rules.castle_crush.port import PIECE_KINDS
from ludotheque.rules.castle_crush.worldcheck import (
    MAX_ID,
    MODES,
    REACH,
    check_fact,
    check_last_attack,
    check_world,
    data_copies,
)
from ludotheque.rules.core.checks import DamagedState
from ludotheque.rules.core.config_cache import view_config
from ludotheque.rules.core.fields import (
    OWN,
    Shown,
    View,
    shown,
)
from ludotheque.rules.core.specs import (
    CONFIG,
    SEATS,
    Checked,
    Ctx,
    EnumOf,
    Flag,
    Int,
    ListOf,
    MapOf,
    Maybe,
    Num,
    Record,
    Row,
    Seat,
    Text,
    plain,
)
from ludotheque.rules.core.wire import WireError

_SEED = Int(0, (1 << 64) - 1)
_KIND = Text(block_kinds())
_BLOCKS = len(block_kinds()) * data_copies()
PARTS = ("build", "attack", "characters", "final")  # a seat's score, part by part


def _worlds(value: Any, ctx: Any, where: str) -> None:
    if type(value) is not list or len(value) not in (0, ctx.seats):
        raise WireError(f"{where} is not one castle per seat")
    for c, world in enumerate(value):
        check_world(world, ctx.seats, f"{where}[{c}]")


def _facts(value: Any, ctx: Any, where: str) -> None:
    """The rows' shape (which pieces they name is checked against the worlds, `check`)."""
    if type(value) is not list or len(value) != ctx.seats:
        raise WireError(f"{where} is not one list of facts per seat")
    for c, rows in enumerate(value):
        if type(rows) is not list or len(rows) > _BLOCKS + 2 * ctx.seats:
            raise WireError(f"{where}[{c}] is not a list of facts")


@dataclass(frozen=True)
class CastleCrushView(View):
    """Every castle and every hand (no secrets), this carry's sway, and the viewer's own
    nerve as a builder; never the generator nor the seed.

    Copies: the worlds, the facts and the last blow are JSON values the rules and the
    physics only ever replace (a world is copied before it changes, physics/world.py):
    a copy of the state shares them. A seat's score parts are replaced too
    (`course.add_points`)."""

    config: Mapping[str, Any] = shown(CONFIG, source=lambda state, player: view_config(state.config))
    mode: str = shown(Text(MODES))
    round: int = shown(Int(0, 1000))
    phase: Phase = shown(EnumOf(Phase))
    reserve: Mapping[str, int] = shown(MapOf(_KIND, Int(0, data_copies()), most=64))
    supply: tuple[tuple[str, ...], ...] = shown(ListOf(ListOf(_KIND, most=_BLOCKS), length=SEATS))
    pawns: tuple[tuple[str, ...], ...] = shown(ListOf(ListOf(Text(CHARACTERS), most=2), length=SEATS))
    worlds: tuple[Mapping[str, Any], ...] = shown(Checked(_worlds), copy="list")
    facts: tuple[tuple[Mapping[str, Any], ...], ...] = shown(Checked(_facts), source="facts_json", copy="list")
    queue: tuple[int, ...] = shown(ListOf(Seat(), most=64 * 4))
    attacks_left: tuple[int, ...] = shown(ListOf(Int(0, 1000), length=SEATS))
    missing: tuple[int, ...] = shown(ListOf(Int(0, 1000), length=SEATS))
    score: tuple[int, ...] = shown(ListOf(Int(-100_000, 100_000), length=SEATS))
    parts: tuple[Mapping[str, int], ...] = shown(ListOf(Record(
        {key: Int(-100_000, 100_000) for key in PARTS}), length=SEATS))
    fumbles: int = shown(Int(0, MAX_ID))
    # (kind, x) drops that failed this build turn; the state keeps them as tuples.
    failed_drops: tuple[tuple[str, float], ...] = shown(
        ListOf(Row(Text(PIECE_KINDS), Num(-REACH, REACH)), most=1000), stored=True,
        source=lambda state, player: [[k, x] for k, x in state.failed_drops])
    attack_rounds: int = shown(Int(0, 1000))
    heights: tuple[float, ...] = shown(ListOf(Num(0.0, REACH), length=SEATS))
    last_attack: Mapping[str, Any] | None = shown(
        Maybe(Checked(lambda value, ctx, where: check_last_attack(value, ctx.seats))), copy="share")
    # Whether the game plays the exact moves retired by the hand (legacy.py): None until
    # its first build or attack move.
    exact_moves: bool | None = shown(Maybe(Flag()))
    # The build rules' version the game plays under (rulesets.py): None until decided.
    rules: int | None = shown(Maybe(Int(min(RULES_VERSIONS), max(RULES_VERSIONS))))
    hand_seed: int = shown(_SEED, source=lambda state, player: state.hand_seed())
    nerve: tuple[int, int] | None = shown(
        ListOf(Row(Seat(), _SEED), length=SEATS), OWN, optional=True,
        source=lambda state, player: None if player is None else [player, state.nerve_seed(player)])

    @classmethod
    def viewer_of(cls, data: Mapping[str, Any], seats: int) -> int | None:
        """The view names its seat only in the viewer's own nerve (none: a spectator)."""
        nerve = data.get("nerve")
        if type(nerve) is not list or not nerve:
            return None
        return Seat().load(nerve[0], Ctx(seats, None), "nerve[0]")

    def check(self) -> None:
        n = len(self.supply)
        worlds = plain(self.worlds)
        for c, rows in enumerate(plain(self.facts)):
            ids = {piece["id"] for piece in worlds[c]["pieces"]} if c < len(worlds) else set()
            for row in rows:
                try:
                    check_fact(row, ids, n, f"facts[{c}]")
                except DamagedState as error:
                    raise WireError(str(error)) from None
                except (TypeError, KeyError) as error:
                    raise WireError(f"a fact of facts[{c}] is not of its shape ({type(error).__name__})") from None


DECLARED = CastleCrushView.declared()
# The state's fields in the order of its JSON (after the config and the generator), each
# as (its JSON key, the state's attribute, its declaration).
STORED: tuple[tuple[str, str, Shown], ...] = tuple(
    (name, decl.source if isinstance(decl.source, str) else name, decl) for name, decl in DECLARED if decl.stored
    or isinstance(decl.source, str))
FIELDS = tuple(name for name, _, _ in STORED)  # the JSON keys
ATTRIBUTES = tuple(attr for _, attr, _ in STORED)  # the state's attributes
# What a state holds beside its fields, never saved nor copied from a save.
RUNTIME = ("transient", "shown_sway", "shown_nerve")


def no_parts() -> dict[str, int]:
    """A seat's score parts before anything is scored."""
    return dict.fromkeys(PARTS, 0)
