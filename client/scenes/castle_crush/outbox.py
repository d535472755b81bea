"""What Castle Crush's screen queues for the board's `update()` (the house's `Outbox`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ludotheque.client.game.outbox import Outbox as GenericOutbox


@dataclass(frozen=True)
class Move:
    action: Any
    live: bool = False  # a carry the player watched live: its landing goes on from the release
    thrown: bool = False  # let go so soon that the piece flew (the hint line says why)
    chooser: int | None = None  # the seat whose chosen block may stay chosen after the move
    clears_choice: bool = False  # "Done": the chosen block is dropped whatever the answer


Outbox = GenericOutbox[Move]  # the house's queue, of this game's moves
