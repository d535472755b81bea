"""Storey, supports, upright and table facts on hand-built castles."""

from __future__ import annotations

import math

import pytest
from ludotheque.physics import samples
from ludotheque.physics.world import empty_world
from ludotheque.rules.castle_crush.port import FOUNDATION_ID, facts_by_id

from ludotheque import physics

P = physics.PHYSICS


def _score(facts):
    kinds = P.piece_kinds()
    return sum(kinds[f.kind].base_value * f.storey for f in facts)


def test_sheet_example_house_tower_roof_stand_on_storeys_1_2_3_for_14_points():
    world = samples.build([("house_a", -1.0), ("tower_a", -1.0), ("roof", -1.0)])
    facts = P.facts(world)
    assert [(f.kind, f.storey) for f in facts] == [("house_a", 1), ("tower_a", 2), ("roof", 3)]
    assert all(f.upright and f.on_foundation and not f.on_table for f in facts)
    assert _score(facts) == 3 * 3 + 2 * 2 + 1 * 1 == 14


def test_supports_come_from_contacts():
    world = samples.build([("house_a", -1.0), ("house_a", 1.0), ("house_b", 0.0)])
    facts = P.facts(world)
    left, right, bridge = facts
    assert left.supports == (FOUNDATION_ID,) and right.supports == (FOUNDATION_ID,)
    assert bridge.supports == (left.id, right.id)
    assert bridge.storey == 2


def test_storey_is_one_more_than_the_highest_support():
    # A house_b resting on a tower (storey 1, 2 high) and on a house on a house (storey 2).
    world = samples.build(
        [("tower_a", -1.0), ("house_a", 1.0), ("house_a", 1.0), ("house_b", 0.0)]
    )
    by_kind = [(f.kind, f.storey) for f in P.facts(world)]
    assert by_kind == [("tower_a", 1), ("house_a", 1), ("house_a", 2), ("house_b", 3)]


def test_block_mostly_over_the_edge_tips_onto_the_table():
    result = P.place(P.empty_castle(), "house_a", 2.3, owner=0)  # centre 0.3 u past the edge
    (fact,) = result.facts
    assert fact.on_table and not fact.upright


def test_block_dropped_beside_the_foundation_touches_the_table():
    result = P.place(P.empty_castle(), "house_a", 3.5, owner=0)
    (fact,) = result.facts
    assert fact.on_table and fact.storey == 0 and not fact.on_foundation
    assert fact.supports == ()


def test_block_hanging_over_the_edge_stays_on_the_foundation():
    result = P.place(P.empty_castle(), "house_a", 1.7, owner=0)  # 0.2 u of it over the edge
    (fact,) = result.facts
    assert fact.storey == 1 and not fact.on_table and fact.upright


def test_a_fallen_block_is_not_upright():
    world = samples.build([("house_a", 0.0), ("house_a", 0.7)])  # top one tips over
    top = P.facts(world)[1]
    assert not top.upright
    assert abs(math.remainder(top.angle, math.tau)) > math.radians(15)


def test_the_king_is_upright_in_the_pose_he_was_placed_in():
    world = samples.build([("house_b", 0.0)])
    result = P.place(world, "king", 0.0, owner=0, angle=math.pi / 2)  # lying on his side
    king = facts_by_id(result.facts)[result.piece_id]
    assert king.upright and king.storey == 2 and king.kind == "king"


def test_a_block_on_the_king_lists_the_king_as_support():
    # The King lying on the foundation; a house_b laid over him rests on him and the
    # foundation (the rules forbid that in Construction mode, so they must see it).
    # A physics-1 world (contact friction 0.2025): the block slides down the King until
    # its far end reaches the foundation.
    king = P.place(empty_world(physics=1), "king", -1.0, owner=0, angle=-math.pi / 2)
    block = P.place(king.world, "house_b", -1.0, owner=0)
    facts = facts_by_id(block.facts)
    assert facts[block.piece_id].supports == (FOUNDATION_ID, king.piece_id)


def test_a_block_laid_over_the_lying_king_stays_on_him_with_wood_friction():
    # Physics 2 (contact friction 0.45, issue 22): the block leans on the King, tilted
    # about 19 degrees, and does not slide down to the foundation (measured).
    king = P.place(P.empty_castle(), "king", -1.0, owner=0, angle=-math.pi / 2)
    block = P.place(king.world, "house_b", -1.0, owner=0)
    facts = facts_by_id(block.facts)
    assert block.rested and facts[block.piece_id].supports == (king.piece_id,)


def test_general_spots_are_where_a_pawn_reaches_the_foundation():
    from ludotheque.physics.tuning import EDGE_MARGIN

    lay = P.layout()
    (span,) = P.general_spots(P.empty_castle())
    half = P.piece_kinds()["general"].width / 2
    assert span[0] == pytest.approx(lay.foundation_left + EDGE_MARGIN)
    assert span[1] == pytest.approx(lay.foundation_right - EDGE_MARGIN, abs=0.03)
    spans = P.general_spots(samples.build([("house_b", 0.0)]))
    assert len(spans) == 2
    assert spans[0][1] < -1.0 - half + 0.03 and spans[1][0] > 1.0 + half - 0.03


