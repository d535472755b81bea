"""The part of a game screen that each game writes: its board.

The `GameHost` scene (client/game/host.py) frames every game the same way: a top bar
(game name, the board's `status()`, whose turn, menu and undo buttons), a log panel, toasts
and pass screens. Inside that frame, a Board draws the game and turns input into actions.

What a board may use from its host (declared by the `BoardHost` protocol in
client/game/hostapi.py, which both the game host and the replay implement; a board reads
nothing else of its host):
- `host.app`: `app.t(key, **params)` translates; `app.theme` (colours, `app.theme.unit`,
  the base size in pixels for the current window); `app.text(s, size, colour, serif=False,
  bold=False)` renders and caches text; `app.sounds.play(name)`; `app.settings`
  (`anim_speed` 0 = instant, `colour_blind`); `app.seat_colour(session, seat)` and
  `app.seat_symbol(seat)`.
- `host.session`: the `rules.session.Session` (seats, log, config). Read, never mutate. A
  board reaches the game only through what a seat may see: `session.view_model(viewer)`
  (the game's typed, frozen `View`, the very object a remote seat receives: what boards
  draw from), `session.view(viewer)` (its JSON form, the rules' `view`) and
  `session.outcome()` (how it ended); never the session's own state nor a state rebuilt
  from a view (`session.seen`: the AI's determinisation; house tests read every scene
  for both, the few left listed with their reason), so a seat that is not on this
  computer is drawn by the same code from the same object.
- `host.viewer`: the seat whose private information may be shown now (None: only public).
- `host.can_act()`: True when the viewer is the current player and a human, with no pass
  screen or AI move pending. Only then should clicks produce actions.
- `host.submit(action) -> bool`: apply an action for the current human. An illegal action
  shows its reason as a toast and returns False; nothing changes. `by_hand=False` for a
  move the board plays by itself (an automatic answer): it hands the screen to nobody.
- `host.toast(text)`: a short message.
- `host.guided()`: a tutorial guides the game now; `host.tutorial`: the guided game's
  caption (its `box` on screen), None when the game is not a guided one.
- `host.timeline`: the recorded game a replay shows (None: a live game).
- `host.pass_to`: the seat a pass screen waits for (None: no pass screen).

Guides (hints and guided first games): the host calls `set_guide(action)` to have the
board show one action without playing it (the AI's hint, or what a tutorial step asks
for), and `set_guide(None)` to clear it. The board draws `self.guide` in `draw` the way it
draws that kind of move (a highlighted place, a ghost piece, a lit card), and says where
it is with `guide_rect()` so the host can put the caption beside it (and, when it lights
more than that place, all it lights with `guide_area()`, which the caption keeps off).

Rules: `draw` never changes state; a board asks the rules what is legal (legal_actions,
is_legal, refusal; `refusal_text` below words a refusal) and never re-derives a rule; layout
values come from `layout(rect)`, which is called again whenever the window size changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from ludotheque.client.app import App
    from ludotheque.client.game.hostapi import BoardHost
    from ludotheque.rules.core import Event, GameState, IllegalAction
    from ludotheque.rules.session import Session


def refusal_text(app: Any, session: Any, err: IllegalAction) -> str:
    """Why the rules refuse a move, as a sentence that reads like a log line: '*_key'
    params translated, seats named (the rules' own message when the key has no text)."""
    tr = app.translator
    if not tr.has(err.key):
        return err.message

    def seat_name(seat: int) -> str:
        return app.seat_name(session, seat) if 0 <= seat < len(session.seats) else str(seat)
    return tr.event_text(err.key, err.params, seat_name)


class Board:
    def __init__(self, host: BoardHost) -> None:
        self.host = host
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.guide: Any = None  # an action to show, never to play (see set_guide)

    @property
    def app(self) -> App:
        return self.host.app

    @property
    def session(self) -> Session:
        return self.host.session

    def layout(self, rect: pygame.Rect) -> None:
        """The board's area changed (window resized)."""
        self.rect = rect

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by dt seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the board into self.rect."""

    def on_events(self, events: list[Event], before: GameState, after: GameState) -> None:
        """An action was applied (by anyone): start animations, play sounds. `before` and
        `after` are the states as the watching seat saw them (`seen_by`), not the truth."""

    def status(self) -> str:
        """A short line for the top bar: round, phase..."""
        return ""

    def secrets_viewer(self) -> int | None:
        """Whose secrets the screen may show now (hand, private log lines): the viewer's,
        unless the board puts a decision to the whole table on a shared screen (then None)."""
        return self.host.viewer

    def hint_allowed(self) -> bool:
        """May the hint button advise now? A hint reads the player's own view: a board
        that puts a decision to the whole table while he keeps secrets says no, or the
        advice would tell the table what he holds."""
        return True

    def toast_area(self) -> pygame.Rect | None:
        """Where the host's toasts may go (None: centred over the whole board), so that
        they do not cover a panel the player is reading."""
        return None

    def callout_area(self) -> pygame.Rect | None:
        """Where a hint's or a guided step's callout may go when it points at a place on
        the board (None: anywhere on the board). A board with a side panel returns its main
        area, so that the callout never covers the panel's own buttons."""
        return None

    def set_guide(self, action: Any) -> None:
        """Show `action` on the board until the next call (None clears it). Boards that
        need to precompute something for the drawing (a ghost's pose) override this."""
        self.guide = action

    def guide_rect(self) -> pygame.Rect | None:
        """The screen rectangle of the guided action's place (None: not on screen)."""
        return None

    def guide_area(self) -> pygame.Rect | None:
        """All that the guide lights, when it is more than the place `guide_rect` points
        at (a stop and the lane it chooses): the callout keeps off it while pointing at
        `guide_rect`. None: just `guide_rect`."""
        return None

    def cancel(self) -> bool:
        """Esc: drop what the player holds (a picked card, a half-made choice) and return
        True; False when there is nothing to drop, and the host pauses."""
        return False

    def log_held(self) -> int:
        """How many of the log's newest entries to keep back for now (a result shown
        only once the board has played it out). 0: none."""
        return 0

    def shown_player(self) -> int | None:
        """The seat whose turn the screen still shows: the session's current player,
        unless the board is still playing out the last move (a hammer in the air). The
        host's top bar and its pass screen wait for it."""
        return self.session.current_player()

    def busy(self) -> bool:
        """True while an animation the next AI move should wait for is playing
        (a hammer falling). Humans are never blocked by it."""
        return False
