"""What a click, the pointer or a key does on Castle Risk's board: event → move, through
the screen's description (`Screen.click`: a `Play`, a `Select` or a `Refuse`) and the
map's hit areas (`MapView.territory_at`); the panel's widgets (`PanelButtons`) take their
own clicks first. Moves go to the board's `Outbox`, played in its `update`; the board
draws, this part takes the input."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
from ludotheque.client.game.hostapi import BoardHost
from ludotheque.client.scenes.castle_risk.buttons import PanelButtons
from ludotheque.client.scenes.castle_risk.mapview import MapView
from ludotheque.client.scenes.castle_risk.outbox import Move, Outbox
from ludotheque.client.scenes.castle_risk.screen import Play, Refuse, Screen, Select
from ludotheque.client.scenes.castle_risk.selection import Selection
from ludotheque.client.scenes.castle_risk.words import Words
from ludotheque.sounds.names import Sound


class RiskInput:
    """The board's input handlers, over the parts that own the data (`MapView`: where the
    territories are; `Selection`; `PanelButtons`; the `Outbox` of moves) and the screen."""

    def __init__(self, host: BoardHost, screen: Callable[[], Screen], map_view: MapView, selection: Selection,
                 controls: PanelButtons, outbox: Outbox) -> None:
        self.host, self.screen, self.map, self.selection = host, screen, map_view, selection
        self.controls, self.outbox = controls, outbox

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.controls.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.selection.point(event.pos, self.map.territory_at(event.pos))
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            t = self.map.territory_at(event.pos)
            if t is not None:
                self.click_territory(t, event.button == 3)
                return True
        return False

    def click_territory(self, t: str, right: bool) -> None:
        """What the view model says a click there does: a move (queued, played in
        `update`), a choice, or the rules' refusal."""
        outcome = self.screen().click(t, right, self.selection.place_amount)
        if isinstance(outcome, Play):
            self.outbox.put(Move(outcome.action))
        elif isinstance(outcome, Select):
            self.selection.pick(outcome.picked)
        elif isinstance(outcome, Refuse):
            self.refuse(outcome.error, outcome.sound)

    def refuse(self, why: Any, sound: bool = True) -> None:
        """Say why nothing happens (a toast), with the error sound unless told not to."""
        self.host.toast(Words(self.host.app, self.host.session).refusal(why))
        if sound:
            self.host.app.sounds.play(Sound.ERROR)
