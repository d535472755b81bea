"""Drawing the Crack Word board (state → pixels); nothing here changes the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from ludotheque.client.scenes.crack_word.cards import card_back, card_face
from ludotheque.rules.crack_word.cards import row_text

if TYPE_CHECKING:
    from ludotheque.client.scenes.crack_word.board import CrackWordBoard


def seat_card(board: CrackWordBoard, owner: int, face: str, letter: str, size) -> pygame.Surface:
    app = board.app
    symbol = app.seat_symbol(board.session, owner) if app.settings.colour_blind else None
    captions = (app.t("crack_word.card.poubelle"), app.t("crack_word.card.joker"))
    return card_face(app.theme, app.seat_colour(board.session, owner), face, letter, tuple(size), symbol, captions)


def players(board: CrackWordBoard, surface: pygame.Surface) -> None:
    app, th, st = board.app, board.app.theme, board.state
    current = st.current_player()
    for p, rect in enumerate(board.lay.players):
        colour = app.seat_colour(board.session, p)
        active = p == current
        pygame.draw.rect(surface, th.c["table_dark"], rect, border_radius=th.px(0.35))
        pygame.draw.rect(surface, th.c["brass_light"] if active else th.c["brass_dark"], rect,
                         max(2, th.px(0.16)) if active else 1, border_radius=th.px(0.35))
        stripe = pygame.Rect(rect.x + 2, rect.y + 2, th.px(0.45), rect.h - 4)
        pygame.draw.rect(surface, colour, stripe, border_radius=th.px(0.2))
        x = stripe.right + th.px(0.4)
        room = rect.right - x - th.px(0.3)
        name = app.seat_name(board.session, p)
        if st.passed[p]:
            name = f"{name} · {app.t('crack_word.ui.passed')}"
        size = th.fit_size(name, th.px(0.9), room, bold=True)
        ink = th.c["highlight"] if active else th.c["parchment"]
        surface.blit(th.text(name, size, ink, bold=True), (x, rect.y + th.px(0.2)))
        counts = "  ".join((
            app.t("crack_word.ui.cards", n=len(st.hands[p])),
            app.t("crack_word.ui.pile", n=len(st.piles[p])),
            app.t("crack_word.ui.points", n=len(st.points[p])),
        ))
        size = th.fit_size(counts, th.px(0.8), room)
        surface.blit(th.text(counts, size, th.c["brass_light"]), (x, rect.y + th.px(1.35)))
        if app.settings.colour_blind:
            from ludotheque.client.ui import draw

            draw.symbol(surface, app.seat_symbol(board.session, p), (rect.right - th.px(0.7), rect.y + th.px(0.7)),
                        th.px(0.7), colour)


def hint(board: CrackWordBoard, surface: pygame.Surface) -> None:
    th = board.app.theme
    text, tone = board.hint_text()
    if not text:
        return
    colour = {"good": (150, 230, 140), "bad": (255, 150, 130), "crack": th.c["brass_light"]}.get(tone, th.c["parchment"])
    size = th.fit_size(text, th.px(0.95), board.lay.hint.w, bold=tone != "plain")
    img = th.text(text, size, colour, bold=tone != "plain")
    surface.blit(img, img.get_rect(midleft=(board.lay.hint.x, board.lay.hint.centery)))


def rows(board: CrackWordBoard, surface: pygame.Surface) -> None:
    app, th, st, lay = board.app, board.app.theme, board.state, board.lay
    hidden = board.hidden_slots()
    target = board.drop_target()
    for r, lane in enumerate(lay.lanes):
        dx = board.shake_offset(r)
        lane_rect = lane.move(dx, 0)
        hot = target is not None and target[0] == r
        pygame.draw.rect(surface, (44, 30, 19) if not hot else (70, 52, 30), lane_rect, border_radius=th.px(0.4))
        pygame.draw.rect(surface, th.c["brass_dark"], lane_rect, 1, border_radius=th.px(0.4))
        label = lay.label_rect(r).move(dx, 0)
        pygame.draw.circle(surface, th.c["brass"], label.center, label.w // 2)
        num = th.text(str(r + 1), th.px(1.0), th.c["ink"], serif=True, bold=True)
        surface.blit(num, num.get_rect(center=label.center))
        row = st.rows[r]
        slots = lay.row_slots(r, len(row), st.either_end)
        for i, card in enumerate(row):
            if (r, i) in hidden:
                continue
            surface.blit(seat_card(board, card[0], card[1], card[2], lay.row_card), slots[i].move(dx, 0))
        if not row:
            text = app.t("crack_word.ui.empty_row")
            img = th.text(text, th.px(0.85), th.c["ink_soft"])
            surface.blit(img, img.get_rect(midleft=(slots[-1].x + th.px(0.3), lane.centery)))
        if board.selected_face() is not None and board.host.can_act():
            ends = [(len(slots) - 1 if st.either_end else -1, True), (len(row), False)] if st.either_end else [(-1, False)]
            for index, left in ends:
                slot = slots[index].move(dx, 0)
                on = hot and target[1] == left
                pygame.draw.rect(surface, th.c["highlight"] if on else th.c["brass_dark"], slot,
                                 max(2, th.px(0.12)) if on else 1, border_radius=th.px(0.3))
        ghost = board.refused_ghost(r)
        if ghost is not None:
            owner, face, letter, alpha = ghost
            img = seat_card(board, owner, face, letter, lay.row_card).copy()
            img.set_alpha(alpha)
            surface.blit(img, slots[len(row)].move(dx, 0))
            pygame.draw.line(surface, (230, 40, 30), slots[len(row)].topleft, slots[len(row)].bottomright, 4)


def hand_label(board: CrackWordBoard, viewer: int) -> str:
    """"Your hand" at the table; a replay (a host with a timeline) or an AI seat's hand is
    named, since whoever watches is not that player."""
    app = board.app
    replay = getattr(board.host, "timeline", None) is not None
    if replay or not board.session.seats[viewer].is_human:
        return app.t("crack_word.ui.hand_of", name=app.seat_name(board.session, viewer))
    return app.t("crack_word.ui.your_hand")


def hand(board: CrackWordBoard, surface: pygame.Surface) -> None:
    app, th, lay = board.app, board.app.theme, board.lay
    viewer = board.host.viewer
    area = lay.hand_area
    if viewer is None:
        current = board.state.current_player()
        count = len(board.state.hands[current]) if current is not None else 0
        label = app.t("crack_word.ui.hidden_hand")
        surface.blit(th.text(label, th.px(0.9), th.c["parchment"], bold=True), (area.x, area.y))
        for rect in lay.hand_slots(count):
            surface.blit(card_back(th, lay.hand_card), rect)
        return
    surface.blit(th.text(hand_label(board, viewer), th.px(0.9), th.c["parchment"], bold=True), (area.x, area.y))
    faces = board.hand_faces()
    drag = board.drag
    for i, rect in enumerate(lay.hand_slots(len(faces))):
        if drag is not None and drag["index"] == i and drag["moved"]:
            continue
        lift = th.px(0.7) if i == board.selected else (th.px(0.3) if i == board.hover_card else 0)
        face = faces[i]
        letter = "?" if face == "JOKER" else face
        surface.blit(seat_card(board, viewer, face, letter, lay.hand_card), rect.move(0, -lift))
        if i == board.selected:
            pygame.draw.rect(surface, th.c["highlight"], rect.move(0, -lift).inflate(4, 4), 2,
                             border_radius=th.px(0.35))
    if drag is not None and drag["moved"]:
        face = faces[drag["index"]] if drag["index"] < len(faces) else None
        if face is not None:
            img = seat_card(board, viewer, face, "?" if face == "JOKER" else face, lay.hand_card)
            surface.blit(img, img.get_rect(center=drag["pos"]))


def pass_button(board: CrackWordBoard, surface: pygame.Surface) -> None:
    if not board.pass_offered():
        return
    th, rect = board.app.theme, board.lay.pass_button
    hover = rect.collidepoint(board.mouse)
    pygame.draw.rect(surface, th.c["red"] if not hover else (190, 70, 50), rect, border_radius=th.px(0.3))
    pygame.draw.rect(surface, th.c["brass_dark"], rect, 1, border_radius=th.px(0.3))
    text = board.app.t("crack_word.ui.pass")
    img = th.text(text, th.fit_size(text, th.px(0.9), rect.w - th.px(0.6), bold=True), th.c["highlight"], bold=True)
    surface.blit(img, img.get_rect(center=rect.center))


def flights(board: CrackWordBoard, surface: pygame.Surface) -> None:
    for flight in board.flights:
        if flight.age < flight.delay and not flight.waits_visible:
            continue
        end = flight.end
        if end is None and flight.slot is not None:
            r, i = flight.slot
            slots = board.lay.row_slots(r, len(board.state.rows[r]), board.state.either_end)
            end = slots[min(i, len(slots) - 1)].center
        flight.draw(surface, end or flight.start)


def row_word(board: CrackWordBoard, r: int) -> str:
    return row_text(board.state.rows[r])
