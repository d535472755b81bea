"""Room for the King (QA CC2): a roof covering the last flat top is flagged before it is
placed; a roof beside a free top is not."""

from __future__ import annotations

from rules.castle_crush.actions import Place
from rules.castle_crush.room import king_has_room, roof_takes_last_throne


def test_a_roof_on_the_only_top_takes_the_last_throne(new_game):
    st = new_game(2).apply(Place("tower_a", 0.0))
    port, p = st.physics(), 0
    shapes = port.piece_kinds()
    assert king_has_room(st.facts(p), shapes)
    pose = port.landing_pose(st.worlds[p], "roof", 0.0)
    assert roof_takes_last_throne(st.facts(p), shapes, pose)


def test_a_roof_at_one_end_of_a_long_top_leaves_room(new_game):
    st = new_game(2).apply(Place("house_b", 0.0))
    port, p = st.physics(), 0
    pose = port.landing_pose(st.worlds[p], "roof", -0.5)
    assert not roof_takes_last_throne(st.facts(p), port.piece_kinds(), pose)


def test_an_empty_castle_always_has_room(new_game):
    st = new_game(2)
    assert king_has_room(st.facts(0), st.physics().piece_kinds())
