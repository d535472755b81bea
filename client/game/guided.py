"""Guided first games ("Apprendre à jouer"): a tutorial script run over a normal game.

The game is a real one on the script's seed, on the usual host and board; this part of
the host only adds an overlay: the step's caption beside the asked action (the board
draws it through `set_guide`), the "why" line, and Continue / Skip / Leave. A do step
moves on when the player makes an action it accepts (others are refused with a toast);
a read step holds the AI until Continue. After the last step, the outro, then free play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
from ludotheque.client.game.chrome import callout_bounds, callout_box, paint_callout
from ludotheque.client.ui.widgets import Button
from ludotheque.rules.core import GameInfo, GameState, IllegalAction
from ludotheque.rules.session import Seat, Session
from ludotheque.rules.tutorial import Step, Tutorial, TutorialRun

if TYPE_CHECKING:
    from ludotheque.client.game.host import GameHost

OPPONENTS = ("Bayard", "Colbert", "Éléonore", "Fouquet", "Guillaume")


def tutorial_session(info: GameInfo, tutorial: Tutorial, you: str) -> Session:
    """The tutorial's game: the human (named `you`) at seat 0, the script's AI seats."""
    seats = [Seat.parse(spec, name=you if i == 0 else OPPONENTS[(i - 1) % len(OPPONENTS)], colour=i)
             for i, spec in enumerate(tutorial.seats)]
    return Session.create(info.id, seats, tutorial.seed, tutorial.mode, dict(tutorial.options), tutorial.youngest,
                          tutorial.decisions)


class TutorialGuide:
    """Where the player is in the script (intro, steps, outro, then free play) and the
    overlay that says it."""

    def __init__(self, host: GameHost, tutorial: Tutorial) -> None:
        self.host = host
        self.tutorial = tutorial
        self.run = TutorialRun(tutorial)
        self.phase = "intro" if tutorial.intro else "steps"
        self._after_steps()
        app = host.app
        t = app.t
        self.continue_button = Button(app, lambda: t("tutorial.continue"), self.next, "primary", pygame.K_RETURN)
        self.skip_button = Button(app, lambda: t("tutorial.skip"), self.skip, "secondary")
        self.leave_button = Button(app, lambda: t("tutorial.leave"), self.leave, "secondary")
        self.box = pygame.Rect(0, 0, 0, 0)
        self._rows: list = []
        self._target: pygame.Rect | None = None

    # --- where we are ---------------------------------------------------------------------------
    def active(self) -> bool:
        """Still guiding (not yet free play): hints and undo wait."""
        return self.phase != "free"

    def reading(self) -> bool:
        """A text the player must close with Continue (intro, read step, outro)."""
        step = self.run.step
        return self.phase in ("intro", "outro") or (self.phase == "steps" and step is not None and step.is_read)

    def position(self) -> int:
        """Where the player is, as `shot tutorial --step` counts: 0 the intro, K the K-th
        step, one past the last step the outro (and free play)."""
        if self.phase == "intro":
            return 0
        if self.phase == "steps":
            return self.run.index + 1
        return len(self.tutorial.steps) + 1

    def where(self) -> dict[str, Any]:
        """Where the guide is, as the autosave keeps it."""
        return {"phase": self.phase, "index": self.run.index}

    def restore(self, where: dict[str, Any]) -> None:
        """Back where `where()` was (a guided game resumed); anything odd starts over."""
        phase, index = where.get("phase"), where.get("index")
        if phase in ("intro", "steps", "outro", "free") and isinstance(index, int) \
                and 0 <= index <= len(self.tutorial.steps):
            self.phase, self.run.index = phase, index
            self._after_steps()

    def blocks_ai(self) -> bool:
        return self.reading()

    def _after_steps(self) -> None:
        if self.phase == "steps" and self.run.done:
            self.phase = "outro" if self.tutorial.outro else "free"

    def _do_step(self) -> Step | None:
        step = self.run.step
        return step if self.phase == "steps" and step is not None and not step.is_read else None

    def _asked(self) -> Any:
        """The action the do step asks for now, when it is the player's turn and legal."""
        if self._do_step() is None or not self.host.can_act():
            return None
        state = self.host.session.state
        try:
            action = self.run.expected(state)
        except IllegalAction:  # the script names an action this game cannot decode
            return None
        return action if state.is_legal(action) else None

    def wanted(self) -> Any:
        return self._asked()

    def waiting(self) -> bool:
        """A do step whose turn has not come: another seat is still playing. Skip waits
        (issue 31: a double click on Continue hit Skip there, and the script ran one step
        ahead of the board)."""
        return self._do_step() is not None and not self.host.can_act() and not self.host.session.state.is_over()

    # --- the player's actions -------------------------------------------------------------------
    def refusal(self, action: Any) -> str | None:
        """Why the step refuses `action` (None: it may be played)."""
        if self.reading():
            return self.host.app.t("tutorial.read_first")
        if self._asked() is None:
            return None  # free play, or the game went where the script's move is gone
        if self.run.accepts(self.host.session.state, action):
            return None
        step = self.run.step
        assert step is not None, "a step asks for an action (_asked found it)"
        return self.host.app.t("tutorial.refused", step=self._text(step.caption))

    def record(self, before: GameState, action: Any, by_human: bool) -> None:
        """An action was applied in `before`: the step it fulfils moves on."""
        if self._do_step() is None or not by_human:
            return
        try:
            asked = self.run.expected(before)
        except IllegalAction:
            asked = None
        if asked is None or not before.is_legal(asked):
            self.run.advance()  # the asked move was not possible: whatever was played does
        else:
            self.run.record(before, action, by_human)
        self._after_steps()

    # --- the buttons ----------------------------------------------------------------------------
    def next(self) -> None:
        """Continue: past the intro, a read step or the outro."""
        if self.phase == "intro":
            self.phase = "steps"
        elif self.phase == "outro":
            self.phase = "free"
        elif self.reading():
            self.run.advance()
        self._after_steps()

    def skip(self) -> None:
        """Skip: a do step plays its action for the player when it is legal now."""
        if self.phase != "steps":
            self.next()
            return
        if self.waiting():  # the guide never runs ahead of the board
            return
        action = self._asked()
        if action is None or not self.host.submit(action):
            self.run.advance()
        self._after_steps()

    def leave(self) -> None:
        self.host.autosave()  # Continue brings the player back to this step
        self.host.app.scenes.reset("menu")

    def buttons(self) -> list[Button]:
        if not self.active():
            return []
        if self.reading():
            return [self.continue_button, self.skip_button, self.leave_button] if self.phase == "steps" else \
                [self.continue_button, self.leave_button]
        return [self.skip_button, self.leave_button]

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.skip_button.enabled = not self.waiting()  # as of now, not of the last frame
        for b in self.buttons():
            if b.handle_event(event):
                return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.active() and self.box.collidepoint(event.pos):
            return True  # a click on the panel is not a click on the board beneath
        return False

    # --- the overlay ----------------------------------------------------------------------------
    def _text(self, key: str | None, params: Any = None) -> str:
        if not key:
            return ""
        step = self.run.step
        return self.host.app.t(key, **dict(params if params is not None else (step.params if step else {})))

    def lines(self) -> list[tuple[str, float, tuple]]:
        th = self.host.app.theme
        t = self.host.app.t
        if self.phase in ("intro", "outro"):
            key = self.tutorial.intro if self.phase == "intro" else self.tutorial.outro
            title = t("tutorial.title")
            return [(title, 0.75, th.c["red"]), (self._text(key, {}), 0.88, th.c["ink"])]
        step = self.run.step
        assert step is not None, "between the intro and the outro, a step is shown"
        n = len(self.tutorial.steps)
        out = [(t("tutorial.step", n=self.run.index + 1, total=n), 0.72, th.c["red"]),
               (self._text(step.caption), 0.88, th.c["ink"])]
        if step.why:
            out.append((t("tutorial.why", why=self._text(step.why)), 0.76, th.c["ink_soft"]))
        current = self.host.session.current_player()
        if not step.is_read and current is not None and not self.host.session.seats[current].is_human:
            out.append((t("tutorial.waiting", name=self.host.app.seat_name(self.host.session, current)), 0.72, th.c["ink_soft"]))
        return out

    def update(self) -> None:
        """Place the panel (and its buttons) for this frame; draw only paints it."""
        host = self.host
        if not self.active() or host.pass_to is not None:
            self.box = pygame.Rect(0, 0, 0, 0)
            return
        th = host.app.theme
        self.skip_button.enabled = not self.waiting()
        target = host.board.guide_rect() if self.wanted() is not None else None
        bounds = callout_bounds(th, host.board, host.board_rect, target)
        width = min(th.px(19), bounds.w)
        bh = th.px(1.8)
        clear = host.board.guide_area() if target is not None else None
        self.box, self._rows = callout_box(th, self.lines(), width, target, bounds, bh + th.px(0.7), clear)
        self._target = target
        buttons = self.buttons()
        gap = th.px(0.4)
        bw = (self.box.w - th.px(1.4) - gap * (len(buttons) - 1)) // max(1, len(buttons))
        y = self.box.bottom - th.px(0.7) - bh
        for i, b in enumerate(buttons):
            b.rect = pygame.Rect(self.box.x + th.px(0.7) + i * (bw + gap), y, bw, bh)

    def draw(self, surface: pygame.Surface) -> None:
        if self.box.w <= 0:
            return
        paint_callout(surface, self.host.app.theme, self.box, self._rows, self._target)
        for b in self.buttons():
            b.draw(surface)


def start_tutorial(app: Any, info: GameInfo, tutorial: Tutorial, replace: bool = False) -> None:
    """Open the guided game. Autosaved in its own slot (never the player's own game's):
    Continue resumes it at its step."""
    session = tutorial_session(info, tutorial, app.t("seat.default_name", n=1))
    (app.scenes.replace if replace else app.scenes.push)("game", session, tutorial=tutorial)
