"""The Crack Word board: a small coordinator over parts that own their data.

A play is a card taken from the hand (click it, drag it, or type its letter: Shift+H for
an H, since H alone is the house's hint key) and dropped on a row end (click the row, or
release over it; keys 1-4 also drop on a row). A JOKER then asks for its letter; a play
that can crack a word asks whether to cry CRACK WORD!

The screen is described by the view model (`screen.describe`) from the viewer's own view,
its legal actions and the UI's choices; painters draw that description and drops go
through it. The parts: `Selection` (the card held, the drag, the open question), `Motion`
(what moves), `Notices` (hot-seat news), `Words` (text and card faces), `Layout`. None of
them imports this module. A move is queued by the handlers and played in `update()`.
"""

from __future__ import annotations

from dataclasses import replace
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
from ludotheque.client.scenes.crack_word.layout import Layout
from ludotheque.client.scenes.crack_word.overlays import CrackChoice, JokerPicker
from ludotheque.client.scenes.crack_word.screen import Ask, Drop, Play, Question, Screen, describe
from ludotheque.client.scenes.crack_word.selection import Selection
from ludotheque.client.scenes.crack_word.words import Words
from ludotheque.rules.crack_word.dictionary import is_loaded, load_dictionary
from ludotheque.rules.crack_word.phases import Table
from ludotheque.sounds.names import Sound

HINT_KEY = texts.HINT_KEY


