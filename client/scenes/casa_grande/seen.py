"""What the viewer's seat sees, described for the screen: the `Table` made from the
session's view for the viewer (`screen.tabulate`), once per move, and the `Screen` for
the UI's selection (`screen.describe`), once per move and selection. Nothing on this
board reads the full state."""

from __future__ import annotations

from typing import Any

from ludotheque.client.game.viewcache import ViewCache
from ludotheque.client.scenes.casa_grande.screen import Picked, Screen, Table, describe, tabulate


class Seen:
    """`forget()`: the session may have changed without a new move (the command line's
    AI turns advance it so; tests arrange positions so)."""

    def __init__(self, host: Any) -> None:
        self.host = host
        self._table: ViewCache[Table] = ViewCache()
        self._screen: ViewCache[Screen] = ViewCache()

    def forget(self) -> None:
        self._table.forget()
        self._screen.forget()

    @property
    def table(self) -> Table:
        session, viewer = self.host.session, self.host.viewer
        return self._table.get(session.ply, viewer, lambda: tabulate(session.view_model(viewer), session.ply))

    def screen(self, picked: Picked) -> Screen:
        table = self.table
        return self._screen.get(table.move, picked, lambda: describe(table, picked))
