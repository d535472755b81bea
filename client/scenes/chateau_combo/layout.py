"""Every rectangle of the Château Combo board, computed from the board's area.

Top left: the two market rows (Castle above Village) with their decks and the
messenger; under them the key buttons. Top right: the viewer's tableau. Bottom: the
viewer's purse and keys, then every opponent's tableau in small.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
from ludotheque.client.scenes.chateau_combo.view import card_size
from ludotheque.rules.chateau_combo.data import LOCATIONS


@dataclass
class MarketRow:
    label: pygame.Rect
    cards: list[pygame.Rect]
    deck: pygame.Rect
    messenger: pygame.Rect
    box: pygame.Rect


@dataclass
class Layout:
    rows: dict[str, MarketRow] = field(default_factory=dict)
    market: pygame.Rect = field(default_factory=pygame.Rect)
    keys_bar: pygame.Rect = field(default_factory=pygame.Rect)
    tableau: pygame.Rect = field(default_factory=pygame.Rect)
    hint: pygame.Rect = field(default_factory=pygame.Rect)
    me: pygame.Rect = field(default_factory=pygame.Rect)
    opponents: list[pygame.Rect] = field(default_factory=list)


def compute(rect: pygame.Rect, theme, opponents: int) -> Layout:
    px = theme.px
    pad = px(0.45)
    out = Layout()
    bottom_h = max(px(7.0), int(rect.h * 0.27))
    top = pygame.Rect(rect.x + pad, rect.y + pad, rect.w - 2 * pad, rect.h - bottom_h - 2 * pad)
    market_w = int(top.w * 0.55)
    out.market = pygame.Rect(top.x, top.y, market_w, top.h)
    keys_h = px(1.9)
    out.keys_bar = pygame.Rect(top.x, top.bottom - keys_h, market_w, keys_h)
    rows_area = pygame.Rect(top.x, top.y, market_w, top.h - keys_h - pad)
    row_h = (rows_area.h - pad) // 2
    for i, loc in enumerate(LOCATIONS):
        box = pygame.Rect(rows_area.x, rows_area.y + i * (row_h + pad), rows_area.w, row_h)
        out.rows[loc] = _market_row(box, theme)
    hint_h = px(1.4)
    out.hint = pygame.Rect(top.x + market_w + pad, top.y, top.w - market_w - pad, hint_h)
    out.tableau = pygame.Rect(out.hint.x, out.hint.bottom + px(0.2), out.hint.w, top.h - hint_h - px(0.2))
    bottom = pygame.Rect(rect.x + pad, top.bottom + pad, rect.w - 2 * pad, bottom_h - pad)
    me_w = min(max(px(11), int(bottom.w * 0.3)), int(bottom.w * 0.42))
    out.me = pygame.Rect(bottom.x, bottom.y, me_w, bottom.h)
    if opponents:
        area = pygame.Rect(out.me.right + pad, bottom.y, bottom.right - out.me.right - pad, bottom.h)
        w = min((area.w - pad * (opponents - 1)) // opponents, int(area.h * 1.4))
        out.opponents = [pygame.Rect(area.x + k * (w + pad), area.y, w, area.h) for k in range(opponents)]
    return out


def _market_row(box: pygame.Rect, theme) -> MarketRow:
    px = theme.px
    gap = px(0.35)
    label_h = px(1.2)
    messenger_w = px(2.3)
    inner = pygame.Rect(box.x + px(0.3), box.y + label_h, box.w - px(0.6), box.h - label_h - px(0.3))
    # three cards and a deck (shown as a narrower stack) after the messenger column
    usable = inner.w - messenger_w - 4 * gap
    w, h = card_size(usable / 3.7, inner.h - px(0.5))  # room to lift the picked card
    x = inner.x + messenger_w + gap
    y = inner.y + (inner.h - h) // 2
    cards = [pygame.Rect(x + k * (w + gap), y, w, h) for k in range(3)]
    deck = pygame.Rect(cards[-1].right + gap * 2, y + h // 8, int(w * 0.62), int(h * 0.75))
    messenger = pygame.Rect(inner.x, y + (h - messenger_w) // 2, messenger_w, messenger_w)
    label = pygame.Rect(box.x + px(0.4), box.y + px(0.1), box.w - px(0.8), label_h - px(0.1))
    return MarketRow(label, cards, deck, messenger, box)
