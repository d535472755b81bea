"""Castle Risk's fields, declared once (issue 32, item 1): each field of the state with
its type, its ranges and who may see it. From this one declaration come the state's JSON
(`FIELDS`, in this order), its copy (`clone`) and the state rebuilt from a view
(`views.py`), a seat's view and its typed form (`CastleRiskView`: `of`, `to_wire`,
`from_wire`), and the checks of a save on each field (`validate.py`, which adds the
rules between fields).

Public: the board, the track, the piles, the table and the sub-phase's data (but the
hand a Spy looks at, shown to the Spy's player only). Per seat: hands and hidden armies
(a seat sees its own, how many for the others). Counted: the deck and the castle chips
still face down.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ludotheque.rules.castle_risk.data import CARD_KINDS, EMPIRES, MAP, RULES
from ludotheque.rules.castle_risk.phases import Phase, Spying, pending_problem
from ludotheque.rules.core.config_cache import view_config
from ludotheque.rules.core.fields import (
    COUNT,
    PER_SEAT,
    VIEWER,
    View,
    shown,
)
from ludotheque.rules.core.specs import (
    CONFIG,
    SEATS,
    Either,
    EnumOf,
    Flag,
    Int,
    ListOf,
    MapOf,
    Maybe,
    Record,
    Row,
    Seat,
    Text,
)
from ludotheque.rules.core.wire import WireError

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState

MAX_ARMIES = 10_000  # on a territory or in a reserve: a long game gathers a few hundred
MAX_CARDS = 200
MAX_HAND = 60
MAX_HIDDEN = len(RULES.track) + 8
PHASES = tuple(p.value for p in Phase)
_CARD = Text(CARD_KINDS)
_TERRITORY = Text(MAP.ids)
_COUNT = Maybe(Int(0, MAX_ARMIES))
_FLAG_OR_COUNT = Maybe(Either((bool, Flag()), (int, Int(0, MAX_ARMIES))))
_PENDING_KEYS = {
    "first": Maybe(Seat()), "last": Maybe(Seat()), "spy": Maybe(Seat()), "target": Maybe(Seat()),
    "batch": _COUNT, "count": _COUNT, "min": _COUNT, "max": _COUNT, "dice": _COUNT, "blitz": _COUNT,
    "voluntary": _FLAG_OR_COUNT, "marshal": _FLAG_OR_COUNT, "general": _FLAG_OR_COUNT,
    "reason": Maybe(Text(most=40)), "phase": Maybe(Text(most=40)), "source": Maybe(Text(most=40)),
    "spied_hand": Maybe(ListOf(_CARD, most=MAX_HAND)),
}
_RESUMED = Record({}, _PENDING_KEYS)  # a spy's resume holds no resume of its own
PENDING = Record({}, {**_PENDING_KEYS, "resume": Maybe(Record({}, {
    "phase": Text(PHASES), "pending": _RESUMED, "actor": Seat(), "player": Seat()}))})
ATTACK = Record({"source": _TERRITORY, "target": _TERRITORY, "defender": Seat(nobody=True), "by_sea": Flag(),
                 "committed": Int(0, MAX_ARMIES), "dice": Int(0, 3), "castle_loser": Maybe(Seat())})
_DICE = ListOf(Int(1, 6), most=3)
BATTLE = Record({"attack": _DICE, "defence": _DICE, "general": Flag(), "marshal": Flag(),
                 "attacker_losses": Int(0, 3), "defender_losses": Int(0, 3)},
                {"source": _TERRITORY, "target": _TERRITORY})


def pending_shown(state: CastleRiskState, player: int | None) -> dict[str, Any]:
    """The pending data as a view holds it (its plain form, a new dict), the hand a Spy
    looks at shown to the Spy's player only."""
    pending = state.pending
    if pending is None:
        return {}
    data = pending.plain()
    if type(pending) is Spying and pending.spied_hand is not None and pending.spy != player:
        del data["spied_hand"]
    return data


def attack_shown(state: CastleRiskState, player: int | None) -> dict[str, Any] | None:
    """The attack under way as a view holds it (its plain form, a new dict)."""
    attack = state.attack
    return None if attack is None else attack.plain()


