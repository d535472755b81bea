"""Cards on the move after an action: a card sliding from the market to a tableau, new
cards from their deck, and the glow on an opponent's card just laid. Each on its own
tween of the house's one motion module (`client/ui/motion.py`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
from ludotheque.client.scenes.chateau_combo.layout import Layout
from ludotheque.client.scenes.chateau_combo.screen import Screen
from ludotheque.client.ui.motion import Timeline, Tween
from ludotheque.rules.chateau_combo.data import LOCATIONS
from ludotheque.rules.chateau_combo.tableau import Cell


@dataclass(frozen=True)
class Slide:
    """A card moving from the market (or its deck) to a tableau (or the market)."""

    card: int
    face_down: bool
    start: pygame.Rect
    end: pygame.Rect
    owner: int  # the seat whose tableau it goes to (-1: a row's new card)
    cell: Cell


Mark = tuple[int, Cell]  # an opponent's card just laid: (seat, cell)


class Motion:
    def __init__(self) -> None:
        self.slides: Timeline[Slide] = Timeline()
        self.marks: Timeline[Mark] = Timeline()

    def update(self, dt: float) -> None:
        self.slides.tick(dt)
        self.marks.tick(dt)

    def moving(self) -> tuple[tuple[Slide, Tween], ...]:
        return tuple(self.slides)

    def glowing(self) -> tuple[tuple[int, Cell, float], ...]:
        """(seat, cell, seconds left) of each card that glows."""
        return tuple((seat, cell, tween.remaining()) for (seat, cell), tween in self.marks)

    def start(self, before: Screen, after: Screen, lay: Layout, me: int, duration: float, glow: float,
              target: Callable[[int, Cell, Screen], pygame.Rect | None]) -> None:
        """Slides for what `after` shows and `before` did not (`target`: where a seat's
        cell is on screen in a screen); a watched seat's new card glows `glow` seconds more."""
        if not lay.rows:
            return  # not laid out yet (a scene played forward before it is shown): nothing to slide
        for p, (b, a) in enumerate(zip(before.seats, after.seats, strict=True)):
            new = set(a.cells()) - set(b.cells())
            if not new:
                continue
            cell = new.pop()
            slot = a.at(cell)
            assert slot is not None
            loc = before.messenger
            try:
                index = before.row(loc).cards.index(slot.card)
                start = lay.rows[loc].cards[index]
            except ValueError:
                continue
            end = target(p, cell, after)
            if end is not None:
                self.slides.add(Slide(slot.card, slot.face_down, start, end, p, cell), duration)
                if p != me:
                    self.marks.add((p, cell), duration + glow)
        for loc in LOCATIONS:  # new cards come from their deck
            row = lay.rows[loc]
            was_row = before.row(loc).cards
            for i, card in enumerate(after.row(loc).cards):
                was = was_row[i] if i < len(was_row) else None
                if card is not None and card != was and i < len(row.cards):
                    self.slides.add(Slide(card, False, row.deck, row.cards[i], -1, (i, 0)), duration)

    def busy(self) -> bool:
        return bool(self.slides)

    def sliding_cells(self, seat: int) -> set[Cell]:
        return {s.cell for s, _ in self.slides if s.owner == seat}