def test_general_placed_on_a_spot_stands_on_the_foundation():
    world = samples.build([("house_b", 0.0)])
    spot = P.general_spots(world)[0]
    result = P.place(world, "general", spot[0], owner=0)
    general = facts_by_id(result.facts)[result.piece_id]
    assert general.supports == (FOUNDATION_ID,) and general.upright


@pytest.mark.parametrize("blocks", [0, 1])  # the release spin alternates with the piece count
def test_general_at_the_foundation_end_overhangs_and_stands(blocks):
    world = samples.build([("house_a", 0.0)] * blocks)
    spans = P.general_spots(world)
    for x in (spans[0][0], spans[-1][1]):
        result = P.place(world, "general", x, owner=0)
        general = facts_by_id(result.facts)[result.piece_id]
        assert general.supports == (FOUNDATION_ID,) and general.upright and not general.on_table


def test_a_visible_strip_of_foundation_leaves_the_general_room():
    """QA: a tower 0.52 u from the foundation's end left the General 0.016 u (under a
    pixel); with the foot allowed to overhang the end, the spot is 0.15 u wider."""
    lay = P.layout()
    world = samples.build([("tower_a", lay.foundation_left + 0.52 + 0.5)])
    lo, hi = P.general_spots(world)[0]
    assert hi - lo > 0.15


def test_landing_pose_is_just_above_what_is_below():
    world = samples.build([("tower_a", 0.0)])
    x, y, angle = P.landing_pose(world, "house_a", 0.0)
    tower_top = P.facts(world)[0].top
    assert y - 0.5 == pytest.approx(tower_top, abs=0.01)
    assert (x, angle) == (0.0, 0.0)
    assert P.landing_pose(world, "house_a", 4.0) is None  # only the table below


def test_height_is_the_top_of_the_standing_blocks():
    assert P.height(P.empty_castle()) == 0.0
    world = samples.column("house_a", 3)
    assert P.height(world) == pytest.approx(3.0, abs=0.02)
    king = P.place(world, "king", 0.0, owner=0).world
    assert P.height(king) == pytest.approx(3.0, abs=0.02)  # pawns do not count


def test_result_facts_equal_the_facts_of_the_result_world():
    result = P.place(samples.two_towers(), "house_a", 0.0, owner=0)
    assert result.facts == P.facts(result.world)


def test_removing_a_support_lets_what_it_held_fall():
    world = samples.build([("house_a", -1.0), ("house_a", 1.0), ("house_b", 0.0)])
    left = P.facts(world)[0].id
    result = P.remove(world, [left, 999])
    assert result.removed == (left,)
    bridge = P.facts(result.world)[-1]
    assert bridge.kind == "house_b" and not bridge.upright
    assert result.disturbance > 0.1


def test_clean_removes_what_is_off_the_foundation_or_on_the_table():
    world = samples.build([("house_a", 0.0), ("house_a", 3.5), ("tower_a", -1.5)])
    ids = [f.id for f in P.facts(world)]
    result = P.clean(world)
    assert result.removed == (ids[1],)
    assert [f.id for f in result.facts] == [ids[0], ids[2]]
    assert all(f.on_foundation and not f.on_table for f in result.facts)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_general_spots_agree_with_lowering_the_piece(seed):
    from ludotheque.physics.lowering import SIDE_OVERLAP, landing_surfaces

    # Physics-1 castles (the geometry is what is tested, on the castles it was derived
    # with; physics 2 builds other random castles).
    world = samples.random_castle(seed, pieces=4, world=empty_world(physics=1))
    spans = P.general_spots(world)
    lay = P.layout()
    half = P.piece_kinds()["general"].width / 2
    xs = [lay.foundation_left + half + 0.013 + 0.05 * i for i in range(int((4 - 2 * half) / 0.05))]
    for x, surfaces in landing_surfaces(world, "general", xs):
        inside = any(a <= x <= b for a, b in spans)
        if inside:  # spans are safe: lowering there always reaches the foundation
            assert surfaces == {"foundation"}, (x, surfaces, spans)
        elif surfaces == {"foundation"}:  # lowering may graze a side by SIDE_OVERLAP
            assert any(min(abs(x - a), abs(x - b)) <= SIDE_OVERLAP for a, b in spans)


def test_clean_trajectory_covers_every_pass_and_ends_on_the_cleaned_world():
    world = samples.build([("house_a", 0.0), ("house_a", 3.5), ("tower_a", -1.5)])
    result = P.clean(world)
    traj = result.trajectory
    assert list(traj.ids) == sorted(p["id"] for p in world["pieces"])
    last = traj.frames[-1]
    for p in result.world["pieces"]:
        i = traj.ids.index(p["id"])
        assert last[3 * i : 3 * i + 3] == (p["x"], p["y"], p["angle"])
    gone = traj.ids.index(result.removed[0])
    assert last[3 * gone] is None


def test_clean_on_a_clean_castle_changes_nothing():
    world = samples.two_towers()
    result = P.clean(world)
    assert result.world == world and result.removed == () and result.disturbance == 0.0
    assert len(result.trajectory.frames) == 1
