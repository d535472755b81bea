"""Room for the King (QA CC2): a roof covering the last flat top is flagged before it is
placed; a roof beside a free top is not."""

from __future__ import annotations

from ludotheque.rules.castle_crush.actions import Place
from ludotheque.rules.castle_crush.room import king_has_room, roof_takes_last_throne


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


def test_a_block_knocked_onto_its_side_is_still_a_throne(new_game):
    """QA CC2: after an attack the only tops left were blocks lying on their side; the
    builder read them as no room and the King was dropped again and again."""
    from ludotheque.rules.castle_crush.port import PieceFacts

    shapes = new_game(2).physics().piece_kinds()
    lying = PieceFacts(id=1, kind="tower_a", owner=0, storey=1, supports=(-2,), upright=False,
                       on_foundation=True, on_table=False, x=0.0, y=0.8, angle=-1.5708, top=1.3)
    assert king_has_room((lying,), shapes)
    tilted = PieceFacts(id=1, kind="tower_a", owner=0, storey=1, supports=(-2,), upright=False,
                        on_foundation=True, on_table=False, x=0.0, y=0.8, angle=-0.8, top=1.5)
    assert not king_has_room((tilted,), shapes)
