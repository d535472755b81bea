"""Where the host may put its toasts and a guide's callout on the Château Combo board:
off the cards the player reads and off what the guide points at."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ludotheque.client.scenes.chateau_combo.guide as guide_mod
import ludotheque.client.scenes.chateau_combo.overlays as overlays
import pygame
from ludotheque.rules.chateau_combo.actions import MoveMessenger, RefreshRow
from ludotheque.rules.chateau_combo.data import LOCATIONS

if TYPE_CHECKING:
    from ludotheque.client.scenes.chateau_combo.frame import Frame


def toast_area(f: Frame) -> pygame.Rect:
    """Toasts, and captions that point at no move (a guided game's read steps), go
    under the hint line, by the tableau: never over the hint or a market card, and
    where the eye already is when a placement is refused. When the cards leave a band
    free above or below them (below, down to the board's foot), that band, so a caption
    about a card of the tableau leaves the card in sight."""
    th = f.app.theme
    tab, hint = f.lay.tableau, f.lay.hint
    top = hint.bottom - th.px(0.4)
    column = pygame.Rect(tab.x, top, tab.w, tab.bottom - top)
    cells = list(f.screen.mine.cells())
    if not cells:
        return column
    grid = f.grid()
    cards = grid.rect(cells[0]).unionall([grid.rect(c) for c in cells[1:]])
    above = pygame.Rect(tab.x, top, tab.w, cards.top - top)
    below = pygame.Rect(tab.x, cards.bottom, tab.w, f.rect.bottom - cards.bottom)
    band = max(above, below, key=lambda r: r.h)
    return band if band.h >= th.px(10) else column


def callout_area(f: Frame) -> pygame.Rect | None:
    """A hint's or a tutorial step's callout keeps off the player's own cards and off
    what it points at: it goes in the tallest free space among the bands of the tableau
    above and below the cards, the market row the move does not use (with the key
    buttons), and the panels at the foot."""
    keep = guide_mod.targets(f, f.guide) if f.guide is not None else []
    keep += overlays.choice_rects(f)  # an effect's options are read side by side
    if isinstance(f.guide, MoveMessenger | RefreshRow):  # the cards the key is about
        keep.append(f.lay.rows[f.screen.messenger].box)
    cells = list(f.screen.mine.cells())
    candidates = []
    if cells:
        grid = f.grid()
        cards = grid.rect(cells[0]).unionall([grid.rect(c) for c in cells[1:]])
        keep.append(cards)
        tab = f.lay.tableau
        top = f.lay.hint.bottom
        candidates += [pygame.Rect(tab.x, top, tab.w, cards.top - top),
                       pygame.Rect(tab.x, cards.bottom, tab.w, tab.bottom - cards.bottom)]
    for loc in LOCATIONS:
        box = f.lay.rows[loc].box
        with_keys = box.union(f.lay.keys_bar) if loc == LOCATIONS[-1] else box
        candidates += [with_keys, box]
    foot = f.lay.me.unionall(f.lay.opponents) if f.lay.opponents else f.lay.me
    candidates.append(foot)
    free = [c for c in candidates if not any(c.colliderect(k) for k in keep)]
    return max(free, key=lambda r: r.h) if free else None
