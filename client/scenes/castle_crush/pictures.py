"""What the board keeps between frames because it is costly to make again: the drawn
chrome and castle view, the table before a blow, what the physics answered for the
cursor. One house `ViewCache` per name: made again when the move number (the session's
ply) or the rest of its key changes, never keyed on `id()`. The board forgets everything
on every applied move."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from ludotheque.client.game.viewcache import ViewCache


class Pictures:
    def __init__(self) -> None:
        self._slots: dict[str, ViewCache[Any]] = {}
        self._keys: dict[str, tuple[int, Hashable]] = {}

    def get(self, name: str, move: int, key: Hashable, make: Callable[[], Any]) -> Any:
        """The value kept under `name` for this move and key (made now if not)."""
        self._keys[name] = (move, key)
        return self._slots.setdefault(name, ViewCache()).get(move, key, make)

    def held(self, name: str) -> Any:
        """The value last kept under `name` (None: nothing yet)."""
        slot, last = self._slots.get(name), self._keys.get(name)
        if slot is None or last is None or not slot.fresh(*last):
            return None
        return slot.get(*last, lambda: None)

    def drop(self, name: str) -> None:
        self._slots.pop(name, None)
        self._keys.pop(name, None)

    def forget(self) -> None:
        self._slots.clear()
        self._keys.clear()
