"""A cache of what a board derives from a seat's view, kept for one view at a time.

Keyed on the view's move number (the session's ply: every action, undo and replay step
changes it) and on what else the derived value depends on (the viewer, the UI's own
selection...), never on `id(state)`, which Python reuses once a state is freed. A board
whose session may change without a new ply (a test arranging a position in place) calls
`forget()`; boards forget on every applied action too (`Board.on_events`), so an undo
followed by a new move within one frame is never mistaken for the same view.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar

T = TypeVar("T")

_NOTHING: Any = object()


class ViewCache(Generic[T]):
    """One value, made again when the move number or the key changes."""

    def __init__(self) -> None:
        self._key: Hashable = _NOTHING
        self._value: T | None = None

    def get(self, move: int, key: Hashable, make: Callable[[], T]) -> T:
        full = (move, key)
        if full != self._key:
            self._value = make()
            self._key = full
        return self._value  # type: ignore[return-value]

    def forget(self) -> None:
        self._key = _NOTHING
        self._value = None

    def fresh(self, move: int, key: Hashable) -> bool:
        """True when the value held was made for this move and key."""
        return self._key == (move, key)
