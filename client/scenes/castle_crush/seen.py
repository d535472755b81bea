"""The game as one seat sees it: the state rebuilt from that seat's view (`view()`, the
protocol's only door to what a seat may know), for the painters that need an object
(`facts()`, `build_step()`...). Castle Crush has no secrets, but the screen draws what
a seat is sent all the same, so a seat that is not on this computer could be drawn."""

from __future__ import annotations

from typing import Any

from ludotheque.rules.core import Rng


def seen_state(cls: type, view: dict[str, Any]) -> Any:
    """A state of class `cls` rebuilt from a seat's `view` (the generator replaced:
    nothing drawn reads it)."""
    return cls.from_view(view, Rng(0))
