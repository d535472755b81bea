"""The hover panel: a card's name, cost after discounts, crests, effect and score in words."""

from __future__ import annotations

from dataclasses import dataclass

import ludotheque.client.scenes.chateau_combo.describe as describe
import ludotheque.client.scenes.chateau_combo.icons as icons
import pygame
from ludotheque.client.ui import draw
from ludotheque.rules.chateau_combo.conditions import SCORES, IfPosition
from ludotheque.rules.chateau_combo.data import CARDS

P = "chateau_combo."


@dataclass(frozen=True)
class CardInfo:
    """What the panel says about one card where it lies."""

    card: int
    face_down: bool = False
    pay: int | None = None  # the viewer's price now (market cards)
    affordable: bool = True
    worth: int | None = None  # points it scores now (tableau cards)
    purse_gold: int | None = None
    away: bool = False  # a card of the other row: `pay` is its price once the messenger is there
    taking_face_down: bool = False  # the viewer is about to take it face down


_cache: dict[tuple, pygame.Surface] = {}
SHADOW = 12  # pixels under the panel for its drop shadow


def draw_card_info(surface: pygame.Surface, info: CardInfo, anchor: pygame.Rect, bounds: pygame.Rect, app,
                   avoid: pygame.Rect | None = None) -> pygame.Rect:
    """The panel beside `anchor` (right, else left), kept inside `bounds` and off `avoid`
    (a guided game's caption, drawn over the board); returns where it went (rendered once
    per card and size)."""
    th = app.theme
    width = min(th.px(17), bounds.w - th.px(1))
    key = (info, app.translator.lang, th.unit, width)
    img = _cache.get(key)
    if img is None:
        if len(_cache) > 64:
            _cache.clear()
        img = _cache[key] = _render(info, width, app)
    rect = place(pygame.Rect(0, 0, width, img.get_height() - SHADOW), anchor, bounds, th.px(0.4), avoid)
    surface.blit(img, (rect.x - 1, rect.y))
    return rect


def place(rect: pygame.Rect, anchor: pygame.Rect, bounds: pygame.Rect, gap: int,
          avoid: pygame.Rect | None = None) -> pygame.Rect:
    """`rect` moved beside `anchor`: to its right if it fits, else to its left, top-aligned;
    off `avoid` when a side, or a shift above or below it, allows."""
    def beside(right: bool) -> pygame.Rect:
        out = rect.copy()
        out.topleft = (anchor.right + gap, anchor.y) if right else (anchor.x - gap - out.w, anchor.y)
        if right and out.right > bounds.right:
            out.right = anchor.x - gap
        if out.x < bounds.x:
            out.x = bounds.x + gap // 2
        out.bottom = min(out.bottom, bounds.bottom - gap // 2)
        out.y = max(out.y, bounds.y + gap // 2)
        return out

    first = beside(True)
    if avoid is None or not first.colliderect(avoid):
        return first
    tries = [beside(False)]
    for base in (first, tries[0]):
        below, above = base.copy(), base.copy()
        below.y, above.bottom = avoid.bottom + gap, avoid.y - gap
        tries += [below, above]
    for candidate in tries:
        if not candidate.colliderect(avoid) and bounds.contains(candidate):
            return candidate
    return first


def _render(info: CardInfo, width: int, app) -> pygame.Surface:
    th, t = app.theme, app.t
    pad = th.px(0.6)
    inner = width - 2 * pad
    body = th.px(0.8)
    blocks: list[tuple[str, object]] = []  # ("title"/"line"/"head"/"wrap"/"crests"/"grid", value)
    card = CARDS[info.card]
    blocks.append(("title", describe.card_name(t, info.card)))
    if info.face_down:
        blocks.append(("wrap", t(P + "ui.face_down_card")))
    else:
        line = f"{t(P + 'banner.' + card.banner)} · {t(P + 'ui.cost', cost=card.cost)}"
        blocks.append(("line", line))
        if info.taking_face_down:
            blocks.append(("good", t(P + "ui.cost_face_down")))
        elif info.away and info.pay is not None:
            blocks.append(("line", t(P + "ui.cost_away", cost=info.pay)))
        elif info.pay is not None:
            key = "ui.cost_after" if info.affordable else "ui.cannot_afford"
            blocks.append(("strong" if not info.affordable else "good", t(P + key, cost=info.pay)))
        blocks.append(("crests", card.crests))
        blocks.append(("head", t(P + "ui.effect")))
        blocks.append(("wrap", describe.card_effect(t, info.card)))
        blocks.append(("head", t(P + "ui.score")))
        blocks.append(("wrap", describe.card_score(t, info.card)))
        condition = SCORES[info.card]
        if isinstance(condition, IfPosition):
            blocks.append(("grid", [list(c) for c in condition.cells]))
        if info.purse_gold is not None:
            blocks.append(("line", t(P + "ui.purse", gold=info.purse_gold, capacity=card.purse_capacity)))
        if info.worth is not None:
            blocks.append(("strong", t(P + "ui.now_worth", points=info.worth)))
    # measure
    lines: list[tuple[str, object, int]] = []
    for kind, value in blocks:
        if kind == "wrap":
            for text in th.wrap(str(value), body, inner):
                lines.append(("line", text, th.px(1.05)))
        elif kind == "title":
            lines.append((kind, value, th.px(1.5)))
        elif kind == "crests":
            lines.append((kind, value, th.px(1.5) if value else 0))
        elif kind == "grid":
            lines.append((kind, value, th.px(2.6)))
        else:
            lines.append((kind, value, th.px(1.1)))
    height = sum(h for _, _, h in lines) + 2 * pad
    img = pygame.Surface((width + 10, height + SHADOW), pygame.SRCALPHA)
    rect = pygame.Rect(1, 0, width, height)
    draw.panel(img, rect, th)
    y = rect.y + pad
    for kind, value, h in lines:
        _draw_line(img, kind, value, rect.x + pad, y, inner, h, app)
        y += h
    return img


def _draw_line(surface, kind: str, value, x: int, y: int, width: int, h: int, app) -> None:
    th = app.theme
    if kind == "title":
        size = th.fit_size(str(value), th.px(1.2), width, serif=True, bold=True)
        surface.blit(th.text(str(value), size, th.c["ink"], serif=True, bold=True), (x, y))
    elif kind == "head":
        surface.blit(th.text(str(value), th.px(0.8), th.c["brass_dark"], bold=True), (x, y + th.px(0.1)))
    elif kind in ("strong", "good"):
        colour = th.c["red"] if kind == "strong" else th.c["green"]
        surface.blit(th.text(str(value), th.fit_size(str(value), th.px(0.85), width), colour, bold=True), (x, y))
    elif kind == "crests":
        s = th.px(1.3)
        for k, crest in enumerate(value):
            icons.crest(surface, x + s * 0.5 + k * s * 1.1, y + s * 0.5, s, crest)
        names = ", ".join(app.t(P + "crest." + c) for c in value)
        label_x = x + len(value) * s * 1.1 + th.px(0.3)
        img = th.text(names, th.fit_size(names, th.px(0.8), int(width - (label_x - x))), th.c["ink_soft"])
        surface.blit(img, (label_x, y + (s - img.get_height()) / 2))
    elif kind == "grid":
        icons.grid(surface, x + h / 2, y + h / 2, h, marked=[tuple(c) for c in value])
    else:
        surface.blit(th.text(str(value), th.px(0.8), th.c["ink"]), (x, y))
