"""The results screen's Castle Crush panel: Construction's title and high scores, or where
each player's points came from, with the castles as they stand at the end. Read from
how the game ended (`session.outcome()`) and the table as everyone sees it
(`session.seen(None)`), never the full state."""

from __future__ import annotations

import math

import pygame
from ludotheque.client.scenes.castle_crush.art import Camera, PieceArt
from ludotheque.client.scenes.castle_crush.endpanel import draw_summary
from ludotheque.client.ui import draw
from ludotheque.rules.castle_crush import data as rd

# Speed scores attacks only (the sheet: "Seules les attaques permettront de marquer des
# points"), so its table has no build, pawn or final-count columns.
RESULT_COLUMNS = {"standard": ("build", "attack", "characters", "final"), "speed": ("attack",)}


def results_title(app, session) -> str | None:
    """The results screen's headline when "X wins!" would be wrong: a solo Construction
    challenge reports the castle's points and the title earned (or the goal missed)."""
    st = session.seen(None)
    if st.mode != "construction":
        return None
    challenge = str(st.config.options.get("challenge", "barbacane"))
    outcome = session.outcome()
    points = int(outcome.scores[0] if outcome is not None else st.score[0])
    name = app.t(f"castle_crush.challenge.{challenge}")
    title = rd.title_for(challenge, points)
    if title is None:
        return app.t("castle_crush.results.headline_short", challenge=name, points=points, goal=rd.goal(challenge))
    return app.t("castle_crush.results.headline", challenge=name, points=points,
                 title=app.t(f"castle_crush.title.{title}"))


def draw_results(surface: pygame.Surface, rect: pygame.Rect, app, session) -> None:
    """The results screen's details: Construction's title and high scores, or where each
    player's points came from."""
    st = session.seen(None)
    art = PieceArt(st.physics().piece_kinds(), st.physics().layout())
    if st.mode == "construction":
        draw_summary(surface, rect, app, st, None)
        half = pygame.Rect(rect.centerx, rect.y + app.theme.px(1), rect.w // 2 - app.theme.px(1), rect.h - app.theme.px(2))
        _castle(surface, half, art, st, 0, app.seat_colour(session, 0))
        return
    th = app.theme
    draw.panel(surface, rect, th)
    inner = rect.inflate(-th.px(1.2), -th.px(1.0))
    y = _table(surface, inner, app, session, st)
    # The castles as they stand at the end, each under its owner's name.
    n = st.num_players
    w = inner.w // n
    box_h = min(inner.bottom - y - th.px(1.2), int(w * 0.9))
    if box_h <= th.px(3):
        return
    boxes = [pygame.Rect(inner.x + p * w, inner.bottom - box_h, w - th.px(0.3), box_h) for p in range(n)]
    tops = [_castle(surface, box, art, st, p, app.seat_colour(session, p)) for p, box in enumerate(boxes)]
    for p, box in enumerate(boxes):  # the names in one row, just above the tallest castle
        label = app.seat_name(session, p)
        img = th.text(label, th.fit_size(label, th.px(0.7), box.w), th.c["ink_soft"])
        surface.blit(img, img.get_rect(midbottom=(box.centerx, min(tops) - th.px(0.3))))


def _table(surface: pygame.Surface, inner: pygame.Rect, app, session, st) -> int:
    """Where each player's points came from, one column per source (`st`: the table as
    everyone sees it), in the outcome's order; returns the y below."""
    th, t = app.theme, app.t
    outcome = session.outcome()
    ranking = outcome.ranking if outcome is not None else st.ranking()
    parts = RESULT_COLUMNS[st.mode]
    labels = {"build": t("castle_crush.results.col_build"), "attack": t("castle_crush.results.col_attack"),
              "characters": t("castle_crush.kind.king") + " + " + t("castle_crush.kind.general"),
              "final": t("castle_crush.ui.final_count")}
    name_w = min(int(inner.w * 0.36), th.px(11))
    col = min((inner.w - name_w) // len(parts), th.px(6))
    y = inner.y
    # Headings wrap onto two lines rather than shrink out of sight; one size for all.
    width = col - th.px(0.3)
    heads = {part: th.wrap(labels[part], th.px(0.7), width, bold=True) for part in parts}
    size = min(th.fit_size(line, th.px(0.7), width, bold=True) for lines in heads.values() for line in lines)
    line_h = th.font(size, False, True).get_linesize()
    for i, part in enumerate(parts):
        for j, line in enumerate(heads[part]):
            img = th.text(line, size, th.c["ink"], bold=True)
            surface.blit(img, img.get_rect(midtop=(inner.x + name_w + col * i + col // 2, y + j * line_h)))
    y += max(len(lines) for lines in heads.values()) * line_h + th.px(0.5)
    for p in ranking:
        name = app.seat_name(session, p)
        pygame.draw.rect(surface, app.seat_colour(session, p), pygame.Rect(inner.x, y + th.px(0.15), th.px(0.7), th.px(0.7)))
        img = th.text(name, th.fit_size(name, th.px(0.8), name_w - th.px(1.4)), th.c["ink"])
        surface.blit(img, (inner.x + th.px(1.0), y))
        for i, part in enumerate(parts):
            img = th.text(str(st.parts[p][part]), th.px(0.8), th.c["ink"])
            surface.blit(img, img.get_rect(midtop=(inner.x + name_w + col * i + col // 2, y)))
        y += th.px(1.3)
    return y


def _castle(surface: pygame.Surface, box: pygame.Rect, art: PieceArt, st, castle: int, colour) -> int:
    """One castle as it stands, widened to take in pieces lying far out on the table
    (they would otherwise be drawn beyond its box, over the next panel). Returns the
    screen y just above its highest piece."""
    pieces = st.worlds[castle].get("pieces", [])
    half, highest = 2.8, 1.0
    for pc in pieces:
        shape = art.shapes[pc["kind"]]
        r = math.hypot(shape.width, shape.height) / 2
        half, highest = max(half, abs(pc["x"]) + r + 0.2), max(highest, pc["y"] + r)
    cam = Camera(box.inflate(0, -8).move(0, 4), -half, half, -0.3, max(4.0, highest + 0.3))
    surface.set_clip(box)
    try:
        art.ground(surface, cam, colour, None, show_hammer_base=False)
        for pc in pieces:
            art.piece(surface, cam, pc["kind"], pc["x"], pc["y"], pc["angle"], bool(pc.get("mirrored")), colour)
    finally:
        surface.set_clip(None)
    return max(box.top, int(cam.to_screen(0.0, highest)[1]))
