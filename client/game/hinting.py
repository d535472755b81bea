"""Hints ("Conseil", key H): the AI's move for the human whose turn it is, shown on the
board (`Board.set_guide`) with one sentence on why, and never played.

The AI plays from that player's view only (`state.view(player)`), at the level the
settings choose, in a worker thread, with its own generator (seed, ply, seat and a salt):
asking for a hint never changes the game. A hint lives as long as the state it was
asked in; the host clears it on any change, on undo and behind a pass screen.
"""

from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
from ludotheque.client.game.chrome import callout_bounds, draw_callout
from ludotheque.client.game.worker import Task
from ludotheque.rules.core import Event, GameInfo, GameState, Rng, mix
from ludotheque.rules.hints import explain_for

if TYPE_CHECKING:
    from ludotheque.client.game.host import GameHost

log = logging.getLogger(__name__)

HINT_SALT = 0x48494E54  # "HINT": keeps hint decisions apart from the seats' own


@dataclass(frozen=True)
class Hint:
    player: int
    action: Any
    reason: Event | None  # the game's sentence (rules/<key>/hints.py), if it has one
    move: Event | None  # else the move's own public log line, to name it


def advise(info: GameInfo, view: dict[str, Any], player: int, level: str, rng: Rng) -> Hint:
    """What the AI at `level` would play for `player`, seeing only `view`, and why."""
    agent = info.make_agent(level, player)
    action = agent.choose(view, player, info.state_cls, rng.fork(1))
    try:
        action = review_for(info, view, player, action)
    except Exception:  # a game's review must never cost the player the hint itself
        log.exception("hint review failed")
    try:
        reason = explain_for(info, view, player, action)
    except Exception:  # a game's sentence must never cost the player the hint itself
        log.exception("hint explanation failed")
        reason = None
    move = None if reason is not None else describe_move(info.state_cls, view, player, action, rng.fork(2))
    return Hint(player, action, reason, move)


def review_for(info: GameInfo, view: dict[str, Any], player: int, action: Any) -> Any:
    """The game's second look at the AI's move before it is shown as a hint
    (`rules/<game_key>/hints.py: review(view, player, action) -> action`, when the game
    has one): a hint is never worse than an alternative the hint itself can evaluate
    (issue 31). Without one, the AI's move."""
    try:
        module = importlib.import_module(f"ludotheque.rules.{info.key}.hints")
    except ModuleNotFoundError:
        return action
    review = getattr(module, "review", None)
    return action if review is None else review(view, player, action)


def describe_move(state_cls: type[GameState], view: dict[str, Any], player: int, action: Any,
                  rng: Rng) -> Event | None:
    """The first public log line `action` gives on a state sampled from `view` (so it
    names the move without touching the real state), or None."""
    try:
        after = state_cls.from_view(view, rng).apply(action)
    except Exception:
        return None
    return next((e for e in after.events if e.visible_to is None), None)


def hint_rng(seed: int, ply: int, player: int) -> Rng:
    return Rng(mix(seed, ply, player, HINT_SALT))


class HintAdvisor:
    """The host's hint button: asks, waits, shows, counts (once per seat and position)."""

    def __init__(self, host: GameHost, counts: list[int] | None = None) -> None:
        self.host = host
        seats = len(host.session.seats)
        counts = list(counts or [])
        self.counts = [int(c) if isinstance(c, int) and c >= 0 else 0 for c in counts[:seats]]
        self.counts += [0] * (seats - len(self.counts))
        self.task: Task | None = None
        self.hint: Hint | None = None
        self.hidden = False
        self._state: GameState | None = None  # the state the hint was asked in

    @property
    def thinking(self) -> bool:
        return self.task is not None

    def shown(self) -> Hint | None:
        """The hint on screen now: for this very state, its player at the screen."""
        host = self.host
        hint = self.hint
        if hint is None or self.hidden or self._state is not host.session.state:
            return None
        if host.pass_to is not None or host.viewer != hint.player:
            return None
        return hint

    def available(self) -> bool:
        host = self.host
        return host.can_act() and self.task is None and not host.guided() and host.board.hint_allowed()

    def toggle(self) -> None:
        """The button: ask (or show again, uncounted, the hint already given here), or hide."""
        if self.shown() is not None:
            self.hidden = True
            return
        if self.hint is not None and self._state is self.host.session.state and self.available():
            self.hidden = False
            return
        self.ask()

    def ask(self) -> None:
        if not self.available():
            return
        session = self.host.session
        player = session.current_player()
        state = session.state
        view = state.view(player)
        level = self.host.app.settings.hint_level
        rng = hint_rng(session.config.seed, session.ply, player)
        self.clear()
        self._state = state
        self.task = Task(lambda: advise(session.info, view, player, level, rng))

    def clear(self) -> None:
        """Forget the hint (the state changed, undo, a pass screen). A hint still being
        computed is dropped when it arrives."""
        self.task = None
        self.hint = None
        self.hidden = False
        self._state = None

    def update(self) -> None:
        task = self.task
        if task is None or not task.done:
            return
        self.task = None
        if self._state is not self.host.session.state or not self.host.can_act():
            return  # the table moved on meanwhile
        if task.error is not None:
            log.error("hint failed", exc_info=task.error)
            self.host.toast(self.host.app.t("game.hint.error"))
            return
        self.hint = task.result
        self.counts[self.hint.player] += 1

    # --- drawing ------------------------------------------------------------------------------
    def sentence(self, hint: Hint) -> str:
        app = self.host.app
        session = self.host.session

        def seat_name(i: int) -> str:
            return app.seat_name(session, i) if 0 <= i < len(session.seats) else str(i)

        tr = app.translator
        if hint.reason is not None and tr.has(hint.reason.key):
            return tr.event_text(hint.reason.key, hint.reason.params, seat_name)
        if hint.move is not None and tr.has(hint.move.key):
            return app.t("game.hint.generic", move=tr.event_text(hint.move.key, hint.move.params, seat_name))
        return app.t("game.hint.plain")

    def draw(self, surface: pygame.Surface) -> None:
        hint = self.shown()
        if hint is None:
            return
        host = self.host
        th = host.app.theme
        width = min(th.px(17), host.board_rect.w - th.px(2))
        lines = [(host.app.t("game.hint.title"), 0.85, th.c["red"]), (self.sentence(hint), 0.8, th.c["ink"])]
        target = host.board.guide_rect()
        bounds = callout_bounds(th, host.board, host.board_rect, target)
        clear = host.board.guide_area() if target is not None else None
        draw_callout(surface, th, lines, min(width, bounds.w), target, bounds, clear)
