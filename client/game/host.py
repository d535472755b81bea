"""The scene around every game: top bar, log, toasts, pass screens, AI turns, autosave,
hints and guided first games.

The host owns the Session; the game's Board draws the game and turns clicks into
actions through `submit`. Data flows one way: input → board → submit → rules → new
state → board.on_events → drawing.
"""

from __future__ import annotations

import logging
import time
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
from ludotheque.client import saves, seat_names, stats
from ludotheque.client.game.board import refusal_text
from ludotheque.client.game.boards import board_module, create_board, playable_games
from ludotheque.client.game.chrome import (
    draw_pass_screen,
    draw_toasts,
    new_toasts,
    render_top_bar,
    top_bar,
)
from ludotheque.client.game.guided import TutorialGuide
from ludotheque.client.game.hinting import HintAdvisor
from ludotheque.client.game.log_panel import LogPanel
from ludotheque.client.game.worker import AIWorker
from ludotheque.client.scene import Scene
from ludotheque.client.ui import draw
from ludotheque.client.ui.motion import Tween
from ludotheque.client.ui.widgets import Button
from ludotheque.rules.core import IllegalAction
from ludotheque.rules.session import Session
from ludotheque.rules.tutorial import Tutorial, tutorial_for
from ludotheque.sounds.names import Sound

if TYPE_CHECKING:
    from ludotheque.client.game.timeline import Timeline

log = logging.getLogger(__name__)


__all__ = ["GameHost", "board_module", "create_board", "playable_games"]

MAX_INPUT_HOLD = 4.0  # seconds: the longest an AI move's playing out holds the player's input
# Below this window width the log starts folded and opens over the board, which keeps the
# whole width (issue 31: at 800x600 a docked log left Château Combo's card effects 6 px high).
LOG_FOLDS_BELOW = 1000


