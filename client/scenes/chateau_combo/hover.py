"""The pointer: where it is, the card it rests on and for how long (the card's panel
waits a moment), and where that panel was last drawn."""

from __future__ import annotations

from typing import Any

import pygame

DWELL = 0.3  # seconds the pointer rests on a card before its panel opens


class Hover:
    def __init__(self) -> None:
        self.mouse = (-1, -1)
        self.found: tuple[Any, pygame.Rect] | None = None  # card under the pointer, panel anchor
        self.time = 0.0  # how long the pointer has rested on it
        self.panel: pygame.Rect | None = None  # where its panel was last drawn
        self.blocked = False  # after a click, no card panel until the pointer moves

    def track(self, found: tuple[Any, pygame.Rect] | None, dt: float) -> None:
        """Sweeping across cards towards a cell never flashes panels over the board."""
        if self.blocked:
            found = None
        same = found is not None and self.found is not None and found[0].card == self.found[0].card \
            and found[1] == self.found[1]
        self.time = self.time + dt if same else 0.0
        self.found = found

    def ready(self) -> tuple[Any, pygame.Rect] | None:
        return self.found if self.found is not None and self.time >= DWELL else None
