"""A small seeded random generator whose whole state is one integer.

Game states carry one of these so that a game is reproducible from its seed and its
actions, and so that cloning or serialising a state costs nothing (a Mersenne Twister
state is 625 integers). The generator is SplitMix64, which passes BigCrush and is
trivially portable.
"""

from __future__ import annotations

from collections.abc import Callable, MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


def mixer(*prefix: int) -> Callable[..., int]:
    """A hash of integers into a 64-bit seed with `prefix` hashed in once:
    `mixer(a)(b, c) == mix(a, b, c)` (the session derives a generator for every decision
    from the same seed)."""
    # Only the low 64 bits of each value matter: the low bits of a xor and of a product
    # depend only on the low bits of their operands, so values need no masking first.
    h = 0x243F6A8885A308D3
    for v in prefix:
        h = (h ^ v) * 0xBF58476D1CE4E5B9 & 0xFFFFFFFFFFFFFFFF
        h = ((h ^ (h >> 31)) + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    start = h

    def mix(*values: int) -> int:
        """Hash several integers into one 64-bit seed (used to derive sub-seeds)."""
        h = start
        for v in values:
            h = (h ^ v) * 0xBF58476D1CE4E5B9 & 0xFFFFFFFFFFFFFFFF
            h = ((h ^ (h >> 31)) + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9 & 0xFFFFFFFFFFFFFFFF
        h = (h ^ (h >> 27)) * 0x94D049BB133111EB & 0xFFFFFFFFFFFFFFFF
        return h ^ (h >> 31)

    return mix


mix = mixer()

# The generators of a game's decisions (see `decision_seeds`), by version. A session
# records the version it was created with, so a saved game resumes with the draws it was
# played with.
DECISIONS_MIXED = 1  # mix(seed, ply, seat, 0xA1): a full hash per decision
DECISIONS_STRIDED = 2  # one hash per game, then a stride per ply and per seat
DECISIONS = DECISIONS_STRIDED  # what a new session uses
# Odd 64-bit strides, far from each other and from SplitMix64's own increment, so that
# the generators of two decisions never run into each other's sequence in practice.
_PLY_STRIDE = 0xD1B54A32D192ED03
_SEAT_STRIDE = 0x8CB92BA72F3D8DD7


def decision_seeds(seed: int, version: int = DECISIONS) -> Callable[[int, int], int]:
    """`seeds(ply, seat)`: the seed of the generator a seat decides with at a ply.

    Version 1 hashes all three on every decision. Version 2 hashes the game's seed once;
    a decision's seed is then that hash plus a stride per ply and per seat, and SplitMix64's
    output function (which the generator applies to every draw) does the mixing. It costs
    a fifth of version 1, which mattered on the fast engines (issue 13)."""
    if version == DECISIONS_MIXED:
        hashed = mixer(seed)
        return lambda ply, seat: hashed(ply, seat, 0xA1)
    if version != DECISIONS_STRIDED:
        raise ValueError(f"unknown decision generator version {version!r}")
    base = mix(seed, 0xA1)
    return lambda ply, seat: (base + ply * _PLY_STRIDE + seat * _SEAT_STRIDE) & _MASK


class Rng:
    """SplitMix64 with the handful of helpers games need."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    # --- core -----------------------------------------------------------------
    def next64(self) -> int:
        z = self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & _MASK
        z = (z ^ (z >> 27)) * 0x94D049BB133111EB & _MASK
        return z ^ (z >> 31)

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def randbelow(self, n: int) -> int:
        """An integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = 0x10000000000000000 - 0x10000000000000000 % n
        next64 = self.next64
        while True:
            x = next64()
            if x < limit:
                return x % n

    # --- helpers ----------------------------------------------------------------
    def randint(self, a: int, b: int) -> int:
        """An integer in [a, b], both included (like random.randint)."""
        return a + self.randbelow(b - a + 1)

    def die(self, sides: int = 6) -> int:
        return 1 + self.randbelow(sides)

    def choice(self, seq: Sequence[T]) -> T:
        if not seq:
            raise IndexError("choice from an empty sequence")
        return seq[self.randbelow(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.randbelow(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def uniform(self, a: float, b: float) -> float:
        return a + (b - a) * self.random()

    def gauss(self, mu: float = 0.0, sigma: float = 1.0) -> float:
        """Box-Muller; one value per call (the partner is discarded for simplicity)."""
        import math

        u1 = max(self.random(), 1e-300)
        u2 = self.random()
        return mu + sigma * math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)

    def fork(self, *salt: int) -> Rng:
        """An independent generator derived from this one's state and a salt, without advancing it."""
        return Rng(mix(self.state, *salt))

    def copy(self) -> Rng:
        return Rng(self.state)

    # --- serialisation ----------------------------------------------------------
    def to_json(self) -> int:
        return self.state

    @classmethod
    def from_json(cls, data: int) -> Rng:
        return cls(int(data))
