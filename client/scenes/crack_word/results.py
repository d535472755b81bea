"""The results screen's Crack Word panel: what each player cracked."""

from __future__ import annotations

import pygame
from ludotheque.client.ui import draw


def cracked_words(session) -> dict[int, list[str]]:
    """Every word each seat cracked, in order, read from the public log."""
    out: dict[int, list[str]] = {p: [] for p in range(len(session.seats))}
    for entry in session.log:
        if entry.event.key == "crack_word.log.crack":
            out[entry.event.params["player"]].append(entry.event.params["word"])
    return out


def points_won(session) -> dict[int, dict[str, int]]:
    """Where each seat's points came from, read from the public log: the letters of the
    words it cracked, its POUBELLE cards, and the end bonus (the letters of its colour
    left on the table when it laid its last card)."""
    out = {p: {"words": 0, "bins": 0, "bonus": 0} for p in range(len(session.seats))}
    for entry in session.log:
        key, params = entry.event.key, entry.event.params
        if key == "crack_word.log.crack":
            out[params["player"]]["words"] += int(params["count"])
        elif key == "crack_word.log.poubelle":
            out[params["player"]]["bins"] += 1
        elif key == "crack_word.log.bonus":
            out[params["player"]]["bonus"] += int(params["count"])
    return out


def breakdown(app, won: dict[str, int]) -> str:
    """"12 from words · 1 BIN · end bonus 3": the parts that are not zero (words always)."""
    parts = [app.t("crack_word.ui.from_words", n=won["words"])]
    if won["bins"]:
        parts.append(app.t("crack_word.ui.from_bins", n=won["bins"]))
    if won["bonus"]:
        parts.append(app.t("crack_word.ui.end_bonus", n=won["bonus"]))
    return " · ".join(parts)


def draw_results(surface: pygame.Surface, rect: pygame.Rect, app, session) -> None:
    th = app.theme
    draw.panel(surface, rect, th)
    words = cracked_words(session)
    won = points_won(session)
    points = session.view_model(None).points  # the public view: every points pile is open
    outcome = session.outcome()  # the order of a finished game: the rules' one answer
    title = app.t("crack_word.ui.cracked_words")
    surface.blit(th.text(title, th.px(1.2), th.c["ink"], serif=True, bold=True), (rect.x + th.px(0.8), rect.y + th.px(0.6)))
    y = rect.y + th.px(2.4)
    line_h = th.px(1.15)
    order = outcome.ranking if outcome is not None else sorted(range(len(session.seats)), key=lambda q: -len(points[q]))
    for p in order:
        colour = app.seat_colour(session, p)
        pygame.draw.circle(surface, colour, (rect.x + th.px(0.9), y + th.px(0.6)), th.px(0.45))
        head = f"{app.seat_name(session, p)} · {app.t('crack_word.ui.points', n=len(points[p]))}"
        surface.blit(th.text(head, th.px(1.0), th.c["ink"], bold=True), (rect.x + th.px(1.8), y))
        y += th.px(1.3)
        if y + line_h <= rect.bottom:
            parts = breakdown(app, won[p])
            size = th.fit_size(parts, th.px(0.8), rect.w - th.px(2.4))
            surface.blit(th.text(parts, size, th.c["ink"]), (rect.x + th.px(1.8), y))
            y += th.px(1.05)
        listed = " · ".join(words[p]) if words[p] else "—"
        for line in th.wrap(listed, th.px(0.9), rect.w - th.px(2.4)):
            if y + line_h > rect.bottom:
                return
            surface.blit(th.text(line, th.px(0.9), th.c["ink_soft"]), (rect.x + th.px(1.8), y))
            y += line_h
        y += th.px(0.5)
