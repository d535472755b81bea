"""Drawing the Château Combo board (its `Screen` → picture; never changes anything)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ludotheque.client.scenes.chateau_combo.cardface as cardface
import ludotheque.client.scenes.chateau_combo.describe as describe
import ludotheque.client.scenes.chateau_combo.icons as icons
import pygame
from ludotheque.client.colours import WHITE, named
from ludotheque.client.ui import draw
from ludotheque.rules.chateau_combo.data import LOCATIONS
from ludotheque.rules.chateau_combo.phases import PendingKind, Phase

if TYPE_CHECKING:
    from ludotheque.client.scenes.chateau_combo.frame import Frame

P = "chateau_combo."
GLOW = named("glow", "chateau_combo")
HOVER = named("hover", "chateau_combo")
HIGHLIGHT_EDGE = named("highlight_edge", "chateau_combo")


# --- the board ---------------------------------------------------------------------------------
class Picture:
    """The board as last drawn, kept while what it depends on (`key`) is the same."""

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.surface: pygame.Surface | None = None


def draw_board(surface: pygame.Surface, f: Frame, key: tuple | None, picture: Picture) -> None:
    """The board as it stands; redrawn only when it changes (a cached copy otherwise),
    then what follows the mouse on top. `key`: what the picture depends on (None: do
    not keep it now)."""
    cached = picture.surface
    if key is not None and cached is not None and picture.key == key and cached.get_size() == f.rect.size:
        surface.blit(cached, f.rect.topleft)
    else:
        _draw_static(surface, f)
        if key is not None and surface.get_rect().contains(f.rect):
            picture.key, picture.surface = key, surface.subsurface(f.rect).copy()
    _draw_hover(surface, f)


def _draw_hover(surface, f: Frame) -> None:
    """Outlines under the mouse: a market card, a tableau card, a glowing cell."""
    th, screen = f.app.theme, f.screen
    for loc in LOCATIONS:
        cards = screen.row(loc).cards
        for i, rect in enumerate(f.lay.rows[loc].cards):
            lifted = f.selected == i and loc == screen.messenger
            if not lifted and rect.collidepoint(f.mouse) and i < len(cards) and cards[i] is not None:
                outline(surface, rect, HOVER, 2)
    grid = f.grid()
    cell = grid.cell_at(f.mouse)
    if cell is None:
        return
    rect = grid.rect(cell)
    if cell in f.drop_cells():
        glow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*GLOW, 90), glow.get_rect(), border_radius=max(4, rect.w // 10))
        surface.blit(glow, rect.topleft)
        outline(surface, rect, HIGHLIGHT_EDGE, max(2, th.px(0.12)))
    elif f.screen.mine.at(cell) is not None:
        outline(surface, rect, HOVER, 2)


def _draw_static(surface: pygame.Surface, f: Frame) -> None:
    for loc in LOCATIONS:
        _draw_market_row(surface, f, loc)
    _draw_hint(surface, f)
    _draw_tableau(surface, f)
    _draw_me(surface, f)
    for k in range(len(f.lay.opponents)):
        _draw_opponent(surface, f, k)


def draw_card(surface, f, card: int, rect: pygame.Rect, face_down: bool = False) -> None:
    img = cardface.face(card, rect.w, rect.h, f.app.theme, f.app.translator.lang, face_down)
    shadow = pygame.Rect(rect.x + 2, rect.y + 3, rect.w, rect.h)
    pygame.draw.rect(surface, named("card_shadow", "chateau_combo"), shadow, border_radius=max(3, rect.w // 12))
    surface.blit(img, rect.topleft)


def outline(surface, rect: pygame.Rect, colour, width: int) -> None:
    pygame.draw.rect(surface, colour, rect.inflate(width * 2, width * 2), width, border_radius=max(4, rect.w // 10))


def _draw_market_row(surface, f: Frame, loc: str) -> None:
    th, t, screen = f.app.theme, f.app.t, f.screen
    row = f.lay.rows[loc]
    line = screen.row(loc)
    here = line.here
    box = pygame.Surface(row.box.size, pygame.SRCALPHA)
    colour = icons.BANNER_COLOURS[loc]
    pygame.draw.rect(box, (*colour, 120 if here else 60), box.get_rect(), border_radius=th.px(0.5))
    surface.blit(box, row.box.topleft)
    if here:
        pygame.draw.rect(surface, th.c["brass_light"], row.box, max(2, th.px(0.12)), border_radius=th.px(0.5))
    label = t(P + "row." + loc)
    deck = t(P + "ui.deck", count=line.deck) + "  ·  " + t(P + "ui.discards", count=line.discards)
    if line.exhausted:
        deck = t(P + "ui.exhausted")
    img = th.text(label, th.px(0.95), th.c["highlight"], serif=True, bold=True)
    surface.blit(img, (row.label.x, row.label.y))
    info = th.text(deck, th.fit_size(deck, th.px(0.75), row.label.w - img.get_width() - th.px(1)), th.c["parchment"])
    surface.blit(info, info.get_rect(bottomright=(row.label.right, row.label.y + img.get_height())))
    cards = line.cards
    sliding = {s.card for s, _ in f.slides}
    pending = f.pending
    for i, rect in enumerate(row.cards):
        card = cards[i] if i < len(cards) else None
        if card is None or card in sliding:
            pygame.draw.rect(surface, named("card_edge", "chateau_combo"), rect, 1, border_radius=max(3, rect.w // 12))
            continue
        lifted = rect.move(0, -th.px(0.3)) if f.selected == i and here else rect
        if f.dragging and f.selected == i and here:
            pygame.draw.rect(surface, named("card_edge", "chateau_combo"), rect, 1, border_radius=max(3, rect.w // 12))
            continue
        draw_card(surface, f, card, lifted)
        if f.selected == i and here:
            outline(surface, lifted, GLOW, max(2, th.px(0.15)))
        elif pending is not None and pending.kind == PendingKind.DISCARD and pending.row == loc and f.my_turn:
            outline(surface, rect, named("refused_outline", "chateau_combo"), max(2, th.px(0.12)))
        if here and f.my_turn and pending is None and screen.phase == Phase.PLAY:
            _price_tag(surface, f, line.cost[i], lifted)
    if not line.exhausted:
        for k in range(3):
            r = row.deck.move(k * 2, -k * 2)
            pygame.draw.rect(surface, colour, r, border_radius=max(3, r.w // 10))
            pygame.draw.rect(surface, icons.INK, r, 1, border_radius=max(3, r.w // 10))
        icons.flag(surface, row.deck.centerx + 4, row.deck.centery - 4, row.deck.w * 0.6, loc)


def _price_tag(surface, f: Frame, pay: int, rect: pygame.Rect) -> None:
    """The effective cost after the viewer's discounts (`pay`), under the card."""
    th = f.app.theme
    ok = pay <= f.screen.mine.gold
    text = str(pay)
    s = th.px(1.2)
    cx, cy = rect.centerx, rect.bottom - th.px(0.1)
    icons.coin(surface, cx, cy, s)
    colour = icons.INK if ok else named("refusal", "chateau_combo")
    img = th.text(text, th.px(0.7), colour, bold=True)
    surface.blit(img, img.get_rect(center=(cx, cy)))
    if not ok:
        icons.strike(surface, cx, cy, s)


