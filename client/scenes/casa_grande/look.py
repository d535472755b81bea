"""How the seats and the table look on this board: each builder's colour and symbol
(the house gives every seat its own) and the opaque table behind cached drawings."""

from __future__ import annotations

from typing import Any

import pygame
from ludotheque.client.ui import draw


class Look:
    def __init__(self, host: Any) -> None:
        self.host = host

    def colour(self, p: int) -> tuple[int, int, int]:
        """The seat's colour, one of the sheet's four."""
        return self.host.app.seat_colour(self.host.session, p)

    def symbol(self, p: int) -> str:
        return self.host.app.seat_symbol(self.host.session, p)

    def backdrop(self, rect: pygame.Rect) -> pygame.Surface:
        """The table under `rect`, opaque: cached drawings start from it so they blit
        without per-pixel alpha (several times faster every frame)."""
        full = pygame.Surface(self.host.app.size)
        draw.table(full)
        piece = full.subsurface(rect.clip(full.get_rect())).copy()
        return piece.convert() if pygame.display.get_surface() is not None else piece
