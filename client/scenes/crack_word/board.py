"""The Crack Word board: a small coordinator over parts that own their data.

A play is a card taken from the hand (click it, drag it, or type its letter: Shift+H for
an H, since H alone is the house's hint key) and dropped on a row end (click the row, or
release over it; keys 1-4 also drop on a row). A JOKER then asks for its letter; a play
that can crack a word asks whether to cry CRACK WORD!

The screen is described by the view model (`screen.describe`) from the viewer's own view,
its legal actions and the UI's choices; painters draw that description and drops go
through it. The parts: `Selection` (the card held, the drag, the open question), `Motion`
(what moves), `Notices` (hot-seat news), `Words` (text and card faces), `Layout`, and
`CrackWordInput` (input.py: events → moves, and the open question's widget). None of
them imports this module. A move is queued by the handlers and played in `update()`.
"""

from __future__ import annotations

from typing import Any

import ludotheque.client.scenes.crack_word.guide as guide
import ludotheque.client.scenes.crack_word.paint as paint
import ludotheque.client.scenes.crack_word.texts as texts
import pygame
from ludotheque.client.game.board import Board
from ludotheque.client.game.chrome import draw_toasts
from ludotheque.client.game.outbox import Outbox
from ludotheque.client.game.viewcache import ViewCache
from ludotheque.client.scenes.crack_word.events import Motion, Notices
from ludotheque.client.scenes.crack_word.input import CrackWordInput, Reads
from ludotheque.client.scenes.crack_word.layout import Layout
from ludotheque.client.scenes.crack_word.screen import Screen, describe
from ludotheque.client.scenes.crack_word.selection import Selection
from ludotheque.client.scenes.crack_word.words import Words
from ludotheque.rules.crack_word.dictionary import is_loaded, load_dictionary
from ludotheque.rules.crack_word.phases import Table


