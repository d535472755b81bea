"""What the hand does, drawn in the castle view: the live world while a piece is carried
(every body where the physics has it, the carried piece hanging under a plumb line),
the chosen piece waiting at the cursor before it is picked up, the General's free
stretches and the King's flat tops, and the hammer standing on its base with the arc its head
will sweep, the band the whole hammer sweeps and where it first touches the castle."""

from __future__ import annotations

import math

import ludotheque.client.scenes.castle_crush.guide as guide_mod
import ludotheque.client.scenes.castle_crush.offview as offview
import ludotheque.client.scenes.castle_crush.sweep as sweep
import ludotheque.rules.castle_crush.asks as asks
import pygame
from ludotheque.client.colours import named
from ludotheque.client.scenes.castle_crush.aiming import HammerAim
from ludotheque.client.scenes.castle_crush.art import Camera
from ludotheque.client.scenes.castle_crush.carry import Carrier
from ludotheque.client.scenes.castle_crush.kit import Kit
from ludotheque.client.scenes.castle_crush.screen import Screen
from ludotheque.rules.castle_crush.data import GENERAL
from ludotheque.rules.castle_crush.phases import Phase, Step

PLUMB = named("plumb", "castle_crush")
WAITING_ALPHA = 170  # the piece at the cursor, not yet in the hand
GRIP_BELOW = 0.25  # u: the hand holds a piece a little above its centre (physics/hand.py)
WARN = named("warn", "castle_crush")
LABEL_INK = named("label_ink", "castle_crush")  # light on the label's dark plate
SPOT = named("spot", "castle_crush")
SPOT_RIM = named("spot_rim", "castle_crush")
ARC = named("arc", "castle_crush")
FOOT = named("foot", "castle_crush")
SWEEP_ALPHA = 55  # the band the hammer sweeps: faint, the castle shows through
GRIP_TRACK = named("grip_track", "castle_crush")  # the ring's still open part, dark on light pieces and table alike


def live(screen: Screen, kit: Kit, carrier: Carrier, surface: pygame.Surface, cam: Camera, castle: int) -> None:
    """The castle world as the hand's simulation has it now."""
    art = kit.art
    colour = screen.seat(castle).colour
    art.ground(surface, cam, colour, None, show_hammer_base=False)
    guide_mod.draw(screen, kit, surface, cam)  # where a hint or a tutorial step would lay it
    held = carrier.piece_id
    poses = carrier.poses()
    if held in poses:
        x, y, _ = poses[held]
        _plumb(kit, surface, cam, x, y)
    for pid, (x, y, a) in poses.items():
        if pid != held and pid in carrier.kinds:
            kind, mirrored = carrier.kinds[pid]
            art.piece(surface, cam, kind, x, y, a, mirrored, colour)
    if held in poses:
        x, y, a = poses[held]
        art.piece(surface, cam, carrier.kind, x, y, a, carrier.mirrored, colour)
        _roof_warning(screen, kit, surface, carrier.kind, x)
    _grip(surface, cam, carrier)
    offview.draw_marks(screen, kit, surface, cam, [(x, y) for pid, (x, y, _) in poses.items() if pid != held])


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


def waiting(screen: Screen, kit: Kit, surface: pygame.Surface, cam: Camera) -> None:
    """Before the press: the piece the next press picks up, at the cursor."""
    table, ui = screen.table, screen.ui
    if screen.me is not None and table.step == Step.GENERAL and not screen.in_replay:
        _general_spots(screen, kit, surface, cam)
    if screen.me is not None and table.step == Step.KING and not screen.in_replay:
        _king_spots(screen, surface, cam)
    kind = ui.to_carry
    if kind is None or screen.in_replay or not screen.lay.view.collidepoint(ui.mouse):
        return
    angle, mirrored = ui.hold_pose
    x, y = _taken_at(screen, kit, cam, kind, angle, mirrored)
    _plumb(kit, surface, cam, x, y)
    colour = screen.seat(table.current).colour
    kit.art.piece(surface, cam, kind, x, y, angle, mirrored, colour, alpha=WAITING_ALPHA)
    _roof_warning(screen, kit, surface, kind, x)


