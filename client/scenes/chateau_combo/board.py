"""The Château Combo board: input becomes actions, the state becomes a picture.

Clicks (or drags) follow the turn: pick a card of the messenger's row, then a cell of
your tableau (valid cells glow); keys, the face-down option and effect choices are
buttons. Anything the rules refuse is explained by the host's toast. Everything is drawn
from the `Screen` (screen.py, the view model of what the seat sees) and a click becomes
an action through it (input.py takes the events); drawing lives in paint.py; what is
legal always comes from the rules.
"""

from __future__ import annotations

from typing import Any

import ludotheque.client.scenes.chateau_combo.areas as areas
import ludotheque.client.scenes.chateau_combo.guide as guide_mod
import ludotheque.client.scenes.chateau_combo.layout as layout_mod
import ludotheque.client.scenes.chateau_combo.overlays as overlays
import ludotheque.client.scenes.chateau_combo.paint as paint
import pygame
from ludotheque.client.audio import sounds_of
from ludotheque.client.game.board import Board
from ludotheque.client.game.outbox import Outbox
from ludotheque.client.scenes.chateau_combo.counters import Counters
from ludotheque.client.scenes.chateau_combo.cues import LOG_SOUNDS
from ludotheque.client.scenes.chateau_combo.frame import Frame
from ludotheque.client.scenes.chateau_combo.hover import Hover
from ludotheque.client.scenes.chateau_combo.input import Buttons, ComboInput, Reads, StoreAll
from ludotheque.client.scenes.chateau_combo.motion import Motion
from ludotheque.client.scenes.chateau_combo.screen import Screen
from ludotheque.client.scenes.chateau_combo.seen import Seen, screen_of
from ludotheque.client.scenes.chateau_combo.selection import Selection
from ludotheque.client.scenes.chateau_combo.view import GridView, mini_grid
from ludotheque.client.ui.widgets import Button
from ludotheque.rules.chateau_combo.actions import (
    Buy,
    MoveMessenger,
    RefreshRow,
)
from ludotheque.rules.chateau_combo.phases import Phase
from ludotheque.rules.chateau_combo.tableau import Cell

P = "chateau_combo."


