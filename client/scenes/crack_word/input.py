"""What a click, a drag or a key does on Crack Word's board: event → move, through the
screen's description (`Screen.drop`, `with_letter`, `pass_action`: a `Play` or an `Ask`)
and the layout's hit areas (the hand's cards, the rows' lanes, the pass button); an open
question (the JOKER's letter, CRACK WORD!) takes the input first. Moves go to the board's
outbox, played in its `update`; the board draws, this part takes the input."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import ludotheque.client.scenes.crack_word.texts as texts
import pygame
from ludotheque.client.game.hostapi import BoardHost
from ludotheque.client.game.outbox import Outbox
from ludotheque.client.scenes.crack_word.layout import Layout
from ludotheque.client.scenes.crack_word.overlays import CrackChoice, JokerPicker
from ludotheque.client.scenes.crack_word.screen import Ask, Drop, Play, Screen
from ludotheque.client.scenes.crack_word.selection import Selection
from ludotheque.sounds.names import Sound

HINT_KEY = texts.HINT_KEY


@dataclass(frozen=True)
class Reads:
    """What the input asks of the board (each call is its answer now)."""

    screen: Callable[[], Screen]
    lay: Callable[[], Layout]
    rect: Callable[[], pygame.Rect]
    referee_preview: Callable[[], bool]


class CrackWordInput:
    """The board's input handlers, over the parts that own the data (`Selection`, the
    outbox of moves) and what the screen says. It owns the open question's widget
    (`overlay`: the JOKER's letters or CRACK WORD!), which takes the input first."""

    def __init__(self, host: BoardHost, reads: Reads, selection: Selection, outbox: Outbox[Any]) -> None:
        self.host, self.reads, self.selection, self.outbox = host, reads, selection, outbox
        self.overlay: JokerPicker | CrackChoice | None = None

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

    def _hand_index_at(self, pos: tuple[int, int]) -> int | None:
        slots = self.reads.lay().hand_slots(len(self.reads.screen().hand))
        for i in range(len(slots) - 1, -1, -1):  # the right-most card is drawn on top
            if slots[i].collidepoint(pos):
                return i
        return None

    def _press(self, pos: tuple[int, int]) -> bool:
        screen = self.reads.screen()
        if not screen.can_act:
            return False
        if screen.pass_offered and self.reads.lay().pass_button.collidepoint(pos):
            self.selection.pressed = True
            self._answer(screen.pass_action())
            return True
        index = self._hand_index_at(pos)
        self.selection.press(index, pos)
        return index is not None

    def _release(self, pos: tuple[int, int]) -> bool:
        drag, pressed = self.selection.release()
        if not self.host.can_act() or not pressed:
            # The release of a click begun elsewhere (a pass screen, a menu) plays nothing.
            return False
        if drag is not None and not drag.moved:
            self.selection.toggle(drag.index)
            self.host.app.sounds.play(Sound.CLICK)
            return True
        index = drag.index if drag is not None else self.selection.selected
        target = self.drop_target(pos, held=True)
        if index is None or target is None:
            return drag is not None
        face = self.reads.screen().face(index)
        if face is not None:
            self.selection.selected = index
            self._answer(self.reads.screen().drop(face, *target))
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.selection.selected is not None:
            self.selection.selected = None
            return True
        screen = self.reads.screen()
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

    def drop_target(self, pos: tuple[int, int] | None = None, held: bool = False) -> tuple[int, bool] | None:
        """(row, at_left) under the mouse, when a card is held."""
        pos = pos or self.selection.mouse
        screen = self.reads.screen()
        if not held and screen.held is None and self.selection.drag is None:
            return None
        for r, lane in enumerate(self.reads.lay().lanes):
            if lane.collidepoint(pos):
                if not screen.either_end:
                    return r, False
                slots = self.reads.lay().row_slots(r, len(screen.rows[r]), True)
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
                t = self.host.app.t
                self.overlay = JokerPicker(self.reads.rect(), self.host.app.theme, t("crack_word.ui.joker_title"), t("crack_word.ui.cancel"))
            else:
                self.ask_crack(outcome.word)

    def ask_crack(self, word: str) -> None:
        t = self.host.app.t
        # Without the referee's preview the card is down: taking it back once the
        # question shows would tell that the row is a word (issue 23, must fix 5).
        cancel = t("crack_word.ui.cancel") if self.reads.referee_preview() else None
        self.overlay = CrackChoice(self.reads.rect(), self.host.app.theme, t("crack_word.ui.crack_title", word=word),
                                t("crack_word.ui.crack_yes"), t("crack_word.ui.crack_no"), cancel)

    def close(self) -> None:
        self.overlay = None
        self.selection.close()

    def card_down(self) -> bool:
        """The CRACK WORD! question of a card that is down: only its two answers remain."""
        overlay = self.overlay
        return isinstance(overlay, CrackChoice) and overlay.labels[2] is None

    def cancel(self) -> bool:
        """Esc: close the JOKER's letter grid or a question that may be cancelled, else
        drop the picked card; the CRACK WORD! question of a card that is down stays."""
        if self.overlay is not None:
            if self.card_down():
                return False
            self.close()
            return True
        return self.selection.let_go()

    def _overlay_event(self, event: pygame.event.Event) -> bool:
        overlay = self.overlay
        assert overlay is not None, "a question is open"
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.card_down():
                self.close()
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
                self.close()
            elif choice is not None:
                self._picked_letter(choice)
        elif choice is None:
            self.close()
        elif choice != "miss":
            self._decided(bool(choice))
        return True

    def _picked_letter(self, letter: str) -> None:
        asked = self.selection.question
        assert asked is not None, "the JOKER's letter answers an open question"
        question = replace(asked, letter=letter)
        self.close()
        self._answer(self.reads.screen().with_letter(question))

    def _decided(self, crack: bool) -> None:
        question = self.selection.question
        assert question is not None, "CRACK WORD! answers an open question"
        self.close()
        self._answer(Play(question.action(crack)))
