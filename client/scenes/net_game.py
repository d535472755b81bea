"""The game screen of a seat at a network table (issue 30).

The house's `GameHost` and the game's board draw from a `RemoteSession` (client/net/remote.py):
the seat's view, its log, whose turn it is, all as the host sent them. A click's action goes
to the host; the next view comes back and the board plays it out (`on_events` with the new
log lines, the state before and after as this seat sees them). A refused action is shown in
the rules' own words. No AI runs here, nothing is saved here (the host keeps the table), and
undo and hints are off. Beside the board: who is absent, and a chat panel that folds away
(a line of text, a few quick reactions) into the column of the log, the board laid out
beside it, so that it never covers a game's own panels. When the game ends, the results
screen, the same as a local game's, from what the host sent.

The host's window may play several seats (a hot seat beside remote players): one link per
seat, and the screen passes between them as in a local hot seat (a pass screen when the
game has secrets).
"""

from __future__ import annotations

from functools import partial
from typing import Any, cast

import pygame
from ludotheque.client.game.board import refusal_text
from ludotheque.client.game.host import GameHost
from ludotheque.client.net.messages import MAX_CHAT, REACTIONS
from ludotheque.client.net.remote import LinkThread, RemoteSession
from ludotheque.client.ui import draw
from ludotheque.client.ui.widgets import Button, TextInput
from ludotheque.rules.core import IllegalAction
from ludotheque.rules.session import Session
from ludotheque.sounds.names import Sound

CHAT_LINES = 6  # the chat's height under an open log; alone in its column it fills it


