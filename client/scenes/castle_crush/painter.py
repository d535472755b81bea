"""Drawing the board: the castle in view (or its replay), the ghost or the aimed hammer,
the thumbnails of every castle, the hint line, the side panel and flying points. Every
painter draws the `Screen` (screen.py) with the `Kit`'s tools and the moving parts'
`Live` data; none reads the board."""

from __future__ import annotations

import math

import ludotheque.client.scenes.castle_crush.framing as framing
import ludotheque.client.scenes.castle_crush.guide as guide_mod
import ludotheque.client.scenes.castle_crush.handview as handview
import ludotheque.client.scenes.castle_crush.layout as L
import ludotheque.client.scenes.castle_crush.offview as offview
import ludotheque.client.scenes.castle_crush.panels as panels
import ludotheque.client.scenes.castle_crush.precision as precision
import ludotheque.client.scenes.castle_crush.texts as texts
import pygame
from ludotheque.client.colours import named
from ludotheque.client.scenes.castle_crush.art import Camera
from ludotheque.client.scenes.castle_crush.kit import Kit, Live
from ludotheque.client.scenes.castle_crush.replay import Replay
from ludotheque.client.scenes.castle_crush.screen import Screen
from ludotheque.client.ui import draw
from ludotheque.client.ui.motion import lerp_point
from ludotheque.rules.castle_crush.phases import Phase
from ludotheque.rules.castle_crush.port import HAMMER_ID

GHOST_ALPHA = 150
BAD = named("bad", "castle_crush")
WARN = named("warn", "castle_crush")
LABEL_INK = named("label_ink", "castle_crush")  # light on the label's dark plate: red on brown did not read
SPOT = named("spot", "castle_crush")
SPOT_RIM = named("spot_rim", "castle_crush")
GHOST_RIM = named("foot", "castle_crush")


def window(screen: Screen, layout, replay: Replay | None) -> tuple[float, float, float, float]:
    """The world rectangle the camera should show now (`layout`: the physics' layout)."""
    top = screen.top(screen.focus)
    if screen.attacking:
        # The hammer's head stays in view with its foot at either end of the base.
        left = layout.hammer_base_x + min(-L.ATTACK_LEFT_MARGIN, layout.foot_range[0] - L.HEAD_ROOM)
        base = (left, L.ATTACK_RIGHT, -L.GROUND_MARGIN, max(L.ATTACK_MIN_HEIGHT, top + 1.5))
    else:
        base = (-L.BUILD_HALF_WIDTH, L.BUILD_HALF_WIDTH, -L.GROUND_MARGIN,
                max(L.BUILD_MIN_HEIGHT, top + L.BUILD_HEADROOM))
    if replay is not None and replay.castle == screen.focus:
        return framing.widen(base, replay.reach(framing.LOOKAHEAD))
    return base


def draw_board(screen: Screen, kit: Kit, live: Live, surface: pygame.Surface) -> None:
    """The frame, the panels and the resting castle come from caches redrawn only when
    what they show changes; replays, the ghost and the aimed hammer are drawn live."""
    lay, app = screen.lay, kit.app
    chrome = kit.pictures.get("chrome", screen.ply, _chrome_key(screen, kit, live),
                              lambda: _chrome(screen, kit, live, surface))
    # Only the parts with something on them: the rest is the table the host just drew,
    # and the castle view is blitted from its own cache below.
    ox, oy = screen.rect.topleft
    for part in _chrome_parts(lay):
        surface.blit(chrome, part.topleft, part.move(-ox, -oy))
    cam = live.camera
    castle = screen.focus
    backdrop = lay.view.move(-ox, -oy)  # the view's dark panel, in the chrome
    if live.replay is not None and live.replay.castle == castle:
        surface.blit(chrome, lay.view.topleft, backdrop)
        _replay(screen, kit, live.replay, surface, cam, castle)
    elif live.carrier is not None:
        surface.blit(chrome, lay.view.topleft, backdrop)
        surface.set_clip(lay.view)
        try:
            handview.live(screen, kit, live.carrier, surface, cam, castle)
            _caption(screen, kit, surface, castle, lay.view.topleft)
            precision.draw(screen, kit, live.carrier, surface, cam, screen.ui.aid)
        finally:
            surface.set_clip(None)
    else:
        key = (castle, tuple(round(v, 3) for v in live.bounds), lay.view.size,
               app.settings.colour_blind, screen.attacking, app.translator.lang)
        view = kit.pictures.get("view", screen.ply, key, lambda: _resting_view(screen, kit, live.bounds,
                                                                   chrome.subsurface(backdrop), castle))
        surface.blit(view, lay.view.topleft)
        surface.set_clip(lay.view)
        try:
            guide_mod.draw(screen, kit, surface, cam)
            handview.waiting(screen, kit, surface, cam)
            if live.aim is not None:
                handview.stance(screen, kit, live.aim, surface, cam)
        finally:
            surface.set_clip(None)
    guide_mod.draw_marks(screen, kit, surface)
    texts.draw_hint(screen, app, surface)
    _flyers(app.theme, live.flyers, surface)


