"""Casa Grande's board tabulates the seat's typed View (`session.view_model`, the object
a remote seat receives): the table it gives is the one the plain view gave, for every
seat and the spectator along random games."""

from __future__ import annotations

import dataclasses

from ludotheque.client.scenes.casa_grande.screen import tabulate
from ludotheque.rules.casa_grande.fields import CasaGrandeView
from ludotheque.rules.core.specs import plain
from ludotheque.rules.session import Seat, Session


def _without_view(table) -> dict:
    return {f.name: getattr(table, f.name) for f in dataclasses.fields(table) if f.name != "view"}


def test_the_table_of_the_typed_view_is_the_table_of_the_plain_view() -> None:
    for players, seed in ((2, 3), (4, 8)):
        session = Session.create("casa-grande", [Seat.parse("random")] * players, seed=seed)
        compared = 0
        for move in range(400):
            if move % 7 == 0 or session.is_over():
                for viewer in [*range(players), None]:
                    view = session.view_model(viewer)
                    assert isinstance(view, CasaGrandeView)
                    typed, loose = tabulate(view, session.ply), tabulate(session.view(viewer), session.ply)
                    assert _without_view(typed) == _without_view(loose)
                    assert plain(dict(typed.view)) == plain(dict(loose.view))
                    compared += 1
            if session.is_over():
                break
            session.play_ai_turn()
        assert compared > 20
