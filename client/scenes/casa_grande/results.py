"""Casa Grande's part of the results screen: money, the bonus that breaks ties, the
platforms each builder laid, and the site as the game left it."""

from __future__ import annotations

import pygame
from ludotheque.client.scenes.casa_grande.iso import SIZE, Iso, fit
from ludotheque.client.scenes.casa_grande.paint import draw_columns, draw_ground
from ludotheque.client.scenes.casa_grande.screen import Table, tabulate
from ludotheque.client.ui import draw


def draw_results(surface: pygame.Surface, rect: pygame.Rect, app, session) -> None:
    """Money, the bonus that breaks ties, and the platforms each builder laid; the site
    below them, or beside them when that draws it larger (four builders on a wide panel)."""
    th = app.theme
    draw.panel(surface, rect, th)
    table = tabulate(session.view_model(None))  # the table's view
    outcome = session.outcome()
    order = outcome.ranking if outcome is not None else range(table.num_players)
    x, y = rect.x + th.px(1), rect.y + th.px(0.8)
    title = app.text(app.t("casa_grande.results.title"), th.px(1.2), th.c["ink"], serif=True, bold=True)
    surface.blit(title, (x, y))
    y += title.get_height() + th.px(0.6)
    rows_h = table.num_players * (th.px(0.95) * 2 + th.px(1.6))
    headroom = _headroom(table)
    below = pygame.Rect(rect.x, y + rows_h, rect.w, rect.bottom - y - rows_h - th.px(0.5))
    list_w = min(rect.w // 2, th.px(17))
    beside = pygame.Rect(rect.x + list_w, y, rect.w - list_w - th.px(0.5), rect.bottom - y - th.px(0.5))
    side = fit(beside.w, beside.h, headroom)[0] > fit(below.w, max(1, below.h), headroom)[0]
    text_w = (list_w if side else rect.w) - th.px(3.4)
    for p in order:
        pygame.draw.circle(surface, app.seat_colour(session, p), (x + th.px(0.5), y + th.px(0.6)), th.px(0.45))
        name = app.text(app.seat_name(session, p), th.fit_size(app.seat_name(session, p), th.px(0.95), text_w,
                                                                 bold=True), th.c["ink"], bold=True)
        surface.blit(name, (x + th.px(1.4), y))
        built = sum(1 for pl in table.site.platforms if pl[0] == p)
        seat = table.seats[p]
        line = app.t("casa_grande.results.line", money=seat.money, bonus=seat.bonus, platforms=built)
        size = th.fit_size(line, th.px(0.85), text_w)
        surface.blit(app.text(line, size, th.c["ink_soft"]), (x + th.px(1.4), y + name.get_height()))
        y += name.get_height() + th.px(1.6)
    _final_site(surface, beside if side else pygame.Rect(rect.x, y, rect.w, rect.bottom - y - th.px(0.5)), app, session,
                table)


def _headroom(table: Table) -> float:
    return max(3.0, max(table.site.top_h) + 1.0)


def _final_site(surface, rect: pygame.Rect, app, session, table: Table) -> None:
    """The site as the game left it, seen from the usual side."""
    if rect.h < app.theme.px(6):
        return
    headroom = _headroom(table)
    hw, hh, zh = fit(rect.w, rect.h, headroom)
    iso = Iso(rect.centerx, rect.centery - SIZE * hh + headroom * zh / 2, hw, hh, zh)
    draw_ground(surface, iso, lambda s: app.text(s, max(8, int(hw * 0.55)), app.theme.c["ink_soft"], bold=True))
    draw_columns(surface, iso, table.site, lambda p: app.seat_colour(session, p))