def _hint_text(f: Frame) -> str:
    t, screen = f.app.t, f.screen
    if not f.my_turn:
        current = screen.current
        if current is None:
            return t(P + "ui.status.over")
        return t(P + "ui.waiting", player=f.app.seat_name(f.session, current))
    pending = f.pending
    if screen.phase == Phase.STORE:
        return t(P + "ui.store_hint")
    if pending is not None:
        name = describe.card_name(t, pending.card)
        if pending.kind == PendingKind.CHOOSE:
            return t(P + "ui.choose_effect", card=name)
        if pending.kind == PendingKind.DISCARD:
            return t(P + "ui.pick_discard", row=t(P + "row." + str(pending.row)))
        return t(P + "ui.pick_purses", count=screen.fill_need)
    if f.selected is None:
        return t(P + ("ui.pick_card_face_down" if f.face_down else "ui.pick_card"))
    card = describe.card_name(t, screen.row(screen.messenger).cards[f.selected])
    return t(P + ("ui.pick_cell_face_down" if f.face_down else "ui.pick_cell"), card=card)


def _draw_hint(surface, f: Frame) -> None:
    th = f.app.theme
    rect = f.lay.hint
    draw.dark_panel(surface, rect, th, alpha=170)
    text = _hint_text(f)
    img = th.text(text, th.fit_size(text, th.px(0.85), rect.w - th.px(1)), th.c["highlight"])
    surface.blit(img, img.get_rect(center=rect.center))