class RemoteGameHost(GameHost):
    def __init__(self, app, *threads: LinkThread) -> None:
        session = RemoteSession(*threads)
        self.remote = session  # `self.session` as what it is: this window's seats at a remote table
        self.thread = session.thread
        self._ply = session.mirror.ply
        self._log_len = len(session.log)
        self._refusals = {seat: len(t.link.mirror.refusals) for seat, t in session.by_seat.items()}
        self._chat_seen = len(self.thread.link.mirror.chat)
        self._version = -1
        self._absent: tuple = ()
        self.chat_open = False
        self._seen_before: Any = None
        # RemoteSession has no common base with Session: it offers the part of it that
        # GameHost and the boards read (view, log, turn, outcome, apply), duck-typed.
        super().__init__(app, cast(Session, session), autosave=False, run_ai=False)
        t = app.t
        self.chat_button = Button(app, self._chat_label, self.toggle_chat, "secondary")
        self.buttons = [self.chat_button, self.log_button, self.menu_button]
        self.chat_input = TextInput(app, "", MAX_CHAT)
        self.send_button = Button(app, lambda: t("net.chat.send"), self.send_chat, "secondary")
        self.reaction_buttons = [Button(app, partial(t, f"net.react.{r}"), partial(session.react, r), "secondary")
                                 for r in REACTIONS[:4]]
        self.chat_rect = pygame.Rect(0, 0, 0, 0)
        self._seen_before = session.seen(session.active) if session.ready() else None
        self._absent = self._absent_names()

    # --- who plays here ----------------------------------------------------------------------------
    def _choose_viewer(self) -> None:
        """The seat on screen: this window's seat; with several (a hot seat), the one whose
        turn it is, behind a pass screen when the game has secrets; while a seat played
        elsewhere moves, the last one here keeps the screen."""
        s = self.remote
        current = s.current_player()
        if current in s.here and current != s.active and not s.is_over():
            if s.info.private_information and self.screen_owner != current:
                if self.pass_to != current:
                    self._pass_armed = self._pass_shown = False
                self.pass_to, self.viewer = current, None
                return
            self._switch(current)
        self.pass_to = None
        self.viewer = s.active
        if s.active is not None:
            self.screen_owner = s.active

    def _switch(self, seat: int) -> None:
        """The screen passes to another of this window's seats: its link's view from now on."""
        s = self.remote
        s.active = seat
        s.pending_ply = None
        self._ply, self._log_len = s.mirror.ply, len(s.log)
        self.viewer = seat
        if s.ready():
            seen = s.seen(seat)
            self._seen_before = seen
            self.board.on_events([], seen, seen)
        self.log_panel.scroll = 0

    def can_act(self) -> bool:
        s = self.remote
        return (s.me is not None and self.pass_to is None and s.current_player() == s.me
                and s.pending_ply != s.mirror.ply and not s.is_over())

    def submit(self, action: Any, by_hand: bool = True) -> bool:
        if not self.can_act():
            return False
        self.session.apply(action)
        return True

    def undo(self) -> None:
        pass

    def pause(self) -> None:
        self.app.scenes.push("pause", self)

    # --- what arrives from the host -------------------------------------------------------------------
    def _poll(self) -> None:
        s = self.remote
        version = s.version
        if version == self._version:
            return
        self._version = version
        mirror = s.mirror
        if mirror.ply != self._ply and s.ready():
            events = [e.event for e in s.log[self._log_len:]]
            after = s.seen(s.active)
            before = self._seen_before if self._seen_before is not None else after
            self._ply, self._log_len, self._seen_before = mirror.ply, len(s.log), after
            s.pending_ply = None
            self.board.on_events(events, before, after)
            self.log_panel.scroll = 0
            self._choose_viewer()
            self.app.sounds.play(Sound.TURN) if self.can_act() else None
        for seat, thread in s.by_seat.items():
            refusals = thread.link.mirror.refusals
            for msg in refusals[self._refusals.get(seat, 0):]:
                s.pending_ply = None
                if msg["key"].startswith("net.error."):
                    self.toast(self.app.t(msg["key"]))
                else:
                    self.toast(refusal_text(self.app, s, IllegalAction(msg["key"], msg.get("reason", ""),
                                                                       **msg.get("params", {}))))
                self.app.sounds.play(Sound.ERROR)
            self._refusals[seat] = len(refusals)
        absent = self._absent_names()
        for name in set(absent) - set(self._absent):
            self.toast(self.app.t("net.absent", name=name), 4.0)
        self._absent = absent
        chat = self.thread.link.mirror.chat
        if len(chat) != self._chat_seen and not self.chat_open:
            self.toast(self._chat_text(chat[-1]), 4.0)
        self._chat_seen = len(chat)
        for thread in s.threads:
            if thread.error is not None and s.outcome() is None:
                key = thread.error.split(":")[0]
                self.toast(self.app.t(key if self.app.translator.has(key) else "net.error.lost"), 6.0)
            thread.error = None

    def _absent_names(self) -> tuple:
        rows = self.remote.mirror.presence.get("seats") or []
        return tuple(self.app.name_for(r.get("name", ""), i) for i, r in enumerate(rows) if r.get("absent"))

    def _chat_text(self, msg: dict) -> str:
        seat = msg.get("seat")
        who = msg.get("name") or (self.app.name_for("", seat) if seat is not None else self.app.t("net.watcher"))
        said = self.app.t(f"net.react.{msg['r']}") if msg.get("t") == "react" else msg.get("text", "")
        return f"{who} : {said}" if self.app.settings.language == "fr" else f"{who}: {said}"

    def update(self, dt: float) -> None:
        self._poll()
        self.toasts.tick(dt)
        self.board.update(dt)
        if self.pass_to is not None:
            self._pass_shown = True  # drawn at the end of this frame: a click from now on lifts it
        elif self.session.is_over():
            self._update_end(dt)  # the results screen, as after a local game

    @property
    def needs_frame(self) -> bool:
        return (self.remote.version != self._version or bool(self.toasts) or self.board.busy()
                or self.chat_input.focused or self.session.is_over())

    # --- chat ---------------------------------------------------------------------------------------------
    def _chat_label(self) -> str:
        return self.app.t("net.chat.hide" if self.chat_open else "net.chat.show")

    def toggle_chat(self) -> None:
        self.chat_open = not self.chat_open
        self.layout(self.app.size)

    def send_chat(self) -> None:
        text = self.chat_input.text.strip()
        if text:
            self.remote.chat(text)
            self.chat_input.text = ""

    def layout(self, size: tuple[int, int]) -> None:
        """The open chat docks in the log's column, under the log, where the window is wide
        enough for that column beside the board. On a narrow window (where the log lies over
        the board) it is a strip along the bottom, the board laid out above it: the boards
        are made for their width, not for a column less. The board never has the chat over it."""
        super().layout(size)
        if not hasattr(self, "chat_input") or not self.chat_open:
            return
        w, h = size
        th = self.app.theme
        row = th.px(1.6)
        pad = th.px(0.4)
        if self.log_overlays:
            self._layout_strip(w, h, row, pad)
            return
        if self.show_log:
            column = self.log_panel.rect.copy()
        else:
            col_w = int(min(w * 0.24, th.px(16)))
            column = pygame.Rect(w - col_w, self.top.h, col_w, h - self.top.h)
            self.board_rect = pygame.Rect(0, self.top.h, w - col_w, h - self.top.h)
            self.board.layout(self.board_rect)
        chat_h = column.h
        if self.show_log:
            chat_h = min(int(column.h * 0.55), th.px(1.0) * CHAT_LINES + 3 * (row + pad) + 2 * pad)
            self.log_panel.rect = pygame.Rect(column.x, column.y, column.w, column.h - chat_h)
        self.chat_rect = pygame.Rect(column.x, column.bottom - chat_h, column.w, chat_h)
        inner = self.chat_rect.inflate(-2 * pad, -2 * pad)
        send_w = min(th.px(4.5), inner.w // 3)
        self.chat_input.rect = pygame.Rect(inner.x, inner.bottom - 2 * row - pad, inner.w - send_w - pad, row)
        self.send_button.rect = pygame.Rect(self.chat_input.rect.right + pad, self.chat_input.rect.y, send_w, row)
        per_row = 2  # two reactions a row: their words fit a column's width
        bw = (inner.w - pad) // per_row
        n_rows = (len(self.reaction_buttons) + per_row - 1) // per_row
        top = self.chat_input.rect.y - n_rows * (row + pad)
        for i, b in enumerate(self.reaction_buttons):
            b.rect = pygame.Rect(inner.x + (i % per_row) * (bw + pad), top + (i // per_row) * (row + pad), bw, row)

    def _layout_strip(self, w: int, h: int, row: int, pad: int) -> None:
        """A narrow window: the chat along the bottom, the newest lines above one row of the
        field, Send and the reactions; the board above it, at the window's full width."""
        th = self.app.theme
        line_h = th.font(th.px(0.8)).get_linesize()
        strip_h = 2 * line_h + row + 3 * pad
        self.chat_rect = pygame.Rect(0, h - strip_h, w, strip_h)
        self.board_rect = pygame.Rect(0, self.top.h, w, self.chat_rect.y - self.top.h)
        self.board.layout(self.board_rect)
        if self.show_log:  # the log, when open, lies over the board as on any narrow window
            self.log_panel.rect.h = self.board_rect.h
        inner = self.chat_rect.inflate(-2 * pad, -2 * pad)
        y = inner.bottom - row
        send_w = th.px(4.5)
        react_w = th.px(5.2)
        n = len(self.reaction_buttons)
        input_w = inner.w - send_w - n * (react_w + pad) - pad
        self.chat_input.rect = pygame.Rect(inner.x, y, input_w, row)
        self.send_button.rect = pygame.Rect(self.chat_input.rect.right + pad, y, send_w, row)
        x = self.send_button.rect.right + pad
        for b in self.reaction_buttons:
            b.rect = pygame.Rect(x, y, react_w, row)
            x += react_w + pad

    def chat_lines_area(self) -> pygame.Rect:
        """Where the messages go: the chat panel above its reactions and its field."""
        th = self.app.theme
        pad = th.px(0.4)
        top = min(b.rect.y for b in self.reaction_buttons) if self.reaction_buttons else self.chat_input.rect.y
        return pygame.Rect(self.chat_rect.x + pad, self.chat_rect.y + pad, self.chat_rect.w - 2 * pad,
                           max(0, top - pad - self.chat_rect.y - pad))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.chat_open:
            if event.type == pygame.KEYDOWN and self.chat_input.focused and event.key in (pygame.K_RETURN,
                                                                                          pygame.K_KP_ENTER):
                self.send_chat()
                return
            for widget in (self.chat_input, self.send_button, *self.reaction_buttons):
                if widget.handle_event(event):
                    return
            if self.chat_input.focused and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
                return
        super().handle_event(event)

    # --- drawing --------------------------------------------------------------------------------------------
    def turn_text(self) -> str:
        s = self.remote
        if s.is_over():  # said once: some boards' status already says it ("Partie terminée · Partie terminée")
            over = self.app.t("game.over")
            return "" if self.board.status() == over else over
        current = s.current_player()
        if current is None:
            return ""
        name = self.app.seat_name(s, current)
        if current == s.me:
            return self.app.t("game.your_turn", name=name)
        rows = s.mirror.presence.get("seats") or []
        if current < len(rows) and rows[current].get("absent"):  # shown as long as it lasts, not only a toast
            return self.app.t("net.turn_of_absent", name=name)
        return self.app.t("net.turn_of", name=name)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.chat_open and self.pass_to is None:
            self.draw_chat(surface)

    def chat_lines(self) -> list[str]:
        """The newest messages, wrapped to the panel's width, as many lines as fit."""
        th = self.app.theme
        area = self.chat_lines_area()
        size = th.px(0.8)
        line_h = th.font(size).get_linesize()
        fit = max(0, area.h // max(1, line_h))
        lines: list[str] = []
        for msg in reversed(self.thread.link.mirror.chat):
            lines[:0] = th.wrap(self._chat_text(msg), size, area.w) or [""]
            if len(lines) >= fit:
                break
        return lines[-fit:] if fit else []

    def draw_chat(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        draw.panel(surface, self.chat_rect, th)
        area = self.chat_lines_area()
        size = th.px(0.8)
        y = area.y
        if not self.thread.link.mirror.chat:  # an empty panel says what it is for
            for line in th.wrap(self.app.t("net.chat.empty"), size, area.w):
                img = th.text(line, size, th.c["ink_soft"])
                surface.blit(img, (area.x, y))
                y += img.get_height()
        for line in self.chat_lines():
            img = th.text(line, size, th.c["ink"])
            surface.blit(img, (area.x, y))
            y += th.font(size).get_linesize()
        for widget in (self.chat_input, self.send_button, *self.reaction_buttons):
            widget.draw(surface)

    def save_manual(self) -> None:
        self.toast(self.app.t("net.saved_at_host"))

    def leave(self) -> None:
        super().leave()
        self.remote.stop()