@dataclass(frozen=True)
class CastleRiskView(View):
    """What a seat sees: every field of the state (in the order of its JSON), its own
    hand and hidden armies, how many for the others, how many chips and cards are face
    down; the config without its seed, and the seat it is for."""

    config: Mapping[str, Any] = shown(CONFIG, source=lambda state, player: view_config(state.config))
    phase: Phase = shown(EnumOf(Phase))
    player: int = shown(Seat())  # whose turn (or whose setup step) it is
    actor: int = shown(Seat())  # who decides now (the defender, a Spy's target...)
    owner: Mapping[str, int] = shown(MapOf(_TERRITORY, Seat(nobody=True), keys=MAP.ids, each="the owner of {}"))
    armies: Mapping[str, int] = shown(MapOf(_TERRITORY, Int(0, MAX_ARMIES), keys=MAP.ids, each="armies on {}"))
    chips: int = shown(ListOf(Text(EMPIRES), most=len(EMPIRES)), COUNT)  # castle chips still to draw
    chip_of: tuple[str | None, ...] = shown(ListOf(Maybe(Text(EMPIRES)), length=SEATS))  # each seat's own
    castle_at: tuple[str | None, ...] = shown(ListOf(Maybe(_TERRITORY), length=SEATS))
    captured: tuple[tuple[int | str, ...], ...] = shown(ListOf(ListOf(Either(
        (int, Seat()), (str, Text((*EMPIRES, *MAP.ids)))), most=6), length=SEATS))
    alive: tuple[bool, ...] = shown(ListOf(Flag(), length=SEATS))
    reserve: tuple[int, ...] = shown(ListOf(Int(0, MAX_ARMIES), length=SEATS))
    hidden: tuple[tuple[str, ...] | int, ...] = shown(
        ListOf(ListOf(_TERRITORY, most=MAX_HIDDEN), length=SEATS), PER_SEAT)  # hidden armies' territories
    hands: tuple[tuple[str, ...] | int, ...] = shown(ListOf(ListOf(_CARD, most=MAX_HAND), length=SEATS), PER_SEAT)
    deck: int = shown(ListOf(_CARD, most=MAX_CARDS), COUNT)
    discard: tuple[str, ...] = shown(ListOf(_CARD, most=MAX_CARDS))
    track: int = shown(Int(0, len(RULES.track)))  # Reinforcement cards laid on the numbered track
    table: tuple[tuple[int, str], ...] = shown(ListOf(Row(Seat(), _CARD), most=MAX_CARDS))  # (owner, card) in play
    truces: tuple[tuple[int, int], ...] = shown(ListOf(Row(Seat(), Seat()), most=36))  # (diplomat's, other)
    turn_no: int = shown(Int(0, 1_000_000))
    attacked: bool = shown(Flag())  # the first attack of the turn has begun
    # The sub-phase's data and the attack under way: typed in the state (`phases.py`,
    # frozen: a copy shares them), their plain forms in saves and views.
    pending: Mapping[str, Any] = shown(PENDING, source=pending_shown, stored=True, copy="share")
    attack: Mapping[str, Any] | None = shown(Maybe(ATTACK), source=attack_shown, stored=True, copy="share")
    last_battle: Mapping[str, Any] | None = shown(Maybe(BATTLE), copy="share")  # only ever replaced
    diplomats_out: bool = shown(Flag())
    shrink_pending: bool = shown(Flag())
    over: bool = shown(Flag())
    stalemate: bool = shown(Flag())
    viewer: int | None = shown(Maybe(Seat()), VIEWER)

    def check(self) -> None:
        if "spied_hand" in self.pending and self.pending.get("spy") != self.viewer:
            raise WireError("a spied hand shown to another seat than the Spy's")
        problem = pending_problem(self.phase, self.pending)
        if problem is not None:
            raise WireError(problem)


DECLARED = CastleRiskView.declared()
# The state's fields, in the order of its JSON.
FIELDS = tuple(name for name, decl in DECLARED if decl.stored)
