"""The Crack Word board: input → action, events → motion. Drawing is in paint.py.

A play is a card taken from the hand (click it, drag it, or type its letter: Shift+H for
an H, since H alone is the house's hint key) and dropped on a row end (click the row, or
release over it; keys 1-4 also drop on a row). A JOKER then asks for
its letter; a play that can crack a word asks whether to cry CRACK WORD! The rules say
what is legal; the board only asks them (`row_accepts`, `can_crack`, `check_action`).
"""

from __future__ import annotations

import ludotheque.client.scenes.crack_word.guide as guide
import ludotheque.client.scenes.crack_word.paint as paint
import pygame
from ludotheque.client.game.board import Board
from ludotheque.client.scenes.crack_word.events import react
from ludotheque.client.scenes.crack_word.layout import Layout
from ludotheque.client.scenes.crack_word.overlays import CrackChoice, JokerPicker
from ludotheque.rules.crack_word.actions import Pass, PlaceLetter, Trash
from ludotheque.rules.crack_word.cards import JOKER, POUBELLE, has_majority, row_text
from ludotheque.rules.crack_word.dictionary import is_loaded
from ludotheque.rules.crack_word.legal import can_crack, may_pass, placed_row

DRAG_START = 6  # pixels the mouse moves before a press becomes a drag
HINT_KEY = "H"  # the house's hint key: typing it picks no card unless Shift is held


