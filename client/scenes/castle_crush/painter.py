"""Drawing the board: the castle in view (or its replay), the ghost or the aimed hammer,
the thumbnails of every castle, the hint line, the side panel and flying points."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import ludotheque.client.scenes.castle_crush.framing as framing
import ludotheque.client.scenes.castle_crush.guide as guide_mod
import ludotheque.client.scenes.castle_crush.handview as handview
import ludotheque.client.scenes.castle_crush.layout as L
import ludotheque.client.scenes.castle_crush.offview as offview
import ludotheque.client.scenes.castle_crush.panels as panels
import ludotheque.client.scenes.castle_crush.texts as texts
import pygame
from ludotheque.client.colours import named
from ludotheque.client.scenes.castle_crush.art import Camera
from ludotheque.client.ui import draw
from ludotheque.client.ui.motion import lerp_point
from ludotheque.rules.castle_crush.phase import Phase
from ludotheque.rules.castle_crush.port import HAMMER_ID
from ludotheque.rules.castle_crush.scoring import build_score

if TYPE_CHECKING:
    from ludotheque.client.scenes.castle_crush.table import Table

GHOST_ALPHA = 150
BAD = named("bad", "castle_crush")
WARN = named("warn", "castle_crush")
LABEL_INK = named("label_ink", "castle_crush")  # light on the label's dark plate: red on brown did not read
SPOT = named("spot", "castle_crush")
SPOT_RIM = named("spot_rim", "castle_crush")
GHOST_RIM = named("foot", "castle_crush")


def castle_top(board: Table, castle: int) -> float:
    """The highest point of a castle at rest, kept for the move shown (the session's ply)."""
    def top() -> float:
        heights = [f.top for f in board.seen.facts(castle)]
        return max(heights) if heights else 0.0

    return board.pictures.get(f"top{castle}", board.session.ply, top)


def window(board: Table) -> tuple[float, float, float, float]:
    """The world rectangle the camera should show now."""
    top = castle_top(board, board.focus())
    if board.attacking_view():
        lay = board.port.layout()
        # The hammer's head stays in view with its foot at either end of the base.
        left = lay.hammer_base_x + min(-L.ATTACK_LEFT_MARGIN, lay.foot_range[0] - L.HEAD_ROOM)
        base = (left, L.ATTACK_RIGHT, -L.GROUND_MARGIN, max(L.ATTACK_MIN_HEIGHT, top + 1.5))
    else:
        base = (-L.BUILD_HALF_WIDTH, L.BUILD_HALF_WIDTH, -L.GROUND_MARGIN,
                max(L.BUILD_MIN_HEIGHT, top + L.BUILD_HEADROOM))
    replay = board.replay
    if replay is not None and replay.castle == board.focus():
        return framing.widen(base, replay.reach(framing.LOOKAHEAD))
    return base


def draw_board(board: Table, surface: pygame.Surface) -> None:
    """The frame, the panels and the resting castle come from caches redrawn only when
    what they show changes; replays, the ghost and the aimed hammer are drawn live."""
    lay = board.lay
    chrome = _cached(board, "chrome", _chrome_key(board), lambda: _chrome(board, surface))
    # Only the parts with something on them: the rest is the table the host just drew,
    # and the castle view is blitted from its own cache below.
    ox, oy = board.rect.topleft
    for part in _chrome_parts(lay):
        surface.blit(chrome, part.topleft, part.move(-ox, -oy))
    cam = board.camera()
    castle = board.focus()
    backdrop = lay.view.move(-ox, -oy)  # the view's dark panel, in the chrome
    if board.replay is not None and board.replay.castle == castle:
        surface.blit(chrome, lay.view.topleft, backdrop)
        _replay(board, surface, cam, castle)
    elif board.carrier is not None:
        surface.blit(chrome, lay.view.topleft, backdrop)
        surface.set_clip(lay.view)
        try:
            handview.live(board, surface, cam, castle)
            _caption(board, surface, castle, lay.view.topleft)
        finally:
            surface.set_clip(None)
    else:
        key = (board.session.ply, castle, tuple(round(v, 3) for v in board.bounds), lay.view.size,
               board.app.settings.colour_blind, board.attacking_view(), board.app.translator.lang)
        view = _cached(board, "view", key, lambda: _resting_view(board, chrome.subsurface(backdrop), castle))
        surface.blit(view, lay.view.topleft)
        surface.set_clip(lay.view)
        try:
            guide_mod.draw(board, surface, cam)
            handview.waiting(board, surface, cam)
            handview.stance(board, surface, cam)
        finally:
            surface.set_clip(None)
    guide_mod.draw_marks(board, surface)
    texts.draw_hint(board, surface)
    _flyers(board, surface)


def _chrome_parts(lay: L.BoardLayout) -> list[pygame.Rect]:
    parts = [lay.side.inflate(8, 8), lay.hint.inflate(8, 8)]
    if lay.thumbs:
        parts.append(lay.thumbs[0].unionall(lay.thumbs[1:]).inflate(8, 8))
    return parts


def _cached(board: Table, name: str, key: tuple, render) -> pygame.Surface:
    return board.pictures.get(name, key, render)


def _chrome_key(board: Table) -> tuple:
    st = board.seen
    return (board.session.ply, board.table_state() is st, board.rect.size, board.app.translator.lang, board.hover_item, board.hover_thumb,
            board.selected, board.me(), board.target if st.phase == Phase.ATTACK else None,
            tuple(round(v) for v in board.shown), board.focus(), board.app.settings.colour_blind,
            board.app.theme.unit, board.host.viewer)


def _chrome(board: Table, surface: pygame.Surface) -> pygame.Surface:
    """Everything around the castle view, over the table as the host drew it, in an
    image whose origin is the board's corner (the layout's rectangles moved there)."""
    th = board.app.theme
    image = surface.subsurface(board.rect).copy()
    lay = shifted(board.lay, -board.rect.x, -board.rect.y)
    draw.dark_panel(image, lay.view, th, 150)
    _thumbnails(board, image, lay.thumbs)
    texts.draw_hint_panel(board, image, lay.hint)
    st = board.seen
    panels.draw_phase(image, lay.phase, board.app, st, board.session.config.seed)
    items = board._items()
    rects = panels.item_rects(lay.pieces, th, len(items))
    owner = st.current_player()
    colour = board.app.seat_colour(board.session, owner) if owner is not None else None
    panels.draw_pieces(image, lay.pieces, board.app, board.art, st, items, rects, board.hover_item,
                       board.selected, board.me() is not None, colour)
    panels.draw_scores(image, lay.scores, board.app, board.session, board.shown, board.table_state())
    return image


def shifted(lay: L.BoardLayout, dx: int, dy: int) -> L.BoardLayout:
    """The layout's rectangles moved by (dx, dy)."""
    return L.BoardLayout(lay.view.move(dx, dy), lay.side.move(dx, dy), lay.hint.move(dx, dy),
                         [r.move(dx, dy) for r in lay.thumbs], lay.phase.move(dx, dy),
                         lay.pieces.move(dx, dy), lay.scores.move(dx, dy),
                         [r.move(dx, dy) for r in lay.buttons], lay.done.move(dx, dy))


def _resting_view(board: Table, backdrop: pygame.Surface, castle: int) -> pygame.Surface:
    view = board.lay.view
    image = backdrop.copy()
    local = Camera(L.world_rect(pygame.Rect(0, 0, view.w, view.h), board.app.theme), *board.bounds)
    _castle(board, image, local, castle)
    return image


def _castle(board: Table, surface: pygame.Surface, cam: Camera, castle: int) -> None:
    app, st = board.app, board.seen
    colour = app.seat_colour(board.session, castle)
    symbol = app.seat_symbol(board.session, castle) if app.settings.colour_blind else None
    board.art.ground(surface, cam, colour, symbol, show_hammer_base=board.attacking_view())
    for pc in st.worlds[castle].get("pieces", []):
        board.art.piece(surface, cam, pc["kind"], pc["x"], pc["y"], pc["angle"], bool(pc.get("mirrored")), colour)
    _caption(board, surface, castle, (cam.rect.x, cam.rect.y))


def _replay(board: Table, surface: pygame.Surface, cam: Camera, castle: int) -> None:
    app = board.app
    colour = app.seat_colour(board.session, castle)
    replay = board.replay
    surface.set_clip(board.lay.view)
    try:
        board.art.ground(surface, cam, colour, None, show_hammer_base=replay.kind == Phase.ATTACK)
        late = replay.t > replay.duration * 0.6
        poses = replay.poses()
        for pid, (x, y, a) in poses.items():
            if pid == HAMMER_ID:
                board.art.hammer(surface, cam, x, y, a)
                continue
            info = replay.pieces.get(pid)
            if info is not None:
                board.art.piece(surface, cam, info["kind"], x, y, a, info["mirrored"], colour,
                                glow=late and pid in replay.fallen)
        _caption(board, surface, castle, board.lay.view.topleft)
        offview.draw_marks(board, surface, cam, [(x, y) for pid, (x, y, _) in poses.items() if pid != HAMMER_ID])
    finally:
        surface.set_clip(None)


def _caption(board: Table, surface: pygame.Surface, castle: int, corner: tuple[int, int]) -> None:
    app, st = board.app, board.table_state()
    th = app.theme
    text = app.seat_name(board.session, castle)
    # Speed scores attacks only: build points would mislead. Construction's build points
    # are the Score panel's (one build score on screen).
    if st.mode == "standard":
        text += " · " + app.t("castle_crush.ui.build_points", points=build_score(st.facts(castle)))
    img = th.text(text, th.px(0.8), th.c["brass_light"], serif=True, bold=True)
    surface.blit(img, (corner[0] + th.px(0.6), corner[1] + th.px(0.4)))


def _thumbnails(board: Table, surface: pygame.Surface, thumbs: list[pygame.Rect]) -> None:
    app, st = board.app, board.table_state()
    th = app.theme
    focus = board.focus()
    me = board.me()
    for i, rect in enumerate(thumbs):
        draw.dark_panel(surface, rect, th, 120)
        top = castle_top(board, i)
        cam = Camera(rect.inflate(-th.px(0.3), -th.px(1.3)).move(0, th.px(0.5)), -2.6, 2.6, -0.3, max(4.0, top + 0.4))
        colour = app.seat_colour(board.session, i)
        board.art.ground(surface, cam, colour, None, show_hammer_base=False)
        for pc in st.worlds[i].get("pieces", []):
            board.art.piece(surface, cam, pc["kind"], pc["x"], pc["y"], pc["angle"], bool(pc.get("mirrored")), colour)
        label = f"{i + 1}. {app.seat_name(board.session, i)}"
        size = th.fit_size(label, th.px(0.62), rect.w - th.px(0.4), bold=True)
        surface.blit(th.text(label, size, th.c["brass_light"], bold=True), (rect.x + th.px(0.2), rect.y + th.px(0.15)))
        edge, width = th.c["brass_dark"], 1
        if i == focus:
            edge, width = th.c["brass_light"], 2
        if st.phase == Phase.ATTACK and me is not None and i == _shown_target(board):
            edge, width = BAD, 3
        if board.hover_thumb == i:
            edge = th.c["highlight"]
        pygame.draw.rect(surface, edge, rect, width, border_radius=th.px(0.25))


def _shown_target(board: Table) -> int | None:
    """The castle under the hammer while a blow's pieces still move, then the next target."""
    if board.table_state() is not board.seen and board.replay is not None:
        return board.replay.castle
    return board.attack_target()


def _flyers(board: Table, surface: pygame.Surface) -> None:
    th = board.app.theme
    for flyer, tween in board.flyers:
        k = tween.eased()
        x, y = lerp_point(flyer.begin, flyer.end, k)
        y -= math.sin(k * math.pi) * th.px(3)
        img = th.text(flyer.text, th.px(1.3), flyer.colour, bold=True)
        draw.blit_centered(surface, img, (x, y))


