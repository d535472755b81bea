"""Castle Crush's board scene: stone and wood castles, the hammer, replays of what the
physics recorded, and Construction mode's titles, high scores and photo."""

from __future__ import annotations

import pygame

from client.scenes.castle_crush.board import CastleBoard
from client.scenes.castle_crush.endpanel import draw_summary
from client.ui import draw


def create_board(host) -> CastleBoard:
    return CastleBoard(host)


def draw_results(surface: pygame.Surface, rect: pygame.Rect, app, session) -> None:
    """The results screen's details: Construction's title and high scores, or where each
    player's points came from."""
    st = session.state
    if st.mode == "construction":
        draw_summary(surface, rect, app, st, None)
        return
    th, t = app.theme, app.t
    draw.panel(surface, rect, th)
    inner = rect.inflate(-th.px(1.2), -th.px(1.0))
    parts = ("build", "attack", "characters", "final")
    labels = {"build": t("castle_crush.ui.phase.build"), "attack": t("castle_crush.ui.phase.attack"),
              "characters": t("castle_crush.kind.king") + " + " + t("castle_crush.kind.general"),
              "final": t("castle_crush.ui.final_count")}
    col = inner.w // (len(parts) + 2)
    y = inner.y
    for i, part in enumerate(parts):
        img = th.text(labels[part], th.fit_size(labels[part], th.px(0.7), col - th.px(0.2), bold=True), th.c["ink"], bold=True)
        surface.blit(img, (inner.x + col * (i + 2), y))
    y += th.px(1.4)
    for p in session.state.ranking():
        name = app.seat_name(session, p)
        pygame.draw.rect(surface, app.seat_colour(session, p), pygame.Rect(inner.x, y + th.px(0.15), th.px(0.7), th.px(0.7)))
        img = th.text(name, th.fit_size(name, th.px(0.8), col * 2 - th.px(1.2)), th.c["ink"])
        surface.blit(img, (inner.x + th.px(1.0), y))
        for i, part in enumerate(parts):
            img = th.text(str(st.parts[p][part]), th.px(0.8), th.c["ink"])
            surface.blit(img, (inner.x + col * (i + 2), y))
        y += th.px(1.3)
