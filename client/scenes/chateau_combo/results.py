"""The score pad on the results screen: every card's points, the keys, the total."""

from __future__ import annotations

import ludotheque.client.scenes.chateau_combo.describe as describe
import pygame
from ludotheque.client.colours import named
from ludotheque.client.scenes.chateau_combo.picture import picture_of
from ludotheque.client.ui import draw

P = "chateau_combo."


def draw_results(surface: pygame.Surface, rect: pygame.Rect, app, session) -> None:
    th, t = app.theme, app.t
    seen = picture_of(session, None)  # the table's view: the game is over, all is public
    draw.panel(surface, rect, th)
    inner = rect.inflate(-th.px(1.2), -th.px(1.0))
    title = th.text(t(P + "ui.pad.title"), th.px(1.1), th.c["ink"], serif=True, bold=True)
    surface.blit(title, inner.topleft)
    n = seen.num_players
    pads = [seen.score_pad(p) for p in range(n)]
    rows = 9 + 2  # nine cards, keys, total
    top = inner.y + title.get_height() + th.px(0.4)
    head_h = th.px(1.3)
    row_h = max(th.px(0.9), (inner.bottom - top - head_h - th.px(1.2)) // rows)
    col_w = inner.w // n
    for p in range(n):
        x = inner.x + p * col_w
        colour = app.seat_colour(session, p)
        pygame.draw.circle(surface, colour, (x + th.px(0.5), top + head_h // 2), th.px(0.4))
        name = app.seat_name(session, p)
        img = th.text(name, th.fit_size(name, th.px(0.85), col_w - th.px(1.4), bold=True), th.c["ink"], bold=True)
        surface.blit(img, img.get_rect(midleft=(x + th.px(1.1), top + head_h // 2)))
        y = top + head_h
        cards = [line for line in pads[p] if "card" in line]
        keys = pads[p][-1]
        for i, line in enumerate(cards):
            _pad_line(surface, app, pygame.Rect(x, y + i * row_h, col_w - th.px(0.4), row_h), line, i)
        y += 9 * row_h
        _pad_value(surface, app, pygame.Rect(x, y, col_w - th.px(0.4), row_h), t(P + "ui.pad.keys"), keys["points"], False)
        y += row_h
        total = int(seen.scores()[p])
        _pad_value(surface, app, pygame.Rect(x, y, col_w - th.px(0.4), row_h), t(P + "ui.pad.total"), total, True)
        gold = t(P + "ui.pad.gold_left", gold=seen.players[p].gold)
        gimg = th.text(gold, th.fit_size(gold, th.px(0.7), col_w - th.px(0.6)), th.c["ink_soft"])
        surface.blit(gimg, (x + th.px(0.2), y + row_h + th.px(0.1)))


def _pad_line(surface, app, rect: pygame.Rect, line: dict, index: int) -> None:
    th = app.theme
    if index % 2 == 0:
        pygame.draw.rect(surface, named("results_row", "chateau_combo"), rect)
    name = describe.card_name(app.t, line["card"])
    if line["face_down"]:
        name = f"({name})"
    pts = th.text(str(line["points"]), th.px(0.8), th.c["ink"], bold=True)
    surface.blit(pts, pts.get_rect(midright=(rect.right - th.px(0.2), rect.centery)))
    avail = rect.w - pts.get_width() - th.px(0.7)
    colour = th.c["ink_soft"] if line["face_down"] else th.c["ink"]
    img = th.text(name, th.fit_size(name, th.px(0.75), avail), colour)
    surface.blit(img, img.get_rect(midleft=(rect.x + th.px(0.2), rect.centery)))


def _pad_value(surface, app, rect: pygame.Rect, label: str, value: int, strong: bool) -> None:
    th = app.theme
    pygame.draw.line(surface, th.c["parchment_edge"], rect.topleft, rect.topright, 2 if strong else 1)
    size = th.px(0.9 if strong else 0.8)
    img = th.text(label, size, th.c["ink"], bold=strong)
    surface.blit(img, img.get_rect(midleft=(rect.x + th.px(0.2), rect.centery)))
    val = th.text(str(value), size, th.c["red"] if strong else th.c["ink"], bold=True)
    surface.blit(val, val.get_rect(midright=(rect.right - th.px(0.2), rect.centery)))
