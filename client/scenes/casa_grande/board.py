"""Casa Grande's board: the site in isometric 3-D with the track around it, the side
panel, and the turn's interactions (roll, choose a landing space, drop a block in the lit
lane, lay a platform that follows the cursor). Legality always comes from the rules.

The board owns its parts and passes them to each other: `Look` (colours, backdrop),
`Cursor` (selection, hover and the rules' verdicts), `Motion` (animations), `SiteView`
(the site on screen), `Panel` (the side panel) and `CasaInput` (input.py: events →
moves). Parts never import the board."""

from __future__ import annotations

import pygame
from ludotheque.client.game.board import Board
from ludotheque.client.scenes.casa_grande.cursor import Cursor
from ludotheque.client.scenes.casa_grande.guide import (
    bounds,
    draw_guide,
    guide_shapes,
    guide_space,
    known_platform,
)
from ludotheque.client.scenes.casa_grande.input import CasaInput
from ludotheque.client.scenes.casa_grande.look import Look
from ludotheque.client.scenes.casa_grande.motion import Motion
from ludotheque.client.scenes.casa_grande.paint import GOLD
from ludotheque.client.scenes.casa_grande.panel import Panel
from ludotheque.client.scenes.casa_grande.screen import tabulate
from ludotheque.client.scenes.casa_grande.seen import Seen
from ludotheque.client.scenes.casa_grande.site_view import SiteView
from ludotheque.rules.casa_grande.actions import Move, Pass, PlacePlatform, Roll


class CasaBoard(Board):
    def __init__(self, host) -> None:
        super().__init__(host)
        self.seen = Seen(host)
        self.look = Look(host)
        self.cursor = Cursor(host, self.seen)
        self.motion = Motion(host, self.seen)
        self.view = SiteView(host, self.look, self.cursor, self.motion, self.seen)
        self.panel = Panel(host, self.look, self.cursor, self.motion, self.view, self.seen)
        self.input = CasaInput(host, self.cursor, self.view, self.panel, lambda: self.guide)  # what a click or a key does

    # --- layout ------------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        th = self.app.theme
        panel_w = max(th.px(11.5), min(int(rect.w * 0.31), th.px(17)))
        self.panel.layout(pygame.Rect(rect.right - panel_w - th.px(0.3), rect.y + th.px(0.3), panel_w, rect.h - th.px(0.6)))
        self.view.layout(pygame.Rect(rect.x + th.px(0.3), rect.y, rect.w - panel_w - th.px(0.9), rect.h))

    @property
    def site_rect(self) -> pygame.Rect:
        return self.view.rect

    def toast_area(self) -> pygame.Rect:
        """Toasts and the tutorial's untargeted captions go over the site, never over the
        panel the player reads (the builders' rows, the die, what to do now)."""
        return self.view.rect

    def callout_area(self) -> pygame.Rect:
        """A step's or a hint's callout stays over the site too, even when it points at the
        panel's Roll button: its pointer reaches across, the builders' rows stay readable."""
        return self.view.rect

    # --- input (input.py) ------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.input.handle_event(event)

    # --- the host's questions -------------------------------------------------------------------
    def status(self) -> str:
        return self.cursor.status()

    def on_events(self, events, before, after) -> None:
        """`before` and `after` are the states the seat saw (the host hands no other):
        the motion reads them as the screen does, through their views."""
        self.cursor.forget()
        viewer = self.host.viewer
        self.motion.on_events(events, tabulate(before.view(viewer)), tabulate(after.view(viewer)))
        self.view.invalidate()

    def update(self, dt: float) -> None:
        for action in self.cursor.take_queued():  # the moves the handlers made, in order
            if not self.host.submit(action):
                break
        self.cursor.pick_fitting_shape()
        self.view.shake_left = max(0.0, self.view.shake_left - dt)
        if self.motion.update(dt):
            self.view.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)
        if self.guide is not None and self.view.iso is not None:
            draw_guide(surface, self.view.iso, self.cursor.table, self.guide, self.look.colour,
                       self.motion.age)
        self.panel.draw(surface)
        button = self._guide_button()
        if button is not None:
            pygame.draw.rect(surface, GOLD, button.inflate(6, 6), 3, border_radius=6)

    # --- guides (hints, tutorial steps) -----------------------------------------------------------
    def _guide_button(self) -> pygame.Rect | None:
        """Roll and Pass are shown on their panel button (when it is on screen). The
        panel's buttons follow the state now: the host asks on the first frame of a
        turn, before the panel has been drawn."""
        button = {Roll: self.panel.roll, Pass: self.panel.pass_}.get(type(self.guide))
        if button is None:
            return None
        self.panel.sync()
        return button.rect if button.visible else None

    def set_guide(self, action) -> None:
        """A guided platform is also picked in the tray, turned as shown: laying it is
        then one click on the site."""
        super().set_guide(action)
        self.cursor.guide = action if isinstance(action, PlacePlatform) and known_platform(action) else None
        self.cursor.on_guide = self.cursor.guide is not None and self.input.on_guide(self.cursor.mouse, PlacePlatform)
        if self.cursor.guide is not None and self.cursor.placing():
            self.cursor.select_shape(action.shape)
            self.cursor.rot = action.rot % 4 if self.cursor.shape == action.shape else self.cursor.rot

    def guide_rect(self) -> pygame.Rect | None:
        if self.guide is None:
            return None
        button = self._guide_button()
        if button is not None:
            return button
        if self.view.iso is None:
            return None
        space = guide_space(self.cursor.table, self.guide)
        badge = self.view.badge_rect(space) if isinstance(self.guide, Move) and space is not None else None
        if badge is not None:  # a stop is pointed at by its badge (what it costs), not its lane
            return badge
        return bounds(guide_shapes(self.cursor.table, self.view.iso, self.guide))

    def guide_area(self) -> pygame.Rect | None:
        """A guide on the site keeps its callout off the whole site, its rows, letters and
        numbers (issue 31: at 800x600 a bubble beside the guided cell hid rows 1-3; the
        view leaves its spare room above the site for it). A guided stop lights its lane
        too: the callout points at the badge, off both."""
        if self.view.iso is None or self._guide_button() is not None:
            return None
        target = self.guide_rect()
        if target is None:
            return None
        area = target.union(self.view.site_bounds())
        if isinstance(self.guide, Move):
            lit = bounds(guide_shapes(self.cursor.table, self.view.iso, self.guide))
            area = area.union(lit) if lit is not None else area
        return area

    def busy(self) -> bool:
        return False


def create_board(host) -> CasaBoard:
    return CasaBoard(host)
