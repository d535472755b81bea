"""Drawing the Crack Word board (a `Screen` → pixels); nothing here changes the game.

Each painter takes what it draws: the screen (the view model), the layout, the seats'
words and the parts whose motion or choices show (`Motion`, `Selection`).
"""

from __future__ import annotations

import pygame
from ludotheque.client.colours import named
from ludotheque.client.scenes.crack_word.cards import card_back
from ludotheque.client.scenes.crack_word.events import Motion
from ludotheque.client.scenes.crack_word.layout import Layout
from ludotheque.client.scenes.crack_word.screen import Screen
from ludotheque.client.scenes.crack_word.selection import Selection
from ludotheque.client.scenes.crack_word.words import Words
from ludotheque.client.ui import draw

TONES = {"good": named("tone_good", "crack_word"), "bad": named("tone_bad", "crack_word")}
LANE, LANE_HOT = named("lane", "crack_word"), named("lane_hot", "crack_word")
REFUSED = named("refused", "crack_word")


def players(surface: pygame.Surface, screen: Screen, lay: Layout, words: Words) -> None:
    th = words.app.theme
    for line, rect in zip(screen.players, lay.players, strict=False):
        p = line.seat
        colour = words.colour(p)
        active = line.current
        pygame.draw.rect(surface, th.c["table_dark"], rect, border_radius=th.px(0.35))
        pygame.draw.rect(surface, th.c["brass_light"] if active else th.c["brass_dark"], rect,
                         max(2, th.px(0.16)) if active else 1, border_radius=th.px(0.35))
        stripe = pygame.Rect(rect.x + 2, rect.y + 2, th.px(0.45), rect.h - 4)
        pygame.draw.rect(surface, colour, stripe, border_radius=th.px(0.2))
        x = stripe.right + th.px(0.4)
        room = rect.right - x - th.px(0.3)
        name = words.name(p)
        if line.passed:
            name = f"{name} · {words.t('ui.passed')}"
        size = th.fit_size(name, th.px(0.9), room, bold=True)
        ink = th.c["highlight"] if active else th.c["parchment"]
        surface.blit(th.text(name, size, ink, bold=True), (x, rect.y + th.px(0.2)))
        counts = "  ".join((words.t("crack_word.ui.cards", n=line.hand), words.t("crack_word.ui.pile", n=line.pile),
                            words.t("crack_word.ui.points", n=line.points)))
        size = th.fit_size(counts, th.px(0.8), room)
        surface.blit(th.text(counts, size, th.c["brass_light"]), (x, rect.y + th.px(1.35)))
        symbol = words.symbol(p)
        if symbol is not None:
            draw.symbol(surface, symbol, (rect.right - th.px(0.7), rect.y + th.px(0.7)), th.px(0.7), colour)


def hint(surface: pygame.Surface, lay: Layout, th, said: tuple[str, str]) -> None:
    text, tone = said
    if not text:
        return
    colour = TONES.get(tone, th.c["brass_light"] if tone == "crack" else th.c["parchment"])
    size = th.fit_size(text, th.px(0.95), lay.hint.w, bold=tone != "plain")
    img = th.text(text, size, colour, bold=tone != "plain")
    surface.blit(img, img.get_rect(midleft=(lay.hint.x, lay.hint.centery)))


