"""What the hand does, drawn in the castle view: the live world while a piece is carried
(every body where the physics has it, the carried piece hanging under a plumb line),
the chosen piece waiting at the cursor before it is picked up, the General's free
stretches, and the hammer standing on its base with the arc its head will sweep."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import ludotheque.client.scenes.castle_crush.guide as guide_mod
import ludotheque.client.scenes.castle_crush.offview as offview
import pygame
from ludotheque.client.colours import named
from ludotheque.client.scenes.castle_crush.art import Camera
from ludotheque.rules.castle_crush.data import GENERAL, KING
from ludotheque.rules.castle_crush.phases import Phase
from ludotheque.rules.castle_crush.room import roof_takes_last_throne

if TYPE_CHECKING:
    from ludotheque.client.scenes.castle_crush.table import Table

PLUMB = named("plumb", "castle_crush")
WAITING_ALPHA = 170  # the piece at the cursor, not yet in the hand
GRIP_BELOW = 0.25  # u: the hand holds a piece a little above its centre (physics/hand.py)
WARN = named("warn", "castle_crush")
LABEL_INK = named("label_ink", "castle_crush")  # light on the label's dark plate
SPOT = named("spot", "castle_crush")
SPOT_RIM = named("spot_rim", "castle_crush")
ARC = named("arc", "castle_crush")
FOOT = named("foot", "castle_crush")
GRIP_TRACK = named("grip_track", "castle_crush")  # the ring's still open part, dark on light pieces and table alike


def live(board: Table, surface: pygame.Surface, cam: Camera, castle: int) -> None:
    """The castle world as the hand's simulation has it now."""
    carrier = board.carrier
    colour = board.app.seat_colour(board.session, castle)
    board.art.ground(surface, cam, colour, None, show_hammer_base=False)
    guide_mod.draw(board, surface, cam)  # where a hint or a tutorial step would lay it
    held = carrier.piece_id
    poses = carrier.poses()
    if held in poses:
        x, y, _ = poses[held]
        _plumb(board, surface, cam, x, y)
    for pid, (x, y, a) in poses.items():
        if pid != held and pid in carrier.kinds:
            kind, mirrored = carrier.kinds[pid]
            board.art.piece(surface, cam, kind, x, y, a, mirrored, colour)
    if held in poses:
        x, y, a = poses[held]
        board.art.piece(surface, cam, carrier.kind, x, y, a, carrier.mirrored, colour)
        _roof_warning(board, surface, carrier.kind, x)
    _grip(surface, cam, carrier)
    offview.draw_marks(board, surface, cam, [(x, y) for pid, (x, y, _) in poses.items() if pid != held])


def _grip(surface: pygame.Surface, cam: Camera, carrier) -> None:
    """The fingers closing on the piece: a ring round the hand that closes in the first
    third of a second. Let go before it is closed and the piece is thrown."""
    share = carrier.grip()
    point = carrier.hand_point()
    if share >= 1.0 or point is None:
        return
    sx, sy = cam.to_screen(*point)
    r = max(9, int(cam.scale * 0.3))
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    rect.center = (int(sx), int(sy))
    pygame.draw.circle(surface, GRIP_TRACK, rect.center, r, 2)
    if share > 0.0:
        start = math.pi / 2
        pygame.draw.arc(surface, WARN, rect, start, start + 2 * math.pi * share, 4)


def waiting(board: Table, surface: pygame.Surface, cam: Camera) -> None:
    """Before the press: the piece the next press picks up, at the cursor."""
    st = board.seen
    if board.me() is not None and st.build_step() == GENERAL and board.replay is None:
        _general_spots(board, surface, cam)
    kind = board.piece_to_carry()
    if kind is None or board.replay is not None or not board.lay.view.collidepoint(board.mouse):
        return
    angle, mirrored = board.hand.pose(kind)
    x, y = _taken_at(board, kind, angle, mirrored)
    _plumb(board, surface, cam, x, y)
    colour = board.app.seat_colour(board.session, st.current_player())
    board.art.piece(surface, cam, kind, x, y, angle, mirrored, colour, alpha=WAITING_ALPHA)
    _roof_warning(board, surface, kind, x)


def _taken_at(board: Table, kind: str, angle: float, mirrored: bool) -> tuple[float, float]:
    """Where a press here would take the piece: under the cursor, or beside whatever
    the cursor is inside (the hand is never inside the castle; asked of the physics once
    per cursor position)."""
    x, y = board.mouse_world()
    find = getattr(board.port, "pickup_position", None)
    if find is None:  # a stand-in physics: hanging under the cursor
        return (x, y - GRIP_BELOW)
    st = board.seen
    key = ("taken", board.session.ply, kind, angle, mirrored, round(x, 3), round(y, 3))
    return board.pictures.get("taken", key, lambda: find(st.worlds[st.current_player()], kind, (x, y), angle, mirrored))


