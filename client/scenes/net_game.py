"""The game screen of a seat at a network table (issue 30).

The house's `GameHost` and the game's board draw from a `RemoteSession` (client/net/remote.py):
the seat's view, its log, whose turn it is, all as the host sent them. A click's action goes
to the host; the next view comes back and the board plays it out (`on_events` with the new
log lines, the state before and after as this seat sees them). A refused action is shown in
the rules' own words. No AI runs here, nothing is saved here (the host keeps the table), and
undo and hints are off. Beside the board: who is absent, and a chat panel that folds away
(a line of text, a few quick reactions).
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

CHAT_LINES = 6


class RemoteGameHost(GameHost):
    def __init__(self, app, thread: LinkThread) -> None:
        self.thread = thread
        session = RemoteSession(thread)
        self.remote = session  # `self.session` as what it is: the seat's side of a remote table
        self._ply = session.mirror.ply
        self._log_len = len(session.mirror.log)
        self._refusals = len(session.mirror.refusals)
        self._chat_seen = len(session.mirror.chat)
        self._version = -1
        self._absent: tuple = ()
        self.chat_open = False
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
        self._seen_before = session.seen()
        self._absent = self._absent_names()

    # --- who plays here ----------------------------------------------------------------------------
    def _choose_viewer(self) -> None:
        self.viewer = self.remote.me
        self.pass_to = None

    def can_act(self) -> bool:
        s = self.remote
        return (s.me is not None and s.current_player() == s.me and s.pending_ply != s.mirror.ply
                and not s.is_over())

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
        s, mirror = self.remote, self.remote.mirror
        if self.thread.version == self._version:
            return
        self._version = self.thread.version
        if mirror.ply != self._ply and s.ready():
            events = [e.event for e in s.log[self._log_len:]]
            before, after = self._seen_before, s.seen()
            self._ply, self._log_len, self._seen_before = mirror.ply, len(s.log), after
            s.pending_ply = None
            self.board.on_events(events, before, after)
            self.log_panel.scroll = 0
            self.app.sounds.play(Sound.TURN) if s.current_player() == s.me else None
        for msg in mirror.refusals[self._refusals:]:
            s.pending_ply = None
            if msg["key"].startswith("net.error."):
                self.toast(self.app.t(msg["key"]))
            else:
                self.toast(refusal_text(self.app, s, IllegalAction(msg["key"], msg.get("reason", ""),
                                                                   **msg.get("params", {}))))
            self.app.sounds.play(Sound.ERROR)
        self._refusals = len(mirror.refusals)
        absent = self._absent_names()
        for name in set(absent) - set(self._absent):
            self.toast(self.app.t("net.absent", name=name), 4.0)
        self._absent = absent
        if len(mirror.chat) != self._chat_seen and not self.chat_open:
            self.toast(self._chat_text(mirror.chat[-1]), 4.0)
        self._chat_seen = len(mirror.chat)
        if self.thread.error is not None and mirror.outcome is None:
            key = self.thread.error.split(":")[0]
            self.toast(self.app.t(key if self.app.translator.has(key) else "net.error.lost"), 6.0)
            self.thread.error = None

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
        if self.session.is_over() and not self.board.busy() and self.end_wait is None:
            self.end_wait = True  # type: ignore[assignment]
            self.app.sounds.play(Sound.VICTORY)

    @property
    def needs_frame(self) -> bool:
        return self.thread.version != self._version or bool(self.toasts) or self.board.busy() or self.chat_input.focused

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
        super().layout(size)
        if not hasattr(self, "chat_input"):
            return
        th = self.app.theme
        w = min(th.px(18), int(self.board_rect.w * 0.45))
        row = th.px(1.6)
        h = th.px(1.1) * CHAT_LINES + row * 2 + th.px(1.2)
        self.chat_rect = pygame.Rect(self.board_rect.x + th.px(0.5), self.board_rect.bottom - h - th.px(0.5), w, h)
        pad = th.px(0.4)
        inner = self.chat_rect.inflate(-2 * pad, -2 * pad)
        send_w = th.px(4)
        self.chat_input.rect = pygame.Rect(inner.x, inner.bottom - 2 * row - pad, inner.w - send_w - pad, row)
        self.send_button.rect = pygame.Rect(self.chat_input.rect.right + pad, self.chat_input.rect.y, send_w, row)
        bw = (inner.w - pad * (len(self.reaction_buttons) - 1)) // len(self.reaction_buttons)
        for i, b in enumerate(self.reaction_buttons):
            b.rect = pygame.Rect(inner.x + i * (bw + pad), inner.bottom - row, bw, row)

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
        if self.chat_open:
            self.draw_chat(surface)
        if self.session.is_over():
            self.draw_end(surface)

    def draw_chat(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        draw.panel(surface, self.chat_rect, th)
        pad = th.px(0.4)
        line_h = th.px(1.1)
        y = self.chat_rect.y + pad
        for msg in self.remote.mirror.chat[-CHAT_LINES:]:
            rect = pygame.Rect(self.chat_rect.x + pad, y, self.chat_rect.w - 2 * pad, line_h)
            draw.label(surface, th, self._chat_text(msg), rect, th.c["ink"], 0.8)
            y += line_h
        for widget in (self.chat_input, self.send_button, *self.reaction_buttons):
            widget.draw(surface)

    def draw_end(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        outcome = self.remote.outcome()
        names = ", ".join(self.app.seat_name(self.session, w) for w in outcome.winners)
        text = self.app.t("net.end", names=names)
        rect = pygame.Rect(0, 0, min(th.px(24), self.board_rect.w - th.px(2)), th.px(2.4))
        rect.midtop = (self.board_rect.centerx, self.board_rect.y + th.px(1))
        draw.panel(surface, rect, th)
        draw.label(surface, th, text, rect.inflate(-th.px(1), 0), th.c["ink"], 1.0, "center", bold=True)

    def save_manual(self) -> None:
        self.toast(self.app.t("net.saved_at_host"))

    def leave(self) -> None:
        super().leave()
        self.thread.stop()