def rows(surface: pygame.Surface, screen: Screen, lay: Layout, words: Words, motion: Motion,
         target: tuple[int, bool] | None) -> None:
    th = words.app.theme
    hidden = motion.hidden_slots()
    either = screen.either_end
    for r, lane in enumerate(lay.lanes):
        dx = motion.shake_offset(r)
        lane_rect = lane.move(dx, 0)
        hot = target is not None and target[0] == r
        pygame.draw.rect(surface, LANE_HOT if hot else LANE, lane_rect, border_radius=th.px(0.4))
        pygame.draw.rect(surface, th.c["brass_dark"], lane_rect, 1, border_radius=th.px(0.4))
        label = lay.label_rect(r).move(dx, 0)
        pygame.draw.circle(surface, th.c["brass"], label.center, label.w // 2)
        num = th.text(str(r + 1), th.px(1.0), th.c["ink"], serif=True, bold=True)
        surface.blit(num, num.get_rect(center=label.center))
        row = screen.rows[r]
        slots = lay.row_slots(r, len(row), either)
        for i, card in enumerate(row):
            if (r, i) in hidden:
                continue
            surface.blit(words.card(card[0], card[1], card[2], lay.row_card), slots[i].move(dx, 0))
        if not row:
            img = th.text(words.t("crack_word.ui.empty_row"), th.px(0.85), th.c["ink_soft"])
            surface.blit(img, img.get_rect(midleft=(slots[-1].x + th.px(0.3), lane.centery)))
        if screen.held is not None and screen.can_act:
            ends = [(len(slots) - 1, True), (len(row), False)] if either else [(-1, False)]
            for index, left in ends:
                slot = slots[index].move(dx, 0)
                on = hot and target[1] == left
                pygame.draw.rect(surface, th.c["highlight"] if on else th.c["brass_dark"], slot,
                                 max(2, th.px(0.12)) if on else 1, border_radius=th.px(0.3))
        fading = motion.refused_ghost(r)
        if fading is not None:
            ghost, alpha = fading
            img = words.card(ghost.owner, ghost.face, ghost.letter, lay.row_card).copy()
            img.set_alpha(alpha)
            surface.blit(img, slots[len(row)].move(dx, 0))
            pygame.draw.line(surface, REFUSED, slots[len(row)].topleft, slots[len(row)].bottomright, 4)


def hand(surface: pygame.Surface, screen: Screen, lay: Layout, words: Words, selection: Selection,
         label: str) -> None:
    """The viewer's hand (`label` above it), or the backs of the mover's cards when the
    screen shows nobody's hand."""
    th = words.app.theme
    area = lay.hand_area
    viewer = screen.viewer
    if viewer is None:
        label = words.t("crack_word.ui.hidden_hand")
        surface.blit(th.text(label, th.px(0.9), th.c["parchment"], bold=True), (area.x, area.y))
        for rect in lay.hand_slots(screen.hidden_hand):
            surface.blit(card_back(th, lay.hand_card), rect)
        return
    surface.blit(th.text(label, th.px(0.9), th.c["parchment"], bold=True), (area.x, area.y))
    faces = screen.hand
    drag = selection.drag
    dragged = drag.index if drag is not None and drag.moved else None
    for i, rect in enumerate(lay.hand_slots(len(faces))):
        if i == dragged:
            continue
        lift = th.px(0.7) if i == selection.selected else (th.px(0.3) if i == selection.hover_card else 0)
        face = faces[i]
        letter = "?" if face == "JOKER" else face
        surface.blit(words.card(viewer, face, letter, lay.hand_card), rect.move(0, -lift))
        if i == selection.selected:
            pygame.draw.rect(surface, th.c["highlight"], rect.move(0, -lift).inflate(4, 4), 2,
                             border_radius=th.px(0.35))
    face = screen.face(dragged)
    if drag is not None and face is not None:
        img = words.card(viewer, face, "?" if face == "JOKER" else face, lay.hand_card)
        surface.blit(img, img.get_rect(center=drag.pos))


def pass_button(surface: pygame.Surface, screen: Screen, lay: Layout, words: Words, mouse: tuple[int, int]) -> None:
    if not screen.pass_offered:
        return
    th, rect = words.app.theme, lay.pass_button
    hover = rect.collidepoint(mouse)
    pygame.draw.rect(surface, th.c["red"] if not hover else named("button_hover", "crack_word"), rect, border_radius=th.px(0.3))
    pygame.draw.rect(surface, th.c["brass_dark"], rect, 1, border_radius=th.px(0.3))
    text = words.t("crack_word.ui.pass")
    img = th.text(text, th.fit_size(text, th.px(0.9), rect.w - th.px(0.6), bold=True), th.c["highlight"], bold=True)
    surface.blit(img, img.get_rect(center=rect.center))


def flights(surface: pygame.Surface, screen: Screen, lay: Layout, motion: Motion) -> None:
    for flight, tween in motion.flights:
        if not tween.started and not flight.waits_visible:
            continue
        end = flight.end
        if end is None and flight.slot is not None:
            r, i = flight.slot
            slots = lay.row_slots(r, len(screen.rows[r]), screen.either_end)
            end = slots[min(i, len(slots) - 1)].center
        flight.draw(surface, end or flight.start, tween)
