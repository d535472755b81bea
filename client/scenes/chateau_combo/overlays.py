"""What is drawn over the board: effect choices, moving cards, an enlarged opponent,
the hover panel."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ludotheque.client.scenes.chateau_combo.cardface as cardface
import ludotheque.client.scenes.chateau_combo.describe as describe
import ludotheque.client.scenes.chateau_combo.icons as icons
import pygame
from ludotheque.client.scenes.chateau_combo.paint import GLOW, draw_card, ease, outline, purse_badge
from ludotheque.client.scenes.chateau_combo.tooltip import CardInfo, draw_card_info
from ludotheque.client.scenes.chateau_combo.view import GridView
from ludotheque.client.ui import draw
from ludotheque.rules.chateau_combo.cards import CARDS, LOCATIONS
from ludotheque.rules.chateau_combo.effects import option_outcome, resource_key
from ludotheque.rules.chateau_combo.legality import price
from ludotheque.rules.chateau_combo.scoring import card_points

if TYPE_CHECKING:
    from ludotheque.client.scenes.chateau_combo.board import ComboBoard

P = "chateau_combo."


# --- overlays: choices, moving cards, enlarged opponents, hover panel ------------------------
def choice_rects(board: ComboBoard) -> list[pygame.Rect]:
    state = board.state
    if state.pending is None or state.pending["kind"] != "choose" or not board.my_turn():
        return []
    th = board.app.theme
    area = board.lay.market  # over the market, not needed now: the tableau stays in sight
    w = min(area.w - th.px(1), th.px(22))
    # Tall enough for the longest option's sentence (two lines and more in French).
    lines = max(len(_option_lines(board, k, w)) for k in range(2)) + 1  # and what it pays now
    h = max(th.px(3.4), th.px(1.5) + lines * th.px(0.95) + th.px(0.4))
    return [pygame.Rect(area.centerx - w // 2, area.centery - h - th.px(0.3) + k * (h + th.px(0.6)), w, h) for k in range(2)]


def draw_overlays(surface, board: ComboBoard) -> None:
    _draw_messenger(surface, board)
    _draw_choices(surface, board)
    for slide in board.slides:
        f = ease(min(1.0, slide.t / slide.duration))
        rect = pygame.Rect(
            round(slide.start.x + (slide.end.x - slide.start.x) * f),
            round(slide.start.y + (slide.end.y - slide.start.y) * f),
            max(4, round(slide.start.w + (slide.end.w - slide.start.w) * f)),
            max(6, round(slide.start.h + (slide.end.h - slide.start.h) * f)),
        )
        draw_card(surface, board, slide.card, rect, slide.face_down)
    for seat, cell, left in board.marks:
        if seat in board.opponents() and not any(sl.owner == seat for sl in board.slides):
            rect = board.opponent_grid(board.opponents().index(seat)).rect(cell)
            outline(surface, rect.inflate(4, 4), GLOW, 2 if left % 0.5 < 0.25 else 3)
    if board.dragging and board.selected is not None and board.state.phase == "play":
        card = board.state.rows[board.state.messenger][board.selected]
        if card is not None:
            src = board.lay.rows[board.state.messenger].cards[board.selected]
            draw_card(surface, board, card, src.copy().move(board.mouse[0] - src.centerx, board.mouse[1] - src.centery), board.face_down)
    _draw_enlarged_opponent(surface, board)
    _draw_hover_info(surface, board)


def _draw_messenger(surface, board: ComboBoard) -> None:
    row = board.lay.rows.get(board.state.messenger)
    if row is None:
        return
    y = row.messenger.centery if board.messenger_y is None else board.messenger_y
    icons.messenger(surface, row.messenger.centerx, y, row.messenger.w * 0.95, up=board.state.messenger == "castle")


def _draw_choices(surface, board: ComboBoard) -> None:
    rects = choice_rects(board)
    if not rects:
        return
    th, t = board.app.theme, board.app.t
    eff = CARDS[board.state.pending["card"]].effects[board.state.pending["effect"]]
    for k, rect in enumerate(rects):
        draw.panel(surface, rect, th)
        if rect.collidepoint(board.mouse):
            outline(surface, rect, GLOW, 3)
        label = th.text(t(P + "ui.option", n=k + 1), th.px(0.8), th.c["brass_dark"], bold=True)
        surface.blit(label, (rect.x + th.px(0.5), rect.y + th.px(0.3)))
        tokens = cardface.effect_tokens(eff["options"][k][0])
        cardface.draw_tokens(surface, tokens, pygame.Rect(rect.right - th.px(7), rect.y + th.px(0.2), th.px(6.5), th.px(1.4)), th)
        lines = _option_lines(board, k, rect.w)
        for i, line in enumerate(lines):
            surface.blit(th.text(line, th.px(0.8), th.c["ink"]), (rect.x + th.px(0.5), rect.y + th.px(1.5) + i * th.px(0.95)))
        now = _option_outcome(board, k)
        img = th.text(now, th.fit_size(now, th.px(0.8), rect.w - th.px(1)), th.c["green"], bold=True)
        surface.blit(img, (rect.x + th.px(0.5), rect.y + th.px(1.5) + len(lines) * th.px(0.95)))


def _option_outcome(board: ComboBoard, k: int) -> str:
    """What option k gives right now, in words (worked out by the rules)."""
    t = board.app.t
    got = option_outcome(board.state, board.state.turn, k)
    parts = [t(P + "ui.outcome." + what, amount=got[what], word=t(resource_key("keys", got[what])))
             for what in ("gold", "keys", "purses", "opponents_gold", "opponents_keys") if got[what]]
    return t(P + "ui.outcome", what=", ".join(parts) if parts else t(P + "ui.outcome.nothing"))


def _option_lines(board: ComboBoard, k: int, width: int) -> list[str]:
    """The pending choice's option k in words, wrapped to a box `width` wide."""
    th = board.app.theme
    eff = CARDS[board.state.pending["card"]].effects[board.state.pending["effect"]]
    return th.wrap(describe.option(board.app.t, eff, k), th.px(0.8), width - th.px(1))[:3]


