"""What is drawn over the board: effect choices, moving cards, an enlarged opponent,
the hover panel."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ludotheque.client.scenes.chateau_combo.cardface as cardface
import ludotheque.client.scenes.chateau_combo.describe as describe
import ludotheque.client.scenes.chateau_combo.icons as icons
import pygame
from ludotheque.client.scenes.chateau_combo.paint import GLOW, draw_card, outline, purse_badge
from ludotheque.client.scenes.chateau_combo.screen import SeatLine
from ludotheque.client.scenes.chateau_combo.tooltip import CardInfo, draw_card_info
from ludotheque.client.scenes.chateau_combo.view import GridView
from ludotheque.client.ui import draw
from ludotheque.rules.chateau_combo.asks import resource_key
from ludotheque.rules.chateau_combo.data import CARDS, LOCATIONS
from ludotheque.rules.chateau_combo.phases import PendingKind, Phase

if TYPE_CHECKING:
    from ludotheque.client.scenes.chateau_combo.frame import Frame

P = "chateau_combo."


# --- overlays: choices, moving cards, enlarged opponents, hover panel ------------------------
def choice_rects(f: Frame) -> list[pygame.Rect]:
    if f.pending is None or f.pending.kind != PendingKind.CHOOSE or not f.my_turn:
        return []
    th = f.app.theme
    area = f.lay.market  # over the market, not needed now: the tableau stays in sight
    w = min(area.w - th.px(1), th.px(22))
    # Tall enough for the longest option's sentence (two lines and more in French).
    lines = max(len(_option_lines(f, k, w)) for k in range(2)) + 1  # and what it pays now
    h = max(th.px(3.4), th.px(1.5) + lines * th.px(0.95) + th.px(0.4))
    return [pygame.Rect(area.centerx - w // 2, area.centery - h - th.px(0.3) + k * (h + th.px(0.6)), w, h) for k in range(2)]


def draw_overlays(surface, f: Frame) -> pygame.Rect | None:
    """Returns where the hovered card's panel went (None: no panel)."""
    _draw_messenger(surface, f)
    _draw_choices(surface, f)
    for slide, tween in f.slides:
        done = tween.eased()
        rect = pygame.Rect(
            round(slide.start.x + (slide.end.x - slide.start.x) * done),
            round(slide.start.y + (slide.end.y - slide.start.y) * done),
            max(4, round(slide.start.w + (slide.end.w - slide.start.w) * done)),
            max(6, round(slide.start.h + (slide.end.h - slide.start.h) * done)),
        )
        draw_card(surface, f, slide.card, rect, slide.face_down)
    for seat, cell, left in f.marks:
        if seat in f.opponents and not any(sl.owner == seat for sl, _ in f.slides):
            rect = f.opponent_grid(f.opponents.index(seat)).rect(cell)
            outline(surface, rect.inflate(4, 4), GLOW, 2 if left % 0.5 < 0.25 else 3)
    screen = f.screen
    if f.dragging and f.selected is not None and screen.phase == Phase.PLAY:
        card = screen.row(screen.messenger).cards[f.selected]
        if card is not None:
            src = f.lay.rows[screen.messenger].cards[f.selected]
            draw_card(surface, f, card, src.copy().move(f.mouse[0] - src.centerx, f.mouse[1] - src.centery), f.face_down)
    _draw_enlarged_opponent(surface, f)
    return _draw_hover_info(surface, f)


def _draw_messenger(surface, f: Frame) -> None:
    row = f.lay.rows.get(f.screen.messenger)
    if row is None:
        return
    y = row.messenger.centery if f.messenger_y is None else f.messenger_y
    icons.messenger(surface, row.messenger.centerx, y, row.messenger.w * 0.95, up=f.screen.messenger == "castle")


def _draw_choices(surface, f: Frame) -> None:
    rects = choice_rects(f)
    if not rects:
        return
    th, t = f.app.theme, f.app.t
    eff = CARDS[f.pending.card].effects[f.pending.effect]
    for k, rect in enumerate(rects):
        draw.panel(surface, rect, th)
        if rect.collidepoint(f.mouse):
            outline(surface, rect, GLOW, 3)
        label = th.text(t(P + "ui.option", n=k + 1), th.px(0.8), th.c["brass_dark"], bold=True)
        surface.blit(label, (rect.x + th.px(0.5), rect.y + th.px(0.3)))
        tokens = cardface.effect_tokens(eff["options"][k][0])
        cardface.draw_tokens(surface, tokens, pygame.Rect(rect.right - th.px(7), rect.y + th.px(0.2), th.px(6.5), th.px(1.4)), th)
        lines = _option_lines(f, k, rect.w)
        for i, line in enumerate(lines):
            surface.blit(th.text(line, th.px(0.8), th.c["ink"]), (rect.x + th.px(0.5), rect.y + th.px(1.5) + i * th.px(0.95)))
        now = _option_outcome(f, k)
        img = th.text(now, th.fit_size(now, th.px(0.8), rect.w - th.px(1)), th.c["green"], bold=True)
        surface.blit(img, (rect.x + th.px(0.5), rect.y + th.px(1.5) + len(lines) * th.px(0.95)))


