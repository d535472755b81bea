"""Moves the screen asks for, queued by the input handlers and played by the board's
`update()`: a move is never submitted in the middle of handling an event."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Move:
    action: Any
    live: bool = False  # a carry the player watched live: its landing goes on from the release
    thrown: bool = False  # let go so soon that the piece flew (the hint line says why)
    chooser: int | None = None  # the seat whose chosen block may stay chosen after the move
    clears_choice: bool = False  # "Done": the chosen block is dropped whatever the answer


class Outbox:
    def __init__(self) -> None:
        self._queue: list[Move] = []

    def put(self, move: Move) -> None:
        self._queue.append(move)

    def take(self) -> list[Move]:
        queue, self._queue = self._queue, []
        return queue

    def __bool__(self) -> bool:
        return bool(self._queue)
