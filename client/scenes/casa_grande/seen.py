"""What the viewer's seat sees: the state rebuilt from its `view` (the rules' only door
to secrets; Casa Grande keeps none, but the scene reads the game the way every scene
does), so nothing on this board reads the full state. Rebuilt once per state."""

from __future__ import annotations

from typing import Any

from ludotheque.rules.casa_grande.state import CasaState
from ludotheque.rules.core import Rng


def seen_state(state: CasaState, viewer: int | None) -> CasaState:
    """`state` as `viewer` sees it (None: as the table sees it; here the same)."""
    return CasaState.from_view(state.view(viewer), Rng(0))


class Seen:
    """The seat's picture of the game, kept while the session's state is the same object
    (held, so never confused with a later state at the same address) at the same move
    number, for the same viewer. `forget()`: the state may have changed in place (the
    command line's AI turns advance it so)."""

    def __init__(self, host: Any) -> None:
        self.host = host
        self._key: tuple[Any, int, int | None] | None = None
        self._state: CasaState | None = None

    def forget(self) -> None:
        self._state = None

    @property
    def state(self) -> CasaState:
        session, viewer = self.host.session, self.host.viewer
        key = (session.state, session.ply, viewer)
        if self._state is None or self._key is None or key[0] is not self._key[0] or key[1:] != self._key[1:]:
            self._key = key
            self._state = seen_state(session.state, viewer)
        return self._state
