"""The game as one seat sees it: the state rebuilt from that seat's view (`view()`, the
protocol's only door to what a seat may know), for the painters that need an object
(`facts()`, `build_step()`...). Castle Crush has no secrets, but the screen draws what
a seat is sent all the same, so a seat that is not on this computer could be drawn."""

from __future__ import annotations

from typing import Any

from ludotheque.rules.core import Rng


def seen_state(state: Any, viewer: int | None) -> Any:
    """`state` as `viewer` sees it (the generator replaced: nothing drawn reads it)."""
    return type(state).from_view(state.view(viewer), Rng(0))
