"""What the host draws around every board: the top bar's picture, toasts, the pass
screen, and the callout that puts a caption beside a place on the board.

Plain drawing functions: they take what they draw as arguments and never the host.
"""

from __future__ import annotations

from typing import Any

import pygame
from ludotheque.client.colours import WHITE, house
from ludotheque.client.ui import draw
from ludotheque.client.ui.emblems import emblem
from ludotheque.client.ui.motion import Timeline


def top_bar(theme: Any, width: int, buttons: list) -> pygame.Rect:
    """The top bar's rectangle; places `buttons` along its right end, in order."""
    th = theme
    bar = pygame.Rect(0, 0, width, th.px(2.2))
    bw = th.px(5.2)
    x = width - th.px(0.5)
    for b in reversed(buttons):
        x -= bw
        b.rect = pygame.Rect(x, th.px(0.35), bw, bar.h - th.px(0.7))
        x -= th.px(0.4)
    return bar


def new_toasts() -> Timeline[str]:
    """Short messages, each showing for its own seconds; three at the most."""
    return Timeline(keep=3)


def render_top_bar(app: Any, session: Any, rect: pygame.Rect, text: str, current: int | None,
                   right_limit: int) -> pygame.Surface:
    """The bar's picture: the game's emblem and name, the current seat's colour, `text`."""
    th = app.theme
    bar = draw.over_table(app.size, rect)
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    veil.fill(house("pass_veil"))
    bar.blit(veil, (0, 0))
    pygame.draw.line(bar, th.c["brass_dark"], (0, rect.h - 1), (rect.w, rect.h - 1), 2)
    es = rect.h - th.px(0.4)
    bar.blit(emblem(session.info.id, es), (th.px(0.4), th.px(0.2)))
    x = th.px(0.6) + es
    cy = rect.h // 2
    name = th.text(app.t(f"{session.info.key}.name"), th.px(1.0), th.c["brass_light"], serif=True, bold=True)
    bar.blit(name, (x, cy - name.get_height() // 2))
    x += name.get_width() + th.px(0.8)
    if current is not None:
        colour = app.seat_colour(session, current)
        pygame.draw.circle(bar, colour, (x + th.px(0.45), cy), th.px(0.4))
        pygame.draw.circle(bar, th.c["ink"], (x + th.px(0.45), cy), th.px(0.4), 1)
        if app.settings.colour_blind:
            draw.symbol(bar, app.seat_symbol(session, current), (x + th.px(0.45), cy), th.px(0.45), WHITE)
        x += th.px(1.2)
    size = th.fit_size(text, th.px(0.85), right_limit - x)
    img = th.text(text, size, th.c["parchment"])
    bar.blit(img, (x, cy - img.get_height() // 2))
    return bar


def draw_toasts(surface: pygame.Surface, theme: Any, toasts: Timeline[str], area: pygame.Rect) -> None:
    """Toasts stack down from the top of `area`, fading out in their last 0.4 s."""
    th = theme
    y = area.y + th.px(0.6)
    for text, tween in toasts:
        lines = th.wrap(text, th.px(0.9), int(area.w * 0.8))
        h = len(lines) * th.px(1.15) + th.px(0.8)
        w = max(th.font(th.px(0.9)).size(line)[0] for line in lines) + th.px(1.6)
        rect = pygame.Rect(0, 0, w, h)
        rect.midtop = (area.centerx, y)
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        alpha = int(235 * min(1.0, tween.remaining() / 0.4))
        pygame.draw.rect(box, (*house("toast_box"), alpha), box.get_rect(), border_radius=th.px(0.4))
        surface.blit(box, rect.topleft)
        pygame.draw.rect(surface, th.c["brass"], rect, 1, border_radius=th.px(0.4))
        for i, line in enumerate(lines):
            img = th.text(line, th.px(0.9), th.c["highlight"])
            surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + th.px(0.4) + i * th.px(1.15))))
        y = rect.bottom + th.px(0.4)


def draw_pass_screen(surface: pygame.Surface, app: Any, session: Any, seat: int) -> None:
    """The screen that hides the table until `seat`'s player takes over."""
    th = app.theme
    draw.table(surface)
    w, h = surface.get_size()
    rect = pygame.Rect(0, 0, min(w - th.px(4), th.px(26)), th.px(9))
    rect.center = (w // 2, h // 2)
    draw.panel(surface, rect, th)
    title = app.t("game.pass_to", name=app.seat_name(session, seat))
    size = th.fit_size(title, th.px(1.8), rect.w - th.px(2), serif=True, bold=True)
    img = th.text(title, size, th.c["ink"], serif=True, bold=True)
    surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + th.px(1.6))))
    pygame.draw.circle(surface, app.seat_colour(session, seat), (rect.centerx, rect.y + th.px(0.9)), th.px(0.5))
    hint = app.t("game.pass_hint")
    hint_img = th.text(hint, th.fit_size(hint, th.px(0.95), rect.w - th.px(2)), th.c["ink_soft"])
    surface.blit(hint_img, hint_img.get_rect(midtop=(rect.centerx, rect.y + th.px(5.2))))


