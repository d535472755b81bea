"""What the viewer's seat sees: the state rebuilt from its `view` (the rules' only door
to secrets), so the scene never reads the full state (the decks' order). Rebuilt once
per state; a determinisation's decks hold the unseen cards, so their sizes are true."""

from __future__ import annotations

from typing import Any

from ludotheque.rules.chateau_combo.state import ComboState
from ludotheque.rules.core import Rng


def seen_state(state: ComboState, viewer: int | None) -> ComboState:
    """`state` as `viewer` sees it (None: as the table sees it; here the same)."""
    return ComboState.from_view(state.view(viewer), Rng(0))


class Seen:
    """The seat's picture of the game, kept while the session's state is the same object
    (held, so never confused with a later state at the same address) at the same move
    number, for the same viewer. `forget()`: the state may have changed in place (the
    command line's AI turns advance it so)."""

    def __init__(self, host: Any) -> None:
        self.host = host
        self._key: tuple[Any, int, int | None] | None = None
        self._state: ComboState | None = None
        self._scores: list[float] = []

    def forget(self) -> None:
        self._state = None

    @property
    def state(self) -> ComboState:
        session, viewer = self.host.session, self.host.viewer
        key = (session.state, session.ply, viewer)
        if self._state is None or self._key is None or key[0] is not self._key[0] or key[1:] != self._key[1:]:
            self._key = key
            self._state = seen_state(session.state, viewer)
            self._scores = self._state.scores()
        return self._state

    def scores(self) -> list[float]:
        """The scores, computed once per state (the board asks every frame)."""
        _ = self.state
        return self._scores

    def me(self) -> int:
        """The seat whose tableau is shown large: the viewer, else the player to move."""
        if self.host.viewer is not None:
            return self.host.viewer
        current = self.state.current_player()
        return current if current is not None else 0

    def opponents(self) -> list[int]:
        n, me = self.state.num_players, self.me()
        return [(me + k) % n for k in range(1, n)]

    def my_turn(self) -> bool:
        return self.host.can_act()

    def legal(self) -> list[Any]:
        """What the viewer may do now (nothing when it is not his turn)."""
        return self.state.legal_actions() if self.my_turn() else []

    def truth(self, seat: int, what: str) -> int:
        """A number the rules hold: a seat's "gold", "keys" or "score"."""
        if what == "score":
            return int(self.scores()[seat])
        board = self.state.players[seat]
        return board.gold if what == "gold" else board.keys
