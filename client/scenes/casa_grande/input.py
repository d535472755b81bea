"""What a click, a key or the pointer does on Casa Grande's board: event → move, through
the screen's description (`Screen.click`: a `Play`, a `Refuse` or a `Nudge`) and the site
view's hit areas (`SiteView.cell_at`, `space_at`, `badge_at`; the guide's gold outlines).
Moves are queued on the `Cursor`, submitted in the board's `update`; the board draws,
this part takes the input."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
from ludotheque.client.game.hostapi import BoardHost
from ludotheque.client.scenes.casa_grande.cursor import Cursor
from ludotheque.client.scenes.casa_grande.guide import guide_shapes
from ludotheque.client.scenes.casa_grande.iso import inside
from ludotheque.client.scenes.casa_grande.panel import Panel
from ludotheque.client.scenes.casa_grande.screen import Nudge, Play, Refuse
from ludotheque.client.scenes.casa_grande.site_view import SiteView
from ludotheque.rules.casa_grande.actions import Move, PlacePlatform
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.sounds.names import Sound


class CasaInput:
    """The board's input handlers, over the parts that own the data (`Cursor`: the
    selection and the moves queued; `SiteView`: where things are; `Panel`: its buttons)."""

    def __init__(self, host: BoardHost, cursor: Cursor, view: SiteView, panel: Panel, guide: Callable[[], Any]) -> None:
        self.host, self.cursor, self.view, self.panel, self.guide = host, cursor, view, panel, guide

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.panel.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self.cursor.mouse = event.pos
            self._hover(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.view.rect.collidepoint(event.pos):
            if event.button == 3:
                self.cursor.rot = (self.cursor.rot + 1) % 4
                return True
            if event.button == 1:
                self._hover(event.pos)
                return self.click()
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        cursor = self.cursor
        if event.key == pygame.K_r:
            cursor.rot = (cursor.rot + (3 if event.mod & pygame.KMOD_SHIFT else 1)) % 4
        elif event.key in (pygame.K_q, pygame.K_e):
            self.view.rotate(1 if event.key == pygame.K_e else 3)
        elif event.key == pygame.K_s:
            self.view.toggle_storeys()
        elif event.key == pygame.K_t:
            self.view.toggle_flat()
        elif event.key == pygame.K_RETURN and self.host.can_act() and cursor.table.phase == Phase.MOVE:
            cursor.queue(Move(0))
        elif event.key == pygame.K_TAB and cursor.placing():
            cursor.next_shape()
        else:
            return False
        return True

    def _hover(self, pos: tuple[int, int]) -> None:
        cursor, view = self.cursor, self.view
        old = (cursor.hover_cell, cursor.hover_space)
        badge = view.badge_at(pos) if self.host.can_act() else None
        cursor.hover_cell = view.cell_at(pos) if badge is None else None
        cursor.hover_space = badge if badge is not None else view.space_at(pos) if cursor.hover_cell is None else None
        cursor.mouse = pos
        cursor.on_guide = self.on_guide(pos, PlacePlatform)
        if old != (cursor.hover_cell, cursor.hover_space) and self.host.can_act() and cursor.hover_cell is not None:
            if cursor.table.phase in (Phase.BLOCK, Phase.PLATFORM):
                self.host.app.sounds.play(Sound.HOVER, 0.3)

    def click(self) -> bool:
        """A left click on the site where the cursor stands, mapped to an action through
        the screen."""
        cursor = self.cursor
        stop = self.guide() if self.on_guide(cursor.mouse, Move) else None  # the guided stop's lit lane
        outcome = cursor.screen.click(stop)
        if isinstance(outcome, Play):
            cursor.queue(outcome.action)
        elif isinstance(outcome, Refuse):
            self._refuse()
        elif isinstance(outcome, Nudge):
            self.host.toast(self.host.app.t(f"casa_grande.ui.hint.{outcome.phase}"))
        return outcome is not None

    def _refuse(self) -> None:
        """A click the rules refuse: the red label under the cursor already says why, so
        it is not submitted (the host would repeat the reason in a toast); the label
        shakes and the error sounds instead."""
        self.view.shake()
        self.host.app.sounds.play(Sound.ERROR)

    def on_guide(self, pos: tuple[int, int], kind: type) -> bool:
        """Is `pos` inside the gold outline of a guided `kind` of action (a click there
        plays it: a platform raised over other cells, a stop and the lane it faces)?"""
        if not isinstance(self.guide(), kind) or self.view.iso is None:
            return False
        return any(inside(pos, poly) for poly in guide_shapes(self.cursor.table, self.view.iso, self.guide()))
