"""A well-built castle stands forever; a badly built one falls; nothing tunnels."""

from __future__ import annotations

import copy

import pytest
from ludotheque.physics import samples
from ludotheque.physics.world import empty_world
from ludotheque.rules.core import Rng

from ludotheque import physics

P = physics.PHYSICS


@pytest.mark.parametrize(
    "world_name",
    ["two_towers", "column_of_12_houses", "column_of_16_houses", "column_of_8_towers", "pyramid"],
)
def test_good_castle_left_alone_60_seconds_moves_less_than_5_hundredths(world_name):
    world = {
        "two_towers": samples.two_towers,
        "column_of_12_houses": lambda: samples.column("house_a", 12),
        "column_of_16_houses": lambda: samples.column("house_a", 16),
        "column_of_8_towers": lambda: samples.column("tower_a", 8),
        "pyramid": lambda: samples.build(
            [("house_b", -1.0), ("house_b", 1.0), ("house_b", 0.0), ("tower_c", 0.0), ("roof", 0.0)]
        ),
    }[world_name]()
    before = P.facts(world)
    result = P.settle(world, 60.0)
    assert result.rested
    assert result.disturbance < 0.05
    after = P.facts(result.world)
    assert [(f.id, f.storey, f.upright) for f in after] == [
        (f.id, f.storey, f.upright) for f in before
    ]


def test_a_cube_overhanging_by_49_percent_falls():
    """The blocks' softened edges (pieces.json "chamfer"): nothing balances on the last
    millimetre of a corner."""
    world = samples.build([("house_a", 0.0)])
    top = P.facts(P.place(world, "house_a", 0.49, owner=0).world)[1]
    assert top.storey != 2 or not top.upright


def test_columns_laid_with_small_errors_do_not_all_stand():
    """Twenty cubes, each laid sigma = 0.10 u off the axis: real blocks are not quite
    square (tuning.WARP) and a column adds their tilts up, so some of them fall."""
    tops = []
    for seed in range(10):
        rng = Rng(seed)
        world = samples.build([("house_a", rng.gauss(0.0, 0.10)) for _ in range(20)],
                              world=P.empty_castle(seed + 1))
        tops.append(max(f.storey for f in P.facts(world)))
    assert min(tops) < 20


def test_a_column_of_16_cubes_stands_but_a_column_of_23_does_not_always():
    sixteen = [max(f.storey for f in P.facts(samples.build([("house_a", 0.0)] * 16,
                                                             world=P.empty_castle(s))))
               for s in (1, 2, 3)]
    assert sixteen == [16, 16, 16]
    # Physics-1 castles (contact friction 0.2025): there blocks slipped on their
    # slightly tilted faces and the column gave way. With the declared 0.45 (physics 2,
    # issue 22) a column lowered exactly at x = 0 stands at 23 in seeds 1-8, even with
    # WARP at 0.03 (each block is centred over the base, so the tilts never add up to an
    # offset): a tall column is made hard by the hand's sway, not by place().
    tall = [max(f.storey for f in P.facts(samples.build([("house_a", 0.0)] * 23,
                                                          world=empty_world(s, physics=1))))
            for s in (1, 5)]
    assert min(tall) < 23


def test_good_castle_survives_being_rebuilt_again_and_again():
    # Every call rebuilds the space from JSON; that alone must not shake a castle down.
    world = samples.column("house_a", 12)
    start = {p["id"]: (p["x"], p["y"]) for p in world["pieces"]}
    for _ in range(6):
        world = P.settle(world, 1.0).world
    worst = max(
        abs(p["x"] - start[p["id"]][0]) + abs(p["y"] - start[p["id"]][1]) for p in world["pieces"]
    )
    assert worst < 0.05


def test_placing_on_a_good_castle_does_not_disturb_it():
    result = P.place(samples.two_towers(), "house_a", -1.5, owner=0)
    assert result.rested and result.disturbance < 0.02


def test_block_overhanging_its_support_by_more_than_half_falls():
    world = samples.build([("house_a", 0.0)])
    result = P.place(world, "house_a", 0.7, owner=0)  # centre of mass 0.2 u past the edge
    top = P.facts(result.world)[1]
    assert top.storey != 2 and not top.upright


def test_block_overhanging_by_less_than_half_stays():
    world = samples.build([("house_a", 0.0)])
    result = P.place(world, "house_a", 0.4, owner=0)
    top = P.facts(result.world)[1]
    assert top.storey == 2 and top.upright and result.disturbance < 0.01


@pytest.mark.parametrize("offset", [0.0, 0.05, -0.2])
def test_block_on_a_roofs_tip_falls(offset):
    world = samples.build([("house_a", 0.0), ("roof", 0.0)])
    roof_x = P.facts(world)[1].x
    result = P.place(world, "house_a", roof_x + offset, owner=0)
    block = P.facts(result.world)[2]
    assert not block.upright or block.storey != 3


def test_leaning_tower_of_offset_blocks_falls():
    steps = [("house_a", 0.4 * i) for i in range(5)]  # each 0.4 u further out
    world = samples.build(steps)
    facts = P.facts(world)
    assert any(f.on_table or not f.upright for f in facts)


def test_fast_block_thrown_at_the_foundation_does_not_tunnel():
    world = P.empty_castle()
    world = P.place(world, "house_a", 0.0, owner=0).world
    fast = copy.deepcopy(world)
    fast["pieces"][0].update(y=3.0, vy=-400.0, w=7.0)  # ~16 m/s at 4 cm per u
    result = P.settle(fast, 3.0)
    piece = result.world["pieces"][0]
    lay = P.layout()
    assert piece["y"] > lay.table_y
    fact = result.facts[0]
    if abs(piece["x"]) < 1.5:
        assert fact.on_foundation and piece["y"] > lay.foundation_top


def test_rested_worlds_have_zero_velocities():
    world = samples.two_towers()
    assert all(p["vx"] == p["vy"] == p["w"] == 0.0 for p in world["pieces"])


def test_block_lowered_flush_beside_another_slides_down_to_the_foundation():
    world = samples.build([("house_b", -1.0)])
    result = P.place(world, "house_b", 1.0, owner=0)  # touching the first along x = 0
    new = P.facts(result.world)[1]
    assert new.storey == 1 and new.upright and new.supports == (-2,)
    assert abs(new.x - 1.0) < 0.01 and result.disturbance < 0.01


def test_random_placements_of_every_kind_at_any_angle_stay_sane():
    import math

    from ludotheque.rules.castle_crush.port import PIECE_KINDS
    from ludotheque.rules.core.rng import Rng

    rng = Rng(99)
    world = P.empty_castle()
    for _ in range(30):
        kind = PIECE_KINDS[rng.randbelow(len(PIECE_KINDS))]
        angle = 0.0 if rng.random() < 0.6 else rng.random() * math.tau
        result = P.place(world, kind, -2.5 + 5 * rng.random(), owner=rng.randbelow(4), angle=angle)
        world = result.world
        for p in world["pieces"]:
            assert all(math.isfinite(p[k]) for k in ("x", "y", "angle"))
            assert p["y"] > 0.0 and abs(p["x"]) < 60
    assert len(world["pieces"]) == 30
