"""Where a hint's or a tutorial step's callout may go (`Board.callout_area`): inside the
castle view only, so never over the pieces panel, the scores or the thumbnails; never
over the view's own buttons (Ralenti, Photo); and, where there is room, clear of the air
just above a guided landing, where the player's hand comes down to let go, or of the
hammer standing in a guided stance.

The area is one rectangle, so each way round an obstacle is a candidate (below the
buttons or left of them; above, left or right of what must stay clear). The host sizes the
callout itself; a callout of its usual size is placed in each candidate the way the host
will place it, and the candidate where it covers least of the move wins (the first on a
tie: the widest, which reads best)."""

from __future__ import annotations

import math

import ludotheque.client.scenes.castle_crush.guide as guide_mod
import pygame
from ludotheque.client.game.chrome import place_beside
from ludotheque.client.scenes.castle_crush.art import Camera, transform
from ludotheque.client.scenes.castle_crush.kit import Kit
from ludotheque.client.scenes.castle_crush.screen import Screen

RELEASE_AIR = 1.0  # u above the ghost kept clear: the hand's last stretch down (tutorial.DROP_FROM)
BOX_UNITS = (19.0, 11.0)  # a tutorial step's callout (units): width, height at that width
NARROWEST = 12.0  # units: a narrower area would wrap the caption into a tall column
CAPTION = 1.5  # units: the view's caption line at its top (painter._caption)
CASTLE_WEIGHT = 0.5  # covering the castle is better than covering the move, still worth avoiding
INSET, GAP = 0.6, 0.8  # units: the host's margin inside the area, and its gap to the target


def area(screen: Screen, kit: Kit, cam: Camera, buttons: list[pygame.Rect]) -> pygame.Rect:
    """Where the callout pointing at the guided move may go (`buttons`: the view's own
    buttons showing)."""
    th = kit.app.theme
    views = clear_views(screen, th, buttons)
    target = guide_mod.screen_rect(screen, kit, cam)
    if target is None:
        return views[0]
    clear = keep_clear(screen, kit, cam, target)
    if clear is None:
        candidates = list(views)
    elif screen.guide.pose is not None:  # a carry: no candidate holds the air above it
        candidates = [c for view in views for c in around(view, clear, below=True)]
    else:
        candidates = [c for view in views for c in (view, *around(view, clear))]
    # A callout's width at the view's left and right edges (below the buttons): the top
    # corners, where a blow's arc leaves room.
    column = th.px(BOX_UNITS[0] + 2 * INSET)
    first = views[0]
    candidates += [pygame.Rect(first.x, first.y, min(column, first.w), first.h),
                   pygame.Rect(max(first.x, first.right - column), first.y, min(column, first.w), first.h)]
    dots = arc_dots(screen, cam)
    avoid = [(clear, 1.0)] if clear is not None else []
    avoid.append((castle_rect(screen, kit, cam), CASTLE_WEIGHT))
    return min(candidates, key=lambda c: cost(th, c, target, dots, avoid))


def main_area(screen: Screen, th, buttons: list[pygame.Rect]) -> pygame.Rect:
    """Where toasts and a callout with nothing to point at go: the castle view, below
    its buttons (centred at its top, clear of the panels)."""
    return clear_views(screen, th, buttons)[0]


def clear_views(screen: Screen, th, buttons: list[pygame.Rect]) -> list[pygame.Rect]:
    """The castle view under its caption line (whose castle, its points), around its
    buttons (those showing)."""
    lay = screen.lay
    caption = th.px(CAPTION)
    view = pygame.Rect(lay.view.x, lay.view.y + caption, lay.view.w, lay.view.h - caption)
    buttons = [b for b in buttons if b.colliderect(lay.view)]
    return around_buttons(view, buttons, th.px(0.5))


def around_buttons(view: pygame.Rect, buttons: list[pygame.Rect], pad: int) -> list[pygame.Rect]:
    """The view below the buttons, and left of them (they sit in its top right corner)."""
    if not buttons:
        return [view]
    block = buttons[0].unionall(buttons[1:])
    below = pygame.Rect(view.x, block.bottom + pad, view.w, view.bottom - block.bottom - pad)
    left = pygame.Rect(view.x, view.y, block.x - pad - view.x, view.h)
    return [r for r in (below, left) if r.w > 0 and r.h > 0] or [view]


