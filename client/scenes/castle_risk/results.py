"""The results screen's panel for Castle Risk: who held which castles, lands and armies."""

from __future__ import annotations

import pygame
from ludotheque.client.colours import named
from ludotheque.client.scenes.castle_risk.mapview import MapView
from ludotheque.client.ui import draw
from ludotheque.rules.castle_risk.asks import alive_players, read
from ludotheque.rules.castle_risk.data import EMPTY, MAP

STALEMATE = "castle_risk.end.stalemate"  # the Outcome's reason when nothing could change any more
_MINI: dict[tuple, MapView] = {}
DECIDED = {"castles": "castle_risk.results.decided_castles",
           "territories": "castle_risk.results.decided_territories",
           "armies": "castle_risk.results.decided_armies"}  # one small map per screen area, painted once


def draw_results(surface: pygame.Surface, rect: pygame.Rect, app, session) -> None:
    th, st = app.theme, read(session.view_model(None).to_wire())  # a finished game, as the whole table sees it
    outcome = session.outcome()  # who won and in what order: the rules' one answer
    ranking = outcome.ranking if outcome is not None else st.ranking()
    stalemate = outcome is not None and outcome.reason == STALEMATE
    draw.panel(surface, rect, th)
    inner = rect.inflate(-th.px(1.2), -th.px(1.2))
    title = app.t("castle_risk.results.stalemate_title" if stalemate else "castle_risk.results.title")
    surface.blit(th.text(title, th.px(1.0), th.c["ink"], serif=True, bold=True), inner.topleft)
    heads = [app.t("castle_risk.results.castles"), app.t("castle_risk.results.territories"),
             app.t("castle_risk.results.armies")]
    cols = [inner.x + inner.w * f for f in (0.48, 0.66, 0.84)]
    y = inner.y + th.px(1.8)
    size = th.px(0.7)
    row_h = min(th.px(1.6), (inner.bottom - y - th.px(1.3)) // max(1, st.num_players))
    decided = st.decided_by() if stalemate else None
    if decided is not None:  # the column that decided the order, shaded
        x = cols[st.STANDING.index(decided[0])]
        band = pygame.Rect(0, 0, inner.w * 0.17, th.px(1.3) + row_h * st.num_players)
        band.midtop = (round(x), y - th.px(0.2))
        pygame.draw.rect(surface, named("results_band", "castle_risk"), band, border_radius=th.px(0.3))
    for x, head in zip(cols, heads, strict=True):
        img = th.text(head, th.fit_size(head, size, inner.w // 6, bold=True), th.c["ink_soft"], bold=True)
        surface.blit(img, img.get_rect(midtop=(x, y)))
    y += th.px(1.3)
    for p in ranking:
        colour = app.seat_colour(session, p)
        pygame.draw.circle(surface, colour, (inner.x + th.px(0.4), y + row_h // 2), th.px(0.35))
        name = app.seat_name(session, p)
        if not st.alive[p]:
            name += " — " + app.t("castle_risk.panel.out")
        img = th.text(name, th.fit_size(name, size, int(inner.w * 0.36)), th.c["ink"])
        surface.blit(img, (inner.x + th.px(1.0), y + (row_h - img.get_height()) // 2))
        for x, value in zip(cols, st.standing(p), strict=True):
            num = th.text(str(value), size, th.c["ink"], bold=True)
            surface.blit(num, num.get_rect(center=(x, y + row_h // 2)))
        y += row_h
    if stalemate:
        y = _stalemate_note(surface, pygame.Rect(inner.x, y + th.px(0.4), inner.w, 0), app, session, st,
                            outcome.winners, decided)
    area = pygame.Rect(inner.x, y + th.px(0.6), inner.w, inner.bottom - y - th.px(0.6))
    if area.h > th.px(6):
        emptied = {t: p for t, p in last_holders(session).items() if st.owner[t] == EMPTY}
        if emptied:  # a line under the map says what the hollow marks are
            note = app.t("castle_risk.results.emptied")
            img = th.text(note, th.fit_size(note, th.px(0.62), area.w), th.c["ink_soft"])
            surface.blit(img, img.get_rect(midbottom=(area.centerx, area.bottom)))
            area.h -= img.get_height() + th.px(0.2)
        _mini_map(surface, area, app, session, st.owner, emptied)


# Log lines that say a seat holds a territory (claimed, conquered, reoccupied, armies placed).
HOLDS = ("castle_risk.log.castle", "castle_risk.log.claim", "castle_risk.log.place", "castle_risk.log.conquer",
         "castle_risk.log.reoccupy", "castle_risk.log.reveal")
_TERRITORY = "castle_risk.territory."


def last_holders(session) -> dict[str, int]:
    """Who last held each territory, as the public log tells it: a territory left empty at
    the end was the beaten player's, emptied when his castle fell (issue 31: the map left
    those blank, as if nobody had ever held them)."""
    held: dict[str, int] = {}
    for entry in session.visible_log(None):
        event = entry.event
        if event.key in HOLDS:
            territory = str(event.params.get("territory_key", "")).removeprefix(_TERRITORY)
            if territory in MAP.by_id and isinstance(event.params.get("player"), int):
                held[territory] = event.params["player"]
    return held


def _stalemate_note(surface: pygame.Surface, rect: pygame.Rect, app, session, st, winners, decided) -> int:
    """Why the game stopped and how the order was decided; returns the y below it."""
    th = app.theme
    size = th.px(0.66)
    if decided is None:
        names = ", ".join(app.seat_name(session, p) for p in winners)
        verdict = app.t("castle_risk.results.tied", players=names)
    else:
        leader = max(alive_players(st), key=st.standing)
        verdict = app.t(DECIDED[decided[0]], player=app.seat_name(session, leader), a=decided[1], b=decided[2])
    y = rect.y
    for text, bold in ((app.t("castle_risk.results.stalemate"), False), (verdict, True)):
        for line in th.wrap(text, size, rect.w, bold=bold):
            surface.blit(th.text(line, size, th.c["ink"], bold=bold), (rect.x, y))
            y += round(size * 1.3)
    return y


def _mini_map(surface: pygame.Surface, area: pygame.Rect, app, session, owner: dict[str, int],
              emptied: dict[str, int]) -> None:
    """The final map, each territory marked with its holder's colour; one emptied by a
    player's fall with a hollow ring of his colour."""
    key = (area.topleft, area.size, app.translator.lang)
    view = _MINI.get(key)
    if view is None:
        view = _MINI[key] = MapView()
        view.fit(area)
    names = {t: "" for t in MAP.ids}
    surface.blit(view.picture(app.theme, names), view.rect)
    r = max(3, round(4 * view.scale))
    for t, pos in view.anchors.items():
        if owner[t] != EMPTY:
            pygame.draw.circle(surface, app.seat_colour(session, owner[t]), pos, r)
            pygame.draw.circle(surface, named("results_ring", "castle_risk"), pos, r, 1)
        elif t in emptied:
            pygame.draw.circle(surface, named("results_ring", "castle_risk"), pos, r + 1, 1)
            pygame.draw.circle(surface, app.seat_colour(session, emptied[t]), pos, r, max(2, r // 2))
