"""Benchmark figures for `GameInfo.bench` (python -m ludotheque bench).

Speed is reported here, never asserted in tests. Wall-clock figures depend on what else
the machine runs; the CPU-time variants show what the physics itself costs.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from functools import partial
from typing import TypeVar

import ludotheque.physics.samples as samples
import ludotheque.physics.tuning as tuning
from ludotheque.physics.sim import STEPS_PER_FRAME, advance
from ludotheque.physics.world import build

# Attacks measured: (offset, lean) pairs spread over the ranges, on the sample castle.
ATTACKS = ((-0.8, 0.02), (-0.3, 0.2), (0.2, 0.1), (0.7, 0.05), (0.45, 0.25), (0.0, 0.12))
PLACES = (("house_a", -1.5), ("tower_a", 0.0), ("house_b", 1.0), ("roof", 1.5))


T = TypeVar("T")


def _timed(fn: Callable[[], T]) -> tuple[float, float, T]:
    wall, cpu = time.perf_counter(), time.process_time()
    result = fn()
    return time.perf_counter() - wall, time.process_time() - cpu, result


def step_time_four_castles_ms(frames: int = 30) -> float:
    """Milliseconds for one physics step of 4 full castles, every body awake."""
    spaces = []
    for owner in range(4):
        built = build(samples.two_towers(owner))
        built.space.sleep_time_threshold = float("inf")  # worst case: nothing sleeps
        spaces.append(built.space)
    start = time.perf_counter()
    for _ in range(frames):
        for space in spaces:
            advance(space, STEPS_PER_FRAME)
    return (time.perf_counter() - start) * 1000 / (frames * STEPS_PER_FRAME)


def attack_figures() -> dict[str, float]:
    castle = samples.two_towers()
    walls, cpus, simulated = [], [], 0.0
    for offset, lean in ATTACKS:
        wall, cpu, result = _timed(partial(samples.PHYSICS.attack, castle, offset, lean))
        walls.append(wall)
        cpus.append(cpu)
        simulated += len(result.trajectory.frames) / tuning.FRAME_RATE
    return {
        "attack speed (x real time)": round(simulated / sum(walls), 1),
        "attack speed, CPU time (x real time)": round(simulated / max(sum(cpus), 1e-9), 1),
        "attack time median (ms)": round(1000 * statistics.median(walls), 1),
        "attack time max (ms)": round(1000 * max(walls), 1),
    }


def place_time_ms() -> float:
    castle = samples.two_towers()
    walls = [
        _timed(partial(samples.PHYSICS.place, castle, kind, x, owner=0))[0]
        for kind, x in PLACES
    ]
    return round(1000 * statistics.median(walls), 1)


def figures() -> dict[str, float]:
    """name -> number, for the benchmark table."""
    out = {"physics step, 4 full castles (ms)": round(step_time_four_castles_ms(), 3)}
    out.update(attack_figures())
    out["place time median (ms)"] = place_time_ms()
    return out


if __name__ == "__main__":  # python -m ludotheque.physics.bench
    for name, value in figures().items():
        print(f"{name}: {value}")
