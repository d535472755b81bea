"""What the viewer's seat sees: the picture of its typed `View` (`session.view_model`,
the rules' only door to secrets: `picture.py`), so the scene never reads the full state
(the decks' order) nor a determinisation, and the `Screen` described from it. Read again
once per move."""

from __future__ import annotations

from typing import Any

from ludotheque.client.game.viewcache import ViewCache
from ludotheque.client.scenes.chateau_combo.picture import Picture, picture_of
from ludotheque.client.scenes.chateau_combo.screen import Picked, Screen, describe, selected_in
from ludotheque.client.scenes.chateau_combo.selection import Selection
from ludotheque.rules.chateau_combo.state import ComboState


def screen_of(seen: ComboState | Picture, me: int) -> Screen:
    """A screen of a seen state nobody acts on (the states before and after a move)."""
    return describe(seen, (), Picked(), me=me, can_act=False, scores=seen.scores())


class Seen:
    """The seat's picture of the game and its scores, made again for each move (and
    whenever the viewer changes), and its screen, made again when the selection changes
    too. `forget()`: the session may have changed without a new move."""

    def __init__(self, host: Any) -> None:
        self.host = host
        self._seen: ViewCache[tuple[Picture, list[float]]] = ViewCache()
        self._screen: ViewCache[Screen] = ViewCache()

    def forget(self) -> None:
        self._seen.forget()
        self._screen.forget()

    def _now(self) -> tuple[Picture, list[float]]:
        session, viewer = self.host.session, self.host.viewer

        def make() -> tuple[Picture, list[float]]:
            picture = picture_of(session, viewer)
            return picture, picture.scores()
        return self._seen.get(session.ply, viewer, make)

    def me(self) -> int:
        """The seat whose tableau is shown large: the viewer, else the player to move."""
        if self.host.viewer is not None:
            return self.host.viewer
        current = self._now()[0].current_player()
        return current if current is not None else 0

    def my_turn(self) -> bool:
        return self.host.can_act()

    def screen(self, selection: Selection) -> Screen:
        """The screen now, with the UI's selection."""
        seen, scores = self._now()
        me, can_act = self.me(), self.my_turn()
        sel = selection
        key = (self.host.viewer, me, can_act, sel.pick, sel.face_down, sel.dragging, tuple(sel.fill_pick))

        def make() -> Screen:
            picked = Picked(selected_in(seen, sel.pick), sel.face_down, sel.dragging, tuple(sel.fill_pick))
            return describe(seen, seen.legal_actions() if can_act else [], picked, me=me, can_act=can_act,
                            scores=scores)
        return self._screen.get(self.host.session.ply, key, make)
