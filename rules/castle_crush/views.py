"""What a seat sees of a Castle Crush game, and the state rebuilt from it.

No secrets in Castle Crush: everyone sees every castle and every hand. Neither the
generator nor the seed (which foretells every sway) is shown: only this carry's sway, and
the viewer's own nerve as a builder (what its AI decides with)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from ludotheque.rules.castle_crush.actions import RULES_VERSIONS
from ludotheque.rules.castle_crush.data import CHARACTERS, block_kinds
from ludotheque.rules.castle_crush.phases import Phase
from ludotheque.rules.castle_crush.port import PIECE_KINDS
from ludotheque.rules.castle_crush.validate import (
    MAX_ID,
    MODES,
    REACH,
    check_fact,
    check_last_attack,
    check_world,
    data_copies,
)
from ludotheque.rules.core import Action, Rng
from ludotheque.rules.core.checks import DamagedState
from ludotheque.rules.core.config_cache import view_config
from ludotheque.rules.core.fields import (
    CONFIG,
    OWN,
    SEATS,
    Checked,
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
    View,
    plain,
    shown,
)
from ludotheque.rules.core.wire import WireError

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.state import CastleCrushState

S = TypeVar("S", bound="CastleCrushState")


def view(st: CastleCrushState, player: int | None) -> dict[str, Any]:
    data = st.to_json()
    del data["rng"]
    data["config"] = view_config(st.config)
    data["hand_seed"] = st.hand_seed()
    if player is not None:
        data["nerve"] = [player, st.nerve_seed(player)]
    return data


def from_view(cls: type[S], view: dict[str, Any], rng: Rng) -> S:
    """A full state from a view: the generator drawn from `rng`, the sway of the carry
    about to be made and the viewer's nerve as the view shows them."""
    data = dict(view)
    data["rng"] = rng.next64()
    shown = data.pop("hand_seed", None)
    nerve = data.pop("nerve", None)
    state = cls.from_json(data)
    if shown is not None:
        state.shown_sway = (state._sway_key(), int(shown))
    if nerve is not None:
        state.shown_nerve = (int(nerve[0]), int(nerve[1]))
    return state


def legal_actions_in_view(cls: type[CastleCrushState], view: dict[str, Any]) -> list[Action]:
    """The mover's legal actions from its view: nothing is hidden, so the state rebuilt
    from it offers them (what the protocol's default does)."""
    return from_view(cls, view, Rng(0)).legal_actions()


# --- the typed view (issue 30): the same keys and values, declared once -----------------
_SEED = Int(0, (1 << 64) - 1)
_KIND = Text(block_kinds())
_BLOCKS = len(block_kinds()) * data_copies()


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
    nerve as a builder; never the generator nor the seed."""

    config: Mapping[str, Any] = shown(CONFIG, source=lambda state, player: view_config(state.config))
    mode: str = shown(Text(MODES))
    round: int = shown(Int(0, 1000))
    phase: Phase = shown(EnumOf(Phase))
    reserve: Mapping[str, int] = shown(MapOf(_KIND, Int(0, data_copies()), most=64))
    supply: tuple[tuple[str, ...], ...] = shown(ListOf(ListOf(_KIND, most=_BLOCKS), length=SEATS))
    pawns: tuple[tuple[str, ...], ...] = shown(ListOf(ListOf(Text(CHARACTERS), most=2), length=SEATS))
    worlds: tuple[Mapping[str, Any], ...] = shown(Checked(_worlds))
    facts: tuple[tuple[Mapping[str, Any], ...], ...] = shown(Checked(_facts), source="facts_json")
    queue: tuple[int, ...] = shown(ListOf(Seat(), most=64 * 4))
    attacks_left: tuple[int, ...] = shown(ListOf(Int(0, 1000), length=SEATS))
    missing: tuple[int, ...] = shown(ListOf(Int(0, 1000), length=SEATS))
    score: tuple[int, ...] = shown(ListOf(Int(-100_000, 100_000), length=SEATS))
    parts: tuple[Mapping[str, int], ...] = shown(ListOf(Record(
        {key: Int(-100_000, 100_000) for key in ("build", "attack", "characters", "final")}), length=SEATS))
    fumbles: int = shown(Int(0, MAX_ID))
    failed_drops: tuple[tuple[str, float], ...] = shown(
        ListOf(Row(Text(PIECE_KINDS), Num(-REACH, REACH)), most=1000),
        source=lambda state, player: [[k, x] for k, x in state.failed_drops])
    attack_rounds: int = shown(Int(0, 1000))
    heights: tuple[float, ...] = shown(ListOf(Num(0.0, REACH), length=SEATS))
    last_attack: Mapping[str, Any] | None = shown(
        Maybe(Checked(lambda value, ctx, where: check_last_attack(value, ctx.seats))))
    exact_moves: bool | None = shown(Maybe(Flag()))
    rules: int | None = shown(Maybe(Int(min(RULES_VERSIONS), max(RULES_VERSIONS))))
    hand_seed: int = shown(_SEED, source=lambda state, player: state.hand_seed())
    nerve: tuple[int, int] | None = shown(
        Row(Seat(), _SEED), OWN, optional=True,
        source=lambda state, player: None if player is None else [player, state.nerve_seed(player)])

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
