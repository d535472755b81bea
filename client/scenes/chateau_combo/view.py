"""Where things are on screen: the market rows and a tableau's cells.

Tableau cells are relative to the first card (see rules/chateau_combo/tableau.py); a
`GridView` maps them to rectangles centred in an area, and back from a pixel. It shows
the cards and every cell the next card could go to, so the grid grows as it fills.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame
from ludotheque.rules.chateau_combo.tableau import Cell

CARD_RATIO = 63 / 88  # width / height of a printed card


def card_size(max_w: float, max_h: float) -> tuple[int, int]:
    """The largest card (w, h) that fits in max_w x max_h."""
    h = min(max_h, max_w / CARD_RATIO)
    return max(4, int(h * CARD_RATIO)), max(6, int(h))


class GridView:
    """A tableau laid out in `area` (`taken`: the cells its cards are on): cell <-> rectangle."""

    def __init__(self, taken: Iterable[Cell], area: pygame.Rect, free: list[Cell] | None = None,
                 min_span: int = 3, gap: int = 4) -> None:
        cells = list(taken) + list(free or [])
        if not cells:
            cells = [(0, 0)]
        self.r_lo = min(r for r, _ in cells)
        self.c_lo = min(c for _, c in cells)
        rows = max(r for r, _ in cells) - self.r_lo + 1
        cols = max(c for _, c in cells) - self.c_lo + 1
        # Show at least min_span cells each way so the cards keep their size as the grid grows.
        span_r, span_c = max(min_span, rows), max(min_span, cols)
        w, h = card_size((area.w - gap * (span_c - 1)) / span_c, (area.h - gap * (span_r - 1)) / span_r)
        self.cw, self.ch, self.gap = w, h, gap
        total_w = cols * w + (cols - 1) * gap
        total_h = rows * h + (rows - 1) * gap
        self.x0 = area.centerx - total_w // 2
        self.y0 = area.centery - total_h // 2
        self.area = area
        self.bounds = pygame.Rect(self.x0, self.y0, total_w, total_h)  # every cell shown

    def rect(self, cell: Cell) -> pygame.Rect:
        r, c = cell
        return pygame.Rect(self.x0 + (c - self.c_lo) * (self.cw + self.gap),
                           self.y0 + (r - self.r_lo) * (self.ch + self.gap), self.cw, self.ch)

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        """The cell under a pixel of the area (any cell, legal or not), or None outside."""
        if not self.area.collidepoint(pos):
            return None
        c = (pos[0] - self.x0) // (self.cw + self.gap) + self.c_lo
        r = (pos[1] - self.y0) // (self.ch + self.gap) + self.r_lo
        return int(r), int(c)


def mini_grid(taken: Iterable[Cell], area: pygame.Rect, gap: int = 2) -> GridView:
    """An opponent's tableau, small: only its cards, in a fixed 3x3 frame."""
    return GridView(taken, area, None, min_span=3, gap=gap)
