"""Moves a screen asks for, queued by its input handlers and played by the board's
`update()`: a move is never submitted in the middle of handling an event (issue 25).
Each game says what a queued request holds (its own `Move` dataclass)."""

from __future__ import annotations

from typing import Generic, TypeVar

T = TypeVar("T")


class Outbox(Generic[T]):
    def __init__(self) -> None:
        self._queue: list[T] = []

    def put(self, request: T) -> None:
        self._queue.append(request)

    def take(self) -> list[T]:
        queue, self._queue = self._queue, []
        return queue

    def __bool__(self) -> bool:
        return bool(self._queue)
