"""Crack Word's board describes the seat's typed View (`session.view_model`, the object a
remote seat receives): the screen is the one the plain view gave, for every seat and the
spectator along random games, and the results read the View's points piles."""

from __future__ import annotations

from ludotheque.client.scenes.crack_word.screen import Picked, describe
from ludotheque.rules.core.specs import plain
from ludotheque.rules.crack_word.fields import CrackWordView
from ludotheque.rules.session import Seat, Session


def test_the_screen_of_the_typed_view_is_the_screen_of_the_plain_view() -> None:
    for players, seed in ((2, 4), (4, 9)):
        session = Session.create("crack-word", [Seat.parse("random")] * players, seed=seed)
        compared = acting = 0
        for move in range(300):
            if move % 6 == 0 or session.is_over():
                for viewer in [*range(players), None]:
                    view = session.view_model(viewer)
                    assert isinstance(view, CrackWordView)
                    can_act = viewer is not None and viewer == session.current_player()
                    legal = session.info.state_cls.legal_actions_in_view(view.to_wire()) if can_act else []
                    typed = describe(view, legal, Picked(), can_act=can_act, preview=True)
                    loose_view = session.view(viewer)
                    loose_legal = session.info.state_cls.legal_actions_in_view(loose_view) if can_act else []
                    assert typed == describe(loose_view, loose_legal, Picked(), can_act=can_act, preview=True)
                    compared += 1
                    acting += can_act and bool(legal)
            if session.is_over():
                break
            session.play_ai_turn()
        assert compared > 20 and acting > 3
        assert plain(session.view_model(None).points) == plain(session.view(None)["points"])
