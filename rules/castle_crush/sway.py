"""The sway of a real hand: small, smooth, seeded, larger the higher it reaches.

Pure arithmetic (no pymunk), so the physics (physics/hand.py) adds it to the cursor and
the AI can read it as a player reads the block trembling in their fingers. A sway is a
sum of a few slow sines whose frequencies and phases come from a seed; the same seed,
tick and height always give the same offset, in any process.

Height is the hand's height above the table (u); the amplitude grows linearly with it:
a hand resting near the foundation hardly moves, one holding a block 12 storeys up
wanders by a noticeable fraction of a block.

Models (recorded in every Carry, `Carry.sway_model`, so a save replays with the hand it
was played with):
- 1: the sway alone.
- 2 (MODEL, new carries): the sway, and a hasty release throws the piece. Fingers that
  open the instant they closed on a block have not steadied it yet: it leaves them with
  a seeded sideways speed and spin (`flick`), in proportion to the sway's amplitude at
  that height (so larger the higher the hand), fading to nothing over the first
  FLICK_TICKS of the carry. A player who lowers the block and holds it a moment, as
  every AI level but easy does, never feels it; one who lets go at once, high over a
  tall column, sees it topple (issue 11's "Mouse" calibration, measured in
  tests/castle_crush/test_castle_crush_scene_mouse.py).
- 3 (issue 22): the hand is never inside the castle. A piece is taken where the hand
  is, or, where it would start inside another piece, at the nearest free place (model 2
  lifted it, and the fingers with it, straight up through the tower: a press inside a
  14-storey column put the block on its top, and let go at once it stayed there 11
  times in 12). The sway and the throw are computed at the height where the fingers
  hold the piece, not at the cursor's.
"""

from __future__ import annotations

import math
from functools import lru_cache

from ludotheque.rules.core import Rng, mix

STEADINESS = ("steady", "normal", "shaky")
DEFAULT_STEADINESS = "normal"
# Amplitude factor of each setting (the house's `hand_steadiness`).
FACTOR = {"steady": 0.5, "normal": 1.0, "shaky": 2.0}
# Typical sideways wander (u, one standard deviation) of a normal hand: BASE at the
# table, plus PER_UNIT for every unit of height above it. Tuned by the Construction
# calibration (see physics/README.md, "Tuning log").
BASE = 0.01
PER_UNIT = 0.009
# Vertical wander relative to the sideways one (a hand drifts more across than up/down).
VERTICAL = 0.5
# Frequencies (Hz) of the sines: a slow drift and a faster tremble.
LOW_HZ, HIGH_HZ = 0.2, 1.6
COMPONENTS = 3
TICK_RATE = 60.0  # ticks per second: the physics frame rate of the hand

MODELS = (1, 2, 3)
MODEL = 3  # the model of new carries (see the module docstring)
# The hasty release (model 2): one standard deviation of the sideways speed (u/s) and of
# the spin (rad/s) per u of the sway's amplitude, when let go on the first tick; none
# from FLICK_TICKS on (a third of a second: the normal AI's shortest carry is 25 ticks,
# the hard one's 49, random play's 30, so they play exactly as with model 1; only the
# easy AI, which lowers fast and lets go at once, is thrown a little). Measured: the
# player who presses and lets go at once over Château's column sees it fall before
# storey 12 in 9 of seeds 1-10 and 19 of 1-20 (1 of 1-10 with the sway alone); 70/70
# gave 7 of 10, 100/70 10 of 10.
FLICK_SPEED = 70.0
FLICK_SPIN = 100.0
FLICK_TICKS = 20


@lru_cache(maxsize=64)
def _components(seed: int) -> tuple[tuple[tuple[float, float, float], ...], ...]:
    """(amplitude, angular frequency per tick, phase) of each sine, for x and for y. The
    amplitudes are scaled so that each axis has a standard deviation of 1."""
    rng = Rng(seed)
    axes = []
    for _ in range(2):
        raw = []
        for k in range(COMPONENTS):
            # Spread the frequencies over the band, one per third, jittered.
            share = (k + rng.random()) / COMPONENTS
            hz = LOW_HZ * (HIGH_HZ / LOW_HZ) ** share
            weight = 1.0 / (1.0 + k)  # slow drift dominates, faster tremble smaller
            raw.append((weight, 2.0 * math.pi * hz / TICK_RATE, 2.0 * math.pi * rng.random()))
        norm = math.sqrt(sum(w * w / 2.0 for w, _, _ in raw))
        axes.append(tuple((w / norm, f, p) for w, f, p in raw))
    return tuple(axes)


def amplitude(steadiness: str, height: float) -> float:
    """Standard deviation (u) of the sideways sway at this height above the table."""
    return FACTOR.get(steadiness, 1.0) * (BASE + PER_UNIT * max(0.0, height))


def flick(seed: int, steadiness: str, ticks_held: int, height: float,
          model: int = MODEL) -> tuple[float, float]:
    """(sideways speed u/s, spin rad/s) a piece leaves the fingers with when let go after
    `ticks_held` ticks of carrying, the hand at `height`: zero for model 1 and for a
    carry of FLICK_TICKS or more."""
    fade = 1.0 - ticks_held / FLICK_TICKS
    if model < 2 or fade <= 0.0:
        return (0.0, 0.0)
    rng = Rng(mix(seed & 0xFFFFFFFFFFFFFFFF, 0xF11C))
    a = amplitude(steadiness, height) * fade
    return (FLICK_SPEED * a * rng.gauss(0.0, 1.0), FLICK_SPIN * a * rng.gauss(0.0, 1.0))


def offset(seed: int, steadiness: str, tick: int, height: float) -> tuple[float, float]:
    """Where the hand really is, relative to where it aims, at this tick (u)."""
    a = amplitude(steadiness, height)
    out = []
    for axis in _components(seed & 0xFFFFFFFFFFFFFFFF):
        out.append(sum(w * math.sin(f * tick + p) for w, f, p in axis))
    return (a * out[0], a * VERTICAL * out[1])