def _hovered_opponent(board: ComboBoard) -> int | None:
    for k, rect in enumerate(board.lay.opponents):
        if rect.collidepoint(board.mouse):
            return k
    return None


def _draw_enlarged_opponent(surface, board: ComboBoard) -> None:
    k = _hovered_opponent(board)
    if k is None:
        return
    th = board.app.theme
    seat = board.opponents()[k]
    area = board.lay.tableau.inflate(-th.px(0.4), -th.px(0.4))
    draw.dark_panel(surface, area, th, alpha=255)  # opaque: no card of one's own shows through
    title = board.app.seat_name(board.session, seat)
    img = th.text(title, th.px(1.0), th.c["highlight"], serif=True, bold=True)
    surface.blit(img, (area.x + th.px(0.5), area.y + th.px(0.3)))
    inner = pygame.Rect(area.x + th.px(0.5), area.y + th.px(1.8), area.w - th.px(1), area.h - th.px(2.3))
    tab = board.state.players[seat].tableau
    grid = GridView(tab, inner, None, gap=th.px(0.25))
    for cell, slot in tab.slots.items():
        draw_card(surface, board, slot.card, grid.rect(cell), slot.face_down)
        if slot.gold:
            purse_badge(surface, board, grid.rect(cell), slot.gold)


DWELL = 0.3  # seconds the pointer rests on a card before its panel opens


def _draw_hover_info(surface, board: ComboBoard) -> None:
    board.hover_panel = None
    found = board.hover
    if found is not None and board.hover_time >= DWELL:
        info, anchor = found
        caption = getattr(board.host, "tutorial", None)
        avoid = caption.box if caption is not None and caption.box.w > 0 else None
        board.hover_panel = draw_card_info(surface, info, anchor, board.rect, board.app, avoid)


def track_hover(board: ComboBoard, dt: float) -> None:
    """Which card the pointer rests on and for how long: the panel waits a moment, so
    sweeping across cards towards a cell never flashes panels over the board."""
    found = None if board.hover_blocked else hover_target(board)
    same = found is not None and board.hover is not None and found[0].card == board.hover[0].card \
        and found[1] == board.hover[1]
    board.hover_time = board.hover_time + dt if same else 0.0
    board.hover = found


def hover_target(board: ComboBoard) -> tuple[CardInfo, pygame.Rect] | None:
    """The card under the mouse, with what the panel should say about it, and the
    rectangle the panel goes beside: a market card's whole market, so the panel never
    hides the other row; a tableau card itself."""
    state, pos = board.state, board.mouse
    if board.dragging:
        return None
    me = board.me()
    for loc in LOCATIONS:
        for i, rect in enumerate(board.lay.rows[loc].cards):
            card = state.rows[loc][i] if i < len(state.rows[loc]) else None
            if card is not None and rect.collidepoint(pos):
                face_down = board.face_down and loc == state.messenger
                pay = price(state, me, loc, card, face_down)
                beside = pygame.Rect(board.lay.market.x, board.lay.rows[loc].box.y, board.lay.market.w, rect.h)
                if pay is None:  # the other row: its price once the messenger is there
                    return CardInfo(card, pay=state.cost_for(me, card), away=True), beside
                return CardInfo(card, pay=pay, affordable=pay <= state.players[me].gold,
                                taking_face_down=face_down), beside
    k = _hovered_opponent(board)
    if k is not None:
        seat = board.opponents()[k]
        grid = board.opponent_grid(k)
        return _slot_info(state, seat, grid, pos)
    if board.lay.tableau.collidepoint(pos) and not choice_rects(board):
        grid = board.grid()
        found = _slot_info(state, me, grid, pos)
        if found is not None:  # beside the whole grid: it never hides a cell one may aim at
            found = found[0], pygame.Rect(grid.bounds.x, found[1].y, grid.bounds.w, found[1].h)
        return found
    return None


def _slot_info(state, seat: int, grid: GridView, pos) -> tuple[CardInfo, pygame.Rect] | None:
    tab = state.players[seat].tableau
    for cell, slot in tab.slots.items():
        rect = grid.rect(cell)
        if rect.collidepoint(pos):
            worth = None if slot.face_down else card_points(tab, cell, state.players[seat].keys)
            purse = slot.gold if CARDS[slot.card].has_purse and not slot.face_down else None
            return CardInfo(slot.card, slot.face_down, worth=worth, purse_gold=purse), rect
    return None
