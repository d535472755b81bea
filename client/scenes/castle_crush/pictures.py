"""What the board keeps between frames because it is costly to make again: the drawn
chrome and castle view, the castles' heights, what the physics answered for the cursor.
One value per name, made again when its key changes; keys hold the move number (the
session's ply), never `id()`. The board forgets everything on every applied move."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

_NOTHING: Any = object()


class Pictures:
    def __init__(self) -> None:
        self._slots: dict[str, tuple[Hashable, Any]] = {}

    def get(self, name: str, key: Hashable, make: Callable[[], Any]) -> Any:
        found = self._slots.get(name)
        if found is None or found[0] != key:
            found = self._slots[name] = (key, make())
        return found[1]

    def held(self, name: str) -> Any:
        """The value kept under `name` (None: nothing yet)."""
        found = self._slots.get(name)
        return None if found is None else found[1]

    def drop(self, name: str) -> None:
        self._slots.pop(name, None)

    def forget(self) -> None:
        self._slots.clear()
