"""The game's own world against textbook mechanics (issue 22): friction and restitution
are the declared ones (tuning.FRICTION, tuning.ELASTICITY), not their squares."""

from __future__ import annotations

import math

import ludotheque.physics.tuning as tuning
import pytest
from ludotheque.physics import textbook
from ludotheque.physics.world import PHYSICS_VERSION, empty_world, physics_version

MU = tuning.FRICTION
G = tuning.GRAVITY


def test_new_castles_are_built_with_the_declared_materials_and_old_worlds_keep_theirs():
    assert PHYSICS_VERSION == 2 and physics_version(empty_world(3)) == 2
    assert physics_version({"version": 1, "next_id": 1, "pieces": []}) == 1


def test_a_block_on_a_tilted_table_starts_sliding_at_atan_mu():
    expected = math.degrees(math.atan(MU))  # 24.2 degrees
    assert abs(textbook.slip_angle() - expected) < 1.0
    assert textbook.slides_at(expected - 1.0) < 0.01
    assert textbook.slides_at(expected + 1.0) > 0.2


def test_a_physics_1_world_slid_at_atan_mu_squared():
    """What issue 22 measured: the contact had 0.45 x 0.45 = 0.2025."""
    expected = math.degrees(math.atan(tuning.FRICTION_V1**2))  # 11.4 degrees
    assert abs(textbook.slip_angle(physics=1) - expected) < 1.0


@pytest.mark.parametrize("speed", [10.0, 20.0, 40.0])
def test_a_launched_block_slides_v_squared_over_2_mu_g(speed):
    expected = speed**2 / (2 * MU * G)  # 0.45, 1.81, 7.26 u
    assert textbook.slide_length(speed) == pytest.approx(expected, rel=0.03)


@pytest.mark.parametrize("drop", [0.5, 2.0])
def test_a_dropped_block_bounces_back_with_the_restitution(drop):
    assert textbook.bounce(drop) == pytest.approx(tuning.ELASTICITY, rel=0.05)
    assert textbook.bounce(drop, physics=1) == pytest.approx(tuning.ELASTICITY_V1**2, rel=0.05)
