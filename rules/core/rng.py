"""A small seeded random generator whose whole state is one integer.

Game states carry one of these so that a game is reproducible from its seed and its
actions, and so that cloning or serialising a state costs nothing (a Mersenne Twister
state is 625 integers). The generator is SplitMix64, which passes BigCrush and is
trivially portable.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def mix(*values: int) -> int:
    """Hash several integers into one 64-bit seed (used to derive sub-seeds)."""
    h = 0x243F6A8885A308D3
    for v in values:
        h = (h ^ (v & _MASK)) * 0xBF58476D1CE4E5B9 & _MASK
        h ^= h >> 31
        h = (h + _GOLDEN) & _MASK
    return _finalise(h)


def _finalise(z: int) -> int:
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & _MASK
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB & _MASK
    return z ^ (z >> 31)


class Rng:
    """SplitMix64 with the handful of helpers games need."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    # --- core -----------------------------------------------------------------
    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        return _finalise(self.state)

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def randbelow(self, n: int) -> int:
        """An integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
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
