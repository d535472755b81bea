"""Replays: a recorded game move by move, through the game's own board.

The scene is the board's host, read-only: it exposes what `GameHost` exposes to a board
(app, session, viewer, can_act, submit, toast, pass_to) but `can_act()` is always False
and `submit` refuses. The session is the timeline's table, moved to the step shown, so
the board, the log and the top bar read it like a live game.

A finished game may show everything: the viewer is the player to move at each step (the
first human at the end). A game still in progress shows the spectator view (public
information only).
"""

from __future__ import annotations

from typing import Any

import pygame
from ludotheque.client.game.boards import create_board
from ludotheque.client.game.chrome import draw_toasts, new_toasts, render_top_bar, top_bar
from ludotheque.client.game.log_panel import LogPanel
from ludotheque.client.game.timeline import Timeline
from ludotheque.client.scene import Scene
from ludotheque.client.ui import draw
from ludotheque.client.ui.widgets import Button, Cycler

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_SECONDS = 1.2  # between two moves at speed ×1


class ReplayScene(Scene):
    def __init__(self, app, timeline: Timeline, finished: bool = True) -> None:
        super().__init__(app)
        self.timeline = timeline
        self.session = timeline.session
        self.finished = finished
        self.viewer: int | None = None
        self.pass_to: int | None = None  # never a pass screen: the board may ask
        self.tutorial = None  # never a guided game (hostapi.BoardHost)
        self.worker = None
        self.toasts = new_toasts()
        self.playing = False
        self.timer = 0.0
        t = app.t
        self.close_button = Button(app, lambda: t("replay.close"), self.close, "secondary")
        self.review_button = Button(app, lambda: t("review.button.short"), self.review, "secondary")
        self.start_button = Button(app, "|◀", lambda: self.go(0), "secondary")
        self.back_button = Button(app, "◀", lambda: self.go(self.timeline.position - 1), "secondary")
        self.play_button = Button(app, lambda: t("replay.pause" if self.playing else "replay.play"), self.toggle_play)
        self.forward_button = Button(app, "▶", lambda: self.go(self.timeline.position + 1), "secondary")
        self.end_button = Button(app, "▶|", lambda: self.go(len(self.timeline)), "secondary")
        self.speed = Cycler(app, SPEEDS, SPEEDS.index(1.0), lambda v: t("replay.speed", x=f"{v:g}"))
        self.controls = [self.start_button, self.back_button, self.play_button, self.forward_button,
                         self.end_button, self.speed]
        self.log_panel = LogPanel(self)
        self.top = self.board_rect = self.bar = pygame.Rect(0, 0, 0, 0)
        self._top_key: tuple | None = None
        self._top: pygame.Surface | None = None
        self.board = create_board(self)
        self._choose_viewer()

    # --- the host API a board uses (read-only) ----------------------------------------------
    def can_act(self) -> bool:
        return False

    def submit(self, action: Any, by_hand: bool = True) -> bool:
        return False  # a replay plays nothing

    def toast(self, text: str, seconds: float = 3.0) -> None:
        self.toasts.add(text, seconds)

    def guided(self) -> bool:
        return False

    # --- moving through the game ------------------------------------------------------------
    def _choose_viewer(self) -> None:
        if not self.finished:
            self.viewer = None
            return
        current = self.session.current_player()
        humans = self.session.humans()
        self.viewer = current if current is not None else (humans[0] if humans else 0)

    def go(self, step: int) -> None:
        step = max(0, min(step, len(self.timeline)))
        if step == self.timeline.position:
            return
        before, after, events = self.timeline.seek(step)
        self._choose_viewer()
        self.board.on_events(events, before.seen_by(self.viewer), after.seen_by(self.viewer))  # what the seat saw
        self.log_panel.scroll = 0
        if self.timeline.broken_after is not None:
            self.toast(self.app.t("replay.damaged", n=self.timeline.broken_after))
            self.timeline.broken_after = None

    def toggle_play(self) -> None:
        if not self.playing and self.timeline.position >= len(self.timeline):
            self.go(0)  # play again from the start
        self.playing = not self.playing
        self.timer = 0.0

    def close(self) -> None:
        self.app.scenes.pop()

    def review(self) -> None:
        """The analyst's review of the recorded game (its config, seats and history)."""
        s = self.session
        data = {"game": s.info.id, "config": s.config.to_json(), "seats": [seat.to_json() for seat in s.seats],
                "history": list(self.timeline.history), "decisions": s.decisions}
        self.app.scenes.push("review", data)

    # --- scene hooks ------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        self.top = top_bar(th, w, [self.review_button, self.close_button])
        bar_h = self.top.h
        log_w = int(min(w * 0.24, th.px(16)))
        ctl_h = th.px(2.8)
        self.bar = pygame.Rect(0, h - ctl_h, w - log_w, ctl_h)
        self.log_panel.rect = pygame.Rect(w - log_w, bar_h, log_w, h - bar_h)
        self.board_rect = pygame.Rect(0, bar_h, w - log_w, h - bar_h - ctl_h)
        self.board.layout(self.board_rect)
        widths = (2.6, 2.6, 5.6, 2.6, 2.6, 6.0)
        gap = th.px(0.35)
        x = self.bar.x + th.px(0.6)
        bh = th.px(2.0)
        for widget, units in zip(self.controls, widths, strict=True):
            widget.rect = pygame.Rect(x, self.bar.centery - bh // 2, th.px(units), bh)
            x += widget.rect.w + gap

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_ESCAPE: self.close,
                pygame.K_LEFT: lambda: self.go(self.timeline.position - 1),
                pygame.K_RIGHT: lambda: self.go(self.timeline.position + 1),
                pygame.K_HOME: lambda: self.go(0),
                pygame.K_END: lambda: self.go(len(self.timeline)),
                pygame.K_SPACE: self.toggle_play,
            }
            if event.key in keys:
                keys[event.key]()
                return
        for widget in [self.review_button, self.close_button, *self.controls]:
            if widget.handle_event(event):
                return
        if self.log_panel.handle_event(event):
            return
        self.board.handle_event(event)

    def update(self, dt: float) -> None:
        self.toasts.tick(dt)
        self.board.update(dt)
        at_end = self.timeline.position >= len(self.timeline)
        self.back_button.enabled = self.start_button.enabled = self.timeline.position > 0
        self.forward_button.enabled = self.end_button.enabled = not at_end
        if not self.playing:
            return
        if at_end:
            self.playing = False
            return
        if self.board.busy():
            return  # a blow re-simulating, a card flying: the next move waits
        self.timer += dt * self.speed.value
        if self.timer >= STEP_SECONDS:
            self.timer = 0.0
            self.go(self.timeline.position + 1)

    # --- drawing ----------------------------------------------------------------------------
    def step_text(self) -> str:
        return self.app.t("replay.step", n=self.timeline.position, total=len(self.timeline))

    def draw(self, surface: pygame.Surface) -> None:
        draw.table(surface)
        self.board.draw(surface)
        self.draw_top_bar(surface)
        self.log_panel.draw(surface)
        self.draw_controls(surface)
        draw_toasts(surface, self.app.theme, self.toasts, self.board.toast_area() or self.board_rect)

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        status = self.board.status()
        kind = self.app.t("replay.title" if self.finished else "replay.title_spectator")
        text = f"{kind}  ·  {status}" if status else kind
        key = (self.top.size, text, self.session.current_player(), self.app.settings.language)
        if key != self._top_key:
            right = self.review_button.rect.x - self.app.theme.px(0.6)
            self._top = render_top_bar(self.app, self.session, self.top, text, self.session.current_player(), right)
            self._top_key = key
        if self._top is not None:
            surface.blit(self._top, self.top.topleft)
        self.review_button.draw(surface)
        self.close_button.draw(surface)

    def draw_controls(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        surface.blit(draw.over_table(self.app.size, self.bar), self.bar.topleft)
        draw.dark_panel(surface, self.bar.inflate(-th.px(0.3), -th.px(0.3)), th, 210)
        for widget in self.controls:
            widget.draw(surface)
        x = self.controls[-1].rect.right + th.px(0.6)
        label = pygame.Rect(x, self.bar.y, self.bar.right - x - th.px(0.6), self.bar.h)
        text = self.step_text()
        img = th.text(text, th.fit_size(text, th.px(0.9), max(1, label.w)), th.c["parchment"])
        surface.blit(img, img.get_rect(midleft=label.midleft))