def stance(board: Table, surface: pygame.Surface, cam: Camera) -> None:
    """The hammer upright on its base at the chosen foot, its reach, and its arc."""
    st = board.seen
    if st.phase != Phase.ATTACK or board.me() is None or not board.attacking_view():
        return
    lay = board.port.layout()
    lo, hi = lay.foot_range
    y = lay.hammer_base_top
    x0, sy = cam.to_screen(lay.hammer_base_x + lo, y)
    x1, _ = cam.to_screen(lay.hammer_base_x + hi, y)
    pygame.draw.line(surface, FOOT, (x0, sy + 2), (x1, sy + 2), 2)  # where the foot may stand
    for px, py in board.aim.arc():
        pygame.draw.circle(surface, ARC, cam.to_screen(px, py), max(2, cam.scale * 0.06))
    fx = board.aim.foot_x()
    board.art.hammer(surface, cam, fx, y, 0.0)
    sx, _ = cam.to_screen(fx, y)
    grip = max(4, int(cam.scale * 0.18))
    pygame.draw.circle(surface, FOOT, (int(sx), int(sy)), grip, 2)  # the handle to drag


def _plumb(board: Table, surface: pygame.Surface, cam: Camera, x: float, y: float) -> None:
    """A dotted line straight down from the piece to the table, behind the castle."""
    sx, top = cam.to_screen(x, y)
    _, bottom = cam.to_screen(x, board.port.layout().foundation_top)
    for py in range(int(top), int(bottom), 6):
        pygame.draw.line(surface, PLUMB, (sx, py), (sx, min(bottom, py + 2)), 1)


def _roof_warning(board: Table, surface: pygame.Surface, kind: str, x: float) -> None:
    """A roof over the King's last flat top: say so before it is let go."""
    st = board.seen
    p = st.current_player()
    if kind != "roof" or p is None or KING not in st.pawns[p]:
        return
    key = ("roof", board.session.ply, round(x, 2))

    def takes_last_throne() -> bool:
        pose = board.port.landing_pose(st.worlds[p], kind, x, 0.0)
        return pose is not None and roof_takes_last_throne(st.facts(p), board.port.piece_kinds(), pose)

    if board.pictures.get("roof", key, takes_last_throne):
        label(board, surface, board.app.t("castle_crush.ui.roof_warning"), WARN)


def _general_spots(board: Table, surface: pygame.Surface, cam: Camera) -> None:
    """Where the General's foot may go: a bright band on the foundation over every free
    stretch (foot width included, so even a narrow spot reads at a glance)."""
    st = board.seen
    half = board.port.piece_kinds()[GENERAL].width / 2
    lay = board.port.layout()
    for lo, hi in board.port.general_spots(st.worlds[st.current_player()]):
        x0, y0 = cam.to_screen(max(lay.foundation_left, lo - half), lay.foundation_top)
        x1, _ = cam.to_screen(min(lay.foundation_right, hi + half), lay.foundation_top)
        band = pygame.Rect(int(x0), int(y0) - 5, max(6, int(x1 - x0)), 6)
        pygame.draw.rect(surface, SPOT, band, border_radius=3)
        pygame.draw.rect(surface, SPOT_RIM, band, 1, border_radius=3)


def label(board: Table, surface: pygame.Surface, text: str, colour) -> None:
    """A warning beside the cursor, on a dark plate, kept inside the castle view: to the
    left of the cursor near the right edge, below it near the top."""
    th = board.app.theme
    view = board.lay.view
    size = th.fit_size(text, th.px(0.7), view.w - th.px(1.5), bold=True)
    img = th.text(text, size, LABEL_INK, bold=True)
    pad = th.px(0.3)
    plate = img.get_rect().inflate(2 * pad, pad)
    mx, my = board.mouse
    plate.bottomleft = (mx + th.px(0.8), my - th.px(0.6))
    if plate.right > view.right - pad:
        plate.bottomright = (mx - th.px(0.8), my - th.px(0.6))
    if plate.top < view.top + pad:
        plate.top = my + th.px(1.2)
    plate.clamp_ip(view.inflate(-2 * pad, -2 * pad))
    back = pygame.Surface(plate.size, pygame.SRCALPHA)
    pygame.draw.rect(back, named("label_plate", "castle_crush"), back.get_rect(), border_radius=th.px(0.25))
    pygame.draw.rect(back, colour, back.get_rect(), 2, border_radius=th.px(0.25))
    surface.blit(back, plate.topleft)
    surface.blit(img, img.get_rect(center=plate.center))
