"""The builder's cheap reading of a castle (before any simulation), on the stand-in
physics: where a block would land and be held, and whether the King has a flat top."""

from __future__ import annotations

from ludotheque.rules.castle_crush.actions import Place
from ludotheque.rules.castle_crush.ai.build import castle_axis, drops, free_tops, ranked
from ludotheque.rules.castle_crush.ai.plan import column_lean


def test_drops_over_a_house_take_the_second_storey_and_stay_on_it(new_game):
    st = new_game(1, mode="construction", challenge="barbacane")
    st = st.apply(Place("house_a", 0.0))
    port = st.physics()
    found = drops(port, st.worlds[0], st.facts(0), "tower_a")
    upper = [d for d in found if d.storey == 2]
    assert upper and all(abs(d.x) < 0.5 for d in upper)
    best = ranked(found, 0.0)[0]
    assert best.storey == 2 and best.x == 0.0


def test_nothing_is_read_as_held_by_a_roof(new_game):
    st = new_game(1, mode="construction", challenge="barbacane")
    st = st.apply(Place("house_a", 0.0))
    st = st.apply(Place("roof", 0.0))
    found = drops(st.physics(), st.worlds[0], st.facts(0), "house_b")
    assert all(d.storey == 1 for d in found)


def test_the_far_end_stays_free_for_the_general(new_game):
    st = new_game(1, mode="construction", challenge="barbacane")
    found = drops(st.physics(), st.worlds[0], st.facts(0), "house_a")
    assert found and max(d.x for d in found) + 0.5 <= 2.0 - 0.75 + 1e-9


def test_a_throne_is_a_flat_uncovered_top(new_game):
    st = new_game(1, mode="construction", challenge="barbacane")
    st = st.apply(Place("house_a", 0.0))
    shapes = st.physics().piece_kinds()
    assert free_tops(st.facts(0), shapes, 0.5)
    covered = st.apply(Place("roof", 0.0))
    assert not free_tops(covered.facts(0), shapes, 0.5)


def test_a_plumb_builder_lays_a_block_back_over_the_foot_of_its_column(new_game):
    """A block the hand laid 0.4 u off: the next one goes back towards the column's foot
    (Construction, hard), not further off with the top."""
    st = new_game(1, mode="construction", challenge="barbacane")
    st = st.apply(Place("house_b", 0.0)).apply(Place("house_a", 0.4))
    port, facts = st.physics(), st.facts(0)
    found = [d for d in drops(port, st.worlds[0], facts, "house_a") if d.storey == 3]
    assert found and all(abs(d.base) < 1e-6 for d in found)  # the foot is the house_b at 0
    following = ranked(found, castle_axis(facts))[0]
    plumb = ranked(found, castle_axis(facts), plumb=True)[0]
    assert abs(following.x - 0.4) < 0.13 and abs(plumb.x) < abs(following.x) - 0.1
    shapes = port.piece_kinds()
    assert column_lean(facts, shapes) > 0.3
    straight = new_game(1, mode="construction", challenge="barbacane")
    straight = straight.apply(Place("house_b", 0.0)).apply(Place("house_a", 0.0))
    assert column_lean(straight.facts(0), shapes) < 1e-6
