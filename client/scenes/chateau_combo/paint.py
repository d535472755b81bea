"""Drawing the Château Combo board (state → picture; never changes anything)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ludotheque.client.scenes.chateau_combo.cardface as cardface
import ludotheque.client.scenes.chateau_combo.describe as describe
import ludotheque.client.scenes.chateau_combo.icons as icons
import pygame
from ludotheque.client.ui import draw
from ludotheque.rules.chateau_combo.cards import LOCATIONS

if TYPE_CHECKING:
    from ludotheque.client.scenes.chateau_combo.board import ComboBoard

P = "chateau_combo."
GLOW = (255, 214, 90)
HOVER = (255, 244, 200)
HIGHLIGHT_EDGE = (255, 250, 220)


def ease(t: float) -> float:
    return 1 - (1 - t) ** 3


# --- the board ---------------------------------------------------------------------------------
def draw_board(surface: pygame.Surface, board: ComboBoard) -> None:
    """The board as it stands; redrawn only when it changes (a cached copy otherwise),
    then what follows the mouse on top."""
    key = board.static_key()
    cached = board.static_cache
    if key is not None and cached is not None and cached[0] == key and cached[1].get_size() == board.rect.size:
        surface.blit(cached[1], board.rect.topleft)
    else:
        _draw_static(surface, board)
        if key is not None and surface.get_rect().contains(board.rect):
            board.static_cache = (key, surface.subsurface(board.rect).copy())
    _draw_hover(surface, board)


def _draw_hover(surface, board: ComboBoard) -> None:
    """Outlines under the mouse: a market card, a tableau card, a glowing cell."""
    th = board.app.theme
    for loc in LOCATIONS:
        for i, rect in enumerate(board.lay.rows[loc].cards):
            lifted = board.selected == i and loc == board.state.messenger
            if not lifted and rect.collidepoint(board.mouse) and i < len(board.state.rows[loc]) and board.state.rows[loc][i] is not None:
                outline(surface, rect, HOVER, 2)
    grid = board.grid()
    cell = grid.cell_at(board.mouse)
    if cell is None:
        return
    rect = grid.rect(cell)
    if cell in board.drop_cells():
        glow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*GLOW, 90), glow.get_rect(), border_radius=max(4, rect.w // 10))
        surface.blit(glow, rect.topleft)
        outline(surface, rect, HIGHLIGHT_EDGE, max(2, th.px(0.12)))
    elif cell in board.state.players[board.me()].tableau.slots:
        outline(surface, rect, HOVER, 2)


def _draw_static(surface: pygame.Surface, board: ComboBoard) -> None:
    for loc in LOCATIONS:
        _draw_market_row(surface, board, loc)
    _draw_hint(surface, board)
    _draw_tableau(surface, board)
    _draw_me(surface, board)
    for k in range(len(board.lay.opponents)):
        _draw_opponent(surface, board, k)


def draw_card(surface, board, card: int, rect: pygame.Rect, face_down: bool = False) -> None:
    img = cardface.face(card, rect.w, rect.h, board.app.theme, board.app.translator.lang, face_down)
    shadow = pygame.Rect(rect.x + 2, rect.y + 3, rect.w, rect.h)
    pygame.draw.rect(surface, (0, 0, 0, 90), shadow, border_radius=max(3, rect.w // 12))
    surface.blit(img, rect.topleft)


def outline(surface, rect: pygame.Rect, colour, width: int) -> None:
    pygame.draw.rect(surface, colour, rect.inflate(width * 2, width * 2), width, border_radius=max(4, rect.w // 10))


def _draw_market_row(surface, board: ComboBoard, loc: str) -> None:
    th, t, state = board.app.theme, board.app.t, board.state
    row = board.lay.rows[loc]
    here = state.messenger == loc
    box = pygame.Surface(row.box.size, pygame.SRCALPHA)
    colour = icons.BANNER_COLOURS[loc]
    pygame.draw.rect(box, (*colour, 120 if here else 60), box.get_rect(), border_radius=th.px(0.5))
    surface.blit(box, row.box.topleft)
    if here:
        pygame.draw.rect(surface, th.c["brass_light"], row.box, max(2, th.px(0.12)), border_radius=th.px(0.5))
    label = t(P + "row." + loc)
    deck = t(P + "ui.deck", count=len(state.decks[loc])) + "  ·  " + t(P + "ui.discards", count=len(state.discards[loc]))
    if loc in state.exhausted:
        deck = t(P + "ui.exhausted")
    img = th.text(label, th.px(0.95), th.c["highlight"], serif=True, bold=True)
    surface.blit(img, (row.label.x, row.label.y))
    info = th.text(deck, th.fit_size(deck, th.px(0.75), row.label.w - img.get_width() - th.px(1)), th.c["parchment"])
    surface.blit(info, info.get_rect(bottomright=(row.label.right, row.label.y + img.get_height())))
    cards = state.rows[loc]
    sliding = {s.card for s in board.slides}
    pending = state.pending
    for i, rect in enumerate(row.cards):
        card = cards[i] if i < len(cards) else None
        if card is None or card in sliding:
            pygame.draw.rect(surface, (0, 0, 0, 60), rect, 1, border_radius=max(3, rect.w // 12))
            continue
        lifted = rect.move(0, -th.px(0.3)) if board.selected == i and here else rect
        if board.dragging and board.selected == i and here:
            pygame.draw.rect(surface, (0, 0, 0, 60), rect, 1, border_radius=max(3, rect.w // 12))
            continue
        draw_card(surface, board, card, lifted)
        if board.selected == i and here:
            outline(surface, lifted, GLOW, max(2, th.px(0.15)))
        elif pending is not None and pending["kind"] == "discard" and pending["row"] == loc and board.my_turn():
            outline(surface, rect, (230, 90, 70), max(2, th.px(0.12)))
        if here and board.my_turn() and pending is None and state.phase == "play":
            _price_tag(surface, board, card, lifted)
    if loc not in state.exhausted:
        for k in range(3):
            r = row.deck.move(k * 2, -k * 2)
            pygame.draw.rect(surface, colour, r, border_radius=max(3, r.w // 10))
            pygame.draw.rect(surface, icons.INK, r, 1, border_radius=max(3, r.w // 10))
        icons.flag(surface, row.deck.centerx + 4, row.deck.centery - 4, row.deck.w * 0.6, loc)


def _price_tag(surface, board: ComboBoard, card: int, rect: pygame.Rect) -> None:
    """The effective cost after the viewer's discounts, under the card."""
    th = board.app.theme
    me = board.me()
    pay = board.state.cost_for(me, card)
    ok = pay <= board.state.players[me].gold
    text = str(pay)
    s = th.px(1.2)
    cx, cy = rect.centerx, rect.bottom - th.px(0.1)
    icons.coin(surface, cx, cy, s)
    colour = icons.INK if ok else (170, 30, 20)
    img = th.text(text, th.px(0.7), colour, bold=True)
    surface.blit(img, img.get_rect(center=(cx, cy)))
    if not ok:
        icons.strike(surface, cx, cy, s)


