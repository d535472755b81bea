"""The phases of a Castle Risk game and the data each one waits with, typed.

The rules set `Phase` members; a `str` enum writes its value to JSON, so saves are as
they were, and a phase read back from a save (a plain string) still equals its member.
The pending data stays a plain dict in the state (JSON and old saves unchanged); readers
(the client, tests) take the typed forms from a seat's view with `phase_of`,
`pending_of`, `attack_of` and `battle_of`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any


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



@dataclass(frozen=True)
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


@dataclass(frozen=True)
class Placing:
    """Armies to place (setup's batch, a Reinforcements card, the new troops)."""

    count: int
    reason: str  # "setup", "reinforcement" or "troops"


@dataclass(frozen=True)
class Defending:
    """The battle the attacker announced, waiting for the defender's answer."""

    dice: int
    blitz: int | None  # the attacker's "until done" order: stop at this many armies


@dataclass(frozen=True)
class MovingIn:
    """How many armies may follow into the conquered territory."""

    low: int
    high: int


@dataclass(frozen=True)
class Reoccupying:
    voluntary: bool  # the conqueror still reoccupies as far as he wants
    last: int  # who took the last territory in turn


@dataclass(frozen=True)
class Spying:
    spy: int  # the Spy's player
    target: int  # whose hand he looks at
    spied_hand: tuple[str, ...] | None  # the hand, shown to the Spy's player only


Pending = Placing | Defending | MovingIn | Reoccupying | Spying | None


def phase_of(view: Mapping[str, Any]) -> Phase:
    return Phase(view["phase"])


def actor_of(view: Mapping[str, Any]) -> int:
    """Who decides now (the turn's player, the defender, a Spy's target...)."""
    return view["actor"]


def attack_of(view: Mapping[str, Any]) -> AttackUnderWay | None:
    data = view["attack"]
    return None if data is None else AttackUnderWay.of(data)


def battle_of(view: Mapping[str, Any]) -> Battle | None:
    data = view["last_battle"]
    return None if data is None else Battle.of(data)


def pending_of(view: Mapping[str, Any]) -> Pending:
    """The pending data of the view's phase, typed (None: the phase waits with none)."""
    phase, data = phase_of(view), view["pending"]
    if phase == Phase.DEPLOY:
        return Placing(data["batch"], "setup")
    if phase == Phase.PLACE:
        return Placing(data["count"], data["reason"])
    if phase == Phase.DEFEND:
        return Defending(data["dice"], data.get("blitz"))
    if phase == Phase.MOVE_IN:
        return MovingIn(data["min"], data["max"])
    if phase == Phase.REOCCUPY:
        return Reoccupying(bool(data["voluntary"]), data["last"])
    if phase in (Phase.SPY_COUNTER, Phase.SPY_PICK):
        hand = data.get("spied_hand")
        return Spying(data["spy"], data["target"], None if hand is None else tuple(hand))
    return None
