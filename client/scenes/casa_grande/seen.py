"""What the viewer's seat sees: the state rebuilt from its `view` (the rules' only door
to secrets; Casa Grande keeps none, but the scene reads the game the way every scene
does), so nothing on this board reads the full state. Rebuilt once per state."""

from __future__ import annotations

from typing import Any

from ludotheque.client.game.viewcache import ViewCache
from ludotheque.rules.casa_grande.state import CasaState
from ludotheque.rules.core import Rng


def seen_state(state: CasaState, viewer: int | None) -> CasaState:
    """`state` as `viewer` sees it (None: as the table sees it; here the same)."""
    return CasaState.from_view(state.view(viewer), Rng(0))


class Seen:
    """The seat's picture of the game, made again for each move (and whenever the
    session's state or the viewer changes). `forget()`: the state may have changed in
    place (the command line's AI turns advance it so; tests arrange positions so)."""

    def __init__(self, host: Any) -> None:
        self.host = host
        self._seen: ViewCache[CasaState] = ViewCache()

    def forget(self) -> None:
        self._seen.forget()

    @property
    def state(self) -> CasaState:
        session, viewer = self.host.session, self.host.viewer
        return self._seen.get(session.ply, (viewer, session.state), lambda: seen_state(session.state, viewer))