def _hint_text(board: ComboBoard) -> str:
    t, state = board.app.t, board.state
    if not board.my_turn():
        current = state.current_player()
        if current is None:
            return t(P + "ui.status.over")
        return t(P + "ui.waiting", player=board.app.seat_name(board.session, current))
    pending = state.pending
    if state.phase == "store":
        return t(P + "ui.store_hint")
    if pending is not None:
        name = describe.card_name(t, pending["card"])
        if pending["kind"] == "choose":
            return t(P + "ui.choose_effect", card=name)
        if pending["kind"] == "discard":
            return t(P + "ui.pick_discard", row=t(P + "row." + pending["row"]))
        need = len(next(a for a in state.legal_actions()).cells)
        return t(P + "ui.pick_purses", count=need)
    if board.selected is None:
        return t(P + ("ui.pick_card_face_down" if board.face_down else "ui.pick_card"))
    card = describe.card_name(t, state.rows[state.messenger][board.selected])
    return t(P + ("ui.pick_cell_face_down" if board.face_down else "ui.pick_cell"), card=card)


def _draw_hint(surface, board: ComboBoard) -> None:
    th = board.app.theme
    rect = board.lay.hint
    draw.dark_panel(surface, rect, th, alpha=170)
    text = _hint_text(board)
    img = th.text(text, th.fit_size(text, th.px(0.85), rect.w - th.px(1)), th.c["highlight"])
    surface.blit(img, img.get_rect(center=rect.center))


