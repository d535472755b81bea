"""Every decision of Castle Risk as a small frozen dataclass.

Territories are given by id. Some decisions belong to a player other than the one whose
turn it is (cancelling a Spy, playing a Marshal, reoccupying after an elimination): the
state's `current_player()` is then that player.
"""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.rules.core import ActionCodec


# --- setup -----------------------------------------------------------------------------
@dataclass(frozen=True)
class PlaceCastle:
    """Put the drawn castle chip, with one army, on a territory of its empire."""

    territory: str


@dataclass(frozen=True)
class Claim:
    """Put one army on an unoccupied territory."""

    territory: str


@dataclass(frozen=True)
class ChooseHidden:
    """Write down, in secret, the territory of your hidden armies (never a castle's)."""

    territory: str


# --- placing armies (setup batches, Reinforcements, new troops) ----------------------------
@dataclass(frozen=True)
class Place:
    territory: str
    count: int


# --- cards ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayReinforcement:
    pass


@dataclass(frozen=True)
class PlaySpy:
    target: int


@dataclass(frozen=True)
class CounterSpy:
    """The Spy's target answers: cancel with a Spy of his own, or let it look."""

    cancel: bool


@dataclass(frozen=True)
class SpyDiscard:
    """The Spy's player picks the card (a kind) to discard from the hand he looks at."""

    card: str


@dataclass(frozen=True)
class PlayDiplomat:
    target: int


@dataclass(frozen=True)
class RevealHidden:
    territory: str


# --- attacks -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Attack:
    """Declare an attack. By sea (an Admiral), `armies` go on the card and fight to the end."""

    source: str
    target: str
    by_sea: bool = False
    armies: int = 0


@dataclass(frozen=True)
class Roll:
    """One battle with this many red dice."""

    dice: int


@dataclass(frozen=True)
class Blitz:
    """Battles with the most dice until the territory falls, the attack cannot go on, or
    the attacking territory is down to `stop_at` armies."""

    stop_at: int = 1


@dataclass(frozen=True)
class PlayGeneral:
    pass


@dataclass(frozen=True)
class Retreat:
    pass


@dataclass(frozen=True)
class DefendDice:
    """The defender's answer before a battle: throw one white die or two (two need two
    armies). It fights the battle."""

    dice: int


@dataclass(frozen=True)
class PlayMarshal:
    """The defender plays a Marshal before a battle (+1 on his best die)."""


@dataclass(frozen=True)
class Defend:
    """Former answer at the start of an attack (Marshal, hidden armies). Decoded from saves
    made before the defender chose his dice; no longer legal."""

    marshal: bool
    reveal: bool


@dataclass(frozen=True)
class MoveIn:
    count: int


@dataclass(frozen=True)
class Reoccupy:
    """After an elimination: one army from `source` (keeping one there) onto an emptied territory."""

    source: str
    target: str


@dataclass(frozen=True)
class StopReoccupy:
    pass


@dataclass(frozen=True)
class EndAttacks:
    """Stop attacking: receive the new troops, which ends the turn."""


CODEC = ActionCodec(
    PlaceCastle, Claim, ChooseHidden, Place, PlayReinforcement, PlaySpy, CounterSpy, SpyDiscard,
    PlayDiplomat, RevealHidden, Attack, Roll, Blitz, PlayGeneral, Retreat, Defend, MoveIn,
    Reoccupy, StopReoccupy, EndAttacks, DefendDice, PlayMarshal,
)
