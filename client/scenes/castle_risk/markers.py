"""What is drawn over the map each frame: highlights, army badges, castles, the attack
arrow and the hover tooltip."""

from __future__ import annotations

from typing import Any

import ludotheque.client.scenes.castle_risk.texts as texts
import pygame
from ludotheque.client.colours import INK, WHITE, named
from ludotheque.client.scenes.castle_risk.mapview import MapView, badge_radius, marker_boxes
from ludotheque.client.scenes.castle_risk.screen import Screen
from ludotheque.client.scenes.castle_risk.selection import Selection
from ludotheque.client.scenes.castle_risk.style import (
    HIGHLIGHT_PLACE,
    HIGHLIGHT_SEA,
    HIGHLIGHT_SOURCE,
    HIGHLIGHT_TARGET,
)
from ludotheque.client.scenes.castle_risk.words import Words
from ludotheque.client.ui import draw
from ludotheque.client.ui.draw import lerp_colour
from ludotheque.client.ui.motion import Timers
from ludotheque.rules.castle_risk.data import EMPTY
from ludotheque.rules.castle_risk.phases import Phase

KIND_COLOURS = {"place": HIGHLIGHT_PLACE, "source": HIGHLIGHT_SOURCE, "target": HIGHLIGHT_TARGET,
                "sea": HIGHLIGHT_SEA, "selected": WHITE}


def highlights(surface: pygame.Surface, view: MapView, screen: Screen, sel: Selection, flash: Timers[str],
               pulse: float, quiet: bool, words: Words) -> None:
    """What a click would act on, the choice, the hover, what just changed, and the
    attack under way (`quiet`: a guide shows the one move, the others only outlined)."""
    width = max(2, round(view.scale * 2.2))
    marks = screen.marks
    for t, kind in marks.items():
        colour = KIND_COLOURS[kind]
        if kind == "target" and not quiet:
            view.wash(surface, t, colour, int(40 + 50 * pulse))
        elif kind == "place" and not quiet:
            view.wash(surface, t, colour, int(20 + 30 * pulse))
        thin = kind == "sea"  # sea targets can be many: an outline is enough
        view.highlight(surface, t, colour, max(1, width - 1) if thin else width + (kind == "selected"))
    selected = screen.picked.selected
    if selected:
        view.wash(surface, selected, WHITE, 70)
    if sel.hover and sel.hover in marks:
        view.wash(surface, sel.hover, WHITE, 60)
    for t, tween in flash.items():
        view.wash(surface, t, named("wash_flash", "castle_risk"), int(200 * min(1.0, tween.remaining() / 0.3)))
    view.cover_lakes(surface)
    a = screen.attack
    gap = badge_radius(view, words.app.theme) + 2
    if a:
        arrow(surface, view.anchors[a.source], view.anchors[a.target],
              HIGHLIGHT_SEA if a.by_sea else HIGHLIGHT_TARGET, width + 1, gap)
        in_play(surface, view, screen, words)
    elif selected and sel.hover and marks.get(sel.hover) in ("target", "sea"):
        arrow(surface, view.anchors[selected], view.anchors[sel.hover],
              KIND_COLOURS[marks[sel.hover]], width, gap)


