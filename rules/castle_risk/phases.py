"""The phases of a Castle Risk game and the data each one waits with, typed.

The rules set `Phase` members; a `str` enum writes its value to JSON, so saves are as
they were, and a phase read back from a save (a plain string) still equals its member.

Each phase's pending data is a frozen dataclass held as such by the state (`state.pending`;
`None` when the phase waits with none), and so is the attack under way (`state.attack`).
They become the plain dicts saves and views hold only at that boundary: `pending_plain` /
`pending_from_plain` (keyed by the phase), `AttackUnderWay.plain` / `AttackUnderWay.of`,
the dicts' keys in the order the rules always wrote them, so saves and views are byte for
byte what they were. The rules never change them in place (`record`: frozen for the type
checker): a new value replaces the old, so a state's copy shares them.

Readers of a seat's view (the client, tests) take the typed forms with `phase_of`,
`pending_of`, `attack_of` and `battle_of`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True)
def record(cls: type[T]) -> type[T]:
    """A dataclass the type checker holds frozen (no field may be assigned) and that is a
    plain slotted one at run time: a frozen dataclass's `__init__` costs eight times as
    much, and the rules make one on many actions. The rules never change one in place."""
    return dataclass(slots=True)(cls)



class Phase(StrEnum):
    CASTLE = "castle"  # setup: each player places his castle in his chip's empire
    CLAIM = "claim"  # setup: territories claimed one by one
    DEPLOY = "deploy"  # setup: the rest of the armies, in batches
    HIDDEN = "hidden"  # setup: each player's hidden armies
    MAIN = "main"  # a turn: cards and attacks
    PLACE = "place"  # armies to place (a Reinforcements card, the end of a turn)
    SPY_COUNTER = "spy_counter"  # a Spy's target may cancel it
    SPY_PICK = "spy_pick"  # the Spy's player discards a card of the hand he looks at
    BATTLE = "battle"  # the attacker's orders between battles
    DEFEND = "defend"  # the defender's answer before a battle
    MOVE_IN = "move_in"  # armies moving into a conquered territory
    REOCCUPY = "reoccupy"  # the territories a captured castle's owner left empty



@record
class AttackUnderWay:
    """The attack being fought: from where, on what, against whom, by sea or land."""

    source: str
    target: str
    defender: int
    by_sea: bool
    committed: int  # armies aboard the Admiral (by sea)
    dice: int  # the red dice of the last battle (0: none fought yet)
    castle_loser: int | None  # whose castle falls with the target

    @classmethod
    def of(cls, data: Mapping[str, Any]) -> AttackUnderWay:
        return cls(data["source"], data["target"], data["defender"], bool(data["by_sea"]),
                   data["committed"], data["dice"], data["castle_loser"])

    def plain(self) -> dict[str, Any]:
        return {"source": self.source, "target": self.target, "defender": self.defender, "by_sea": self.by_sea,
                "committed": self.committed, "dice": self.dice, "castle_loser": self.castle_loser}


def attack_plain(attack: AttackUnderWay | None) -> dict[str, Any] | None:
    return None if attack is None else attack.plain()


def attack_from_plain(data: Mapping[str, Any] | None) -> AttackUnderWay | None:
    return None if data is None else AttackUnderWay.of(data)


@dataclass(frozen=True)
class Battle:
    """The last battle fought: both sides' dice (highest first), the cards' +1 and the
    losses."""

    attack: tuple[int, ...]
    defence: tuple[int, ...]
    general: bool
    marshal: bool
    attacker_losses: int
    defender_losses: int
    source: str
    target: str

    @classmethod
    def of(cls, data: Mapping[str, Any]) -> Battle:
        return cls(tuple(data["attack"]), tuple(data["defence"]), bool(data["general"]), bool(data["marshal"]),
                   data["attacker_losses"], data["defender_losses"], data.get("source", ""), data.get("target", ""))


# --- each phase's pending data ------------------------------------------------------------
@record
class Opening:
    """The setup's castles, claims and hidden armies: who placed the first castle (he
    claims first, and deploys and hides first)."""

    first: int

    def plain(self) -> dict[str, Any]:
        return {"first": self.first}


@record
class Deploying:
    """The setup's deployment: the first placer, and armies left in the current batch."""

    first: int
    batch: int

    def plain(self) -> dict[str, Any]:
        return {"first": self.first, "batch": self.batch}


@record
class Placing:
    """Armies to place (setup's batch, a Reinforcements card, the new troops)."""

    count: int
    reason: str  # "setup", "reinforcement" or "troops"

    def plain(self) -> dict[str, Any]:
        return {"count": self.count, "reason": self.reason}


@record
class Defending:
    """The battle the attacker announced, waiting for the defender's answer."""

    dice: int
    blitz: int | None  # the attacker's "until done" order: stop at this many armies

    def plain(self) -> dict[str, Any]:
        return {"dice": self.dice, "blitz": self.blitz}


@record
class MovingIn:
    """How many armies may follow into the conquered territory."""

    low: int
    high: int

    def plain(self) -> dict[str, Any]:
        return {"min": self.low, "max": self.high}


@record
class Reoccupying:
    voluntary: bool  # the conqueror still reoccupies as far as he wants
    last: int  # who took the last territory in turn

    def plain(self) -> dict[str, Any]:
        return {"voluntary": self.voluntary, "last": self.last}