def place_beside(size: tuple[int, int], target: pygame.Rect | None, bounds: pygame.Rect, gap: int) -> pygame.Rect:
    """Where a box of `size` goes next to `target` inside `bounds`: above it, else below,
    else to its right, else its left (hands and rows run across the screen, so above or
    below covers least of their neighbours); with no target, centred at the top of
    `bounds`. Always inside `bounds` (as far as it fits)."""
    w, h = size
    box = pygame.Rect(0, 0, w, h)
    if target is None:
        box.midtop = (bounds.centerx, bounds.y + gap)
        return box.clamp(bounds)
    target = target.clip(bounds) or target
    tries = (
        (target.centerx - w // 2, target.y - gap - h),
        (target.centerx - w // 2, target.bottom + gap),
        (target.right + gap, target.centery - h // 2),
        (target.x - gap - w, target.centery - h // 2),
    )
    for x, y in tries:
        box.topleft = (x, y)
        clamped = box.clamp(bounds)
        if bounds.contains(box) or not clamped.colliderect(target):
            return clamped
    box.topleft = tries[0]
    return box.clamp(bounds)



def callout_bounds(theme: Any, board: Any, board_rect: pygame.Rect, target: pygame.Rect | None) -> pygame.Rect:
    """Where a hint's or a guided step's callout may go: beside its target, within the area
    the board offers for callouts; with no target, where the board's toasts go."""
    area = board.callout_area() if target is not None else board.toast_area()
    return (area or board_rect).inflate(-theme.px(0.6), -theme.px(0.6))

Row = tuple[str, int, tuple]  # a wrapped line: text, pixel size, colour


def callout_box(theme: Any, lines: list[tuple[str, float, tuple]], width: int, target: pygame.Rect | None,
                bounds: pygame.Rect, extra_h: int = 0, clear: pygame.Rect | None = None) -> tuple[pygame.Rect, list[Row]]:
    """Measure and place a callout: `lines` are (text, size in units, colour), wrapped to
    `width`; `extra_h` leaves room below the text (buttons); it goes beside `clear` (all
    the guide lights) when given, else beside `target`. Returns the box and its rows."""
    th = theme
    pad = th.px(0.7)
    rows: list[Row] = []
    for text, units, colour in lines:
        px = th.px(units)
        rows.extend((part, px, colour) for part in th.wrap(text, px, width - 2 * pad))
    height = sum(int(px * 1.3) for _, px, _ in rows) + 2 * pad + extra_h
    return place_beside((width, height), clear or target, bounds, th.px(0.8)), rows


def paint_callout(surface: pygame.Surface, theme: Any, box: pygame.Rect, rows: list[Row],
                  target: pygame.Rect | None) -> None:
    """A parchment box with its rows of text, and a pointer to `target`."""
    th = theme
    pad = th.px(0.7)
    if target is not None:
        _pointer(surface, th, box, target)
    draw.panel(surface, box, th)
    pygame.draw.rect(surface, th.c["brass"], box, max(2, th.px(0.12)), border_radius=th.px(0.4))
    y = box.y + pad
    for text, px, colour in rows:
        surface.blit(th.text(text, px, colour), (box.x + pad, y))
        y += int(px * 1.3)


def draw_callout(surface: pygame.Surface, theme: Any, lines: list[tuple[str, float, tuple]], width: int,
                 target: pygame.Rect | None, bounds: pygame.Rect, clear: pygame.Rect | None = None) -> pygame.Rect:
    """Measure, place and paint a callout beside `target` (off `clear`); returns its box."""
    box, rows = callout_box(theme, lines, width, target, bounds, clear=clear)
    paint_callout(surface, theme, box, rows, target)
    return box


def _pointer(surface: pygame.Surface, th: Any, box: pygame.Rect, target: pygame.Rect) -> None:
    """A brass line from the box to the nearest point of the target."""
    tx = min(max(box.centerx, target.x), target.right)
    ty = min(max(box.centery, target.y), target.bottom)
    bx = min(max(tx, box.x), box.right)
    by = min(max(ty, box.y), box.bottom)
    pygame.draw.line(surface, th.c["brass_light"], (bx, by), (tx, ty), max(2, th.px(0.15)))
    pygame.draw.circle(surface, th.c["brass_light"], (tx, ty), th.px(0.3))