def _draw_tableau(surface, board: ComboBoard) -> None:
    th, state = board.app.theme, board.state
    me = board.me()
    tab = state.players[me].tableau
    grid = board.grid()
    drop = set(board.drop_cells())
    fill = state.pending is not None and state.pending["kind"] == "fill" and board.my_turn()
    hidden = {s.cell for s in board.slides if s.owner == me}
    for cell in sorted(set(tab.slots) | set(drop) | set(tab.free_cells() if state.phase == "play" else [])):
        rect = grid.rect(cell)
        slot = tab.slots.get(cell)
        if slot is None:
            if cell in drop:
                glow = pygame.Surface(rect.size, pygame.SRCALPHA)
                alpha = 70
                pygame.draw.rect(glow, (*GLOW, alpha), glow.get_rect(), border_radius=max(4, rect.w // 10))
                surface.blit(glow, rect.topleft)
                outline(surface, rect, GLOW, 2)
            else:
                pygame.draw.rect(surface, (255, 255, 255, 40), rect, 1, border_radius=max(4, rect.w // 10))
            continue
        if cell in hidden:
            continue
        draw_card(surface, board, slot.card, rect, slot.face_down)
        if slot.gold:
            purse_badge(surface, board, rect, slot.gold)
        if fill and any(cell in a.cells for a in state.legal_actions()):
            outline(surface, rect, GLOW if cell in board.fill_pick else (120, 200, 120), max(2, th.px(0.12)))
        elif state.phase == "store" and board.my_turn() and cell in tab.purse_cells() and tab.purse_room(cell):
            outline(surface, rect, (120, 200, 120), max(2, th.px(0.12)))


def purse_badge(surface, board: ComboBoard, rect: pygame.Rect, gold: int) -> None:
    th = board.app.theme
    s = max(th.px(1.0), rect.w // 4)
    cx, cy = rect.right - s * 0.45, rect.bottom - s * 0.45
    icons.coin(surface, cx, cy, s)
    img = th.text(str(gold), max(8, int(s * 0.55)), icons.INK, bold=True)
    surface.blit(img, img.get_rect(center=(cx, cy)))


def _resources(surface, board: ComboBoard, seat: int, x: int, y: int, size: int) -> int:
    """Gold and keys of a seat at (x, y); returns the x after them."""
    th = board.app.theme
    for icon, value in ((icons.coin, board.shown(seat, "gold")), (icons.key, board.shown(seat, "keys"))):
        icon(surface, x + size / 2, y + size / 2, size)
        img = th.text(str(value), int(size * 0.8), th.c["ink"], bold=True)
        surface.blit(img, (x + size * 1.05, y + (size - img.get_height()) / 2))
        x += int(size * 1.1 + img.get_width() + size * 0.5)
    return x


def _seat_head(surface, board: ComboBoard, seat: int, rect: pygame.Rect, size: int) -> None:
    th = board.app.theme
    colour = board.app.seat_colour(board.session, seat)
    cy = rect.y + size // 2
    pygame.draw.circle(surface, colour, (rect.x + size // 2, cy), size // 2)
    pygame.draw.circle(surface, icons.INK, (rect.x + size // 2, cy), size // 2, 1)
    if board.app.settings.colour_blind:
        draw.symbol(surface, board.app.seat_symbol(board.session, seat), (rect.x + size // 2, cy), size * 0.6, (255, 255, 255))
    score = board.app.t(P + "ui.score_now", points=board.shown(seat, "score"))
    simg = th.text(score, int(size * 0.8), th.c["red"], bold=True)
    surface.blit(simg, simg.get_rect(midright=(rect.right, cy)))
    name = board.app.seat_name(board.session, seat)
    avail = rect.w - size - simg.get_width() - th.px(0.8)
    img = th.text(name, th.fit_size(name, int(size * 0.85), avail, serif=True, bold=True), th.c["ink"], serif=True, bold=True)
    surface.blit(img, img.get_rect(midleft=(rect.x + size + th.px(0.3), cy)))
    if board.state.current_player() == seat:
        pygame.draw.line(surface, th.c["brass"], (rect.x, rect.y + size + 2), (rect.right, rect.y + size + 2), 2)


def _draw_me(surface, board: ComboBoard) -> None:
    th, t, state = board.app.theme, board.app.t, board.state
    rect = board.lay.me
    draw.panel(surface, rect, th)
    inner = rect.inflate(-th.px(1.0), -th.px(0.8))
    me = board.me()
    size = th.px(1.25)
    _seat_head(surface, board, me, pygame.Rect(inner.x, inner.y, inner.w, size), size)
    _resources(surface, board, me, inner.x, inner.y + size + th.px(0.4), size)
    if state.phase != "play":
        return  # the store buttons take this place; discounts no longer matter
    tab = state.players[me].tableau
    text = t(P + "ui.discount", castle=tab.discount("castle"), village=tab.discount("village"))
    img = th.text(text, th.fit_size(text, th.px(0.75), inner.w), th.c["ink_soft"])
    surface.blit(img, (inner.x, inner.y + 2 * size + th.px(0.8)))


def _draw_opponent(surface, board: ComboBoard, k: int) -> None:
    th, state = board.app.theme, board.state
    rect = board.lay.opponents[k]
    seat = board.opponents()[k]
    draw.panel(surface, rect, th, alpha=235)
    size = th.px(1.05)
    head = pygame.Rect(rect.x + th.px(0.35), rect.y + th.px(0.2), rect.w - th.px(0.7), size)
    _seat_head(surface, board, seat, head, size)
    grid = board.opponent_grid(k)
    tab = state.players[seat].tableau
    hidden = {s.cell for s in board.slides if s.owner == seat}
    for cell, slot in tab.slots.items():
        if cell not in hidden:
            surface.blit(cardface.face(slot.card, grid.cw, grid.ch, th, board.app.translator.lang, slot.face_down), grid.rect(cell))
    _resources(surface, board, seat, rect.x + th.px(0.4), head.bottom + th.px(0.2), int(size * 0.8))
