"""The process's pymunk physics, built once, and the registry told where Castle Crush
bound to it lives: `physics/game.py`, the composition root (imported when the game is
first asked for). Tests and benches use the physics directly (`physics.PHYSICS`)."""

from __future__ import annotations

from ludotheque.physics.engine import PymunkCastlePhysics
from ludotheque.rules import registry
from ludotheque.rules.castle_crush.game import GAME_ID

PHYSICS = PymunkCastlePhysics()
registry.provide(GAME_ID, "ludotheque.physics.game")