def _taken_at(screen: Screen, kit: Kit, cam: Camera, kind: str, angle: float, mirrored: bool) -> tuple[float, float]:
    """Where a press here would take the piece: under the cursor, or beside whatever
    the cursor is inside (the hand is never inside the castle; asked of the physics once
    per cursor position)."""
    x, y = cam.to_world(*screen.ui.mouse)
    find = getattr(kit.port, "pickup_position", None)
    if find is None:  # a stand-in physics: hanging under the cursor
        return (x, y - GRIP_BELOW)
    table = screen.table
    key = (kind, angle, mirrored, round(x, 3), round(y, 3))
    return kit.pictures.get("taken", screen.ply, key, lambda: find(table.world(table.current), kind, (x, y), angle, mirrored))


def stance(screen: Screen, kit: Kit, aim: HammerAim, surface: pygame.Surface, cam: Camera) -> None:
    """The hammer upright on its base at the chosen foot, its reach, and its arc."""
    if screen.phase != Phase.ATTACK or screen.me is None or not screen.attacking:
        return
    lay = kit.port.layout()
    lo, hi = lay.foot_range
    y = lay.hammer_base_top
    x0, sy = cam.to_screen(lay.hammer_base_x + lo, y)
    x1, _ = cam.to_screen(lay.hammer_base_x + hi, y)
    pygame.draw.line(surface, FOOT, (x0, sy + 2), (x1, sy + 2), 2)  # where the foot may stand
    contact = _sweep(screen, kit, aim, surface, cam)
    for px, py in aim.arc():
        pygame.draw.circle(surface, ARC, cam.to_screen(px, py), max(2, cam.scale * 0.06))
    if contact is not None:
        turn, (hx, hy) = contact
        kit.art.hammer_outline(surface, cam, aim.foot_x(), y, -turn, WARN, 2)
        cx, cy = cam.to_screen(hx, hy)
        r = max(5, int(cam.scale * 0.14))
        pygame.draw.circle(surface, LABEL_INK, (int(cx), int(cy)), r + 2, 3)
        pygame.draw.circle(surface, WARN, (int(cx), int(cy)), r, 3)
    fx = aim.foot_x()
    kit.art.hammer(surface, cam, fx, y, 0.0)
    sx, _ = cam.to_screen(fx, y)
    grip = max(4, int(cam.scale * 0.18))
    pygame.draw.circle(surface, FOOT, (int(sx), int(sy)), grip, 2)  # the handle to drag


def _sweep(screen: Screen, kit: Kit, aim: HammerAim, surface: pygame.Surface,
           cam: Camera) -> tuple[float, tuple[float, float]] | None:
    """The band the whole hammer sweeps, head and handle, from standing to where it first
    touches the castle aimed at (or the table), faint; returns that first touch (the turn,
    the point), None when the hammer would meet nothing (issue 31: the preview showed only
    the head's centre). Worked out once per stance and castle."""
    lay = kit.port.layout()
    foot = (aim.foot_x(), lay.hammer_base_top)
    castle = screen.focus
    hammer = kit.art.polygons("hammer")

    def work() -> tuple[float, tuple[float, tuple[float, float]] | None, list]:
        pieces = []
        for pc in screen.table.world(castle).get("pieces", []):
            for poly in kit.art.polygons(pc["kind"]):
                pieces.append(sweep.turned(poly, pc["x"], pc["y"], pc["angle"], bool(pc.get("mirrored"))))
        lying = sweep.lying_turn(foot, aim.arc())
        hit = sweep.first_contact(hammer, foot, lying, pieces)
        until = hit[0] if hit is not None else lying
        return until, hit, sweep.band(hammer, foot, until)

    until, hit, outlines = kit.pictures.get("sweep", screen.ply, (aim.foot, castle), work)
    polys = [[cam.to_screen(*pt) for pt in poly] for poly in outlines]
    xs = [x for poly in polys for x, _ in poly]
    ys = [y for poly in polys for _, y in poly]
    box = pygame.Rect(int(min(xs)) - 2, int(min(ys)) - 2, int(max(xs) - min(xs)) + 5, int(max(ys) - min(ys)) + 5)
    box = box.clip(surface.get_clip())
    if box.w <= 0 or box.h <= 0:
        return hit
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    for poly in polys:
        pygame.draw.polygon(layer, ARC, [(x - box.x, y - box.y) for x, y in poly])
    layer.set_alpha(SWEEP_ALPHA)
    surface.blit(layer, box.topleft)
    return hit


