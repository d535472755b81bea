"""What Castle Risk's screen queues for the board's `update()` (the house's `Outbox`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ludotheque.client.game.outbox import Outbox as GenericOutbox


@dataclass(frozen=True)
class Move:
    action: Any
    by_hand: bool = True  # False: an answer the board gives by itself (nobody took the screen)
    unseen: bool = False  # asked on a screen the whole table watches: a refusal names nothing


@dataclass(frozen=True)
class AutoClaim:
    """The viewer lets the AI claim his remaining territories."""


Request = Move | AutoClaim


Outbox = GenericOutbox[Request]  # the house's queue, of this game's requests
