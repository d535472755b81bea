"""Moves the screen asks for, queued by the input handlers and played by the board's
`update()`: a move is never submitted in the middle of handling an event."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Move:
    action: Any
    by_hand: bool = True  # False: an answer the board gives by itself (nobody took the screen)
    unseen: bool = False  # asked on a screen the whole table watches: a refusal names nothing


@dataclass(frozen=True)
class AutoClaim:
    """The viewer lets the AI claim his remaining territories."""


Request = Move | AutoClaim


class Outbox:
    def __init__(self) -> None:
        self._queue: list[Request] = []

    def put(self, request: Request) -> None:
        self._queue.append(request)

    def take(self) -> list[Request]:
        queue, self._queue = self._queue, []
        return queue

    def __bool__(self) -> bool:
        return bool(self._queue)