def keep_clear(screen: Screen, kit: Kit, cam: Camera, target: pygame.Rect | None) -> pygame.Rect | None:
    """What the player must still see beside the move itself: the air just above a
    guided landing (where the hand comes down to let go), or the hammer standing in a
    guided stance (its foot is what the player drags). None for a panel slot."""
    look = screen.guide
    if target is None or look is None or not screen.lay.view.contains(target):
        return None
    if look.pose is not None and look.kind is not None:
        x, y, a = look.pose
        shape = kit.port.piece_kinds()[look.kind]
        half_w = (abs(shape.width * math.cos(a)) + abs(shape.height * math.sin(a))) / 2
        top = y + (abs(shape.height * math.cos(a)) + abs(shape.width * math.sin(a))) / 2
        left, bottom = cam.to_screen(x - half_w, top)
        right, high = cam.to_screen(x + half_w, top + RELEASE_AIR)
        return pygame.Rect(left, high, right - left + 1, bottom - high + 1)
    if look.hammer is None:
        return None
    top = kit.port.layout().hammer_base_top
    points = [cam.to_screen(*p) for part in kit.art.shapes["hammer"].parts
              for p in transform(part, look.hammer[0], top, look.hammer[1])]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1).clip(screen.lay.view) or None


def around(rect: pygame.Rect, clear: pygame.Rect, below: bool = False) -> list[pygame.Rect]:
    """The parts of `rect` above, left of and right of `clear` (and below it)."""
    parts = [pygame.Rect(rect.x, rect.y, rect.w, clear.y - rect.y),
             pygame.Rect(rect.x, rect.y, clear.x - rect.x, rect.h),
             pygame.Rect(clear.right, rect.y, rect.right - clear.right, rect.h)]
    if below:
        parts.append(pygame.Rect(rect.x, clear.bottom, rect.w, rect.bottom - clear.bottom))
    return [p for p in parts if p.w > 0 and p.h > 0]


def arc_dots(screen: Screen, cam: Camera) -> list[tuple[float, float]]:
    """The screen points of a guided blow's arc (what its callout should leave visible)."""
    look = screen.guide
    if look is None or not look.arc or look.pose is not None:
        return []
    return [cam.to_screen(x, y) for x, y in look.arc]


def castle_rect(screen: Screen, kit: Kit, cam: Camera) -> pygame.Rect:
    """The castle in view on screen: its foundation up to its highest piece."""
    lay = kit.port.layout()
    left, bottom = cam.to_screen(lay.foundation_left, lay.table_y)
    right, top = cam.to_screen(lay.foundation_right, screen.top(screen.focus))
    return pygame.Rect(left, top, right - left + 1, bottom - top + 1)


def cost(th, rect: pygame.Rect, target: pygame.Rect, dots: list[tuple[float, float]],
         avoid: list[tuple[pygame.Rect, float]]) -> float:
    """How much of the move (and, weighted, of what should stay in sight) a usual
    callout placed in `rect` would cover, plus what of it would not fit in `rect` at
    all. An arc counts by its dots, not its bounding box, which is mostly empty sky."""
    bounds = rect.inflate(-th.px(INSET), -th.px(INSET))
    full_w = th.px(BOX_UNITS[0])
    w = min(full_w, bounds.w)
    if w < th.px(NARROWEST):
        return float("inf")
    h = round(th.px(BOX_UNITS[1]) * full_w / w)  # narrower: the same text, more lines
    box = place_beside((w, h), target, bounds, th.px(GAP))
    if dots:
        covered = sum(box.collidepoint(d) for d in dots) / len(dots) * target.w * target.h
    else:
        covered = _overlap(box, target)
    covered += sum(weight * _overlap(box, r) for r, weight in avoid)
    outside = w * h - _overlap(box, bounds)
    return covered + 4 * outside


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.w * c.h