def in_play(surface: pygame.Surface, view: MapView, screen: Screen, words: Words) -> None:
    """Beside the attack's arrow, what rides with it: the armies aboard the Admiral, the
    attacker's General, the defender's Marshal."""
    th = words.app.theme
    a = screen.attack
    lines = texts.in_play(words, screen, screen.player) + texts.in_play(words, screen, a.defender)
    if not lines:
        return
    size = max(9, th.px(0.55))
    images = [th.text(line, size, named("callout_text", "castle_risk"), bold=True) for line in lines]
    w = max(img.get_width() for img in images) + th.px(0.5)
    h = sum(img.get_height() for img in images) + th.px(0.3)
    (x1, y1), (x2, y2) = view.anchors[a.source], view.anchors[a.target]
    r = badge_radius(view, th)
    mid = ((x1 + x2) // 2, (y1 + y2) // 2)
    markers = marker_boxes(view, r, frozenset())
    spots = []
    for dx, dy in ((0, -1), (0, 1), (1, 0), (-1, 0), (1, -1), (-1, -1), (1, 1), (-1, 1)):
        box = pygame.Rect(0, 0, w, h)
        box.center = (mid[0] + dx * (w // 2 + r), mid[1] + dy * (h // 2 + r))
        box = box.clamp(view.rect)
        spots.append(box)
    box = min(spots, key=lambda b: len(b.collidelistall(markers)))  # clear of the badges if it can
    pygame.draw.rect(surface, named("callout_box", "castle_risk"), box, border_radius=th.px(0.3))
    pygame.draw.rect(surface, HIGHLIGHT_SEA if a.by_sea else HIGHLIGHT_TARGET, box, 1, border_radius=th.px(0.3))
    y = box.y + th.px(0.15)
    for img in images:
        surface.blit(img, (box.x + th.px(0.25), y))
        y += img.get_height()


GUIDE = named("guide", "castle_risk")


def guide(surface: pygame.Surface, view: MapView, places: list[str], button: Any, route: list[tuple[int, int]],
          pulse: float, th: Any) -> None:
    """The guided move (a hint, a tutorial step): its territories washed and outlined in
    gold, an arrow for an attack, or a gold frame round the button that plays it (and
    the callout's pointer, on from the panel's edge along `route`)."""
    width = max(2, round(view.scale * 2.6))
    for t in places:
        view.wash(surface, t, GUIDE, int(50 + 60 * pulse))
        view.highlight(surface, t, GUIDE, width)
    if len(places) == 2:
        arrow(surface, view.anchors[places[0]], view.anchors[places[1]], GUIDE, width + 1,
              badge_radius(view, th) + 2)
    if button is not None:
        frame = button.rect.inflate(th.px(0.35), th.px(0.35))
        pygame.draw.rect(surface, GUIDE, frame, max(2, round(2 + 2 * pulse)), border_radius=th.px(0.4))
        if len(route) > 1:
            width = max(2, th.px(0.12))
            pygame.draw.lines(surface, named("arrow_outline", "castle_risk"), False, route, width + 2)
            pygame.draw.lines(surface, GUIDE, False, route, width)


def arrow(surface: pygame.Surface, a, b, colour, width: int, gap: int = 10) -> None:
    """From badge edge to badge edge, so the army counts stay readable."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    a = (a[0] + ux * gap, a[1] + uy * gap)
    tip = (b[0] - ux * gap, b[1] - uy * gap)
    pygame.draw.line(surface, named("arrow_outline", "castle_risk"), a, tip, width + 2)
    pygame.draw.line(surface, colour, a, tip, width)
    size = 4 + width * 2
    left = (tip[0] - ux * size - uy * size * 0.6, tip[1] - uy * size + ux * size * 0.6)
    right = (tip[0] - ux * size + uy * size * 0.6, tip[1] - uy * size - ux * size * 0.6)
    pygame.draw.polygon(surface, colour, [tip, left, right])
    pygame.draw.polygon(surface, named("arrow_outline", "castle_risk"), [tip, left, right], 1)


def badges(surface: pygame.Surface, view: MapView, screen: Screen, words: Words,
           origin: tuple[int, int] = (0, 0)) -> None:
    """Army counts in the owner's colour, castles, and the viewer's hidden armies."""
    app = words.app
    th = app.theme
    r = badge_radius(view, th)
    size = max(10, round(r * 1.25))
    hidden = set(screen.secrets.hidden) if screen.secrets is not None else set()
    for t, (ax, ay) in view.anchors.items():
        x, y = ax - origin[0], ay - origin[1]
        owner = screen.owner[t]
        if owner == EMPTY:
            pygame.draw.circle(surface, named("token_ring", "castle_risk"), (x, y), r // 2, 1)
            continue
        colour = words.colour(owner)
        pygame.draw.circle(surface, named("token_shadow", "castle_risk"), (x + 1, y + 2), r)
        pygame.draw.circle(surface, colour, (x, y), r)
        pygame.draw.circle(surface, INK, (x, y), r, max(1, r // 6))
        light = sum(colour[:3]) > 420
        armies = str(screen.armies[t])
        img = th.text(armies, th.fit_size(armies, size, 2 * r - 2, bold=True),
                      INK if light else named("token_label_dark", "castle_risk"), bold=True)
        surface.blit(img, img.get_rect(center=(x, y + 1)))
        if app.settings.colour_blind:
            draw.symbol(surface, words.symbol(owner), (x + r, y - r), r * 0.8, colour)
        if t in screen.castles:
            castle(surface, (x - r - r // 2, y - r // 3), r, colour)
        if t in hidden:
            pygame.draw.circle(surface, named("admiral_ring", "castle_risk"), (x, y), r + 3, 2)


def castle(surface: pygame.Surface, centre, r: int, colour) -> None:
    """A small keep with three merlons, the castle chip."""
    cx, cy = centre
    w, h = r * 1.3, r * 1.2
    body = pygame.Rect(0, 0, w, h)
    body.center = (cx, cy)
    pts = [(body.left, body.bottom), (body.left, body.top)]
    step = w / 5
    for k in range(5):
        top = body.top - (h * 0.3 if k % 2 == 0 else 0)
        pts += [(body.left + k * step, top), (body.left + (k + 1) * step, top)]
    pts += [(body.right, body.top), (body.right, body.bottom)]
    pygame.draw.polygon(surface, lerp_colour(colour, WHITE, 0.25), pts)
    pygame.draw.polygon(surface, named("brass", "castle_risk"), pts, 2)
    door = pygame.Rect(0, 0, w * 0.3, h * 0.45)
    door.midbottom = body.midbottom
    pygame.draw.rect(surface, INK, door, border_top_left_radius=4, border_top_right_radius=4)


def tooltip(surface: pygame.Surface, view: MapView, screen: Screen, sel: Selection, words: Words) -> None:
    t = sel.hover
    if t is None:
        return
    app = words.app
    th = app.theme
    lines = [words.place(t) + "  ·  " + words.empire(t)]
    owner = screen.owner[t]
    if owner == EMPTY:
        lines.append(words.t("tip.empty"))
    else:
        lines.append(words.t("tip.armies", player=words.seat(owner), n=screen.armies[t]))
        keeper = screen.castle_keeper.get(t)
        if keeper is not None:
            lines.append(words.t("tip.castle", player=words.seat(keeper)))
    selected = screen.picked.selected
    if selected and screen.phase == Phase.MAIN and screen.can_act:
        odds = texts.odds_text(words, screen, selected, t)
        if odds:
            lines.append(odds)
    size = th.px(0.62)
    imgs = [th.text(line, size, named("tooltip_text", "castle_risk"), bold=i == 0) for i, line in enumerate(lines)]
    x, y = sel.mouse
    box = _tip_box(imgs, th)
    box.topleft = (x + th.px(0.8), y + th.px(0.8))
    box.clamp_ip(view.rect)
    _tip(surface, box, imgs, th, 225)


def card_tooltip(surface: pygame.Surface, tiles: list[tuple[pygame.Rect, str]], mouse: tuple[int, int],
                 app: Any) -> None:
    """Hovering a card in the hand: what it does, in full."""
    kind = next((k for r, k in tiles if r.collidepoint(mouse)), None)
    if kind is None:
        return
    th = app.theme
    size = th.px(0.64)
    width = th.px(13)
    lines = [app.t(f"castle_risk.card.{kind}")] + th.wrap(app.t(f"castle_risk.card.{kind}.help"), size, width)
    imgs = [th.text(line, size, named("tooltip_text", "castle_risk"), serif=i == 0, bold=i == 0) for i, line in enumerate(lines)]
    box = _tip_box(imgs, th)
    box.bottomright = (mouse[0] - th.px(0.3), mouse[1] - th.px(0.3))
    box.clamp_ip(surface.get_rect())
    _tip(surface, box, imgs, th, 235)


def _tip_box(imgs: list[pygame.Surface], th: Any) -> pygame.Rect:
    """The size of a tooltip holding these lines, one under the other."""
    return pygame.Rect(0, 0, max(i.get_width() for i in imgs) + th.px(0.8), sum(i.get_height() for i in imgs) + th.px(0.5))


def _tip(surface: pygame.Surface, box: pygame.Rect, imgs: list[pygame.Surface], th: Any, alpha: int) -> None:
    """A tooltip: its lines on a dark panel."""
    draw.dark_panel(surface, box, th, alpha=alpha)
    y = box.y + th.px(0.25)
    for img in imgs:
        surface.blit(img, (box.x + th.px(0.4), y))
        y += img.get_height()
