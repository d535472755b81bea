"""Small charts drawn with our own primitives: a bar chart (one bar per category, a share
between 0 and 1) and a line of values (the recent scores). They draw on parchment, in ink,
and fit any rectangle; labels shrink to fit, never overflow."""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Bar:
    label: str  # under the bar
    share: float | None  # 0..1 of the bar's height; None: no data (an empty slot)
    caption: str  # above the bar ("3/5")


def _text(surface: pygame.Surface, theme, text: str, size: int, width: int, colour, **pos) -> pygame.Rect:
    px = theme.fit_size(text, size, max(8, width))
    img = theme.text(text, px, colour)
    rect = img.get_rect(**pos)
    surface.blit(img, rect)
    return rect


def bars(surface: pygame.Surface, rect: pygame.Rect, theme, items: list[Bar], colour) -> None:
    """One bar per item, the full height meaning a share of 1 (a faint outline shows it;
    an item with no data has no outline: an empty slot, never read as a full bar)."""
    if not items or rect.w < 10 or rect.h < 10:
        return
    label_h = theme.px(1.1)
    plot = pygame.Rect(rect.x, rect.y + label_h, rect.w, rect.h - 2 * label_h)
    if plot.h < 4:
        return
    slot = rect.w / len(items)
    bar_w = max(2, int(slot * 0.55))
    pygame.draw.line(surface, theme.c["ink_soft"], plot.bottomleft, (plot.right - 1, plot.bottom), 2)
    for i, item in enumerate(items):
        cx = int(rect.x + slot * (i + 0.5))
        frame = pygame.Rect(cx - bar_w // 2, plot.y, bar_w, plot.h)
        if item.share is not None:
            pygame.draw.rect(surface, theme.c["parchment_dark"], frame, max(1, theme.px(0.08)))
        if item.share:
            h = max(1, round(plot.h * min(1.0, item.share)))
            filled = pygame.Rect(frame.x, plot.bottom - h, bar_w, h)
            pygame.draw.rect(surface, colour, filled)
            pygame.draw.rect(surface, theme.c["ink"], filled, 1)
        width = int(slot) - theme.px(0.2)
        _text(surface, theme, item.caption, theme.px(0.8), width, theme.c["ink"], midbottom=(cx, plot.y - 1))
        _text(surface, theme, item.label, theme.px(0.75), width, theme.c["ink_soft"], midtop=(cx, plot.bottom + 3))


def line(surface: pygame.Surface, rect: pygame.Rect, theme, values: list[float], marks: list[bool],
         colour) -> None:
    """The values left to right, joined; a filled dot where `marks` is True (a win), a hollow
    one elsewhere. The lowest and highest values are written on the left axis."""
    if not values or rect.w < 20 or rect.h < 20:
        return
    axis_w = max(theme.px(2.2), max(theme.font(theme.px(0.7)).size(_fmt(v))[0] for v in values) + theme.px(0.4))
    plot = pygame.Rect(rect.x + axis_w, rect.y + theme.px(0.5), rect.w - axis_w - theme.px(0.5),
                       rect.h - theme.px(1.0))
    if plot.w < 4 or plot.h < 4:
        return
    low, high = min(values), max(values)
    span = high - low or 1.0
    ink = theme.c["ink_soft"]
    pygame.draw.line(surface, ink, plot.topleft, plot.bottomleft, 1)
    pygame.draw.line(surface, ink, plot.bottomleft, plot.bottomright, 1)
    r = max(3, theme.px(0.3))
    dots = plot.inflate(-4 * r, -4 * r)  # the dots stay clear of the axes
    # Equal values are drawn across the middle: their one label goes there too, beside them.
    _text(surface, theme, _fmt(high), theme.px(0.7), axis_w, ink,
          midright=(plot.x - 4, dots.y if high != low else dots.centery))
    if high != low:
        _text(surface, theme, _fmt(low), theme.px(0.7), axis_w, ink, midright=(plot.x - 4, dots.bottom))
    step = dots.w / max(1, len(values) - 1)
    points = [(round(dots.x + (i * step if len(values) > 1 else dots.w / 2)),
               round(dots.bottom - (v - low) / span * dots.h if high != low else dots.centery))
              for i, v in enumerate(values)]
    if len(points) > 1:
        pygame.draw.lines(surface, colour, False, points, 2)
    for p, won in zip(points, marks, strict=False):
        pygame.draw.circle(surface, colour if won else theme.c["parchment"], p, r)
        pygame.draw.circle(surface, theme.c["ink"], p, r, 1)


def legend(surface: pygame.Surface, rect: pygame.Rect, theme, colour, filled: str, hollow: str) -> None:
    """`● filled  ○ hollow`, right-aligned in `rect`: what the line's dots mean."""
    r = max(3, theme.px(0.3))
    x = rect.right
    for label, fill in ((hollow, theme.c["parchment"]), (filled, colour)):
        img = theme.text(label, theme.fit_size(label, theme.px(0.7), rect.w // 3), theme.c["ink_soft"])
        x -= img.get_width()
        surface.blit(img, img.get_rect(midleft=(x, rect.centery)))
        x -= r + theme.px(0.3)
        pygame.draw.circle(surface, fill, (x, rect.centery), r)
        pygame.draw.circle(surface, theme.c["ink"], (x, rect.centery), r, 1)
        x -= r + theme.px(0.9)


def _fmt(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"