class ComboBoard(Board):
    """A coordinator over parts that own their data: `Seen` (what the seat sees, and its
    `Screen`), `Selection`, `Counters`, `Motion`, `Hover` and the cached `Picture`.
    Painters, the guide and the hover panel read a `Frame` built from them (the screen,
    the layout, what moves); a move the player makes is queued and submitted in
    `update()`, never in the middle of a handler."""

    def __init__(self, host) -> None:
        super().__init__(host)
        t = self.app.t
        self.seen = Seen(host)
        self.selection = Selection()
        self.counters = Counters()
        self.motion = Motion()
        self.hover = Hover()
        self.picture = paint.Picture()
        self.lay = layout_mod.Layout()
        self.queued: Outbox[Any] = Outbox()  # moves (actions, or `StoreAll`) to submit in update()
        self.guide_time = 0.0  # the guided move's ring pulses
        self.move_button = Button(self.app, lambda: t(P + "ui.move_messenger"), lambda: self.input.queue(MoveMessenger()), "secondary")
        self.refresh_button = Button(self.app, lambda: t(P + "ui.refresh"), lambda: self.input.queue(RefreshRow()), "secondary")
        reads = Reads(screen=self.screen, frame=self.frame, grid=self.grid, lay=lambda: self.lay, rect=lambda: self.rect)
        self.input = ComboInput(host, reads, self.selection, self.hover, self.queued)  # what a click or a key does
        self.face_button = Button(self.app, self._face_label, self.input.toggle_face_down, "secondary")
        self.store_button = Button(self.app, lambda: t(P + "ui.store_all"), self.input.store_everything)
        self.keep_button = Button(self.app, self._keep_label, self.input.keep_rest, "secondary")
        self.buttons = [self.move_button, self.refresh_button, self.face_button, self.store_button, self.keep_button]
        self.input.buttons = Buttons(self.buttons, keep=self.keep_button, face=self.face_button)

    # --- who and what -------------------------------------------------------------------------
    def screen(self) -> Screen:
        """What the viewer's seat sees and may do now, with the UI's selection."""
        return self.seen.screen(self.selection)

    @property
    def selected(self) -> int | None:
        """The slot of the picked card in the messenger's row, or None."""
        return self.screen().picked.selected

    def me(self) -> int:
        return self.seen.me()

    def my_turn(self) -> bool:
        return self.seen.my_turn()

    def frame(self) -> Frame:
        """The board now, as the painters and the guide read it."""
        named = {"face": self.face_button, "move": self.move_button, "refresh": self.refresh_button,
                 "keep": self.keep_button}
        caption = self.host.tutorial
        return Frame(
            app=self.app, session=self.session, screen=self.screen(), rect=self.rect, lay=self.lay,
            mouse=self.hover.mouse, slides=self.motion.moving(), marks=self.motion.glowing(),
            messenger_y=self.counters.messenger_y, shown=self.shown,
            buttons={name: b.rect if b.visible else None for name, b in named.items()},
            guide=self.guide, guide_time=self.guide_time,
            caption=caption.box if caption is not None else None, hover=self.hover.ready())

    def drop_cells(self) -> list[Cell]:
        return self.frame().drop_cells()

    def grid(self) -> GridView:
        return self.frame().grid()

    def truth(self, seat: int, what: str) -> int:
        """A number the rules hold: a seat's "gold", "keys" or "score"."""
        line = self.screen().seats[seat]
        return line.score if what == "score" else line.gold if what == "gold" else line.keys

    def shown(self, seat: int, what: str) -> int:
        """The number on screen: it counts towards the true one (gold, keys, score)."""
        return self.counters.shown(seat, what, self.truth(seat, what))

    def _keep_label(self) -> str:
        return self.app.t(P + ("ui.keep_confirm" if self.selection.keep_armed else "ui.keep"))

    def cancel(self) -> bool:
        """Esc: drop the picked card (or an armed confirmation) before the host pauses."""
        return self.selection.cancel()

    def _face_label(self) -> str:
        return self.app.t(P + ("ui.face_down_on" if self.selection.face_down else "ui.face_down"))

    # --- layout and input -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        th = self.app.theme
        self.lay = layout_mod.compute(rect, th, self.screen().num_players - 1)
        bar = self.lay.keys_bar
        half = (bar.w - th.px(0.4)) // 2
        self.move_button.rect = pygame.Rect(bar.x, bar.y, half, bar.h)
        self.refresh_button.rect = pygame.Rect(bar.x + half + th.px(0.4), bar.y, half, bar.h)
        me = self.lay.me
        row = pygame.Rect(me.x + th.px(0.5), me.bottom - th.px(2.3), me.w - th.px(1.0), th.px(1.8))
        self.face_button.rect = row
        self.store_button.rect = pygame.Rect(row.x, row.y - th.px(2.1), row.w, row.h)
        self.keep_button.rect = row.copy()

    def update(self, dt: float) -> None:
        self._submit_queued()
        screen, sel = self.screen(), self.selection
        shown = screen.buttons
        self.move_button.visible = self.refresh_button.visible = self.face_button.visible = shown.keys
        self.move_button.enabled, self.refresh_button.enabled = shown.move, shown.refresh
        self.face_button.enabled = shown.face
        self.store_button.visible = self.keep_button.visible = shown.store
        if not shown.face or screen.picked.selected is None:
            sel.drop()  # a pick only lasts while that card may be bought
        settings = self.app.settings
        self.counters.step(dt, screen.num_players, self.truth, settings.anim_time(0.25))
        row = self.lay.rows.get(screen.messenger)
        self.counters.glide(dt, float(row.messenger.centery) if row is not None else None, settings.anim_time(0.25))
        self.guide_time += dt
        self.hover.track(None if sel.dragging else overlays.hover_target(self.frame()), dt)
        self.motion.update(dt)

    # --- moves: queued by the handlers, submitted here --------------------------------------------
    def _submit_queued(self) -> None:
        for action in self.queued.take():
            if isinstance(action, StoreAll):
                while self.my_turn() and (move := self.screen().store_move) is not None:
                    if not self.host.submit(move):
                        break
            elif self.host.submit(action) and isinstance(action, Buy):
                self.selection.drop()
                self.selection.face_down = False

    # --- input ----------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.input.handle_event(event)

    # --- events and drawing ---------------------------------------------------------------------
    def on_events(self, events, before, after) -> None:
        self.seen.forget()  # the state may have advanced in place (the command line's AI turns)
        me = self.me()  # the host hands over the states the seat saw: their screens
        before, after = screen_of(before, me), screen_of(after, me)
        sel = self.selection
        sel.fill_pick = []
        if sel.pick is not None and (after.turn != before.turn or after.pending is not None
                                     or after.messenger != before.messenger):
            sel.pick = None
        self._start_slides(before, after)
        for sound in sounds_of(events, LOG_SOUNDS):
            self.app.sounds.play(sound)

    def _start_slides(self, before: Screen, after: Screen) -> None:
        settings = self.app.settings
        duration = settings.anim_time(0.25)
        if duration <= 0 or after.phase == Phase.OVER and before.phase == Phase.OVER:
            return
        # Another seat's move is watched, not made: it goes slower, and its card glows a
        # moment where it landed, so an AI turn can be followed.
        if before.current is not None and before.current != self.me():
            duration = settings.anim_time(0.7)
        self.motion.start(before, after, self.lay, self.me(), duration, settings.anim_time(1.5), self._target_rect)

    def _target_rect(self, player: int, cell: Cell, screen: Screen) -> pygame.Rect | None:
        line = screen.seats[player]
        if player == self.me():
            return GridView(line.cells(), self.lay.tableau, list(line.open), gap=self.app.theme.px(0.25)).rect(cell)
        opponents = screen.opponents
        if player in opponents:
            k = opponents.index(player)
            return mini_grid(line.cells(), self.frame().mini_area(k)).rect(cell)
        return None

    def static_key(self) -> tuple | None:
        """What the cached picture of the board depends on (None: do not cache now)."""
        sel = self.selection
        if self.motion.slides or self.motion.marks or sel.dragging or self.counters.counting(self.truth):
            return None
        app = self.app
        return (self.screen(), self.session.ply, tuple(self.rect), app.translator.lang,
                app.settings.colour_blind, self.selected, sel.face_down, self.my_turn(),
                self.host.viewer, tuple(sel.fill_pick))

    def busy(self) -> bool:
        return self.motion.busy()

    def toast_area(self) -> pygame.Rect:
        return areas.toast_area(self.frame())

    def callout_area(self) -> pygame.Rect | None:
        return areas.callout_area(self.frame())

    def status(self) -> str:
        screen = self.screen()
        if screen.phase == Phase.STORE:
            return self.app.t(P + "ui.status.store")
        if screen.phase == Phase.OVER:
            return self.app.t(P + "ui.status.over")
        return self.app.t(P + "ui.status.turn", turn=screen.turn_no)

    def draw(self, surface: pygame.Surface) -> None:
        f = self.frame()
        paint.draw_board(surface, f, self.static_key(), self.picture)
        for b in self.buttons:
            if b.visible:
                b.draw(surface)
        self.hover.panel = overlays.draw_overlays(surface, f)
        if overlays.hovered_opponent(f) is None:  # never through an opponent's enlarged tableau
            guide_mod.draw(surface, f)  # over an effect's options too

    def guide_rect(self) -> pygame.Rect | None:
        return guide_mod.place(self.frame())


def create_board(host) -> ComboBoard:
    return ComboBoard(host)