def _option_outcome(f: Frame, k: int) -> str:
    """What option k gives right now, in words (worked out by the rules)."""
    t = f.app.t
    got = f.screen.choice(k)
    parts = [t(P + "ui.outcome." + what, amount=got[what], word=t(resource_key("keys", got[what])))
             for what in ("gold", "keys", "purses", "opponents_gold", "opponents_keys") if got[what]]
    return t(P + "ui.outcome", what=", ".join(parts) if parts else t(P + "ui.outcome.nothing"))


def _option_lines(f: Frame, k: int, width: int) -> list[str]:
    """The pending choice's option k in words, wrapped to a box `width` wide."""
    th = f.app.theme
    eff = CARDS[f.pending.card].effects[f.pending.effect]
    return th.wrap(describe.option(f.app.t, eff, k), th.px(0.8), width - th.px(1))[:3]


def hovered_opponent(f: Frame) -> int | None:
    for k, rect in enumerate(f.lay.opponents):
        if rect.collidepoint(f.mouse):
            return k
    return None


def _draw_enlarged_opponent(surface, f: Frame) -> None:
    k = hovered_opponent(f)
    if k is None:
        return
    th = f.app.theme
    seat = f.opponents[k]
    area = f.lay.tableau.inflate(-th.px(0.4), -th.px(0.4))
    draw.dark_panel(surface, area, th, alpha=255)  # opaque: no card of one's own shows through
    title = f.app.seat_name(f.session, seat)
    img = th.text(title, th.px(1.0), th.c["highlight"], serif=True, bold=True)
    surface.blit(img, (area.x + th.px(0.5), area.y + th.px(0.3)))
    inner = pygame.Rect(area.x + th.px(0.5), area.y + th.px(1.8), area.w - th.px(1), area.h - th.px(2.3))
    line = f.screen.seats[seat]
    grid = GridView(line.cells(), inner, None, gap=th.px(0.25))
    for slot in line.slots:
        draw_card(surface, f, slot.card, grid.rect(slot.cell), slot.face_down)
        if slot.gold:
            purse_badge(surface, f, grid.rect(slot.cell), slot.gold)


def _draw_hover_info(surface, f: Frame) -> pygame.Rect | None:
    if f.hover is None:
        return None
    info, anchor = f.hover
    avoid = f.caption if f.caption is not None and f.caption.w > 0 else None
    return draw_card_info(surface, info, anchor, f.rect, f.app, avoid)


def hover_target(f: Frame) -> tuple[CardInfo, pygame.Rect] | None:
    """The card under the mouse, with what the panel should say about it, and the
    rectangle the panel goes beside: a market card's whole market, so the panel never
    hides the other row; a tableau card itself."""
    screen, pos = f.screen, f.mouse
    if f.dragging:
        return None
    for loc in LOCATIONS:
        line = screen.row(loc)
        for i, rect in enumerate(f.lay.rows[loc].cards):
            card = line.card(i)
            if card is not None and rect.collidepoint(pos):
                face_down = f.face_down and loc == screen.messenger
                pay = line.prices[i][1 if face_down else 0]
                beside = pygame.Rect(f.lay.market.x, f.lay.rows[loc].box.y, f.lay.market.w, rect.h)
                if pay is None:  # the other row: its price once the messenger is there
                    return CardInfo(card, pay=line.cost[i], away=True), beside
                return CardInfo(card, pay=pay, affordable=pay <= screen.mine.gold,
                                taking_face_down=face_down), beside
    k = hovered_opponent(f)
    if k is not None:
        seat = f.opponents[k]
        grid = f.opponent_grid(k)
        return _slot_info(screen.seats[seat], grid, pos)
    if f.lay.tableau.collidepoint(pos) and not choice_rects(f):
        grid = f.grid()
        found = _slot_info(screen.mine, grid, pos)
        if found is not None:  # beside the whole grid: it never hides a cell one may aim at
            found = found[0], pygame.Rect(grid.bounds.x, found[1].y, grid.bounds.w, found[1].h)
        return found
    return None


def _slot_info(line: SeatLine, grid: GridView, pos) -> tuple[CardInfo, pygame.Rect] | None:
    for slot in line.slots:
        rect = grid.rect(slot.cell)
        if rect.collidepoint(pos):
            return CardInfo(slot.card, slot.face_down, worth=slot.points, purse_gold=slot.purse), rect
    return None
