"""One frame of the Château Combo board as the painters, the guide and the hover panel
read it: the `Screen` (what the viewer's seat sees and may do, never the full state), the
layout, and what is moving or under the pointer. Built by the board when it draws or is
asked where things are; nothing here changes anything."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame
from ludotheque.client.scenes.chateau_combo.layout import Layout
from ludotheque.client.scenes.chateau_combo.motion import Slide
from ludotheque.client.scenes.chateau_combo.screen import Screen
from ludotheque.client.scenes.chateau_combo.view import GridView, mini_grid
from ludotheque.rules.chateau_combo.phases import Pending
from ludotheque.rules.chateau_combo.tableau import Cell


@dataclass(frozen=True)
class Frame:
    app: Any
    session: Any  # seat names and colours only
    screen: Screen  # what the viewer's seat sees and may do
    rect: pygame.Rect
    lay: Layout
    mouse: tuple[int, int]
    slides: list[Slide]
    marks: list[tuple[int, Cell, float]]  # (seat, cell, seconds left): an opponent's new card glows
    messenger_y: float | None
    shown: Callable[[int, str], int]  # a seat's gold, keys or score as on screen now
    buttons: dict[str, pygame.Rect | None]  # "face", "move", "refresh", "keep": where, if shown
    guide: Any = None
    guide_time: float = 0.0
    caption: pygame.Rect | None = None  # a guided game's caption, over the board
    hover: tuple[Any, pygame.Rect] | None = None  # the card whose panel is open, and its anchor

    # --- the screen's parts the painters read most ------------------------------------------
    @property
    def me(self) -> int:
        return self.screen.me

    @property
    def opponents(self) -> tuple[int, ...]:
        return self.screen.opponents

    @property
    def my_turn(self) -> bool:
        return self.screen.can_act

    @property
    def legal(self) -> tuple[Any, ...]:
        return self.screen.legal

    @property
    def selected(self) -> int | None:
        return self.screen.picked.selected

    @property
    def face_down(self) -> bool:
        return self.screen.picked.face_down

    @property
    def dragging(self) -> bool:
        return self.screen.picked.dragging

    @property
    def fill_pick(self) -> tuple[Cell, ...]:
        return self.screen.picked.fill_pick

    @property
    def pending(self) -> Pending | None:
        return self.screen.pending

    # --- where things are -------------------------------------------------------------------
    def grid(self) -> GridView:
        """The viewer's tableau with the cells the next card may go to."""
        mine = self.screen.mine
        return GridView(mine.cells(), self.lay.tableau, list(mine.open), gap=self.app.theme.px(0.25))

    def mini_area(self, k: int) -> pygame.Rect:
        """Under an opponent's name, gold and keys: where their small tableau goes."""
        box, px = self.lay.opponents[k], self.app.theme.px
        return pygame.Rect(box.x + 4, box.y + px(2.3), box.w - 8, box.h - px(2.5))

    def opponent_grid(self, k: int) -> GridView:
        return mini_grid(self.screen.seats[self.opponents[k]].cells(), self.mini_area(k))

    def drop_cells(self) -> list[Cell]:
        """Cells the selected card may go to, face up or down as chosen (as the rules list
        them: none for a card too dear face up)."""
        return list(self.screen.drop)

    def button(self, name: str) -> pygame.Rect | None:
        return self.buttons.get(name)
