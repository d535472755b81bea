"""The seeded generator and the seed mixer give the very numbers they always gave (saves,
replays and AI decisions depend on them), however they are computed."""

from __future__ import annotations

import random

from ludotheque.rules.core import Rng, mix
from ludotheque.rules.core.rng import mixer

_M = (1 << 64) - 1


def reference_mix(*values: int) -> int:
    """mix as first written (kept here as the reference)."""
    h = 0x243F6A8885A308D3
    for v in values:
        h = (h ^ (v & _M)) * 0xBF58476D1CE4E5B9 & _M
        h ^= h >> 31
        h = (h + 0x9E3779B97F4A7C15) & _M
    z = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9 & _M
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB & _M
    return z ^ (z >> 31)


def test_pinned_values():
    assert [mix(), mix(0), mix(5, 77, 2, 0xA1), mix(-1, 2**70), mix(2**64 - 1, 3)] == [
        16852473371444490038, 5781425776325421549, 311104845328565055,
        15182988859644816770, 8207307396816900796]
    r = Rng(12345)
    assert [r.next64() for _ in range(2)] == [2454886589211414944, 3778200017661327597]
    assert [r.randbelow(n) for n in (1, 6, 1000, 2**63 + 5)] == [0, 0, 363, 6217189988962137646]
    assert r.choice("abcdef") == "c" and round(r.random(), 12) == 0.431458573883


def test_mix_and_mixer_match_the_reference_on_any_integers():
    gen = random.Random(7)
    for _ in range(3000):
        values = [gen.choice((gen.randrange(-2**70, 2**70), gen.randrange(100), -gen.randrange(1, 9),
                              gen.randrange(2**63, 2**64))) for _ in range(gen.randrange(6))]
        cut = gen.randrange(len(values) + 1)
        assert mix(*values) == reference_mix(*values) == mixer(*values[:cut])(*values[cut:])
