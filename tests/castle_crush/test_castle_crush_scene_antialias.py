"""A turned block's edges are antialiased (issue 31: stair-stepped edges): along a tilted
edge the pixels blend from the edge's colour into the table, where an aliased polygon
jumps from one to the other."""

from __future__ import annotations

import math

import pygame
from ludotheque.client.scenes.castle_crush.art import Camera, PieceArt
from ludotheque.rules.registry import get_game

TABLE = (40, 30, 20)


def blended_pixels(angle: float) -> int:
    port = get_game("castle-crush").state_cls.physics()
    art = PieceArt(port.piece_kinds(), port.layout())
    surface = pygame.Surface((300, 300))
    surface.fill(TABLE)
    art.piece(surface, Camera(pygame.Rect(0, 0, 300, 300), -2.0, 2.0, -2.0, 2.0), "tower_a", 0.0, 0.0, angle)
    edge = art._colours("tower_a", None)[1]
    seen = 0
    for x in range(300):
        for y in range(300):
            c = surface.get_at((x, y))[:3]
            if c != TABLE and c != tuple(edge[:3]) and all(min(t, e) <= v <= max(t, e) for v, t, e in zip(c, TABLE, edge[:3], strict=True)):
                outside = [surface.get_at((x + dx, y + dy))[:3] == TABLE for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                           if 0 <= x + dx < 300 and 0 <= y + dy < 300]
                seen += any(outside)
    return seen


def test_a_turned_block_has_blended_edges():
    assert blended_pixels(math.radians(17)) > 150  # none without the smoothing


def test_a_square_block_keeps_crisp_edges():
    assert blended_pixels(0.0) == 0 and blended_pixels(math.pi / 2) == 0
