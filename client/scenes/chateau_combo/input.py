"""What a click, a drag or a key does on Château Combo's board: event → move, through the
screen's description (`Screen.click_market`, `Screen.click_cell`: a `Pick`, a `Play`, a
`PickPurse` or a `Refuse`) and the layout's hit areas (the market's cards, the tableau's
cells, an effect's options). Moves are queued on the board's outbox, submitted in its
`update`; the board draws, this part takes the input."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import ludotheque.client.scenes.chateau_combo.overlays as overlays
import pygame
from ludotheque.client.game.hostapi import BoardHost
from ludotheque.client.game.outbox import Outbox
from ludotheque.client.scenes.chateau_combo.frame import Frame
from ludotheque.client.scenes.chateau_combo.hover import Hover
from ludotheque.client.scenes.chateau_combo.layout import Layout
from ludotheque.client.scenes.chateau_combo.screen import (
    Click,
    Pick,
    PickPurse,
    Play,
    Refuse,
    Screen,
)
from ludotheque.client.scenes.chateau_combo.selection import Selection
from ludotheque.client.scenes.chateau_combo.view import GridView
from ludotheque.client.ui.widgets import Button
from ludotheque.rules.chateau_combo.actions import ChooseEffect, FillPurses, KeepGold
from ludotheque.rules.chateau_combo.data import LOCATIONS
from ludotheque.rules.chateau_combo.phases import Phase
from ludotheque.rules.chateau_combo.tableau import Cell
from ludotheque.sounds.names import Sound

P = "chateau_combo."


@dataclass(frozen=True)
class StoreAll:
    """Queued by "store all": every leftover coin onto purses, one `StoreGold` at a time
    (the board submits them while the screen offers one)."""


@dataclass(frozen=True)
class Reads:
    """What the input asks of the screen the board describes (each call is the board's
    answer now)."""

    screen: Callable[[], Screen]
    frame: Callable[[], Frame]
    grid: Callable[[], GridView]
    lay: Callable[[], Layout]
    rect: Callable[[], pygame.Rect]


@dataclass
class Buttons:
    """The buttons the input watches: every one (they take their own clicks first),
    "keep the rest" (a click elsewhere disarms it) and "face down" (key F)."""

    every: list[Button]
    keep: Button
    face: Button


class ComboInput:
    """The board's input handlers, over the parts that own the data (`Selection`,
    `Hover`, the outbox of moves) and what the screen says."""

    def __init__(self, host: BoardHost, reads: Reads, selection: Selection, hover: Hover, outbox: Outbox[Any]) -> None:
        self.host, self.reads, self.selection, self.hover, self.outbox = host, reads, selection, hover, outbox
        self.buttons: Buttons | None = None  # set by the board once it made them (their actions are here)

    def queue(self, action: Any) -> bool:
        """A move the player made: submitted in the board's next `update()` (True: the input was used)."""
        self.outbox.put(action)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        sel, hover = self.selection, self.hover
        buttons = self.buttons
        assert buttons is not None, "the board made its buttons"
        if event.type == pygame.MOUSEMOTION:
            hover.mouse = event.pos if sel.dragging or not self._under_caption(event.pos) else (-1, -1)
            hover.blocked = False
        if event.type == pygame.MOUSEBUTTONDOWN:
            hover.blocked = True  # the panel of what was clicked waits for the pointer to move
            if not buttons.keep.rect.collidepoint(event.pos):
                sel.keep_armed = False
        for button in buttons.every:
            if button.handle_event(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and sel.dragging:
            sel.dragging = False
            if self.reads.lay().tableau.collidepoint(event.pos):
                return self.click_tableau(event.pos)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_f and buttons.face.enabled:
            self.toggle_face_down()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_1, pygame.K_2) and overlays.choice_rects(self.reads.frame()):
            return self.queue(ChooseEffect(0 if event.key == pygame.K_1 else 1))
        return False

    def _under_caption(self, pos: tuple[int, int]) -> bool:
        """True over a guided game's caption: the pointer is on the caption, not on what it
        covers (an opponent's panel must not open under it, nor stay open once a click on
        its button has taken the caption away and left the pointer there)."""
        caption = self.host.tutorial
        return caption is not None and caption.box.collidepoint(pos)

    def press(self, pos: tuple[int, int]) -> bool:
        if not self.host.can_act():  # (the seat plays now)
            if self.reads.rect().collidepoint(pos) and self.reads.screen().phase != Phase.OVER:
                self.host.toast(self.host.app.t(P + "ui.not_your_turn"))
            return False
        for k, rect in enumerate(overlays.choice_rects(self.reads.frame())):
            if rect.collidepoint(pos):
                return self.queue(ChooseEffect(k))
        for loc in LOCATIONS:
            row = self.reads.lay().rows[loc]
            for i, rect in enumerate(row.cards):
                if rect.collidepoint(pos):
                    return self.click_market(loc, i)
        if self.reads.lay().tableau.collidepoint(pos):
            return self.click_tableau(pos)
        return False

    def click_market(self, loc: str, index: int) -> bool:
        screen = self.reads.screen()
        click = screen.click_market(loc, index)
        if isinstance(click, Pick):
            sel = self.selection
            sel.select(screen.messenger, screen.row(screen.messenger).cards, click.index)
            sel.dragging = click.index is not None
            self.host.app.sounds.play(Sound.CARD)
            return True
        return self._follow(click)

    def _follow(self, click: Click) -> bool:
        """Do what the screen says a click does (True: the input was used)."""
        if isinstance(click, Play):
            return self.queue(click.action)
        if isinstance(click, Refuse):
            self.host.toast(self.host.app.t(click.key, **dict(click.params)))
            if click.sound:
                self.host.app.sounds.play(Sound.ERROR)
            return True
        return False

    def click_tableau(self, pos: tuple[int, int]) -> bool:
        cell = self.reads.grid().cell_at(pos)
        if cell is None:
            return False
        click = self.reads.screen().click_cell(cell)
        if isinstance(click, PickPurse):
            return self.pick_purse(click.cell)
        if isinstance(click, Refuse):  # nothing picked (a pick gone stale goes too)
            self.selection.pick = None
        return self._follow(click)

    def pick_purse(self, cell: Cell) -> bool:
        need = self.reads.screen().fill_need
        picked = self.selection.fill_pick
        if cell in picked:
            picked.remove(cell)
        else:
            picked.append(cell)
        if len(picked) >= need:
            choice = FillPurses(tuple(sorted(picked[-need:])))
            self.selection.fill_pick = []
            return self.queue(choice)
        return True

    # --- the buttons' actions ------------------------------------------------------------
    def toggle_face_down(self) -> None:
        self.selection.face_down = not self.selection.face_down

    def store_everything(self) -> None:
        self.queue(StoreAll())

    def keep_rest(self) -> None:
        """Leaving gold unstored scores nothing for it: the first press asks, the second keeps."""
        if not self.selection.keep_armed:
            self.selection.keep_armed = True
            gold = self.reads.screen().mine.gold
            self.host.toast(self.host.app.t(P + "ui.keep_warning", gold=gold))
            return
        self.selection.keep_armed = False
        self.queue(KeepGold())
