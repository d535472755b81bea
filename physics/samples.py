"""Ready-made castles for tests, benchmarks and anyone who wants one quickly."""

from __future__ import annotations

from collections.abc import Iterable

from ludotheque.physics.engine import PymunkCastlePhysics
from ludotheque.rules.castle_crush.port import BLOCK_KINDS, World
from ludotheque.rules.core.rng import Rng

PHYSICS = PymunkCastlePhysics()

# A sensible standard-mode castle after two rounds: two séries and two roofs,
# built as two towers joined by a gate, 11 pieces, about 6.8 u high. The towers stand
# 0.05 u clear of the gate: real blocks are never quite square (tuning.WARP), and a
# block lowered flush against a leaning neighbour knocks it.
TWO_TOWERS: tuple[tuple[str, float], ...] = (
    ("house_b", -1.0),
    ("house_b", 1.0),
    ("tower_a", -1.55),
    ("tower_b", 1.55),
    ("tower_c", 0.0),
    ("house_a", -1.55),
    ("house_a", 1.55),
    ("tower_a", 0.0),
    ("house_b", 0.0),
    ("roof", -0.5),
    ("roof", 0.5),
)


def build(steps: Iterable[tuple[str, float]], owner: int = 0, world: World | None = None) -> World:
    """Place (kind, x) pieces one after the other, upright, and return the world."""
    current = PHYSICS.empty_castle() if world is None else world
    for kind, x in steps:
        current = PHYSICS.place(current, kind, x, owner=owner).world
    return current


def two_towers(owner: int = 0) -> World:
    return build(TWO_TOWERS, owner)


def column(kind: str, count: int, x: float = 0.0) -> World:
    return build([(kind, x)] * count)


def random_castle(seed: int, pieces: int = 8, owner: int = 0, world: World | None = None) -> World:
    """Blocks of random kinds dropped at random places over the foundation (some fall),
    on `world` (an empty castle by default)."""
    rng = Rng(seed)
    steps = []
    for _ in range(pieces):
        kind = BLOCK_KINDS[rng.randbelow(len(BLOCK_KINDS))]
        steps.append((kind, -1.8 + 3.6 * rng.random()))
    return build(steps, owner, world)
