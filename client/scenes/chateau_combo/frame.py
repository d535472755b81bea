"""One frame of the Château Combo board as the painters, the guide and the hover panel
read it: what the viewer's seat sees (never the full state), the layout, the player's
selection and what is moving. Built by the board when it draws or is asked where things
are; nothing here changes anything."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame
from ludotheque.client.scenes.chateau_combo.layout import Layout
from ludotheque.client.scenes.chateau_combo.motion import Slide
from ludotheque.client.scenes.chateau_combo.view import GridView, mini_grid
from ludotheque.rules.chateau_combo.actions import Buy
from ludotheque.rules.chateau_combo.legal import open_cells
from ludotheque.rules.chateau_combo.phases import Pending, pending_of
from ludotheque.rules.chateau_combo.state import ComboState
from ludotheque.rules.chateau_combo.tableau import Cell


@dataclass(frozen=True)
class Frame:
    app: Any
    session: Any  # seat names and colours only
    state: ComboState  # what the viewer's seat sees (rebuilt from its view)
    rect: pygame.Rect
    lay: Layout
    me: int  # the seat whose tableau is shown large
    opponents: list[int]
    my_turn: bool
    legal: list[Any]  # what the viewer may do now (empty when it is not his turn)
    selected: int | None  # the slot of the picked market card
    face_down: bool
    dragging: bool
    fill_pick: list[Cell]
    mouse: tuple[int, int]
    slides: list[Slide]
    marks: list[list]
    messenger_y: float | None
    shown: Callable[[int, str], int]  # a seat's gold, keys or score as on screen now
    buttons: dict[str, pygame.Rect | None]  # "face", "move", "refresh", "keep": where, if shown
    guide: Any = None
    guide_time: float = 0.0
    caption: pygame.Rect | None = None  # a guided game's caption, over the board
    hover: tuple[Any, pygame.Rect] | None = None  # the card whose panel is open, and its anchor

    @property
    def pending(self) -> Pending | None:
        return pending_of(self.state.pending)

    def grid(self) -> GridView:
        """The viewer's tableau with the cells the next card may go to."""
        return GridView(self.state.players[self.me].tableau, self.lay.tableau, open_cells(self.state, self.me),
                        gap=self.app.theme.px(0.25))

    def mini_area(self, k: int) -> pygame.Rect:
        """Under an opponent's name, gold and keys: where their small tableau goes."""
        box, px = self.lay.opponents[k], self.app.theme.px
        return pygame.Rect(box.x + 4, box.y + px(2.3), box.w - 8, box.h - px(2.5))

    def opponent_grid(self, k: int) -> GridView:
        return mini_grid(self.state.players[self.opponents[k]].tableau, self.mini_area(k))

    def drop_cells(self) -> list[Cell]:
        """Cells the selected card may go to, face up or down as chosen (as the rules list
        them: none for a card too dear face up)."""
        if self.selected is None or self.state.pending is not None:
            return []
        return sorted({(a.row, a.col) for a in self.legal
                       if isinstance(a, Buy) and a.index == self.selected and a.face_down == self.face_down})

    def button(self, name: str) -> pygame.Rect | None:
        return self.buttons.get(name)