class CrackWordBoard(Board):
    def __init__(self, host) -> None:
        super().__init__(host)
        table = Table.of(self.session.view(None))
        self.lay = Layout.compute(pygame.Rect(0, 0, 800, 600), 16, table.num_players)
        self.selection = Selection()
        self.motion = Motion()
        self.notices = Notices()
        self.overlay: JokerPicker | CrackChoice | None = None  # the open question's widget
        self.outbox: Outbox[Any] = Outbox()  # moves asked for, played in update()
        self._legal: ViewCache[tuple[Any, ...]] = ViewCache()
        self._screens: ViewCache[Screen] = ViewCache()
        self._layer: ViewCache[pygame.Surface] = ViewCache()
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
        view = self.session.view(viewer)  # the only door to what the seat may see
        legal = self._legal.get(self.session.ply, (viewer, can_act), lambda: tuple(
            self.session.info.state_cls.legal_actions_in_view(view) if can_act else ()))
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

    @property
    def selected(self) -> int | None:
        return self.selection.selected

    @selected.setter
    def selected(self, index: int | None) -> None:
        self.selection.selected = index

    @property
    def mouse(self) -> tuple[int, int]:
        return self.selection.mouse

    @mouse.setter
    def mouse(self, pos: tuple[int, int]) -> None:
        self.selection.mouse = pos

    @property
    def banner(self) -> Any:
        shown = self.motion.banner
        return shown[0] if shown is not None else None

    @property
    def flights(self) -> list[Any]:
        return [flight for flight, _ in self.motion.flights]

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
        if isinstance(self.overlay, CrackChoice) and self.overlay.labels[2] is None and question is not None:
            self._ask_crack(self.screen().question_word())  # the card is down: ask again at the new size
            return
        self._close()

    # --- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.selection.point(event.pos, self._hand_index_at(event.pos))
            return False
        if self.overlay is not None:
            return self._overlay_event(event)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        return False

    def _hand_index_at(self, pos) -> int | None:
        slots = self.lay.hand_slots(len(self.screen().hand))
        for i in range(len(slots) - 1, -1, -1):  # the right-most card is drawn on top
            if slots[i].collidepoint(pos):
                return i
        return None

    def _press(self, pos) -> bool:
        screen = self.screen()
        if not screen.can_act:
            return False
        if screen.pass_offered and self.lay.pass_button.collidepoint(pos):
            self.selection.pressed = True
            self._answer(screen.pass_action())
            return True
        index = self._hand_index_at(pos)
        self.selection.press(index, pos)
        return index is not None

    def _release(self, pos) -> bool:
        drag, pressed = self.selection.release()
        if not self.host.can_act() or not pressed:
            # The release of a click begun elsewhere (a pass screen, a menu) plays nothing.
            return False
        if drag is not None and not drag.moved:
            self.selection.toggle(drag.index)
            self.app.sounds.play(Sound.CLICK)
            return True
        index = drag.index if drag is not None else self.selection.selected
        target = self.drop_target(pos, held=True)
        if index is None or target is None:
            return drag is not None
        face = self.screen().face(index)
        if face is not None:
            self.selection.selected = index
            self._answer(self.screen().drop(face, *target))
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.selection.selected is not None:
            self.selection.selected = None
            return True
        screen = self.screen()
        if not screen.can_act:
            return False
        if pygame.K_1 <= event.key <= pygame.K_4 and self.selection.selected is not None:
            if screen.held is not None:
                self._answer(screen.drop(screen.held, event.key - pygame.K_1, False))
            return True
        char = (event.unicode or "").upper()
        if char == HINT_KEY and not event.mod & pygame.KMOD_SHIFT:
            return False  # H alone asks the house for a hint; Shift+H picks an H card
        if len(char) == 1 and char.isalpha() and char in screen.hand:
            self.selection.selected = screen.hand.index(char)
            return True
        return False

    def drop_target(self, pos=None, held: bool = False) -> tuple[int, bool] | None:
        """(row, at_left) under the mouse, when a card is held."""
        pos = pos or self.selection.mouse
        screen = self.screen()
        if not held and screen.held is None and self.selection.drag is None:
            return None
        for r, lane in enumerate(self.lay.lanes):
            if lane.collidepoint(pos):
                if not screen.either_end:
                    return r, False
                slots = self.lay.row_slots(r, len(screen.rows[r]), True)
                middle = (slots[0].centerx + slots[-3].centerx) // 2 if len(slots) > 2 else slots[0].centerx
                return r, pos[0] < middle
        return None

    # --- questions and answers ----------------------------------------------------------------
    def _answer(self, outcome: Drop | None) -> None:
        """What the view model says a drop or an answer does: queue a move, or ask."""
        if isinstance(outcome, Play):
            self.outbox.put(outcome.action)
        elif isinstance(outcome, Ask):
            self.selection.ask(outcome.question)
            if outcome.question.joker:
                t = self.app.t
                self.overlay = JokerPicker(self.rect, self.app.theme, t("crack_word.ui.joker_title"),
                                           t("crack_word.ui.cancel"))
            else:
                self._ask_crack(outcome.word)

    def _ask_crack(self, word: str) -> None:
        t = self.app.t
        # Without the referee's preview the card is down: taking it back once the
        # question shows would tell that the row is a word (issue 23, must fix 5).
        cancel = t("crack_word.ui.cancel") if self.referee_preview() else None
        self.overlay = CrackChoice(self.rect, self.app.theme, t("crack_word.ui.crack_title", word=word),
                                   t("crack_word.ui.crack_yes"), t("crack_word.ui.crack_no"), cancel)

    def _close(self) -> None:
        self.overlay = None
        self.selection.close()

    def _card_down(self) -> bool:
        """The CRACK WORD! question of a card that is down: only its two answers remain."""
        return isinstance(self.overlay, CrackChoice) and self.overlay.labels[2] is None

    def cancel(self) -> bool:
        """Esc: close the JOKER's letter grid or a question that may be cancelled, else
        drop the picked card; the CRACK WORD! question of a card that is down stays."""
        if self.overlay is not None:
            if self._card_down():
                return False
            self._close()
            return True
        return self.selection.let_go()

    def _overlay_event(self, event: pygame.event.Event) -> bool:
        overlay = self.overlay
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self._card_down():
                self._close()
            return True
        if isinstance(overlay, JokerPicker) and event.type == pygame.KEYDOWN:
            char = (event.unicode or "").upper()
            if len(char) == 1 and "A" <= char <= "Z":
                self._picked_letter(char)
            return True
        if isinstance(overlay, CrackChoice) and event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self._decided(True)
            return True
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return event.type == pygame.MOUSEBUTTONDOWN
        choice = overlay.pick(event.pos)
        if isinstance(overlay, JokerPicker):
            if choice == "":
                self._close()
            elif choice is not None:
                self._picked_letter(choice)
        elif choice is None:
            self._close()
        elif choice != "miss":
            self._decided(bool(choice))
        return True

    def _picked_letter(self, letter: str) -> None:
        question = replace(self.selection.question, letter=letter)
        self._close()
        self._answer(self.screen().with_letter(question))

    def _decided(self, crack: bool) -> None:
        question: Question = self.selection.question
        self._close()
        self._answer(Play(question.action(crack)))

    # --- after a move, each frame ----------------------------------------------------------------
    def on_events(self, events, before, after) -> None:
        self._close()
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
        if self.overlay is not None:
            self.overlay.draw(surface, self.selection.mouse)
            guide.draw_answer(surface, self.guide, self.selection.question, self.overlay, self.app.theme)

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
        if self.overlay is not None:
            # A question is open (the JOKER's letter, CRACK WORD!): the host's caption goes
            # beside it, never over the letters or buttons the player must reach.
            return self.overlay.rect
        return guide.target(self.screen(), self.lay, self.guide)


def create_board(host) -> CrackWordBoard:
    return CrackWordBoard(host)
