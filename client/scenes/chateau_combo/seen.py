"""What the viewer's seat sees: the state rebuilt from its `view` (the rules' only door
to secrets), so the scene never reads the full state (the decks' order). Rebuilt once
per state; a determinisation's decks hold the unseen cards, so their sizes are true."""

from __future__ import annotations

from typing import Any

from ludotheque.client.game.viewcache import ViewCache
from ludotheque.rules.chateau_combo.state import ComboState
from ludotheque.rules.core import Rng


def seen_state(state: ComboState, viewer: int | None) -> ComboState:
    """`state` as `viewer` sees it (None: as the table sees it; here the same)."""
    return ComboState.from_view(state.view(viewer), Rng(0))


class Seen:
    """The seat's picture of the game and its scores, made again for each move (and
    whenever the session's state or the viewer changes). `forget()`: the state may have
    changed in place (the command line's AI turns advance it so)."""

    def __init__(self, host: Any) -> None:
        self.host = host
        self._seen: ViewCache[tuple[ComboState, list[float]]] = ViewCache()

    def forget(self) -> None:
        self._seen.forget()

    def _now(self) -> tuple[ComboState, list[float]]:
        session, viewer = self.host.session, self.host.viewer

        def make() -> tuple[ComboState, list[float]]:
            state = seen_state(session.state, viewer)
            return state, state.scores()
        return self._seen.get(session.ply, (viewer, session.state), make)

    @property
    def state(self) -> ComboState:
        return self._now()[0]

    def scores(self) -> list[float]:
        """The scores, computed once per state (the board asks every frame)."""
        return self._now()[1]

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
