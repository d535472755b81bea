"""What a board may use of the scene that shows it: the `BoardHost` protocol.

Two scenes host a board: the game (`client/game/host.py`'s `GameHost`) and the replay
(`client/scenes/replay.py`, read-only: it never lets a board act). Both implement this
protocol (`tests/house/test_board_host_protocol.py` checks their attributes and methods),
a board types its host with it and reads nothing else of it: no `getattr(host, "...")`
for an attribute the protocol does not declare (the same test reads every board module).
See `client/game/board.py` for what each member means to a board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame
    from ludotheque.client.app import App
    from ludotheque.client.game.board import Board
    from ludotheque.client.game.timeline import Timeline
    from ludotheque.rules.session import Session


class Caption(Protocol):
    """A guided game's caption, as a board sees it: where it lies on screen."""

    box: pygame.Rect

    def active(self) -> bool:
        """Is a step still being shown?"""
        ...


class BoardHost(Protocol):
    """The host of a board: a live game or a replay."""

    app: App  # translations, theme, text, sounds, settings, seat colours and names
    session: Session  # read only; a board reads the game through a seat's view
    viewer: int | None  # whose private information may be shown now (None: only public)
    pass_to: int | None  # a pass screen waits for this seat (never in a replay)

    # Read only (properties), so a host may hold the narrower type: the replay's timeline is
    # always there and its tutorial always None.
    @property
    def tutorial(self) -> Caption | None:
        """The guided game's caption (None: not a guided game)."""
        ...

    @property
    def timeline(self) -> Timeline | None:
        """A replay's recorded game (None: a live game)."""
        ...

    def can_act(self) -> bool:
        """The viewer is the current player, a human, with nothing pending: clicks may act."""
        ...

    def submit(self, action: Any, by_hand: bool = True) -> bool:
        """Play `action` for the current human; False (and a toast saying why) when refused."""
        ...

    def toast(self, text: str, seconds: float = 3.0) -> None:
        """A short message over the board."""
        ...

    def guided(self) -> bool:
        """A tutorial is guiding the game now (hints and undo wait for free play)."""
        ...


class PanelHost(BoardHost, Protocol):
    """A host that shows a log panel beside its board (the log reads the board's secrets
    viewer and what it holds back)."""

    board: Board
