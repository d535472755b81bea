"""Where everything sits on the Crack Word board, computed from the board's rectangle.

From top to bottom: one panel per player (colour, hand, pile and points counts), the
hint line, the four rows, and the viewer's hand. Sizes are in theme units so the board
reads at 800×600 as at 1920×1080.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

CARD_RATIO = 0.72  # width / height of a card
FREE_MIN_WIDTH = 16  # units: the narrowest free space a notice or a caption reads in


@dataclass
class Layout:
    rect: pygame.Rect
    unit: float
    players: list[pygame.Rect] = field(default_factory=list)
    hint: pygame.Rect = field(default_factory=pygame.Rect)
    lanes: list[pygame.Rect] = field(default_factory=list)
    row_card: tuple[int, int] = (40, 56)
    hand_area: pygame.Rect = field(default_factory=pygame.Rect)
    hand_card: tuple[int, int] = (50, 70)
    pass_button: pygame.Rect = field(default_factory=pygame.Rect)

    @classmethod
    def compute(cls, rect: pygame.Rect, unit: float, num_players: int, rows: int = 4) -> Layout:
        u = unit
        pad = round(0.5 * u)
        out = cls(rect, u)
        inner = rect.inflate(-2 * pad, -2 * pad)
        top_h = round(2.6 * u)
        gap = round(0.4 * u)
        width = (inner.w - gap * (num_players - 1)) // num_players
        out.players = [pygame.Rect(inner.x + i * (width + gap), inner.y, width, top_h)
                       for i in range(num_players)]
        hand_card_h = round(min(4.2 * u, inner.h * 0.17))
        out.hand_card = (round(hand_card_h * CARD_RATIO), hand_card_h)
        hand_h = hand_card_h + round(1.7 * u)
        out.hand_area = pygame.Rect(inner.x, inner.bottom - hand_h, inner.w, hand_h)
        out.hint = pygame.Rect(inner.x, inner.y + top_h + round(0.3 * u), inner.w, round(1.3 * u))
        lanes_top = out.hint.bottom + round(0.3 * u)
        lanes_h = out.hand_area.y - round(0.4 * u) - lanes_top
        lane_h = lanes_h // rows
        card_h = round(min(lane_h - 0.5 * u, 3.6 * u))
        out.row_card = (round(card_h * CARD_RATIO), card_h)
        out.lanes = [pygame.Rect(inner.x, lanes_top + i * lane_h, inner.w, lane_h - round(0.3 * u))
                     for i in range(rows)]
        bw, bh = round(8.5 * u), round(1.6 * u)
        out.pass_button = pygame.Rect(inner.right - bw, out.hand_area.y + round(0.05 * u), bw, bh)
        return out

    def label_rect(self, r: int) -> pygame.Rect:
        lane = self.lanes[r]
        size = round(1.7 * self.unit)
        return pygame.Rect(lane.x + round(0.3 * self.unit), lane.centery - size // 2, size, size)

    def row_slots(self, r: int, length: int, either_end: bool) -> list[pygame.Rect]:
        """Rectangles of a row's cards; slot -1 is the drop place at the right end and, with
        the either-end option, slot -2 the one at the left end (in front)."""
        lane = self.lanes[r]
        w, h = self.row_card
        start = self.label_rect(r).right + round(0.5 * self.unit)
        ends = 2 if either_end else 1
        room = lane.right - round(0.3 * self.unit) - start - ends * (w + 6)
        step = w + 4 if length <= 1 else min(w + 4, max(w // 3, room // length))
        y = lane.centery - h // 2
        x0 = start + (w + 6 if either_end else 0)
        cards = [pygame.Rect(x0 + i * step, y, w, h) for i in range(length)]
        right_x = (cards[-1].right + 6) if cards else x0
        out = cards + [pygame.Rect(right_x, y, w, h)]
        if either_end:
            out.append(pygame.Rect(start, y, w, h))
        return out

    def hand_slots(self, count: int) -> list[pygame.Rect]:
        w, h = self.hand_card
        area = self.hand_area
        room = area.w - round(9.5 * self.unit)  # leave room for the pass button / counts
        step = w + 6 if count <= 1 else min(w + 6, max(w // 3, (room - w) // (count - 1)))
        total = step * (count - 1) + w if count else 0
        x = area.x + max(0, (room - total) // 2)
        y = area.bottom - h
        return [pygame.Rect(x + i * step, y, w, h) for i in range(count)]

    def free_area(self, lengths: list[int] | tuple[int, ...], either_end: bool) -> pygame.Rect:
        """The table's free space, where notices and the guide's captions go: across the
        four lanes, right of the rows' drop places, never over a player's panel, the hint
        line or the hand. When the rows leave too little room, the lanes as a whole."""
        lanes = self.lanes
        top, bottom = lanes[0].y, lanes[-1].bottom
        whole = pygame.Rect(lanes[0].x, top, lanes[0].w, bottom - top)
        ends = [self.row_slots(r, n, either_end)[n].right for r, n in enumerate(lengths[:len(lanes)])]
        x = max(ends, default=whole.x) + round(0.6 * self.unit)
        free = pygame.Rect(x, top, whole.right - x, whole.h)
        return free if free.w >= round(FREE_MIN_WIDTH * self.unit) else whole
