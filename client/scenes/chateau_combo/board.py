"""The Château Combo board: input becomes actions, the state becomes a picture.

Clicks (or drags) follow the turn: pick a card of the messenger's row, then a cell of
your tableau (valid cells glow); keys, the face-down option and effect choices are
buttons. Anything the rules refuse is explained by the host's toast. Drawing lives in
paint.py; what is legal always comes from the rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import ludotheque.client.scenes.chateau_combo.guide as guide_mod
import ludotheque.client.scenes.chateau_combo.layout as layout_mod
import ludotheque.client.scenes.chateau_combo.overlays as overlays
import ludotheque.client.scenes.chateau_combo.paint as paint
import pygame
from ludotheque.client.game.board import Board
from ludotheque.client.scenes.chateau_combo.view import GridView, mini_grid
from ludotheque.client.ui.widgets import Button
from ludotheque.rules.chateau_combo.actions import (
    Buy,
    ChooseEffect,
    DiscardFromRow,
    FillPurses,
    KeepGold,
    MoveMessenger,
    RefreshRow,
    StoreGold,
)
from ludotheque.rules.chateau_combo.ai import store_all
from ludotheque.rules.chateau_combo.cards import LOCATIONS
from ludotheque.rules.chateau_combo.legality import price
from ludotheque.rules.chateau_combo.tableau import Cell

P = "chateau_combo."


@dataclass
class Slide:
    """A card moving from the market to a tableau."""

    card: int
    face_down: bool
    start: pygame.Rect
    end: pygame.Rect
    owner: int
    cell: Cell
    duration: float
    t: float = 0.0


class ComboBoard(Board):
    def __init__(self, host) -> None:
        super().__init__(host)
        t = self.app.t
        self.pick: tuple[str, int] | None = None  # (row, card id) picked: by identity, not slot
        self.face_down = False
        self.fill_pick: list[Cell] = []
        self.mouse = (-1, -1)
        self.dragging = False
        self.slides: list[Slide] = []
        self.marks: list[list] = []  # [seat, cell, seconds left]: an opponent's new card glows
        self.lay = layout_mod.Layout()
        self.static_cache: tuple[Any, pygame.Surface] | None = None
        self.counters: dict[tuple[int, str], float] = {}  # numbers counting up to the truth
        self._scores: tuple[Any, list[float]] | None = None
        self.messenger_y: float | None = None
        self.hover: tuple[Any, pygame.Rect] | None = None  # card under the pointer, panel anchor
        self.hover_time = 0.0  # how long the pointer has rested on it
        self.hover_panel: pygame.Rect | None = None  # where its panel was last drawn
        self.guide_time = 0.0  # the guided move's ring pulses
        self.move_button = Button(self.app, lambda: t(P + "ui.move_messenger"), lambda: self.submit(MoveMessenger()), "secondary")
        self.refresh_button = Button(self.app, lambda: t(P + "ui.refresh"), lambda: self.submit(RefreshRow()), "secondary")
        self.face_button = Button(self.app, self._face_label, self.toggle_face_down, "secondary")
        self.store_button = Button(self.app, lambda: t(P + "ui.store_all"), self.store_everything)
        self.keep_button = Button(self.app, self._keep_label, self.keep_rest, "secondary")
        self.keep_armed = False  # "Keep the rest" was pressed once: the next press confirms
        self.hover_blocked = False  # after a click, no card panel until the pointer moves
        self.buttons = [self.move_button, self.refresh_button, self.face_button, self.store_button, self.keep_button]

    # --- who and what -------------------------------------------------------------------------
    @property
    def selected(self) -> int | None:
        """The slot of the picked card in the messenger's row, or None. The pick is kept as
        the card itself: when the messenger moves or the row is dealt again, the slot does
        not silently start meaning another card (issue 23: a Banker bought for a Brigand)."""
        if self.pick is None:
            return None
        loc, card = self.pick
        row = self.state.rows.get(loc, [])
        if loc != self.state.messenger or card not in row:
            return None
        return row.index(card)

    @selected.setter
    def selected(self, index: int | None) -> None:
        row = self.state.rows[self.state.messenger]
        if index is None or not 0 <= index < len(row) or row[index] is None:
            self.pick = None
        else:
            self.pick = (self.state.messenger, row[index])

    def me(self) -> int:
        """The seat whose tableau is shown large: the viewer, else the player to move."""
        if self.host.viewer is not None:
            return self.host.viewer
        current = self.session.current_player()
        return current if current is not None else 0

    def opponents(self) -> list[int]:
        n = self.state.num_players
        return [(self.me() + k) % n for k in range(1, n)]

    def my_turn(self) -> bool:
        return self.host.can_act()

    def legal(self) -> list[Any]:
        return self.state.legal_actions() if self.my_turn() else []

    def drop_cells(self) -> list[Cell]:
        """Cells the selected card may go to, face up or down as chosen (as the rules list
        them: none for a card too dear face up)."""
        if self.selected is None or not self.my_turn() or self.state.pending is not None:
            return []
        return sorted({(a.row, a.col) for a in self.legal()
                       if isinstance(a, Buy) and a.index == self.selected and a.face_down == self.face_down})

    def _buyable(self, index: int, face_down: bool) -> bool:
        return any(isinstance(a, Buy) and a.index == index and a.face_down == face_down for a in self.legal())

    def grid(self) -> GridView:
        tab = self.state.players[self.me()].tableau
        free = tab.free_cells() if self.state.phase == "play" and len(tab) < 9 else []
        return GridView(tab, self.lay.tableau, free, gap=self.app.theme.px(0.25))

    def opponent_grid(self, k: int) -> GridView:
        return mini_grid(self.state.players[self.opponents()[k]].tableau, self._mini_area(k))

    def _mini_area(self, k: int) -> pygame.Rect:
        """Under an opponent's name, gold and keys: where their small tableau goes."""
        box, px = self.lay.opponents[k], self.app.theme.px
        return pygame.Rect(box.x + 4, box.y + px(2.3), box.w - 8, box.h - px(2.5))

    def scores(self) -> list[float]:
        """The state's scores, computed once per state (the board asks every frame)."""
        if self._scores is None or self._scores[0] is not self.state:
            self._scores = (self.state, self.state.scores())
        return self._scores[1]

    def truth(self, seat: int, what: str) -> int:
        board = self.state.players[seat]
        if what == "score":
            return int(self.scores()[seat])
        return board.gold if what == "gold" else board.keys

    def shown(self, seat: int, what: str) -> int:
        """The number on screen: it counts towards the true one (gold, keys, score)."""
        value = self.counters.get((seat, what))
        return self.truth(seat, what) if value is None else round(value)

    def _count(self, dt: float) -> None:
        speed = self.app.settings.anim_speed
        for seat in range(self.state.num_players):
            for what in ("gold", "keys", "score"):
                target = self.truth(seat, what)
                now = self.counters.get((seat, what), target)
                if speed <= 0 or abs(target - now) < 0.5:
                    self.counters[(seat, what)] = target
                else:  # about a quarter of a second whatever the jump
                    step = max(abs(target - now), 4) * dt * 4 * speed
                    self.counters[(seat, what)] = now + max(-step, min(step, target - now))

    def _move_messenger(self, dt: float) -> None:
        """The messenger token glides to its row (instantly when animations are off)."""
        row = self.lay.rows.get(self.state.messenger)
        if row is None:
            return
        target = float(row.messenger.centery)
        speed = self.app.settings.anim_speed
        if self.messenger_y is None or speed <= 0:
            self.messenger_y = target
            return
        step = max(abs(target - self.messenger_y), 40.0) * dt * 5 * speed
        self.messenger_y += max(-step, min(step, target - self.messenger_y))

    def counting(self) -> bool:
        return any(abs(v - self.truth(s, w)) >= 0.5 for (s, w), v in self.counters.items())

    def _keep_label(self) -> str:
        return self.app.t(P + ("ui.keep_confirm" if self.keep_armed else "ui.keep"))

    def keep_rest(self) -> None:
        """Leaving gold unstored scores nothing for it: the first press asks, the second keeps."""
        if not self.keep_armed:
            self.keep_armed = True
            gold = self.state.players[self.me()].gold
            self.host.toast(self.app.t(P + "ui.keep_warning", gold=gold))
            return
        self.keep_armed = False
        self.submit(KeepGold())

    def cancel(self) -> bool:
        """Esc: drop the picked card (or an armed confirmation) before the host pauses."""
        if self.pick is not None or self.fill_pick or self.keep_armed:
            self.pick = None
            self.dragging = False
            self.fill_pick = []
            self.keep_armed = False
            return True
        return False

    def _face_label(self) -> str:
        return self.app.t(P + ("ui.face_down_on" if self.face_down else "ui.face_down"))

    # --- layout and input -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        th = self.app.theme
        self.lay = layout_mod.compute(rect, th, self.state.num_players - 1)
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
        playing = self.state.phase == "play"
        storing = self.state.phase == "store" and self.my_turn()
        free = self.my_turn() and playing and self.state.pending is None
        self.move_button.visible = self.refresh_button.visible = playing
        legal = self.legal() if free else []
        self.move_button.enabled = free and MoveMessenger() in legal  # dark once the key is spent
        self.refresh_button.enabled = free and RefreshRow() in legal
        self.face_button.visible = playing
        self.face_button.enabled = free
        self.store_button.visible = self.keep_button.visible = storing
        if not free or self.selected is None:
            self.pick = None  # a pick only lasts while that card may be bought
            self.dragging = False
        self._count(dt)
        self._move_messenger(dt)
        self.guide_time += dt
        overlays.track_hover(self, dt)
        for slide in self.slides:
            slide.t += dt
        for mark in self.marks:
            mark[2] -= dt
        self.marks = [m for m in self.marks if m[2] > 0]
        self.slides = [s for s in self.slides if s.t < s.duration]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos if self.dragging or not self._under_caption(event.pos) else (-1, -1)
            self.hover_blocked = False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.hover_blocked = True  # the panel of what was clicked waits for the pointer to move
            if not self.keep_button.rect.collidepoint(event.pos):
                self.keep_armed = False
        for b in self.buttons:
            if b.handle_event(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            if self.lay.tableau.collidepoint(event.pos):
                return self.click_tableau(event.pos)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_f and self.face_button.enabled:
            self.toggle_face_down()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_1, pygame.K_2) and overlays.choice_rects(self):
            return self.submit(ChooseEffect(0 if event.key == pygame.K_1 else 1))
        return False

    def _under_caption(self, pos: tuple[int, int]) -> bool:
        """True over a guided game's caption: the pointer is on the caption, not on what it
        covers (an opponent's panel must not open under it, nor stay open once a click on
        its button has taken the caption away and left the pointer there)."""
        caption = getattr(self.host, "tutorial", None)
        return caption is not None and caption.box.collidepoint(pos)

    def press(self, pos: tuple[int, int]) -> bool:
        if not self.my_turn():
            if self.rect.collidepoint(pos) and self.state.phase != "over":
                self.host.toast(self.app.t(P + "ui.not_your_turn"))
            return False
        for k, rect in enumerate(overlays.choice_rects(self)):
            if rect.collidepoint(pos):
                return self.submit(ChooseEffect(k))
        for loc in LOCATIONS:
            row = self.lay.rows[loc]
            for i, rect in enumerate(row.cards):
                if rect.collidepoint(pos):
                    return self.click_market(loc, i)
        if self.lay.tableau.collidepoint(pos):
            return self.click_tableau(pos)
        return False

    def click_market(self, loc: str, index: int) -> bool:
        state = self.state
        pending = state.pending
        if pending is not None and pending["kind"] == "discard" and pending["row"] == loc:
            return self.submit(DiscardFromRow(index))
        if pending is not None or state.phase != "play":
            return False
        if loc != state.messenger:
            self.host.toast(self.app.t(P + "ui.not_messenger_row"))
            self.app.sounds.play("error")
            return True
        if index >= len(state.rows[loc]) or state.rows[loc][index] is None:
            return False
        if self.selected != index and not self.face_down and not self._buyable(index, False):
            # Face up it costs more than the player has: say so, and how to take it anyway.
            cost = price(state, self.me(), loc, state.rows[loc][index], False)
            self.host.toast(self.app.t(P + "ui.too_expensive", cost=cost, gold=state.players[self.me()].gold))
            self.app.sounds.play("error")
            return True
        self.selected = None if self.selected == index else index
        self.dragging = self.selected is not None
        self.app.sounds.play("card")
        return True

    def click_tableau(self, pos: tuple[int, int]) -> bool:
        state = self.state
        cell = self.grid().cell_at(pos)
        if cell is None:
            return False
        if state.phase == "store":
            if cell in state.players[self.me()].tableau.slots:
                return self.submit(StoreGold(cell[0], cell[1], 1))
            return False
        if state.pending is not None and state.pending["kind"] == "fill":
            return self.pick_purse(cell)
        if state.pending is not None:
            return False
        index = self.selected
        if index is None:
            self.pick = None
            self.host.toast(self.app.t(P + "ui.place_or_pick"))
            return True
        if self.submit(Buy(index, cell[0], cell[1], self.face_down)):
            self.pick = None
            self.face_down = False
        return True

    def pick_purse(self, cell: Cell) -> bool:
        options = [a for a in self.legal() if isinstance(a, FillPurses)]
        if not any(cell in a.cells for a in options):
            return False
        if cell in self.fill_pick:
            self.fill_pick.remove(cell)
        else:
            self.fill_pick.append(cell)
        need = len(options[0].cells)
        if len(self.fill_pick) >= need:
            choice = FillPurses(tuple(sorted(self.fill_pick[-need:])))
            self.fill_pick = []
            return self.submit(choice)
        return True

    def toggle_face_down(self) -> None:
        self.face_down = not self.face_down

    def store_everything(self) -> None:
        while self.my_turn() and self.state.phase == "store":
            if not self.submit(store_all(self.state)):
                break

    def submit(self, action: Any) -> bool:
        return self.host.submit(action)

    # --- events and drawing ---------------------------------------------------------------------
    def on_events(self, events, before, after) -> None:
        self.fill_pick = []
        if self.pick is not None and (after.turn != before.turn or after.pending is not None
                                      or after.messenger != before.messenger):
            self.pick = None
        self._start_slides(before, after)
        keys = {e.key for e in events}
        if P + "log.refresh" in keys:
            self.app.sounds.play("deal")
        elif P + "log.buy" in keys or P + "log.face_down" in keys:
            self.app.sounds.play("card")
        if P + "log.gain" in keys or P + "log.store" in keys:
            self.app.sounds.play("coin")

    def _start_slides(self, before, after) -> None:
        duration = self.app.settings.anim_time(0.25)
        if duration <= 0 or after.phase == "over" and before.phase == "over":
            return
        # Another seat's move is watched, not made: it goes slower, and its card glows a
        # moment where it landed, so an AI turn can be followed.
        if before.current_player() is not None and before.current_player() != self.me():
            duration = self.app.settings.anim_time(0.7)
        if not self.lay.rows:
            return  # not laid out yet (a scene played forward before it is shown): nothing to slide
        for p, (b, a) in enumerate(zip(before.players, after.players, strict=True)):
            new = set(a.tableau.slots) - set(b.tableau.slots)
            if not new:
                continue
            cell = new.pop()
            slot = a.tableau.slots[cell]
            loc = before.messenger
            try:
                index = before.rows[loc].index(slot.card)
                start = self.lay.rows[loc].cards[index]
            except ValueError:
                continue
            end = self._target_rect(p, cell, after)
            if end is not None:
                self.slides.append(Slide(slot.card, slot.face_down, start, end, p, cell, duration))
                if p != self.me():
                    self.marks.append([p, cell, duration + self.app.settings.anim_time(1.5)])
        for loc in LOCATIONS:  # new cards come from their deck
            row = self.lay.rows[loc]
            for i, card in enumerate(after.rows[loc]):
                was = before.rows[loc][i] if i < len(before.rows[loc]) else None
                if card is not None and card != was and i < len(row.cards):
                    self.slides.append(Slide(card, False, row.deck, row.cards[i], -1, (i, 0), duration))

    def _target_rect(self, player: int, cell: Cell, state) -> pygame.Rect | None:
        if player == self.me():
            tab = state.players[player].tableau
            free = tab.free_cells() if state.phase == "play" and len(tab) < 9 else []
            return GridView(tab, self.lay.tableau, free, gap=self.app.theme.px(0.25)).rect(cell)
        if player in self.opponents():
            k = self.opponents().index(player)
            return mini_grid(state.players[player].tableau, self._mini_area(k)).rect(cell)
        return None

    def static_key(self) -> tuple | None:
        """What the cached picture of the board depends on (None: do not cache now)."""
        if self.slides or self.marks or self.dragging or self.counting():
            return None
        app = self.app
        return (id(self.state), self.session.ply, tuple(self.rect), app.translator.lang,
                app.settings.colour_blind, self.selected, self.face_down, self.my_turn(),
                self.host.viewer, tuple(self.fill_pick))

    def busy(self) -> bool:
        return bool(self.slides)

    def toast_area(self) -> pygame.Rect:
        """Toasts, and captions that point at no move (a guided game's read steps), go
        under the hint line, by the tableau: never over the hint or a market card, and
        where the eye already is when a placement is refused. When the cards leave a band
        free above or below them (below, down to the board's foot), that band, so a caption
        about a card of the tableau leaves the card in sight."""
        th = self.app.theme
        tab, hint = self.lay.tableau, self.lay.hint
        top = hint.bottom - th.px(0.4)
        column = pygame.Rect(tab.x, top, tab.w, tab.bottom - top)
        cells = list(self.state.players[self.me()].tableau.slots)
        if not cells:
            return column
        grid = self.grid()
        cards = grid.rect(cells[0]).unionall([grid.rect(c) for c in cells[1:]])
        above = pygame.Rect(tab.x, top, tab.w, cards.top - top)
        below = pygame.Rect(tab.x, cards.bottom, tab.w, self.rect.bottom - cards.bottom)
        band = max(above, below, key=lambda r: r.h)
        return band if band.h >= th.px(10) else column

    def callout_area(self) -> pygame.Rect | None:
        """A hint's or a tutorial step's callout keeps off the player's own cards and off
        what it points at: it goes in the tallest free space among the bands of the tableau
        above and below the cards, the market row the move does not use (with the key
        buttons), and the panels at the foot."""
        keep = guide_mod.targets(self, self.guide) if self.guide is not None else []
        keep += overlays.choice_rects(self)  # an effect's options are read side by side
        if isinstance(self.guide, MoveMessenger | RefreshRow):  # the cards the key is about
            keep.append(self.lay.rows[self.state.messenger].box)
        cells = list(self.state.players[self.me()].tableau.slots)
        candidates = []
        if cells:
            grid = self.grid()
            cards = grid.rect(cells[0]).unionall([grid.rect(c) for c in cells[1:]])
            keep.append(cards)
            tab = self.lay.tableau
            top = self.lay.hint.bottom
            candidates += [pygame.Rect(tab.x, top, tab.w, cards.top - top),
                           pygame.Rect(tab.x, cards.bottom, tab.w, tab.bottom - cards.bottom)]
        for loc in LOCATIONS:
            box = self.lay.rows[loc].box
            with_keys = box.union(self.lay.keys_bar) if loc == LOCATIONS[-1] else box
            candidates += [with_keys, box]
        foot = self.lay.me.unionall(self.lay.opponents) if self.lay.opponents else self.lay.me
        candidates.append(foot)
        free = [c for c in candidates if not any(c.colliderect(k) for k in keep)]
        return max(free, key=lambda r: r.h) if free else None

    def status(self) -> str:
        state = self.state
        if state.phase == "store":
            return self.app.t(P + "ui.status.store")
        if state.phase == "over":
            return self.app.t(P + "ui.status.over")
        # While the card just recruited still asks for a choice (a discard, an option), it
        # already sits in the tableau: the turn is still the one that placed it.
        placed = len(state.players[state.turn].tableau)
        turn = min(9, placed if state.pending is not None else placed + 1)
        return self.app.t(P + "ui.status.turn", turn=turn)

    def draw(self, surface: pygame.Surface) -> None:
        paint.draw_board(surface, self)
        for b in self.buttons:
            if b.visible:
                b.draw(surface)
        overlays.draw_overlays(surface, self)
        if overlays._hovered_opponent(self) is None:  # never through an opponent's enlarged tableau
            guide_mod.draw(surface, self)  # over an effect's options too

    def guide_rect(self) -> pygame.Rect | None:
        return guide_mod.place(self)


def create_board(host) -> ComboBoard:
    return ComboBoard(host)
