"""The side panel's read-only parts: the prompt, the players, the reinforcement track and
the hand (with what each card does, in words)."""

from __future__ import annotations

from typing import Any

import ludotheque.client.scenes.castle_risk.texts as texts
import pygame
from ludotheque.client.colours import WHITE, named
from ludotheque.client.scenes.castle_risk.screen import Screen
from ludotheque.client.scenes.castle_risk.words import Words
from ludotheque.client.ui import draw
from ludotheque.rules.castle_risk.data import CARD_KINDS, RULES

Tiles = list[tuple[pygame.Rect, str]]  # each card tile on screen and its kind (the tooltip's)

CARD_BANDS = {
    "reinforcement": named("card_reinforcement", "castle_risk"), "spy": named("card_spy", "castle_risk"), "general": named("card_general", "castle_risk"),
    "admiral": named("card_admiral", "castle_risk"), "marshal": named("card_marshal", "castle_risk"), "diplomat": named("card_diplomat", "castle_risk"),
}
TEXT = named("panel_text", "castle_risk")
SOFT = named("panel_soft", "castle_risk")


def header_height(th: Any, status: str, hint: str, width: int) -> int:
    """Height of the title and the prompt, so the buttons go just below them."""
    p_size = th.px(0.68)
    t_size, t_lines = title_lines(th, status, width)
    p_lines = len(_wrapped(th, hint, p_size, width)[:4])
    return len(t_lines) * round(t_size * 1.3) + th.px(0.2) + p_lines * round(p_size * 1.25) + th.px(0.4)


def title_lines(th, text: str, width: int) -> tuple[int, list[str]]:
    """The title's size and lines: two lines at most, the font a little smaller when the
    text needs it (a narrow panel at 800×600), never cut."""
    for k in (0.8, 0.74, 0.68, 0.62):
        lines = _title_wrapped(th, text, th.px(k), width)
        if len(lines) <= 2:
            break
    return th.px(k), lines


def title_space(th: Any, size: int) -> int:
    """The gap between two words of the title. The serif's own space is a fifth of an em
    and its hinting rounds it down at panel sizes, so that "(4 in this batch)" read
    "(4in this batch)" (issue 31): the title sets its words a third of an em apart."""
    return max(th.font(size, True, True).size(" ")[0], round(size * 0.3))


def _title_width(th: Any, words: list[str], size: int) -> int:
    font = th.font(size, True, True)
    return sum(font.size(w)[0] for w in words) + title_space(th, size) * max(0, len(words) - 1)


def _title_wrapped(th: Any, text: str, size: int, width: int) -> list[str]:
    """The title's lines (words `title_space` apart) that fit in `width`."""
    key = ("title", text, size, width)
    lines = _WRAP_CACHE.get(key)
    if lines is None:
        if len(_WRAP_CACHE) > 2000:
            _WRAP_CACHE.clear()
        lines = []
        for para in text.split("\n"):
            line: list[str] = []
            for word in para.split(" "):
                if line and _title_width(th, line + [word], size) > width:
                    lines.append(" ".join(line))
                    line = []
                line.append(word)
            lines.append(" ".join(line))
        _WRAP_CACHE[key] = lines
    return lines


