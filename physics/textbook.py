"""Textbook experiments run in the game's own world: the same space, shapes, materials,
step and solver iterations as a castle (world.build of an empty castle), a lone block on
the table away from the foundation.

- `slip_angle`: tilt the table (gravity turned by the angle, which is the same thing for
  a block alone on it) until a resting block starts to slide: Coulomb says atan(mu).
- `slide_length`: launch a block along the table at speed v: it stops after
  v^2 / (2 mu g).
- `bounce`: drop a block flat onto the table: it leaves at `restitution` times the speed
  it landed with.

The tests (tests/castle_crush_physics/test_castle_crush_physics_textbook.py) and
physics/README.md hold the figures; tuning.py says what they mean for the design.
"""

from __future__ import annotations

import math

import ludotheque.physics.tuning as tuning
import pymunk
from ludotheque.physics.shapes import piece_kinds
from ludotheque.physics.sim import advance
from ludotheque.physics.world import PHYSICS_VERSION, Built, build, empty_world, piece_body

# Far enough from the foundation (x in [-2, 2]) and the hammer's base (x < -5).
SPOT_X = 20.0


def _lab(kind: str, physics: int, x: float = SPOT_X, y: float | None = None) -> tuple[Built, pymunk.Body]:
    """An empty castle's space with one block of `kind` resting on the table at x (or
    held at height y: the bottom of a unit block then is y - 0.5)."""
    built = build(empty_world(physics=physics))
    body, shapes = piece_body(kind, False, 0.0, physics)
    half = body_half_height(kind)
    body.position = (x, half if y is None else y)
    built.space.add(body, *shapes)
    return built, body


def body_half_height(kind: str) -> float:
    return piece_kinds()[kind].height / 2


def slides_at(angle_deg: float, physics: int = PHYSICS_VERSION, kind: str = "house_a",
              seconds: float = 0.6) -> float:
    """How far (u) a block resting on the table, tilted by `angle_deg`, has slid after
    `seconds` (it is first let settle under the table's own gravity)."""
    built, body = _lab(kind, physics)
    space = built.space
    advance(space, round(0.2 / tuning.STEP))  # settle: contacts and their cached impulses
    x0 = body.position.x
    a = math.radians(angle_deg)
    space.gravity = (tuning.GRAVITY * math.sin(a), -tuning.GRAVITY * math.cos(a))
    body.activate()
    advance(space, round(seconds / tuning.STEP))
    return body.position.x - x0


def slip_angle(physics: int = PHYSICS_VERSION, kind: str = "house_a", moved: float = 0.05,
               precision: float = 0.05) -> float:
    """The smallest tilt (degrees) at which a resting block slides more than `moved` u
    in 0.6 s, by bisection (Coulomb: atan(mu))."""
    low, high = 0.0, 44.0  # a cube would tip over at 45 degrees
    while high - low > precision:
        mid = (low + high) / 2
        if slides_at(mid, physics, kind) > moved:
            high = mid
        else:
            low = mid
    return (low + high) / 2


def slide_length(speed: float, physics: int = PHYSICS_VERSION, kind: str = "house_a") -> float:
    """How far (u) a block launched along the table at `speed` (u/s) slides before it
    stops (Coulomb: v^2 / (2 mu g))."""
    built, body = _lab(kind, physics)
    space = built.space
    advance(space, round(0.2 / tuning.STEP))
    x0 = body.position.x
    body.velocity = (speed, 0.0)
    body.activate()
    for _ in range(round(3.0 / tuning.STEP)):
        advance(space, 1)
        if body.velocity.x <= 1e-3:
            break
    return body.position.x - x0


def bounce(drop: float = 1.0, physics: int = PHYSICS_VERSION, kind: str = "house_a") -> float:
    """A block dropped flat from `drop` u above the table: the speed it leaves the table
    with over the speed it lands with (the restitution; the height it rises to is
    restitution^2 x drop)."""
    half = body_half_height(kind)
    built, body = _lab(kind, physics, y=half + drop)
    space = built.space
    landing = 0.0
    leaving = 0.0
    for _ in range(round(1.5 / tuning.STEP)):
        before = body.velocity.y
        advance(space, 1)
        after = body.velocity.y
        if landing == 0.0 and after > before + 1e-9 and before < 0.0:
            landing = -before  # the first step the table pushed back
        if landing and after > leaving:
            leaving = after
        if landing and after < 0.0 and leaving:
            break  # on its way down again: the rebound is over
    return leaving / landing if landing else 0.0
