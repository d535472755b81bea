"""Castle Crush's pymunk physics. Importing this package registers the implementation
of `rules.castle_crush.port.CastlePhysics` (physics/default.py; see physics/README.md)."""

from __future__ import annotations

from ludotheque.physics.default import PHYSICS
from ludotheque.physics.engine import PymunkCastlePhysics

__all__ = ["PHYSICS", "PymunkCastlePhysics"]