def _draw_tableau(surface, f: Frame) -> None:
    th, screen = f.app.theme, f.screen
    me = f.me
    mine = screen.mine
    grid = f.grid()
    drop = set(f.drop_cells())
    fill = f.pending is not None and f.pending.kind == PendingKind.FILL and f.my_turn
    hidden = {s.cell for s, _ in f.slides if s.owner == me}
    for cell in sorted(set(mine.cells()) | set(drop) | set(mine.open)):
        rect = grid.rect(cell)
        slot = mine.at(cell)
        if slot is None:
            if cell in drop:
                glow = pygame.Surface(rect.size, pygame.SRCALPHA)
                alpha = 70
                pygame.draw.rect(glow, (*GLOW, alpha), glow.get_rect(), border_radius=max(4, rect.w // 10))
                surface.blit(glow, rect.topleft)
                outline(surface, rect, GLOW, 2)
            else:
                pygame.draw.rect(surface, named("empty_cell_edge", "chateau_combo"), rect, 1, border_radius=max(4, rect.w // 10))
            continue
        if cell in hidden:
            continue
        draw_card(surface, f, slot.card, rect, slot.face_down)
        if slot.gold:
            purse_badge(surface, f, rect, slot.gold)
        if fill and screen.fillable(cell):
            outline(surface, rect, GLOW if cell in f.fill_pick else named("fill_outline", "chateau_combo"), max(2, th.px(0.12)))
        elif screen.phase == Phase.STORE and f.my_turn and slot.room:
            outline(surface, rect, named("fill_outline", "chateau_combo"), max(2, th.px(0.12)))


def purse_badge(surface, f: Frame, rect: pygame.Rect, gold: int) -> None:
    th = f.app.theme
    s = max(th.px(1.0), rect.w // 4)
    cx, cy = rect.right - s * 0.45, rect.bottom - s * 0.45
    icons.coin(surface, cx, cy, s)
    img = th.text(str(gold), max(8, int(s * 0.55)), icons.INK, bold=True)
    surface.blit(img, img.get_rect(center=(cx, cy)))


def _resources(surface, f: Frame, seat: int, x: int, y: int, size: int) -> int:
    """Gold and keys of a seat at (x, y); returns the x after them."""
    th = f.app.theme
    for icon, value in ((icons.coin, f.shown(seat, "gold")), (icons.key, f.shown(seat, "keys"))):
        icon(surface, x + size / 2, y + size / 2, size)
        img = th.text(str(value), int(size * 0.8), th.c["ink"], bold=True)
        surface.blit(img, (x + size * 1.05, y + (size - img.get_height()) / 2))
        x += int(size * 1.1 + img.get_width() + size * 0.5)
    return x


def _seat_head(surface, f: Frame, seat: int, rect: pygame.Rect, size: int) -> None:
    th = f.app.theme
    colour = f.app.seat_colour(f.session, seat)
    cy = rect.y + size // 2
    pygame.draw.circle(surface, colour, (rect.x + size // 2, cy), size // 2)
    pygame.draw.circle(surface, icons.INK, (rect.x + size // 2, cy), size // 2, 1)
    if f.app.settings.colour_blind:
        draw.symbol(surface, f.app.seat_symbol(f.session, seat), (rect.x + size // 2, cy), size * 0.6, WHITE)
    score = f.app.t(P + "ui.score_now", points=f.shown(seat, "score"))
    simg = th.text(score, int(size * 0.8), th.c["red"], bold=True)
    surface.blit(simg, simg.get_rect(midright=(rect.right, cy)))
    name = f.app.seat_name(f.session, seat)
    avail = rect.w - size - simg.get_width() - th.px(0.8)
    img = th.text(name, th.fit_size(name, int(size * 0.85), avail, serif=True, bold=True), th.c["ink"], serif=True, bold=True)
    surface.blit(img, img.get_rect(midleft=(rect.x + size + th.px(0.3), cy)))
    if f.screen.current == seat:
        pygame.draw.line(surface, th.c["brass"], (rect.x, rect.y + size + 2), (rect.right, rect.y + size + 2), 2)


def _draw_me(surface, f: Frame) -> None:
    th, t, screen = f.app.theme, f.app.t, f.screen
    rect = f.lay.me
    draw.panel(surface, rect, th)
    inner = rect.inflate(-th.px(1.0), -th.px(0.8))
    me = f.me
    size = th.px(1.25)
    _seat_head(surface, f, me, pygame.Rect(inner.x, inner.y, inner.w, size), size)
    _resources(surface, f, me, inner.x, inner.y + size + th.px(0.4), size)
    if screen.phase != Phase.PLAY:
        return  # the store buttons take this place; discounts no longer matter
    castle, village = screen.mine.discount
    text = t(P + "ui.discount", castle=castle, village=village)
    img = th.text(text, th.fit_size(text, th.px(0.75), inner.w), th.c["ink_soft"])
    surface.blit(img, (inner.x, inner.y + 2 * size + th.px(0.8)))


def _draw_opponent(surface, f: Frame, k: int) -> None:
    th = f.app.theme
    rect = f.lay.opponents[k]
    seat = f.opponents[k]
    draw.panel(surface, rect, th, alpha=235)
    size = th.px(1.05)
    head = pygame.Rect(rect.x + th.px(0.35), rect.y + th.px(0.2), rect.w - th.px(0.7), size)
    _seat_head(surface, f, seat, head, size)
    grid = f.opponent_grid(k)
    hidden = {s.cell for s, _ in f.slides if s.owner == seat}
    for slot in f.screen.seats[seat].slots:
        if slot.cell not in hidden:
            surface.blit(cardface.face(slot.card, grid.cw, grid.ch, th, f.app.translator.lang, slot.face_down),
                         grid.rect(slot.cell))
    _resources(surface, f, seat, rect.x + th.px(0.4), head.bottom + th.px(0.2), int(size * 0.8))