class CrackWordBoard(Board):
    def __init__(self, host) -> None:
        super().__init__(host)
        self.lay = Layout.compute(pygame.Rect(0, 0, 800, 600), 16, self.state.num_players)
        self.mouse = (0, 0)
        self.selected: int | None = None
        self.hover_card: int | None = None
        self.drag: dict | None = None
        self.pressed = False  # a release only counts after a press this board saw
        self.overlay: JokerPicker | CrackChoice | None = None
        self.pending: tuple[str, int, bool, str] | None = None  # face, row, left, letter
        self.flights: list = []
        self.banner = None
        self.shakes: dict[int, float] = {}
        self.ghosts: dict[int, list] = {}
        self.linger = 0.0  # another seat's move stays in view this long before the next AI's
        self.notices: dict[int, str] = {}  # hot seat: what a seat must be told on its next screen
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self._warm_dictionary()

    def _warm_dictionary(self) -> None:
        """Load the referee's dictionary before the board takes input. Loaded lazily, the
        first hover over a row froze the window for a second or more; clicks queued meanwhile
        then played a card and dismissed the next pass screen at once, showing the next
        hand (QA CW1). Clicks and keys given to the frozen screen are dropped."""
        state = self.state
        slow = not is_loaded(state.language) or (state.either_end and not state.dictionary.has_suffixes())
        state.dictionary.is_prefix("A")
        if state.either_end:
            state.dictionary.suffixes()
        if slow and pygame.display.get_init():
            pygame.event.clear((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.KEYUP))

    # --- layout and what the hand holds -------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.lay = Layout.compute(rect, self.app.theme.unit, self.state.num_players)
        if isinstance(self.overlay, CrackChoice) and self.overlay.labels[2] is None and self.pending is not None:
            face, row, left, letter = self.pending  # the card is down: ask again at the new size
            self._ask_crack(row_text(placed_row(self.state, PlaceLetter(face, row, letter, left), self.host.viewer)))
            return
        self.overlay = None
        self.pending = None

    def hand_faces(self) -> list[str]:
        viewer = self.host.viewer
        if viewer is None:
            return []
        return sorted(self.state.hands[viewer], key=lambda f: (f in (JOKER, POUBELLE), f))

    def selected_face(self) -> str | None:
        index = self.drag["index"] if self.drag and self.drag["moved"] else self.selected
        faces = self.hand_faces()
        return faces[index] if index is not None and index < len(faces) else None

    def pass_offered(self) -> bool:
        """The derniers tours' "pass for good", offered only to a player who cannot play."""
        return self.host.can_act() and may_pass(self.state)

    # --- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
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

    def _motion(self, pos) -> None:
        self.mouse = pos
        self.hover_card = self._hand_index_at(pos)
        if self.drag is not None:
            self.drag["pos"] = pos
            sx, sy = self.drag["start"]
            if abs(pos[0] - sx) + abs(pos[1] - sy) > DRAG_START:
                self.drag["moved"] = True

    def _hand_index_at(self, pos) -> int | None:
        slots = self.lay.hand_slots(len(self.hand_faces()))
        for i in range(len(slots) - 1, -1, -1):  # the right-most card is drawn on top
            if slots[i].collidepoint(pos):
                return i
        return None

    def _press(self, pos) -> bool:
        if not self.host.can_act():
            return False
        self.pressed = True
        if self.pass_offered() and self.lay.pass_button.collidepoint(pos):
            self.host.submit(Pass())
            return True
        index = self._hand_index_at(pos)
        if index is not None:
            self.drag = {"index": index, "start": pos, "pos": pos, "moved": False}
            return True
        return False

    def _release(self, pos) -> bool:
        drag, self.drag = self.drag, None
        pressed, self.pressed = self.pressed, False
        if not self.host.can_act() or not pressed:
            # The release of a click begun elsewhere (a pass screen, a menu) plays nothing.
            return False
        if drag is not None and not drag["moved"]:
            self.selected = None if self.selected == drag["index"] else drag["index"]
            self.app.sounds.play("click")
            return True
        index = drag["index"] if drag is not None else self.selected
        target = self.drop_target(pos, held=True)
        if index is None or target is None:
            return drag is not None
        faces = self.hand_faces()
        if index < len(faces):
            self.selected = index
            self._drop(faces[index], *target)
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.selected is not None:
            self.selected = None
            return True
        if not self.host.can_act():
            return False
        if pygame.K_1 <= event.key <= pygame.K_4 and self.selected is not None:
            face = self.selected_face()
            if face is not None:
                self._drop(face, event.key - pygame.K_1, False)
            return True
        char = (event.unicode or "").upper()
        if char == HINT_KEY and not event.mod & pygame.KMOD_SHIFT:
            return False  # H alone asks the house for a hint; Shift+H picks an H card
        if len(char) == 1 and char.isalpha():
            faces = self.hand_faces()
            if char in faces:
                self.selected = faces.index(char)
                return True
        return False

    # --- from a drop to an action ------------------------------------------------------------
    def drop_target(self, pos=None, held: bool = False) -> tuple[int, bool] | None:
        """(row, at_left) under the mouse, when a card is held."""
        pos = pos or self.mouse
        if not held and self.selected_face() is None and self.drag is None:
            return None
        for r, lane in enumerate(self.lay.lanes):
            if lane.collidepoint(pos):
                if not self.state.either_end:
                    return r, False
                slots = self.lay.row_slots(r, len(self.state.rows[r]), True)
                middle = (slots[0].centerx + slots[-3].centerx) // 2 if len(slots) > 2 else slots[0].centerx
                return r, pos[0] < middle
        return None

    def _drop(self, face: str, row: int, left: bool) -> None:
        if face == POUBELLE:
            self._submit(Trash(row))
        elif face == JOKER:
            self.pending = (face, row, left, "")
            th = self.app.theme
            self.overlay = JokerPicker(self.rect, th, self.app.t("crack_word.ui.joker_title"),
                                       self.app.t("crack_word.ui.cancel"))
        else:
            self._with_letter(face, row, left, face)

    def _with_letter(self, face: str, row: int, left: bool, letter: str) -> None:
        action = PlaceLetter(face, row, letter, left)
        viewer = self.host.viewer
        new_row = placed_row(self.state, action, viewer)
        if can_crack(self.state, new_row, viewer):
            self.pending = (face, row, left, letter)
            self._ask_crack(row_text(new_row))
            return
        self._submit(action)

    def cancel(self) -> bool:
        """Esc: close the JOKER's letter grid or a question that may be cancelled, else
        drop the picked card; the CRACK WORD! question of a card that is down stays."""
        overlay = self.overlay
        if overlay is not None:
            if isinstance(overlay, CrackChoice) and overlay.labels[2] is None:
                return False
            self.overlay = self.pending = None
            return True
        if self.selected is not None or self.drag is not None:
            self.selected = self.drag = None
            return True
        return False

    def _ask_crack(self, word: str) -> None:
        t = self.app.t
        # Without the referee's preview the card is down: taking it back once the
        # question shows would tell that the row is a word (issue 23, must fix 5).
        cancel = t("crack_word.ui.cancel") if self.referee_preview() else None
        self.overlay = CrackChoice(self.rect, self.app.theme, t("crack_word.ui.crack_title", word=word),
                                   t("crack_word.ui.crack_yes"), t("crack_word.ui.crack_no"), cancel)

    def _overlay_event(self, event: pygame.event.Event) -> bool:
        overlay = self.overlay
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not (isinstance(overlay, CrackChoice) and overlay.labels[2] is None):
                self.overlay = self.pending = None
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
                self.overlay = self.pending = None
            elif choice is not None:
                self._picked_letter(choice)
        elif choice is None:
            self.overlay = self.pending = None
        elif choice != "miss":
            self._decided(bool(choice))
        return True

    def _picked_letter(self, letter: str) -> None:
        face, row, left, _ = self.pending
        self.overlay = self.pending = None
        self._with_letter(face, row, left, letter)

    def _decided(self, crack: bool) -> None:
        face, row, left, letter = self.pending
        self.overlay = self.pending = None
        self._submit(PlaceLetter(face, row, letter, left, crack))

    def _submit(self, action) -> None:
        if self.host.submit(action):
            self.selected = None

    # --- hover help ------------------------------------------------------------------------------
    def hint_text(self) -> tuple[str, str]:
        t, st = self.app.t, self.state
        if self.overlay is not None and self.pending is not None:
            return self._overlay_hint()
        hovered = next((r for r, lane in enumerate(self.lay.lanes) if lane.collidepoint(self.mouse)), None)
        if hovered is not None and self.selected_face() is None and st.rows[hovered]:
            return self._row_info(hovered), "plain"
        if not self.host.can_act():
            current = st.current_player()
            if current is None:
                return "", "plain"
            return t("crack_word.ui.waiting", name=self.app.seat_name(self.session, current)), "plain"
        face = self.selected_face()
        if face is None:
            if self.pass_offered():
                return t("crack_word.ui.pass_why"), "bad"
            key = "crack_word.ui.pick_card_h" if HINT_KEY in st.hands[self.host.viewer] else "crack_word.ui.pick_card"
            return t(key), "plain"
        target = self.drop_target()
        if target is None:
            key = "crack_word.ui.pick_row_poubelle" if face == POUBELLE else "crack_word.ui.pick_row"
            return t(key, card=face), "plain"
        row, left = target
        if face == POUBELLE:
            text = row_text(st.rows[row]) or t("crack_word.ui.empty_row")
            return t("crack_word.ui.hint_poubelle", text=text), "plain"
        if face == JOKER:
            return t("crack_word.ui.joker_title"), "plain"
        return self._letter_hint(face, row, left)

    def _overlay_hint(self) -> tuple[str, str]:
        """While a question is open, the hint line says what it asks (QA CW3)."""
        if isinstance(self.overlay, JokerPicker):
            return self.app.t("crack_word.ui.joker_title"), "plain"
        face, row, left, letter = self.pending
        new_row = placed_row(self.state, PlaceLetter(face, row, letter, left), self.host.viewer)
        word = row_text(new_row)
        return self.app.t("crack_word.ui.hint_crack_choice", word=word, count=len(word)), "crack"

    def _row_info(self, r: int) -> str:
        """Who leads a row: the seat holding the majority, if any (the rules decide)."""
        row = self.state.rows[r]
        leader = next((p for p in range(self.state.num_players) if has_majority(row, p)), None)
        name = self.app.seat_name(self.session, leader) if leader is not None else self.app.t("crack_word.ui.no_leader")
        return self.app.t("crack_word.ui.hint_row", n=r + 1, text=row_text(row), leader=name)

    def referee_preview(self) -> bool:
        """Does hovering tell whether the referee takes a letter? Only as an aid: in the
        guided game, or with the game option on."""
        guided = getattr(self.host, "tutorial", None) is not None
        return guided or self.state.config.options.get("referee_preview", "off") == "on"

    def _letter_hint(self, face: str, row: int, left: bool) -> tuple[str, str]:
        t, st, viewer = self.app.t, self.state, self.host.viewer
        new_row = placed_row(st, PlaceLetter(face, row, face, left), viewer)
        text = row_text(new_row)
        if not self.referee_preview():
            # The sheet makes a refusal a risk the player takes: the hover says what the
            # row would read, never whether the referee will take it (issue 23).
            return t("crack_word.ui.hint_lay", text=text), "plain"
        if can_crack(st, new_row, viewer):
            return t("crack_word.ui.hint_crack", word=text, count=len(text)), "crack"
        if not st.row_accepts(text):
            return t("crack_word.ui.hint_refused", text=text), "bad"
        if len(text) >= 3 and st.dictionary.is_word(text):
            return t("crack_word.ui.hint_word_no_majority", word=text), "good"
        key = "crack_word.ui.hint_ok_fragment" if st.either_end else "crack_word.ui.hint_ok"
        return t(key, text=text), "good"

    # --- motion ------------------------------------------------------------------------------------
    def on_events(self, events, before, after) -> None:
        react(self, events, before, after)

    def update(self, dt: float) -> None:
        for flight in self.flights:
            flight.age += dt
        self.flights = [f for f in self.flights if not f.done]
        if self.banner is not None:
            self.banner.age += dt
            if self.banner.done:
                self.banner = None
        self.shakes = {r: v - dt for r, v in self.shakes.items() if v - dt > 0}
        for r in list(self.ghosts):
            self.ghosts[r][3] -= dt
            if self.ghosts[r][3] <= 0:
                del self.ghosts[r]
        self.linger = max(0.0, self.linger - dt)
        viewer = self.host.viewer
        if viewer in self.notices and self.host.can_act():
            self.host.toast(self.notices.pop(viewer), 8.0)

    def busy(self) -> bool:
        """The next AI waits while a move is still on its way or just landed, so each one
        can be followed (a human's input never waits on this)."""
        return self.banner is not None or bool(self.flights) or bool(self.ghosts) or self.linger > 0

    def hidden_slots(self) -> set[tuple[int, int]]:
        return {f.slot for f in self.flights if f.slot is not None}

    def shake_offset(self, r: int) -> int:
        left = self.shakes.get(r, 0.0)
        return int(6 * left / 0.4 * (1 if int(left * 40) % 2 else -1)) if left > 0 else 0

    def refused_ghost(self, r: int):
        ghost = self.ghosts.get(r)
        if ghost is None:
            return None
        owner, face, letter, left, total = ghost
        return owner, face, letter, int(220 * max(0.0, left / total))

    # --- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        moving = self.flights or self.banner or self.shakes or self.ghosts or (self.drag and self.drag["moved"])
        if moving:
            self._layer_key = None
            self._draw_table(surface)
        else:
            # Nothing moves: the board is the same picture until the table, the hover or
            # the selection changes, so it is drawn once and then copied.
            key = self._layer_key_now()
            if key == self._layer_key and self._layer is not None:
                surface.blit(self._layer, self.rect.topleft)
            else:
                self._draw_table(surface)
                self._layer = surface.subsurface(self.rect).copy()
                self._layer_key = key
        guide.draw(self, surface)
        paint.flights(self, surface)
        if self.banner is not None:
            self.banner.draw(surface, self.rect, self.app.theme)
        if self.overlay is not None:
            self.overlay.draw(surface, self.mouse)
            guide.draw_answer(self, surface)

    def _draw_table(self, surface: pygame.Surface) -> None:
        paint.players(self, surface)
        paint.hint(self, surface)
        paint.rows(self, surface)
        paint.hand(self, surface)
        paint.pass_button(self, surface)

    def _layer_key_now(self) -> tuple:
        return (
            id(self.state), self.host.viewer, self.host.can_act(), self.selected, self.hover_card,
            self.drop_target(), self.hint_text(), self.lay.pass_button.collidepoint(self.mouse),
            self.app.settings.colour_blind, tuple(self.rect), self.app.translator.lang,
        )

    def guide_rect(self) -> pygame.Rect | None:
        if self.guide is None:
            return None
        if self.overlay is not None:
            # A question is open (the JOKER's letter, CRACK WORD!): the host's caption goes
            # beside it, never over the letters or buttons the player must reach.
            return self.overlay.rect
        return guide.target(self, self.guide)

    def status(self) -> str:
        st = self.state
        if st.in_last_turns():
            return self.app.t("crack_word.ui.status_last")
        return self.app.t("crack_word.ui.status", piles=" · ".join(str(len(p)) for p in st.piles))


def create_board(host) -> CrackWordBoard:
    return CrackWordBoard(host)
