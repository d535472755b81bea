"""The precision aid while a piece is carried (issue 31): at the top of Château the camera
shrinks to about 22 px per unit, the hand's tolerance is under a pixel and the gap under
the carried piece cannot be judged. The player chooses the aid (key L cycles them):

- "auto": the shadow always, the loupe too when the view is small (under LOUPE_BELOW px/u);
- "loupe": a magnified inset of the landing (the piece, what is under it, the gap);
- "shadow": where the piece would land if let go straight down, and the gap, in words;
- "off": nothing.

The landing is the physics' `landing_pose` under the piece (asked once per position), the
gap the height between the piece held and that pose: a guide, the carry decides."""

from __future__ import annotations

from typing import Any

import pygame
from ludotheque.client.colours import named
from ludotheque.client.scenes.castle_crush.art import Camera
from ludotheque.client.scenes.castle_crush.carry import Carrier
from ludotheque.client.scenes.castle_crush.kit import Kit
from ludotheque.client.scenes.castle_crush.screen import Screen

AIDS = ("auto", "loupe", "shadow", "off")
LOUPE_BELOW = 45.0  # px per unit: "auto" opens the loupe under this scale
LOUPE_SPAN = 1.8  # u across the loupe
SHADOW = named("spot", "castle_crush")
RIM = named("warn", "castle_crush")
PLATE = named("label_plate", "castle_crush")
LABEL_INK = named("label_ink", "castle_crush")


def next_aid(aid: str) -> str:
    return AIDS[(AIDS.index(aid) + 1) % len(AIDS)] if aid in AIDS else AIDS[0]


def landing(screen: Screen, kit: Kit, carrier: Carrier, x: float) -> tuple[float, float, float] | None:
    """Where the carried piece would land let go straight down at x (None: on the table)."""
    table = screen.table
    world = table.world(carrier.owner)
    key = (carrier.kind, round(carrier.angle, 3), round(x, 2))
    return kit.pictures.get("landing", screen.ply, key,
                            lambda: kit.port.landing_pose(world, carrier.kind, round(x, 2), carrier.angle))


def shows(aid: str, cam: Camera) -> tuple[bool, bool]:
    """(the shadow, the loupe) for this aid at this scale."""
    if aid == "off":
        return False, False
    if aid == "shadow":
        return True, False
    if aid == "loupe":
        return False, True
    return True, cam.scale < LOUPE_BELOW


def draw(screen: Screen, kit: Kit, carrier: Carrier, surface: pygame.Surface, cam: Camera, aid: str) -> None:
    shadow, loupe = shows(aid, cam)
    poses = carrier.poses()
    held = poses.get(carrier.piece_id)
    if held is None or not (shadow or loupe):
        return
    x, y, a = held
    pose = landing(screen, kit, carrier, x)
    gap = None if pose is None else max(0.0, y - pose[1])
    if shadow and pose is not None:
        kit.art.outline(surface, cam, carrier.kind, pose[0], pose[1], pose[2], carrier.mirrored, SHADOW, 2)
    if loupe:
        _loupe(screen, kit, carrier, surface, cam, held, pose, gap)
    elif shadow and gap is not None:
        sx, sy = cam.to_screen(x, y)
        beside = kit.art.shapes[carrier.kind].width / 2 * cam.scale + kit.app.theme.px(0.6)  # clear of the piece
        _plate(kit, surface, kit.app.t("castle_crush.ui.gap", gap=f"{gap:.2f}"), (int(sx + beside), int(sy)),
               screen.lay.view)


def loupe_rect(view: pygame.Rect, theme: Any, buttons: list[pygame.Rect], piece_x: float) -> pygame.Rect:
    """The inset: in the upper half of the view, below its caption and its buttons, on the
    side away from the piece (so it never hides what it magnifies)."""
    w = max(theme.px(7), int(view.w * 0.3))
    h = max(theme.px(5), int(view.h * 0.3))
    pad = theme.px(0.4)
    top = max([view.y + theme.px(2.2)] + [b.bottom + pad for b in buttons])
    left = view.x + pad if piece_x > view.centerx else view.right - w - pad
    return pygame.Rect(left, top, w, h)


def _loupe(screen: Screen, kit: Kit, carrier: Carrier, surface: pygame.Surface, cam: Camera,
           held: tuple[float, float, float], pose: tuple[float, float, float] | None, gap: float | None) -> None:
    th = kit.app.theme
    x, y, _ = held
    rect = loupe_rect(screen.lay.view, th, screen.lay.buttons, cam.to_screen(x, y)[0])
    half = kit.art.shapes[carrier.kind].height / 2
    below = pose[1] if pose is not None else kit.port.layout().foundation_top + half
    mid = (y + below) / 2 - half  # between the piece's bottom and where it would rest
    span = max(LOUPE_SPAN, (y - below) * 1.6 + 0.6)
    tall = span * rect.h / rect.w
    zoom = Camera(rect, x - span / 2, x + span / 2, mid - tall / 2, mid + tall / 2)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip))
    try:
        pygame.draw.rect(surface, PLATE, rect)
        colour = screen.seat(carrier.owner).colour
        kit.art.ground(surface, zoom, colour, None, show_hammer_base=False)
        held_id = carrier.piece_id
        for pid, (px, py, pa) in carrier.poses().items():
            if pid != held_id and pid in carrier.kinds:
                kind, mirrored = carrier.kinds[pid]
                kit.art.piece(surface, zoom, kind, px, py, pa, mirrored, colour)
        if pose is not None:
            kit.art.outline(surface, zoom, carrier.kind, pose[0], pose[1], pose[2], carrier.mirrored, SHADOW, 2)
        kit.art.piece(surface, zoom, carrier.kind, x, y, held[2], carrier.mirrored, colour)
    finally:
        surface.set_clip(clip)
    pygame.draw.rect(surface, RIM, rect, 2, border_radius=th.px(0.2))
    text = kit.app.t("castle_crush.ui.gap", gap=f"{gap:.2f}") if gap is not None else kit.app.t("castle_crush.ui.gap_none")
    img = th.text(text, th.fit_size(text, th.px(0.65), rect.w - th.px(0.6), bold=True), LABEL_INK, bold=True)
    back = img.get_rect(midbottom=(rect.centerx, rect.bottom - th.px(0.2))).inflate(th.px(0.5), th.px(0.2))
    pygame.draw.rect(surface, PLATE, back, border_radius=th.px(0.2))
    surface.blit(img, img.get_rect(center=back.center))


def _plate(kit: Kit, surface: pygame.Surface, text: str, at: tuple[int, int], view: pygame.Rect) -> None:
    th = kit.app.theme
    img = th.text(text, th.px(0.6), LABEL_INK, bold=True)
    plate = img.get_rect(midleft=at).inflate(th.px(0.4), th.px(0.2))
    plate.clamp_ip(view)
    pygame.draw.rect(surface, PLATE, plate, border_radius=th.px(0.2))
    surface.blit(img, img.get_rect(center=plate.center))
