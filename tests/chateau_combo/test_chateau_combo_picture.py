"""Château Combo's board draws from the seat's typed View (issue 30, item 1): the screen
described from the picture of the View is the screen a determinisation gave, for every
seat all along random games (the decks are the only hidden part, and only their sizes
are drawn), and the score pad and scores are the rules' own."""

from __future__ import annotations

import pytest
from ludotheque.client.scenes.chateau_combo.picture import Picture, picture_of
from ludotheque.client.scenes.chateau_combo.screen import Picked, describe
from ludotheque.rules.chateau_combo.fields import ChateauComboView
from ludotheque.rules.chateau_combo.phases import PendingKind
from ludotheque.rules.session import Seat, Session


def screens(seen, me: int, current: int | None) -> object:
    can_act = current == me
    return describe(seen, seen.legal_actions() if can_act else [], Picked(), me=me, can_act=can_act,
                    scores=seen.scores())


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_screen_from_the_view_is_the_screen_from_a_determinisation(players: int) -> None:
    session = Session.create("chateau-combo", [Seat.parse("random")] * players, seed=2)
    compared = choices = 0
    while True:
        current = session.current_player()
        for viewer in [*range(players), None]:
            picture = picture_of(session, viewer)
            seen = session.seen(viewer)
            me = viewer if viewer is not None else (current or 0)
            assert screens(picture, me, current) == screens(seen, me, current)
            compared += 1
            choices += bool(picture.pending is not None and picture.pending.kind == PendingKind.CHOOSE and current == me)
        if session.is_over():
            break
        session.play_ai_turn()
    assert compared > 50 and choices > 0  # some positions asked for a choice (option_outcome)
    table = picture_of(session, None)
    final = session.seen(None)
    assert table.scores() == final.scores() == session.state.scores()
    assert [table.score_pad(p) for p in range(players)] == [final.score_pad(p) for p in range(players)]


def test_the_picture_reads_the_view_it_is_given() -> None:
    session = Session.create("chateau-combo", [Seat.parse("random"), Seat.parse("random")], seed=2)
    for _ in range(6):
        session.play_ai_turn()
    view = session.view_model(0)
    assert isinstance(view, ChateauComboView)
    picture = Picture(view)
    assert picture.view is view
    # A view off the wire (a remote seat's) gives the same picture.
    remote = Picture(ChateauComboView.from_wire(view.to_wire()))
    assert describe(remote, remote.legal_actions(), Picked(), me=0, can_act=True, scores=remote.scores()) == \
        describe(picture, picture.legal_actions(), Picked(), me=0, can_act=True, scores=picture.scores())
    # A trial of a choice works on a copy: the picture's boards are not touched.
    trial = picture.clone()
    trial.players[0].gold += 5
    assert picture.players[0].gold == view.players[0][0]
    # The picture never holds a sampled state: no generator, no determinisation.
    assert not hasattr(picture, "rng") and not isinstance(picture, type(session.state))
