"""Where the player's attention is: the cursor, what it hovers, and a castle chosen to
look at. Owned here, set by the board's input handlers, read by the painters."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Pointer:
    mouse: tuple[int, int] = (0, 0)
    hover_item: int | None = None  # the pieces panel's slot under the cursor
    hover_thumb: int | None = None  # the castle thumbnail under the cursor
    viewed: int | None = None  # a castle the player chose to look at
