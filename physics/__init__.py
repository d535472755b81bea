"""Castle Crush's pymunk physics (see physics/README.md); no pygame here.

Importing this package tells the house's registry that Castle Crush lives in
`physics/game.py`, the one composition root where the rules (`rules.castle_crush`,
which never import pymunk) are bound to this physics (`physics/default.py` does it). So
a program that imports `ludotheque.physics` and not the client (a headless table server,
a bot, a test) can `Session.create("castle-crush", ...)` and play; the client imports it
for the same reason (`client/bindings.py`).
"""

from __future__ import annotations

from ludotheque.physics.default import PHYSICS
from ludotheque.physics.engine import PymunkCastlePhysics

__all__ = ["PHYSICS", "PymunkCastlePhysics"]