def _chrome_parts(lay: L.BoardLayout) -> list[pygame.Rect]:
    parts = [lay.side.inflate(8, 8), lay.hint.inflate(8, 8)]
    if lay.thumbs:
        parts.append(lay.thumbs[0].unionall(lay.thumbs[1:]).inflate(8, 8))
    return parts


def _chrome_key(screen: Screen, kit: Kit, live: Live) -> tuple:
    app, ui = kit.app, screen.ui
    return (not screen.before_blow, screen.rect.size, app.translator.lang, ui.hover_item, ui.hover_thumb,
            ui.selected, screen.me, ui.aim_target if screen.phase == Phase.ATTACK else None,
            tuple(round(v) for v in live.scores), screen.focus, app.settings.colour_blind,
            app.theme.unit, screen.table.viewer)


def _chrome(screen: Screen, kit: Kit, live: Live, surface: pygame.Surface) -> pygame.Surface:
    """Everything around the castle view, over the table as the host drew it, in an
    image whose origin is the board's corner (the layout's rectangles moved there)."""
    app = kit.app
    th = app.theme
    dx, dy = -screen.rect.x, -screen.rect.y
    image = surface.subsurface(screen.rect).copy()
    lay = shifted(screen.lay, dx, dy)
    draw.dark_panel(image, lay.view, th, 150)
    _thumbnails(screen, kit, image, lay.thumbs)
    texts.draw_hint_panel(screen, app, image, lay.hint)
    table = screen.table
    panels.draw_phase(image, lay.phase, app, table)
    owner = table.current
    colour = table.seats[owner].colour if owner is not None else None
    panels.draw_pieces(image, lay.pieces, app, kit.art, table.phase, [(s, s.rect.move(dx, dy)) for s in screen.slots],
                       colour, [(table.seats[p].colour, kinds)
                                for p, kinds in sorted(table.taken, key=lambda e: e[0] != owner)])  # the drafter first
    panels.draw_scores(image, lay.scores, app, screen.shown, live.scores)
    return image


def shifted(lay: L.BoardLayout, dx: int, dy: int) -> L.BoardLayout:
    """The layout's rectangles moved by (dx, dy)."""
    return L.BoardLayout(lay.view.move(dx, dy), lay.side.move(dx, dy), lay.hint.move(dx, dy),
                         [r.move(dx, dy) for r in lay.thumbs], lay.phase.move(dx, dy),
                         lay.pieces.move(dx, dy), lay.scores.move(dx, dy),
                         [r.move(dx, dy) for r in lay.buttons], lay.done.move(dx, dy))


def _resting_view(screen: Screen, kit: Kit, bounds, backdrop: pygame.Surface, castle: int) -> pygame.Surface:
    view = screen.lay.view
    image = backdrop.copy()
    local = Camera(L.world_rect(pygame.Rect(0, 0, view.w, view.h), kit.app.theme), *bounds)
    _castle(screen, kit, image, local, castle)
    return image


