"""Issue 31 (should-fix): the settings offer only window sizes that fit the screen, and
the list stops at its ends instead of wrapping from 800x600 to 1920x1080."""

from __future__ import annotations

from ludotheque.client.scenes import settings as settings_scene
from ludotheque.client.scenes.settings import sizes_that_fit
from ui_events import click, pump


def test_only_sizes_that_fit_the_desktop_are_offered():
    assert sizes_that_fit((1400, 900), (1280, 720)) == [(800, 600), (1024, 768), (1280, 720)]
    assert sizes_that_fit((2560, 1440), (1280, 720))[-1] == (1920, 1080)
    assert sizes_that_fit((1920, 1080), (1280, 720))[-1] == (1600, 900)  # 1080 + a title bar does not fit
    assert sizes_that_fit((640, 480), (800, 600)) == [(800, 600)]  # the smallest is always there
    assert sizes_that_fit(None, (1280, 720))[-1] == (1920, 1080)  # a display that cannot tell


def test_a_current_size_too_large_still_shows_and_one_can_step_down_from_it():
    assert sizes_that_fit((1400, 900), (1920, 1080))[-1] == (1920, 1080)


def window_row(app, monkeypatch, desktop):
    monkeypatch.setattr(settings_scene, "desktop_size", lambda: desktop)
    app.scenes.push("settings")
    pump(app)
    return app.scenes.top.window


def test_the_list_does_not_wrap_round_at_either_end(app, monkeypatch):
    app.settings.window_size = (1280, 720)
    row = window_row(app, monkeypatch, (1400, 900))
    right = (row.rect.right - 4, row.rect.centery)
    left = (row.rect.x + 4, row.rect.centery)
    click(app, right)  # the largest that fits already: nothing changes
    assert app.settings.window_size == (1280, 720) and row.value == (1280, 720)
    for _ in range(3):
        click(app, left)
    assert row.value == (800, 600) and app.size == (800, 600)
    click(app, left)  # past the smallest: stays, never jumps to the largest
    assert row.value == (800, 600) and app.settings.window_size == (800, 600)
