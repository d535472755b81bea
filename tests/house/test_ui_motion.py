"""The house's motion module: a tween's delay and easing, a count-up, a timeline that
drops what is done, timers per key; zero seconds is instant (the animation speed at 0)."""

from __future__ import annotations

import pytest
from ludotheque.client.ui.motion import Timeline, Timers, Tween, count_up, ease_out, lerp_point


def test_a_tween_waits_its_delay_then_eases_to_the_end():
    tween = Tween(1.0, delay=0.5)
    assert not tween.started and tween.fraction() == 0.0 and tween.remaining() == pytest.approx(1.5)
    tween.tick(1.0)
    assert tween.started and tween.fraction() == pytest.approx(0.5)
    assert tween.eased() == pytest.approx(ease_out(0.5)) and tween.eased() > tween.fraction()
    tween.tick(0.5)
    assert tween.done and tween.fraction() == 1.0 and tween.left() == 0.0


def test_zero_seconds_is_done_at_once():
    assert Tween(0.0).done and Tween(0.0).fraction() == 1.0


def test_a_count_up_goes_from_one_figure_to_the_other():
    tween = Tween(0.2)
    assert count_up(3, 9, tween) == 3
    tween.tick(0.1)
    assert 3 < count_up(3, 9, tween) < 9
    tween.tick(0.1)
    assert count_up(3, 9, tween) == 9


def test_a_timeline_drops_what_is_done_and_keeps_the_newest():
    line: Timeline[str] = Timeline(keep=2)
    assert line.add("instant", 0.0) is None and not line
    line.add("a", 0.1)
    line.add("b", 0.3, delay=0.1)
    line.add("c", 0.2)
    assert [item for item, _ in line] == ["b", "c"] and line[-1][0] == "c"
    assert line.settles_in() == pytest.approx(0.4)
    line.tick(0.25)
    assert [item for item, _ in line] == ["b"]
    line.tick(0.2)
    assert not line and line.settles_in() == 0.0


def test_timers_restart_per_key():
    timers: Timers[int] = Timers()
    timers.start(1, 0.4)
    timers.tick(0.3)
    timers.start(1, 0.4)
    timers.tick(0.3)
    assert 1 in timers and timers.get(1).remaining() == pytest.approx(0.1)
    timers.tick(0.1)
    assert not timers


def test_points_meet_halfway():
    assert lerp_point((0, 0), (10, 20), 0.5) == (5, 10)
