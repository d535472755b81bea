"""The benchmark produces its figures (their values are reported, never asserted)."""

from __future__ import annotations

import math

from ludotheque.physics import bench


def test_bench_reports_step_attack_and_place_figures():
    figures = bench.figures()
    for name in (
        "physics step, 4 full castles (ms)",
        "attack speed (x real time)",
        "attack speed, CPU time (x real time)",
        "attack time median (ms)",
        "place time median (ms)",
    ):
        assert name in figures
        assert math.isfinite(figures[name]) and figures[name] > 0