def _castle(screen: Screen, kit: Kit, surface: pygame.Surface, cam: Camera, castle: int) -> None:
    seat = screen.seat(castle)
    symbol = seat.symbol if kit.app.settings.colour_blind else None
    kit.art.ground(surface, cam, seat.colour, symbol, show_hammer_base=screen.attacking)
    for pc in screen.table.castles[castle].pieces:
        kit.art.piece(surface, cam, pc.kind, pc.x, pc.y, pc.angle, pc.mirrored, seat.colour)
    _caption(screen, kit, surface, castle, (cam.rect.x, cam.rect.y))


def _replay(screen: Screen, kit: Kit, replay: Replay, surface: pygame.Surface, cam: Camera, castle: int) -> None:
    colour = screen.seat(castle).colour
    art = kit.art
    surface.set_clip(screen.lay.view)
    try:
        art.ground(surface, cam, colour, None, show_hammer_base=replay.kind == Phase.ATTACK)
        late = replay.t > replay.duration * 0.6
        poses = replay.poses()
        for pid, (x, y, a) in poses.items():
            if pid == HAMMER_ID:
                art.hammer(surface, cam, x, y, a)
                continue
            info = replay.pieces.get(pid)
            if info is not None:
                art.piece(surface, cam, info["kind"], x, y, a, info["mirrored"], colour,
                          glow=late and pid in replay.fallen)
        _caption(screen, kit, surface, castle, screen.lay.view.topleft)
        offview.draw_marks(screen, kit, surface, cam, [(x, y) for pid, (x, y, _) in poses.items() if pid != HAMMER_ID])
    finally:
        surface.set_clip(None)


def _caption(screen: Screen, kit: Kit, surface: pygame.Surface, castle: int, corner: tuple[int, int]) -> None:
    app, shown = kit.app, screen.shown
    th = app.theme
    text = screen.seat(castle).name
    # Speed scores attacks only: build points would mislead. Construction's build points
    # are the Score panel's (one build score on screen).
    if shown.mode == "standard":
        text += " · " + app.t("castle_crush.ui.build_points", points=shown.castles[castle].build_points)
    img = th.text(text, th.px(0.8), th.c["brass_light"], serif=True, bold=True)
    surface.blit(img, (corner[0] + th.px(0.6), corner[1] + th.px(0.4)))


def _thumbnails(screen: Screen, kit: Kit, surface: pygame.Surface, thumbs: list[pygame.Rect]) -> None:
    app, shown = kit.app, screen.shown
    th = app.theme
    focus = screen.focus
    me = screen.me
    for i, rect in enumerate(thumbs):
        draw.dark_panel(surface, rect, th, 120)
        top = screen.top(i)
        cam = Camera(rect.inflate(-th.px(0.3), -th.px(1.3)).move(0, th.px(0.5)), -2.6, 2.6, -0.3, max(4.0, top + 0.4))
        seat = screen.seat(i)
        kit.art.ground(surface, cam, seat.colour, None, show_hammer_base=False)
        for pc in shown.castles[i].pieces:
            kit.art.piece(surface, cam, pc.kind, pc.x, pc.y, pc.angle, pc.mirrored, seat.colour)
        label = f"{i + 1}. {seat.name}"
        size = th.fit_size(label, th.px(0.62), rect.w - th.px(0.4), bold=True)
        surface.blit(th.text(label, size, th.c["brass_light"], bold=True), (rect.x + th.px(0.2), rect.y + th.px(0.15)))
        edge, width = th.c["brass_dark"], 1
        if i == focus:
            edge, width = th.c["brass_light"], 2
        if shown.phase == Phase.ATTACK and me is not None and i == screen.shown_target:
            edge, width = BAD, 3
        if screen.ui.hover_thumb == i:
            edge = th.c["highlight"]
        pygame.draw.rect(surface, edge, rect, width, border_radius=th.px(0.25))


def _flyers(th, flyers, surface: pygame.Surface) -> None:
    for flyer, tween in flyers:
        k = tween.eased()
        x, y = lerp_point(flyer.begin, flyer.end, k)
        y -= math.sin(k * math.pi) * th.px(3)
        img = th.text(flyer.text, th.px(1.3), flyer.colour, bold=True)
        draw.blit_centered(surface, img, (x, y))
