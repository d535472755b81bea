"""Cards on the move after an action: a card sliding from the market to a tableau, new
cards from their deck, and the glow on an opponent's card just laid."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame
from ludotheque.client.scenes.chateau_combo.layout import Layout
from ludotheque.rules.chateau_combo.data import LOCATIONS
from ludotheque.rules.chateau_combo.tableau import Cell


@dataclass
class Slide:
    """A card moving from the market to a tableau."""

    card: int
    face_down: bool
    start: pygame.Rect
    end: pygame.Rect
    owner: int
    cell: Cell
    duration: float
    t: float = 0.0


class Motion:
    def __init__(self) -> None:
        self.slides: list[Slide] = []
        self.marks: list[list] = []  # [seat, cell, seconds left]: an opponent's new card glows

    def update(self, dt: float) -> None:
        for slide in self.slides:
            slide.t += dt
        for mark in self.marks:
            mark[2] -= dt
        self.marks = [m for m in self.marks if m[2] > 0]
        self.slides = [s for s in self.slides if s.t < s.duration]

    def start(self, before: Any, after: Any, lay: Layout, me: int, duration: float, glow: float,
              target: Callable[[int, Cell, Any], pygame.Rect | None]) -> None:
        """Slides for what `after` shows and `before` did not (`target`: where a seat's
        cell is on screen in a state); a watched seat's new card glows `glow` seconds more."""
        if not lay.rows:
            return  # not laid out yet (a scene played forward before it is shown): nothing to slide
        for p, (b, a) in enumerate(zip(before.players, after.players, strict=True)):
            new = set(a.tableau.slots) - set(b.tableau.slots)
            if not new:
                continue
            cell = new.pop()
            slot = a.tableau.slots[cell]
            loc = before.messenger
            try:
                index = before.rows[loc].index(slot.card)
                start = lay.rows[loc].cards[index]
            except ValueError:
                continue
            end = target(p, cell, after)
            if end is not None:
                self.slides.append(Slide(slot.card, slot.face_down, start, end, p, cell, duration))
                if p != me:
                    self.marks.append([p, cell, duration + glow])
        for loc in LOCATIONS:  # new cards come from their deck
            row = lay.rows[loc]
            for i, card in enumerate(after.rows[loc]):
                was = before.rows[loc][i] if i < len(before.rows[loc]) else None
                if card is not None and card != was and i < len(row.cards):
                    self.slides.append(Slide(card, False, row.deck, row.cards[i], -1, (i, 0), duration))

    def busy(self) -> bool:
        return bool(self.slides)

    def sliding_cells(self, seat: int) -> set[Cell]:
        return {s.cell for s in self.slides if s.owner == seat}