@record
class Interrupted:
    """The decision a Spy interrupted, resumed afterwards: its phase and pending data."""

    phase: Phase
    pending: Placing | None

    def plain(self) -> dict[str, Any]:
        return {"phase": self.phase, "pending": pending_plain(self.pending)}


@record
class Spying:
    spy: int  # the Spy's player
    target: int  # whose hand he looks at
    spied_hand: tuple[str, ...] | None  # the hand, shown to the Spy's player only
    resume: Interrupted  # the decision to go back to

    def plain(self) -> dict[str, Any]:
        data: dict[str, Any] = {"spy": self.spy, "target": self.target, "resume": self.resume.plain()}
        if self.spied_hand is not None:
            data["spied_hand"] = list(self.spied_hand)
        return data


# The pending data a state holds, and what a screen reads of it (`pending_of`).
PendingData = Opening | Deploying | Placing | Defending | MovingIn | Reoccupying | Spying | None
Pending = Placing | Defending | MovingIn | Reoccupying | Spying | None
P = TypeVar("P", Opening, Deploying, Placing, Defending, MovingIn, Reoccupying, Spying)


def waiting(pending: PendingData, kind: type[P]) -> P:
    """The pending data, which the phase says is a `kind` (a TypeError if it is not)."""
    if type(pending) is not kind:
        raise TypeError(f"the pending data is {pending!r}, not {kind.__name__}")
    return pending


def pending_plain(pending: PendingData) -> dict[str, Any]:
    """The pending data as saves and views hold it (a new dict: {} for none)."""
    return {} if pending is None else pending.plain()


def _spying(data: Mapping[str, Any]) -> Spying:
    hand, back = data.get("spied_hand"), data["resume"]
    phase = Phase(back["phase"])
    inner = pending_from_plain(phase, back["pending"])
    if inner is not None and type(inner) is not Placing:
        raise ValueError(f"a Spy interrupted {phase.value} with {dict(back['pending'])!r}")
    return Spying(data["spy"], data["target"], None if hand is None else tuple(hand), Interrupted(phase, inner))


# How each phase's pending data is read from its plain form (a phase not listed waits
# with none: its plain form is {}).
_FROM_PLAIN: dict[Phase, Any] = {
    Phase.CASTLE: lambda d: Opening(d["first"]),
    Phase.CLAIM: lambda d: Opening(d["first"]),
    Phase.HIDDEN: lambda d: Opening(d["first"]) if d else None,  # none once the hidden armies are dealt
    Phase.DEPLOY: lambda d: Deploying(d["first"], d["batch"]),
    Phase.PLACE: lambda d: Placing(d["count"], d["reason"]),
    Phase.DEFEND: lambda d: Defending(d["dice"], d.get("blitz")),
    Phase.MOVE_IN: lambda d: MovingIn(d["min"], d["max"]),
    Phase.REOCCUPY: lambda d: Reoccupying(bool(d["voluntary"]), d["last"]),
    Phase.SPY_COUNTER: _spying,
    Phase.SPY_PICK: _spying,
}


def pending_from_plain(phase: str, data: Mapping[str, Any]) -> PendingData:
    """The pending data of `phase` read from its plain form (a save's, a view's).
    Raises KeyError or ValueError when it is not of the phase's shape."""
    read = _FROM_PLAIN.get(phase)  # type: ignore[call-overload]  # a str equals its Phase
    return None if read is None else read(data)


def pending_problem(phase: str, data: Any) -> str | None:
    """What is wrong with `data` as the pending data of `phase` (None: nothing)."""
    try:
        pending = pending_from_plain(phase, data)
        if pending is None and data and phase != Phase.HIDDEN:
            return f"phase {phase} waits with no pending data, not {short_keys(data)}"
        if pending is not None and set(pending.plain()) != set(data):
            return f"the pending data of phase {phase} has keys {short_keys(data)}"
    except (KeyError, ValueError, TypeError, AttributeError) as error:
        return f"the pending data of phase {phase} is not of its shape ({type(error).__name__}: {error})"
    return None


def short_keys(data: Any) -> str:
    return repr(sorted(map(str, data))) if isinstance(data, Mapping) else repr(type(data).__name__)


# --- readers of a seat's view -------------------------------------------------------------------
def phase_of(view: Mapping[str, Any]) -> Phase:
    return Phase(view["phase"])


def actor_of(view: Mapping[str, Any]) -> int:
    """Who decides now (the turn's player, the defender, a Spy's target...)."""
    return view["actor"]


def attack_of(view: Mapping[str, Any]) -> AttackUnderWay | None:
    return attack_from_plain(view["attack"])


def battle_of(view: Mapping[str, Any]) -> Battle | None:
    data = view["last_battle"]
    return None if data is None else Battle.of(data)


def pending_of(view: Mapping[str, Any]) -> Pending:
    """The pending data of the view's phase, typed as a screen reads it (a deployment's
    batch as the armies to place; None: the phase waits with nothing to show)."""
    pending = pending_from_plain(phase_of(view), view["pending"])
    if type(pending) is Deploying:
        return Placing(pending.batch, "setup")
    if type(pending) is Opening:
        return None
    return pending  # type: ignore[return-value]  # the other kinds as they are