class GameHost(Scene):
    """The scene around a live game; a board's `BoardHost` (client/game/hostapi.py)."""

    def __init__(self, app, session: Session, setup: dict | None = None, autosave: bool = True,
                 run_ai: bool = True, house: dict | None = None, tutorial: Tutorial | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.setup = setup
        self.autosave_enabled = autosave
        self._save_failed = False  # a failed autosave is told once
        self.run_ai = run_ai  # False freezes AI seats (screenshots, benchmarks)
        self.worker: AIWorker | None = None
        self.ai_wait = Tween(0.0)  # before the next AI move, so the last one is seen
        self.end_wait: Tween | None = None  # the game is over: the results after it
        self.toasts = new_toasts()
        self.pass_to: int | None = None
        self._pass_armed = False
        self._pass_shown = False  # drawn at least once: only then may a click lift it
        self.screen_owner: int | None = None  # the human last shown private information
        self.last_at_screen: int | None = None  # the human who last had the mouse, even in public
        self.viewer: int | None = None
        # A pass screen waits while the board still plays out the last move (a blow).
        self._pass_held = False
        self._log_open: bool | None = None  # the player's choice; None: open unless the window is narrow
        self.log_overlays = False  # a narrow window: the log, when open, lies over the board
        self.log_panel = LogPanel(self)
        t = app.t
        self.menu_button = Button(app, lambda: t("game.menu"), self.pause, "secondary")
        self.undo_button = Button(app, lambda: t("game.undo"), self.undo, "secondary")
        self.log_button = Button(app, lambda: t("game.log"), self.toggle_log, "secondary")
        self.hints = HintAdvisor(self, (house or {}).get("hints"))
        self.stats_recorded = bool((house or {}).get("stats"))  # a game counts once
        self.hint_button = Button(app, self._hint_label, self.hints.toggle, "secondary")
        self.buttons = [self.hint_button, self.undo_button, self.log_button, self.menu_button]
        self._guide: tuple[Any, Any] = (None, None)  # (state, action) last given to the board
        # Input made while it is not the player's turn is dropped (issue 31): the board gets
        # no press, release or key until the update numbered `_input_from` has run, that is
        # until a frame has drawn the turn as his; a release whose press was dropped goes too.
        self._updates = 0
        self._input_from = 0
        self._others_move = False  # the last move was the AI's: its playing out holds input
        self._others_held = 0.0  # seconds it has held input (never more than MAX_INPUT_HOLD)
        self._dropped_buttons: set[int] = set()
        # A defect met on the way (a board or rules call that raised): told and logged once
        # per kind, the game kept as it was before (issue 31). The last one's words.
        self.fault: str | None = None
        self._faults_told: set[tuple[str, str]] = set()
        self.top = self.board_rect = pygame.Rect(0, 0, 0, 0)
        self._bar: pygame.Surface | None = None
        self._bar_key: tuple | None = None
        self.timeline: Timeline | None = None  # a live game (the replay's host has one; see hostapi)
        self.board = create_board(self)
        guided = (house or {}).get("tutorial")  # a guided game resumed from its autosave
        if tutorial is None and isinstance(guided, dict):
            tutorial = tutorial_for(session.info)
        self.tutorial = TutorialGuide(self, tutorial) if tutorial is not None else None
        if self.tutorial is not None and isinstance(guided, dict):
            self.tutorial.restore(guided)
        self._choose_viewer()

    def _hint_label(self) -> str:
        return self.app.t("game.hint.thinking" if self.hints.thinking else "game.hint.button")

    def guided(self) -> bool:
        """A tutorial is guiding the game (hints and undo wait for free play)."""
        return self.tutorial is not None and self.tutorial.active()

    def house_data(self) -> dict:
        """What the save keeps next to the session: the hints each seat used, and whether
        the statistics have counted the game."""
        house = {"hints": list(self.hints.counts), **({"stats": True} if self.stats_recorded else {})}
        if self.tutorial is not None:
            house["tutorial"] = self.tutorial.where()
        return house

    # --- viewer and turns ------------------------------------------------------------------
    def _private(self) -> bool:
        return self.session.info.private_information and len(self.session.humans()) >= 2

    def _choose_viewer(self) -> None:
        """Who the screen shows: the current human; with several humans and secrets, nobody
        between their turns; with one human, always that human."""
        session = self.session
        humans = session.humans()
        current = session.current_player()
        self._pass_held = False
        if session.is_over():
            self.viewer = humans[0] if len(humans) == 1 else None
            return
        if current is not None and session.seats[current].is_human:
            # Before anyone has seen a secret, whoever had the mouse last is at the screen:
            # the first secret (Castle Risk's hidden armies) waits for its owner too.
            owner = self.screen_owner if self.screen_owner is not None else self.last_at_screen
            if session.needs_pass_screen(owner, current):
                if self.board.shown_player() != current:
                    # The last move still plays out on screen for whoever made it: the
                    # screen passes once it is over (update() asks again).
                    self._pass_held = True
                    return
                if self.pass_to != current:
                    self._pass_armed = self._pass_shown = False
                self.pass_to = current
                self.viewer = None
                return
            self.viewer = current
            self.last_at_screen = current
            if session.state.shows_private(current):  # a public decision keeps the screen's owner
                self.screen_owner = current
        elif self._private():
            self.viewer = None
        elif humans:
            self.viewer = self.screen_owner if self.screen_owner is not None else humans[0]
        else:
            self.viewer = None

    def can_act(self) -> bool:
        session = self.session
        current = session.current_player()
        return (
            current is not None
            and self.pass_to is None
            and session.seats[current].is_human
            and self.viewer == current
            and self.worker is None
        )

    # --- actions ----------------------------------------------------------------------------------
    def submit(self, action: Any, by_hand: bool = True) -> bool:
        if not self.can_act():
            return False
        actor = self.session.current_player()
        refusal = self.tutorial.refusal(action) if self.tutorial is not None else None
        if refusal is not None:
            self.toast(refusal)
            self.app.sounds.play(Sound.ERROR)
            return False
        before = self.session.state
        try:
            events = self.session.apply(action)
        except IllegalAction as err:
            self.toast(refusal_text(self.app, self.session, err))
            self.app.sounds.play(Sound.ERROR)
            return False
        except Exception as exc:  # a defect of the rules: the state before stays, and is saved
            self.report_fault(exc, f"apply {action!r}")
            return False
        if self.tutorial is not None:
            self.tutorial.record(before, action, by_human=True)
        if by_hand and not before.shows_private(actor):
            # He answered on a screen the table shares (Castle Risk's defender): he has the
            # mouse now, so the secrets of whoever had the screen before come back only
            # behind a pass screen. A move the board plays by itself hands nothing over.
            self.screen_owner = actor
        self._after_apply(before, events)
        return True

    def _after_apply(self, before, events) -> None:
        if self.session.is_over() and not before.is_over():
            self.record_stats()
        self.hints.clear()
        viewer = self.viewer  # who watched the move: the board animates what that seat saw
        try:
            self.board.on_events(events, before.seen_by(viewer), self.session.seen(viewer))
        except Exception as exc:  # the move is made and saved; only its playing out failed
            self.report_fault(exc, "board.on_events")
        self.log_panel.scroll = 0
        self.autosave()
        self.ai_wait = Tween(self.app.settings.anim_time(0.45))
        self._choose_viewer()
        self._sync_guide()  # the next guide is drawn with the first frame of the new state

    def undo(self) -> None:
        if self.worker is None and self.viewer is not None and not self.guided() and self.session.can_undo(self.viewer):
            before = self.session.state
            self.session.undo(self.viewer)
            self.hints.clear()
            self.board.on_events([], before.seen_by(self.viewer), self.session.seen(self.viewer))
            self.autosave()
            self._choose_viewer()

    def autosave(self) -> None:
        """Autosave the game (its own file). Without a usable user folder the menu has said
        so once: nothing here; a write that fails says so once per game, in words."""
        if not self.autosave_enabled or not self.app.can_save:
            return
        try:
            # A guided game has its own slot: it never replaces the player's own game.
            slot = f"{self.session.info.id}{saves.GUIDED_SUFFIX}" if self.tutorial is not None else None
            saves.autosave(self.session.to_json(), finished=self.session.is_over(), house=self.house_data(),
                           slot=slot)
        except OSError as exc:
            if not self._save_failed:
                self._save_failed = True
                self.toast(self.app.t("save.error.write", detail=exc.strerror or type(exc).__name__), 6.0)

    def save_manual(self) -> str | None:
        if not self.app.can_save:
            self.toast(self.app.t("home.no_saving.short"), 6.0)
            return None
        try:
            path = saves.write_save(saves.new_save_path(self.session.info.id), self.session.to_json(),
                                    house=self.house_data())
        except OSError as exc:
            self.toast(self.app.t("save.error.write", detail=exc.strerror or type(exc).__name__), 6.0)
            return None
        self.toast(self.app.t("save.saved_game", game=self.app.t(f"{self.session.info.key}.name"),
                              date=time.strftime("%d/%m %H:%M")), 4.0)
        return str(path)

    def record_stats(self) -> None:
        """Count the game that just ended in the statistics: once, and only a real game
        (not a guided one, not a screenshot's or a benchmark's, which do not autosave)."""
        if self.stats_recorded or self.tutorial is not None or not self.autosave_enabled or not self.app.can_save:
            return
        self.stats_recorded = True
        names = [self.app.seat_name(self.session, i) for i in range(len(self.session.seats))]
        try:
            note = stats.record(self.session, names, partial(seat_names.kept, self.app.translator))
        except OSError as exc:
            self.toast(self.app.t("stats.error.write", detail=str(exc)))
            return
        if note:
            self.toast(self.app.t("stats.set_aside", detail=note), 6.0)

    def toast(self, text: str, seconds: float = 3.0) -> None:
        self.toasts.add(text, seconds)

    def report_fault(self, exc: BaseException, where: str) -> None:
        """A defect met on the player's move or on the screen (issue 31): the game is kept as
        it was before it (the autosave too: nothing was saved since), the player is told in
        words and may play another move or leave by the menu, and the traceback goes to the
        crash file in the user's folder. The same defect again (each frame) is told once.
        Outside the window's loop (`app.contain_faults` False: tests, monkey) it raises."""
        if not getattr(self.app, "contain_faults", False):
            raise exc
        detail = f"{type(exc).__name__}: {exc}"[:200]
        self.fault = detail
        seen = (where, detail)
        if seen in self._faults_told:
            return
        self._faults_told.add(seen)
        log.error("the game met a defect in %s", where, exc_info=exc)
        path = saves.write_crash_log(exc, f"{self.session.info.id}, ply {self.session.ply}, {where}")
        key = "game.fault.logged" if path is not None else "game.fault"
        self.toast(self.app.t(key, detail=detail, path=str(path)), 10.0)
        self.app.sounds.play(Sound.ERROR)

    def draw_fault(self, surface: pygame.Surface) -> None:
        """What stands in for a board that cannot draw: the defect, in words."""
        th = self.app.theme
        rect = self.board_rect
        lines = [self.app.t("game.fault.board")] + th.wrap(self.fault or "", th.px(0.8), max(1, rect.w - th.px(4)))
        y = rect.centery - len(lines) * th.px(1.1) // 2
        for line in lines:
            img = th.text(line, th.px(0.8), th.c["parchment"])
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += th.px(1.1)

    # --- scene hooks ------------------------------------------------------------------------------
    def enter(self) -> None:
        self.autosave()

    def leave(self) -> None:
        self.worker = None  # a running decision is abandoned; its result is never applied

    def pause(self) -> None:
        self.app.scenes.push("pause", self)

    @property
    def show_log(self) -> bool:
        """Whether the log panel is shown: the player's choice, else open on a wide window."""
        return not self.log_overlays if self._log_open is None else self._log_open

    def toggle_log(self) -> None:
        self._log_open = not self.show_log
        self.layout(self.app.size)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        self.top = top_bar(th, w, self.buttons)
        bar_h = self.top.h
        self.log_overlays = w < LOG_FOLDS_BELOW
        if self.log_overlays:  # folded by default; open, it lies over the board's right side
            log_w = int(min(w * 0.4, th.px(16))) if self.show_log else 0
            self.board_rect = pygame.Rect(0, bar_h, w, h - bar_h)
        else:
            log_w = int(min(w * 0.24, th.px(16))) if self.show_log else 0
            self.board_rect = pygame.Rect(0, bar_h, w - log_w, h - bar_h)
        self.log_panel.rect = pygame.Rect(w - log_w, bar_h, log_w, h - bar_h)
        self.board.layout(self.board_rect)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.pass_to is not None:
            # A fresh click: the release of the click that ended the last turn must not
            # dismiss the screen meant to hide the next hand.
            # Clicks queued before the screen was ever drawn (a slow frame) do not count.
            if event.type == pygame.MOUSEBUTTONDOWN:
                self._pass_armed = self._pass_shown
                return
            if (event.type == pygame.MOUSEBUTTONUP and self._pass_armed) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
            ):
                self._pass_armed = False
                self.screen_owner = self.pass_to
                self.pass_to = None
                self._choose_viewer()
                self.app.sounds.play(Sound.TURN)
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.pause()
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if not self.board.cancel():  # Esc first drops what the board holds, then pauses
                    self.pause()
                return
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return
        for b in self.buttons:
            if b.handle_event(event):
                return
        if self.tutorial is not None and self.tutorial.handle_event(event):
            return
        if self.show_log and self.log_panel.handle_event(event):
            return
        if self._drops(event):
            return
        try:
            if self.board.handle_event(event):
                return
        except Exception as exc:
            self.report_fault(exc, "board.handle_event")
            return
        # H asks for a hint unless the board used the key (Crack Word picks a card by letter).
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and not event.mod & pygame.KMOD_CTRL:
            if self.hint_button.enabled:
                self.hint_button.click()

    _GESTURES = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.TEXTINPUT)

    def _drops(self, event: pygame.event.Event) -> bool:
        """Is this input one made before the player could see that it is his turn (while
        the AI thought, or while the frame that drew its move was made, or while that move
        still plays out)? Such input never reaches the board: it would become his move."""
        if event.type not in self._GESTURES:
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button in self._dropped_buttons:
            self._dropped_buttons.discard(event.button)
            return True
        held = self._updates < self._input_from
        if event.type == pygame.MOUSEBUTTONDOWN:
            if held:
                self._dropped_buttons.add(event.button)
            else:
                self._dropped_buttons.discard(event.button)
        return held

    def _hold_input(self) -> None:
        """Drop the board's input until the next update has run (see `_drops`)."""
        self._input_from = self._updates + 1

    def update(self, dt: float) -> None:
        self._updates += 1
        self.undo_button.enabled = (
            self.worker is None and self.pass_to is None and self.viewer is not None and not self.guided()
            and self.session.can_undo(self.viewer)
        )
        self.toasts.tick(dt)
        if self.pass_to is not None:
            self.hints.clear()  # a hint is for the player who asked, never behind a pass screen
        self.hints.update()
        self.hint_button.enabled = self.hints.available() or self.hints.shown() is not None
        self._sync_guide()
        try:
            self.board.update(dt)
        except Exception as exc:  # (a move it played is refused or failed: the state before stays)
            self.report_fault(exc, "board.update")
        if self._others_move:
            self._others_held += dt
            playing = self.board.busy() or self.board.shown_player() != self.session.current_player()
            if playing and self._others_held < MAX_INPUT_HOLD:
                self._hold_input()  # the AI's move still plays out: not the player's turn yet
            else:
                self._others_move = False
        if self._pass_held and self.board.shown_player() == self.session.current_player():
            self._choose_viewer()  # the last move has played out: now the screen may pass
        if self.tutorial is not None:
            self.tutorial.update()  # after the board: it places the panel by the board's view
        if self.pass_to is not None:
            # Updated, so drawn at the end of this frame: from the next frame on, a click
            # on the pass screen is one the player made while seeing it.
            self._pass_shown = True
            return
        session = self.session
        if session.is_over():
            self._update_end(dt)
            return
        current = session.current_player()
        if current is None or session.seats[current].is_human or not self.run_ai:
            return
        if self.tutorial is not None and self.tutorial.blocks_ai():
            return  # the player is reading a tutorial step
        self._update_ai(dt, current)

    @property
    def needs_frame(self) -> bool:
        """Frames at 60 a second while a clock runs: an AI to move (waiting, thinking), a
        hint being thought, toasts, a board animation the AI waits for, the end of the game
        on its way to the results. A human to move, nothing playing: the window may rest
        (the app still sees any other change of the picture)."""
        session = self.session
        if self.worker is not None or self.toasts or self.hints.thinking or self.board.busy():
            return True
        if self.pass_to is not None:
            return False
        if session.is_over():
            return True
        current = session.current_player()
        if current is None or session.seats[current].is_human or not self.run_ai:
            return False
        return not (self.tutorial is not None and self.tutorial.blocks_ai())

    def wanted_guide(self) -> Any:
        """The action the board should show now: the tutorial's step, the hint on screen,
        or None."""
        if self.guided():
            return self.tutorial.wanted()
        hint = self.hints.shown()
        return None if hint is None else hint.action

    def _sync_guide(self) -> None:
        """Give the board its guide whenever it or the state changes (only then: boards may
        precompute a ghost's pose in set_guide)."""
        state, action = self.session.state, self.wanted_guide()
        last_state, last_action = self._guide
        if action == last_action and (action is None or state is last_state):
            return
        self._guide = (state, action)
        self.board.set_guide(action)

    def play_ai_turns(self) -> None:
        """Play the AI seats now, in this thread, until a human is to move (command line)."""
        while not self.session.is_over() and not self.session.current_seat().is_human:
            before = self.session.state
            self._after_apply(before, self.session.play_ai_turn())

    def _update_ai(self, dt: float, current: int) -> None:
        if self.worker is None:
            self.ai_wait.tick(dt)
            if self.ai_wait.running or self.board.busy():
                return
            self.worker = AIWorker(self.session, current)
            return
        if not self.worker.done:
            return
        worker, self.worker = self.worker, None
        if worker.ply != self.session.ply:
            return  # the table changed meanwhile (undo, load): ask again
        before = self.session.state
        events = None
        if worker.error is not None:
            log.error("AI failed", exc_info=worker.error)
            self.toast(self.app.t("game.ai_error", detail=str(worker.error)))
        else:
            try:
                events = self.session.apply(worker.result)
            except IllegalAction as err:
                log.error("AI chose an illegal action: %s", err.message)
            except Exception as exc:  # a defect of the rules on the AI's move (issue 31)
                self.report_fault(exc, f"apply the AI's {worker.result!r}")
        if events is None:
            # A defect of the AI: a legal action keeps the game going (the first the rules
            # can play: a resumed game must not stop on the same defect again and again).
            for action in before.legal_actions():
                try:
                    events = self.session.apply(action)
                    break
                except Exception as exc:
                    self.report_fault(exc, f"apply the AI's {action!r}")
            if events is None:
                self.run_ai = False  # nothing the AI may play works: the game waits, saved as it was
                return
        self._after_apply(before, events)
        self._others_move, self._others_held = True, 0.0
        self._hold_input()  # input until this frame is drawn was made during the AI's turn

    def _update_end(self, dt: float) -> None:
        if self.board.busy():
            return
        if self.end_wait is None:
            self.end_wait = Tween(self.app.settings.anim_time(1.2))
            self.app.sounds.play(Sound.VICTORY)
        self.end_wait.tick(dt)
        if self.end_wait.done:
            self.app.scenes.replace("results", self.session, self.setup, hints=self.hints.counts)

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.pass_to is not None:
            self.draw_pass_screen(surface)
            return
        draw.table(surface)
        try:
            self.board.draw(surface)
        except Exception as exc:
            self.report_fault(exc, "board.draw")
            self.draw_fault(surface)
        self.draw_top_bar(surface)
        if self.show_log:
            self.log_panel.draw(surface)
        self.hints.draw(surface)
        if self.tutorial is not None:
            self.tutorial.draw(surface)
        self.draw_toasts(surface)

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        """The bar is composed once per change of its text and blitted every frame."""
        current = self.board.shown_player()
        key = (self.top.size, self.board.status(), self.turn_text(), current,
               self.app.settings.colour_blind, self.app.settings.language)
        if key != self._bar_key:
            status, turn = self.board.status(), self.turn_text()
            text = f"{status}  ·  {turn}" if status else turn
            right = self.buttons[0].rect.x - self.app.theme.px(0.6)
            self._bar = render_top_bar(self.app, self.session, self.top, text, current, right)
            self._bar_key = key
        surface.blit(self._bar, self.top.topleft)
        for b in self.buttons:
            b.draw(surface)

    def turn_text(self) -> str:
        session = self.session
        if session.is_over():
            return self.app.t("game.over")
        current = self.board.shown_player()
        if current is None:
            return ""
        name = self.app.seat_name(session, current)
        if current != session.current_player():
            # The last move still plays out (a hammer in the air): still its maker's turn.
            key = "game.your_turn" if session.seats[current].is_human else "game.turn_of"
            return self.app.t(key, name=name)
        reading = self.tutorial is not None and self.tutorial.blocks_ai()
        if self.worker is not None or not (session.seats[current].is_human or reading):
            return self.app.t("game.thinking", name=name)
        if current == self.viewer:
            return self.app.t("game.your_turn", name=name)
        return self.app.t("game.turn_of", name=name)

    def draw_toasts(self, surface: pygame.Surface) -> None:
        """Toasts stack down from the top of the board, clear of the boards' hint lines."""
        draw_toasts(surface, self.app.theme, self.toasts, self.board.toast_area() or self.board_rect)

    def draw_pass_screen(self, surface: pygame.Surface) -> None:
        draw_pass_screen(surface, self.app, self.session, self.pass_to)
