"""The process's pymunk physics: built once and registered as the implementation of
`rules.castle_crush.port.CastlePhysics` when this module is first imported."""

from __future__ import annotations

from ludotheque.physics.engine import PymunkCastlePhysics
from ludotheque.rules.castle_crush.port import register_physics

PHYSICS = PymunkCastlePhysics()
register_physics(PHYSICS)