def _plumb(kit: Kit, surface: pygame.Surface, cam: Camera, x: float, y: float) -> None:
    """A dotted line straight down from the piece to the table, behind the castle."""
    sx, top = cam.to_screen(x, y)
    _, bottom = cam.to_screen(x, kit.port.layout().foundation_top)
    for py in range(int(top), int(bottom), 6):
        pygame.draw.line(surface, PLUMB, (sx, py), (sx, min(bottom, py + 2)), 1)


def _roof_warning(screen: Screen, kit: Kit, surface: pygame.Surface, kind: str, x: float) -> None:
    """A roof over the King's last flat top: say so before it is let go."""
    table = screen.table
    p = table.current
    if kind != "roof" or p is None or not table.king_to_lay:
        return
    key = round(x, 2)

    def takes_last_throne() -> bool:
        pose = kit.port.landing_pose(table.world(p), kind, x, 0.0)
        return pose is not None and asks.roof_over_last_throne(table.seen, kit.port.piece_kinds(), pose)

    if kit.pictures.get("roof", screen.ply, key, takes_last_throne):
        label(screen, kit.app, surface, kit.app.t("castle_crush.ui.roof_warning"), WARN)


def _general_spots(screen: Screen, kit: Kit, surface: pygame.Surface, cam: Camera) -> None:
    """Where the General's foot may go: a bright band on the foundation over every free
    stretch (foot width included, so even a narrow spot reads at a glance)."""
    table, port = screen.table, kit.port
    half = port.piece_kinds()[GENERAL].width / 2
    lay = port.layout()
    for lo, hi in port.general_spots(table.world(table.current)):
        x0, y0 = cam.to_screen(max(lay.foundation_left, lo - half), lay.foundation_top)
        x1, _ = cam.to_screen(min(lay.foundation_right, hi + half), lay.foundation_top)
        band = pygame.Rect(int(x0), int(y0) - 5, max(6, int(x1 - x0)), 6)
        pygame.draw.rect(surface, SPOT, band, border_radius=3)
        pygame.draw.rect(surface, SPOT_RIM, band, 1, border_radius=3)


def _king_spots(screen: Screen, surface: pygame.Surface, cam: Camera) -> None:
    """Where the King may stand: the same bright band as the General's, on every flat top
    wide enough for him (issue 31: the General had marks, the King none)."""
    for lo, hi, top in screen.table.king_spots:
        x0, y0 = cam.to_screen(lo, top)
        x1, _ = cam.to_screen(hi, top)
        band = pygame.Rect(int(x0), int(y0) - 5, max(6, int(x1 - x0)), 6)
        pygame.draw.rect(surface, SPOT, band, border_radius=3)
        pygame.draw.rect(surface, SPOT_RIM, band, 1, border_radius=3)


def label(screen: Screen, app, surface: pygame.Surface, text: str, colour) -> None:
    """A warning beside the cursor, on a dark plate, kept inside the castle view: to the
    left of the cursor near the right edge, below it near the top."""
    th = app.theme
    view = screen.lay.view
    size = th.fit_size(text, th.px(0.7), view.w - th.px(1.5), bold=True)
    img = th.text(text, size, LABEL_INK, bold=True)
    pad = th.px(0.3)
    plate = img.get_rect().inflate(2 * pad, pad)
    mx, my = screen.ui.mouse
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