def title(th: Any, status: str, surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The phase in a serif title, on up to two lines; returns the height used."""
    size, lines = title_lines(th, status, rect.w)
    colour = named("panel_heading", "castle_risk")
    gap = title_space(th, size)
    y = rect.y
    for line in lines:
        x = rect.x
        for word in line.split(" "):
            img = th.text(word, size, colour, serif=True, bold=True)
            surface.blit(img, (x, y))
            x += img.get_width() + gap
        y += round(size * 1.3)
    return y - rect.y + th.px(0.2)


def prompt(th: Any, hint: str, surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The hint for the viewer (what to click), wrapped; returns the height used."""
    size = th.px(0.68)
    lines = _wrapped(th, hint, size, rect.w)[:4]
    y = rect.y
    for line in lines:
        surface.blit(th.text(line, size, TEXT), (rect.x, y))
        y += round(size * 1.25)
    return y - rect.y


def players(words: Words, screen: Screen, surface: pygame.Surface, rect: pygame.Rect) -> int:
    """One line per player (two when the panel is narrow): colour, name, what they hold."""
    app = words.app
    th = app.theme
    size = th.px(0.62)
    line = th.px(1.05)
    narrow = rect.w < th.px(15) or not _one_line_fits(words, screen, rect, size)
    row = line + (round(size * 1.2) if narrow else 0)
    for seat in screen.players:
        p = seat.seat
        y = rect.y + p * row
        colour = words.colour(p)
        cy = y + line // 2
        pygame.draw.circle(surface, colour, (rect.x + th.px(0.4), cy), th.px(0.32))
        if app.settings.colour_blind:
            draw.symbol(surface, words.symbol(p), (rect.x + th.px(0.4), cy), th.px(0.4), WHITE)
        if seat.current:
            pygame.draw.circle(surface, named("seat_current_ring", "castle_risk"), (rect.x + th.px(0.4), cy), th.px(0.45), 2)
        name = words.seat(p)
        ink = TEXT if seat.alive else named("seat_out", "castle_risk")
        name_w = rect.w - th.px(1.0) if narrow else rect.w // 3
        parts = _summary(words, screen, p)
        text = " · ".join(parts)
        if narrow and len(parts) > 1:
            # Two lines: castles, income and truce go beside the name, so that neither
            # line shrinks to an unreadable size.
            extra, text = " · ".join(parts[1:]), parts[0]
            picture = th.text(extra, th.fit_size(extra, size, rect.w // 2), SOFT)
            surface.blit(picture, (rect.right - picture.get_width(), y + (line - size) // 2))
            name_w -= picture.get_width() + th.px(0.4)
        surface.blit(th.text(name, th.fit_size(name, size, name_w, bold=True), ink, bold=True),
                     (rect.x + th.px(0.95), y + (line - size) // 2))
        x = rect.x + th.px(0.95) if narrow else rect.x + rect.w // 3 + th.px(1.1)
        top = y + line - th.px(0.15) if narrow else y + (line - size) // 2
        surface.blit(th.text(text, th.fit_size(text, size, rect.right - x), SOFT if seat.alive else ink), (x, top))
    return len(screen.players) * row


def _one_line_fits(words: Words, screen: Screen, rect: pygame.Rect, size: int) -> bool:
    """Whether every player's summary fits beside his name at a readable size (late in a
    game a leader holds many castles, cards and troops: two lines then)."""
    th = words.app.theme
    width = rect.w - rect.w // 3 - th.px(1.1)
    return all(th.fit_size(" · ".join(_summary(words, screen, p.seat)), size, width) >= size * 0.85
               for p in screen.players)


def _summary(words: Words, screen: Screen, p: int) -> list[str]:
    """What a player holds: territories, armies and cards, then castles, income, truce."""
    t, seat = words.t, screen.players[p]
    if not seat.alive:
        return [t("panel.out")]
    parts = [t("panel.summary", t=seat.territories, a=seat.armies, c=seat.cards)]
    if seat.castles > 1:
        parts.append(t("panel.castles", n=seat.castles))
    if seat.income:
        parts.append(t("panel.income", n=seat.income))
    if seat.truce:
        parts.append(t("panel.truce"))
    return parts


def in_play(words: Words, screen: Screen, surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Under the players, a line per seat with cards in play: the armies aboard his
    Admiral, his General, his Marshal. Returns the height used."""
    th = words.app.theme
    size = th.px(0.6)
    y = rect.y
    for seat in screen.players:
        p = seat.seat
        items = texts.in_play(words, screen, p)
        if not items:
            continue
        text = words.t("panel.in_play", player=words.seat(p), cards=" · ".join(items))
        for line in _wrapped(th, text, size, rect.w)[:2]:
            surface.blit(th.text(line, size, named("panel_heading", "castle_risk"), bold=True), (rect.x, y))
            y += round(size * 1.3)
    return y - rect.y + (th.px(0.3) if y > rect.y else 0)


def track(words: Words, screen: Screen, surface: pygame.Surface, rect: pygame.Rect) -> int:
    th = words.app.theme
    title = words.t("panel.track") + "  ·  " + words.t("panel.deck", n=screen.deck)
    size = th.px(0.62)
    surface.blit(th.text(title, th.fit_size(title, size, rect.w), TEXT), rect.topleft)
    slots = len(RULES.track)
    w = rect.w / slots
    h = th.px(1.2)
    y = rect.y + th.px(0.9)
    for i, value in enumerate(RULES.track):
        cell = pygame.Rect(round(rect.x + i * w) + 1, y, round(w) - 2, h)
        used = i < screen.track
        last = i == screen.track - 1
        pygame.draw.rect(surface, CARD_BANDS["reinforcement"] if used else named("track_cell", "castle_risk"), cell, border_radius=3)
        pygame.draw.rect(surface, named("track_last_edge", "castle_risk") if last else named("track_edge", "castle_risk"), cell, 2 if last else 1, border_radius=3)
        num = th.text(str(value), th.fit_size(str(value), th.px(0.6), cell.w - 2, bold=True), TEXT, bold=True)
        surface.blit(num, num.get_rect(center=cell.center))
    return th.px(0.9) + h


def hand(words: Words, screen: Screen, surface: pygame.Surface, rect: pygame.Rect, tiles: Tiles,
         origin=(0, 0)) -> None:
    th = words.app.theme
    secrets = screen.secrets
    size = th.px(0.6)
    y = rect.y
    if secrets is None:
        surface.blit(th.text(words.t("panel.hand_hidden"), th.px(0.68), SOFT), (rect.x, y))
        return
    # "Your hand" for the one human at the table; a name otherwise (an AI's hand in a
    # replay, hot seat's shared screen), so nobody reads another seat's cards as his own.
    if words.lone_human(secrets.seat):
        title = words.t("panel.hand")
    else:
        title = words.t("panel.hand_of", player=words.seat(secrets.seat))
    surface.blit(th.text(title, th.px(0.68), TEXT, bold=True), (rect.x, y))
    y += th.px(1.0)
    y = _hidden_line(words, screen, surface, rect, y)
    y = cards(words, surface, pygame.Rect(rect.x, y, rect.w, rect.bottom - y), list(secrets.hand), size, tiles, origin)
    if secrets.spied:
        label = words.t("panel.spied", player=words.seat(secrets.spied_seat))
        surface.blit(th.text(label, th.px(0.64), named("panel_label", "castle_risk"), bold=True), (rect.x, y))
        cards(words, surface, pygame.Rect(rect.x, y + th.px(0.9), rect.w, rect.bottom - y), list(secrets.spied), size,
              tiles, origin)


def _hidden_line(words: Words, screen: Screen, surface, rect, y: int) -> int:
    th = words.app.theme
    places = screen.secrets.hidden
    if places:
        text = words.t("panel.hidden", places=", ".join(words.place(t) for t in places), n=screen.hidden_value)
    else:
        text = words.t("panel.hidden_none")
    for line in _wrapped(th, text, th.px(0.6), rect.w)[:2]:
        surface.blit(th.text(line, th.px(0.6), named("panel_note", "castle_risk")), (rect.x, y))
        y += th.px(0.8)
    return y + th.px(0.2)


_WRAP_CACHE: dict[tuple, list[str]] = {}


def _wrapped(th, text: str, size: int, width: int, serif: bool = False, bold: bool = False) -> list[str]:
    key = (text, size, width, serif, bold)
    lines = _WRAP_CACHE.get(key)
    if lines is None:
        if len(_WRAP_CACHE) > 2000:  # titles change every turn: keep the cache small
            _WRAP_CACHE.clear()
        lines = _WRAP_CACHE[key] = th.wrap(text, size, width, serif, bold)
    return lines


def cards(words: Words, surface: pygame.Surface, rect: pygame.Rect, hand_cards: list[str], size: int,
          tiles: Tiles, origin=(0, 0)) -> int:
    """One tile per kind of card held: its name, how many, and what it does. When space
    is short the descriptions shrink to a line, then to the names alone, two a row."""
    app = words.app
    th = app.theme
    kinds = [k for k in CARD_KINDS if k in hand_cards]
    line_h = round(size * 1.2)
    helps = {k: _wrapped(th, app.t(f"castle_risk.card.{k}.help"), size, rect.w - th.px(1.0)) for k in kinds}
    head, gap = th.px(1.0) + th.px(0.3), th.px(0.25)
    full = sum(head + line_h * len(helps[k]) + gap for k in kinds)
    if full > rect.h:
        helps = {k: _first_line(th, v, size, rect.w - th.px(1.0)) for k, v in helps.items()}
        if sum(head + line_h + gap for k in kinds) > rect.h:
            return _card_names(words, surface, rect, hand_cards, kinds, tiles, origin)
    y = rect.y
    for kind in kinds:
        tile = pygame.Rect(rect.x, y, rect.w, head + line_h * len(helps[kind]))
        _tile(words, surface, tile, kind, hand_cards.count(kind), tiles, origin)
        for i, line in enumerate(helps[kind]):
            surface.blit(th.text(line, size, SOFT), (tile.x + th.px(0.6), tile.y + th.px(1.0) + i * line_h))
        y = tile.bottom + gap
    return y


def _first_line(th, lines: list[str], size: int, width: int) -> list[str]:
    """A description cut to its first line says so with an ellipsis (the whole text is in
    the card's tooltip)."""
    if len(lines) <= 1:
        return lines
    words = lines[0].split()
    while len(words) > 1 and th.text(" ".join(words) + " …", size, SOFT).get_width() > width:
        words.pop()
    return [" ".join(words) + " …"]


def _card_names(words: Words, surface, rect: pygame.Rect, hand_cards: list[str], kinds: list[str],
                tiles: Tiles, origin) -> int:
    th = words.app.theme
    w = (rect.w - th.px(0.3)) // 2
    h = th.px(1.2)
    for i, kind in enumerate(kinds):
        tile = pygame.Rect(rect.x + (i % 2) * (w + th.px(0.3)), rect.y + (i // 2) * (h + th.px(0.2)), w, h)
        _tile(words, surface, tile, kind, hand_cards.count(kind), tiles, origin)
    return rect.y + (len(kinds) + 1) // 2 * (h + th.px(0.2))


def _tile(words: Words, surface, tile: pygame.Rect, kind: str, count: int, tiles: Tiles, origin) -> None:
    app = words.app
    th = app.theme
    tiles.append((tile.move(origin), kind))
    pygame.draw.rect(surface, named("tile", "castle_risk"), tile, border_radius=th.px(0.3))
    pygame.draw.rect(surface, CARD_BANDS[kind], (tile.x, tile.y, th.px(0.35), tile.h),
                     border_top_left_radius=th.px(0.3), border_bottom_left_radius=th.px(0.3))
    name = app.t(f"castle_risk.card.{kind}") + (f"  ×{count}" if count > 1 else "")
    size = th.fit_size(name, th.px(0.66), tile.w - th.px(0.8), serif=True, bold=True)
    surface.blit(th.text(name, size, TEXT, serif=True, bold=True), (tile.x + th.px(0.6), tile.y + th.px(0.15)))
