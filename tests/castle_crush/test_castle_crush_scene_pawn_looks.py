"""The King and the General are told apart at a glance (issue 31: they differed by a small
dot): the King wears a gold crown above his head, the General a silver plume swept to one
side, in the owner's colour either way (and in the pieces panel, where nothing is cut)."""

from __future__ import annotations

import pygame
from ludotheque.client.colours import named
from ludotheque.client.scenes.castle_crush.art import Camera, PieceArt
from ludotheque.rules.registry import get_game

OWNER = (230, 159, 0)


def drawn(kind: str, alpha: int = 255) -> pygame.Surface:
    port = get_game("castle-crush").state_cls.physics()
    art = PieceArt(port.piece_kinds(), port.layout())
    surface = pygame.Surface((200, 200))
    cam = Camera(pygame.Rect(0, 0, 200, 200), -1.0, 1.0, -1.0, 1.0)
    art.piece(surface, cam, kind, 0.0, 0.0, 0.0, False, OWNER, alpha=alpha)
    return surface


def pixels(surface: pygame.Surface, colour, box: pygame.Rect) -> list[tuple[int, int]]:
    return [(x, y) for x in range(box.left, box.right) for y in range(box.top, box.bottom)
            if all(abs(a - b) <= 12 for a, b in zip(surface.get_at((x, y))[:3], colour[:3], strict=True))]


def test_the_king_wears_a_crown_and_the_general_a_plume():
    gold, silver = named("king", "castle_crush"), named("knight", "castle_crush")
    head_top = {"king": 100 - int(0.55 * 100), "general": 100 - int(0.45 * 100)}  # the pawns' tops, in pixels
    for alpha in (255, 170):  # on the table, and as the ghost at the cursor
        king, general = drawn("king", alpha), drawn("general", alpha)
        crown = pixels(king, gold, pygame.Rect(0, 0, 200, head_top["king"]))
        plume = pixels(general, silver, pygame.Rect(0, 0, 200, head_top["general"] + 2))
        if alpha == 255:
            assert len(crown) > 150 and len(plume) > 80
            left, right = sum(1 for x, _ in crown if x < 100), sum(1 for x, _ in crown if x >= 100)
            assert abs(left - right) < 0.25 * len(crown)  # a crown sits straight
            assert sum(1 for x, _ in plume if x > 104) > 3 * sum(1 for x, _ in plume if x < 96)  # a plume leans
        else:  # the ghost is blended: its crown is there, not in pure gold
            above = [(x, y) for x in range(60, 140) for y in range(head_top["king"])
                     if king.get_at((x, y))[:3] != (0, 0, 0)]
            assert len(above) > 100