class CrackWordBoard(Board):
    def __init__(self, host) -> None:
        super().__init__(host)
        table = Table.of(self.session.view_model(None).to_wire())
        self.lay = Layout.compute(pygame.Rect(0, 0, 800, 600), 16, table.num_players)
        self.selection = Selection()
        self.motion = Motion()
        self.notices = Notices()
        self.outbox: Outbox[Any] = Outbox()  # moves asked for, played in update()
        self._legal: ViewCache[tuple[Any, ...]] = ViewCache()
        self._screens: ViewCache[Screen] = ViewCache()
        self._layer: ViewCache[pygame.Surface] = ViewCache()
        reads = Reads(screen=self.screen, lay=lambda: self.lay, rect=lambda: self.rect,
                      referee_preview=self.referee_preview)
        self.input = CrackWordInput(host, reads, self.selection, self.outbox)  # what a click or a key does
        self._warm_dictionary(table)

    def _warm_dictionary(self, table: Table) -> None:
        """Load the referee's dictionary before the board takes input. Loaded lazily, the
        first hover over a row froze the window for a second or more; clicks queued meanwhile
        then played a card and dismissed the next pass screen at once, showing the next
        hand (QA CW1). Clicks and keys given to the frozen screen are dropped."""
        slow = not is_loaded(table.language)
        words = load_dictionary(table.language)
        slow = slow or (table.either_end and not words.has_suffixes())
        words.is_prefix("A")
        if table.either_end:
            words.suffixes()
        if slow and pygame.display.get_init():
            pygame.event.clear((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.KEYUP))

    # --- the view model --------------------------------------------------------------------
    @property
    def words(self) -> Words:
        return Words(self.app, self.session)

    def screen(self) -> Screen:
        """The screen as the viewer may see it, made again for each move and choice."""
        viewer, can_act = self.host.viewer, self.host.can_act()
        picked, preview = self.selection.picked(), self.referee_preview()
        return self._screens.get(self.session.ply, (viewer, can_act, picked, preview),
                                 lambda: self._describe(viewer, can_act, picked, preview))

    def _describe(self, viewer: int | None, can_act: bool, picked: Any, preview: bool) -> Screen:
        view = self.session.view_model(viewer)  # the only door to what the seat may see
        legal = self._legal.get(self.session.ply, (viewer, can_act), lambda: tuple(
            self.session.info.state_cls.legal_actions_in_view(view.to_wire()) if can_act else ()))
        return describe(view, legal, picked, can_act=can_act, preview=preview)

    def refresh(self) -> None:
        """Describe the screen again (a position arranged in place, without a move)."""
        self._legal.forget()
        self._screens.forget()
        self._layer.forget()

    def referee_preview(self) -> bool:
        """Does hovering tell whether the referee takes a letter? Only as an aid: in the
        guided game, or with the game option on."""
        guided = self.host.tutorial is not None
        return guided or self.session.config.options.get("referee_preview", "off") == "on"

    # --- what tests and the host read ------------------------------------------------------
    def hand_faces(self) -> list[str]:
        return list(self.screen().hand)

    def selected_face(self) -> str | None:
        return self.screen().held

    def pass_offered(self) -> bool:
        """The derniers tours' "pass for good", offered only to a player who cannot play."""
        return self.screen().pass_offered

    def hint_text(self) -> tuple[str, str]:
        mouse = self.selection.mouse
        hovered = next((r for r, lane in enumerate(self.lay.lanes) if lane.collidepoint(mouse)), None)
        return texts.hint(self.words, self.screen(), hovered, self.drop_target())

    def status(self) -> str:
        return texts.status(self.words, self.screen())

    def busy(self) -> bool:
        """The next AI waits while a move is still on its way or just landed, so each one
        can be followed (a human's input never waits on this)."""
        return self.motion.busy()

    # --- layout ------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.lay = Layout.compute(rect, self.app.theme.unit, len(self.screen().players))
        question = self.selection.question
        if self.input.card_down() and question is not None:
            self.input.ask_crack(self.screen().question_word())  # the card is down: ask again at the new size
            return
        self.input.close()

    # --- input (input.py) ------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.input.handle_event(event)

    def cancel(self) -> bool:
        return self.input.cancel()

    def drop_target(self) -> tuple[int, bool] | None:
        """(row, at_left) under the mouse, when a card is held."""
        return self.input.drop_target()

    # --- after a move, each frame ----------------------------------------------------------------
    def on_events(self, events, before, after) -> None:
        self.input.close()
        self.refresh()
        was, now = Table.of(before.view(None)), Table.of(after.view(None))  # what the table saw change
        self.motion.react(events, was, now, self.lay, self.words, self.host.viewer, self.rect.x)
        self.notices.react(events, self.words, now.current)

    def update(self, dt: float) -> None:
        for action in self.outbox.take():  # what the handlers asked for, played now
            if self.host.submit(action):
                self.selection.played()
        self.motion.tick(dt)
        self.notices.tell(self.host.viewer, self.host.can_act(), dt)

    # --- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        screen, words = self.screen(), self.words
        target, said = self.drop_target(), self.hint_text()
        if self.motion.moving() or self.selection.dragging():
            self._layer.forget()
            self._draw_table(surface, screen, words, target, said)
        else:
            # Nothing moves: the board is the same picture until the table, the hover or
            # the selection changes, so it is drawn once and then copied.
            sel = self.selection
            key = (self.host.viewer, screen.can_act, sel.selected, sel.hover_card, target, said,
                   self.lay.pass_button.collidepoint(sel.mouse), self.app.settings.colour_blind, tuple(self.rect),
                   self.app.translator.lang)
            if self._layer.fresh(self.session.ply, key):
                surface.blit(self._layer.get(self.session.ply, key, lambda: surface), self.rect.topleft)
            else:
                self._draw_table(surface, screen, words, target, said)
                self._layer.get(self.session.ply, key, lambda: surface.subsurface(self.rect).copy())
        guide.draw(surface, self.guide, screen, self.lay, words)
        paint.flights(surface, screen, self.lay, self.motion)
        shown = self.motion.banner
        if shown is not None:
            shown[0].draw(surface, self.rect, self.app.theme, shown[1])
        if self.notices.shown != []:
            draw_toasts(surface, self.app.theme, self.notices.shown, self.toast_area())
        if self.input.overlay is not None:
            self.input.overlay.draw(surface, self.selection.mouse)
            guide.draw_answer(surface, self.guide, self.selection.question, self.input.overlay, self.app.theme)

    def _draw_table(self, surface: pygame.Surface, screen: Screen, words: Words, target: Any, said: Any) -> None:
        paint.players(surface, screen, self.lay, words)
        paint.hint(surface, self.lay, self.app.theme, said)
        paint.rows(surface, screen, self.lay, words, self.motion, target)
        paint.hand(surface, screen, self.lay, words, self.selection, self.hand_label(screen.viewer))
        paint.pass_button(surface, screen, self.lay, words, self.selection.mouse)

    def hand_label(self, viewer: int | None) -> str:
        """"Your hand" at the table; a replay (a host with a timeline) or an AI seat's hand is
        named, since whoever watches is not that player."""
        if viewer is None:
            return ""
        replay = self.host.timeline is not None
        if replay or not self.words.is_human(viewer):
            return self.app.t("crack_word.ui.hand_of", name=self.app.seat_name(self.session, viewer))
        return self.app.t("crack_word.ui.your_hand")

    def toast_area(self) -> pygame.Rect:
        """Toasts, notices and captions that point at nothing go over the table's free
        space, never over the players' panels, the hint line or the hand."""
        screen = self.screen()
        return self.lay.free_area([len(row) for row in screen.rows], screen.either_end)

    def callout_area(self) -> pygame.Rect:
        """A hint's or a guided step's caption goes beside its target within the same
        free space: the drop place it points at is left of it, the hand below it."""
        return self.toast_area()

    def guide_rect(self) -> pygame.Rect | None:
        if self.guide is None:
            return None
        if self.input.overlay is not None:
            # A question is open (the JOKER's letter, CRACK WORD!): the host's caption goes
            # beside it, never over the letters or buttons the player must reach.
            return self.input.overlay.rect
        return guide.target(self.screen(), self.lay, self.guide)


def create_board(host) -> CrackWordBoard:
    return CrackWordBoard(host)
