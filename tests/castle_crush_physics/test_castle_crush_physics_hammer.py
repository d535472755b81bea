"""The hammer (issue 22): wood like the blocks, the mass of the mallet drawn, and a fall
that is the rigid body's."""

from __future__ import annotations

import math

import ludotheque.physics.tuning as tuning
import pytest
from ludotheque.physics.sim import advance
from ludotheque.physics.world import add_hammer, build, empty_world


def _hammer(physics: int):
    built = build(empty_world(physics=physics))
    add_hammer(built, 0.0, tuning.STRIKE_LEAN)
    return built


def test_the_hammer_weighs_what_a_wooden_mallet_of_its_drawn_size_weighs():
    # A round head 1.8 u long and 1 u across, a round handle 7 u long and 0.3 u across,
    # in the blocks' wood (a cube of 1 u weighs 1): 1.41 + 0.49 = 1.9 cubes.
    wood = tuning.DENSITY * (math.pi / 4 * 1.0**2 * 1.8 + math.pi / 4 * 0.3**2 * 7.0)
    assert _hammer(2).hammer.mass == pytest.approx(wood) == pytest.approx(1.909, abs=1e-3)
    assert _hammer(1).hammer.mass == pytest.approx(12.06)  # physics 1: head 6, handle 0.6


@pytest.mark.parametrize("physics", [1, 2])
def test_the_hammer_falls_as_a_rigid_body_hinged_at_its_foot(physics):
    """Its angular speed when it first touches something is the one energy gives."""
    built = _hammer(physics)
    hammer = built.hammer
    cog = hammer.center_of_gravity
    y0 = hammer.local_to_world(cog).y
    moment = hammer.moment + hammer.mass * (cog.x**2 + cog.y**2)  # about the foot
    last = None
    for _ in range(3000):
        advance(built.space, 1)
        touching: list = []
        hammer.each_arbiter(touching.append)
        if touching:
            break
        last = (abs(hammer.angular_velocity), hammer.local_to_world(cog).y)
    spin, y = last
    rigid = math.sqrt(2 * hammer.mass * tuning.GRAVITY * (y0 - y) / moment)
    assert spin == pytest.approx(rigid, rel=0.005)
