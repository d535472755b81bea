"""Castle Crush's pymunk physics. Importing this package registers the implementation
of `rules.castle_crush.port.CastlePhysics` (see physics/README.md)."""

from __future__ import annotations

from physics.engine import PymunkCastlePhysics
from rules.castle_crush.port import register_physics

PHYSICS = PymunkCastlePhysics()
register_physics(PHYSICS)

__all__ = ["PHYSICS", "PymunkCastlePhysics"]
