"""The issue's "Mouse" calibration, driven through the real scene with posted events: a
player who never moves the mouse over the castle and lets go at once every time must see
the column fall before storey 12 on Château in most seeds (client/scenes/castle_crush/
bench.py: mouse_player). Slow: ten Château builds.

Measured when written (the hand as landed, sway BASE 0.01 + 0.009 u per unit of height):
no seed of 1-10 fell before storey 12 (median highest storey 16). The sway and stacking
calibration is crush-physics's; the marker below goes when it holds (strict: the test
fails as soon as the calibration does hold, so the marker cannot outlive it)."""

from __future__ import annotations

import pytest

from client.scenes.castle_crush.bench import mouse_player


@pytest.mark.slow
@pytest.mark.xfail(strict=True, reason="sway/stacking calibration pending in physics/ (0 of 10 seeds fall before 12)")
def test_a_player_who_never_moves_the_mouse_sees_the_column_fall_before_storey_12():
    storeys = [mouse_player(seed)["max_storey"] for seed in range(1, 11)]
    assert sum(s < 12 for s in storeys) >= 6, storeys


def test_the_mouse_player_builds_through_the_scene():
    """The driver itself, on one seed: it lays pieces by clicks and finishes the build."""
    run = mouse_player(1)
    assert run["over"] and run["max_storey"] >= 3
