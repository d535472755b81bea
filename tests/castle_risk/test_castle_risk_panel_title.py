"""Issue 31: the panel's serif title read "(4in this batch)" in English: the font's space,
rounded down by its hinting, left no gap between a figure and the next word."""

from __future__ import annotations

import pygame
import pytest
from ludotheque.client.scenes.castle_risk import panel


def gaps(surface: pygame.Surface, at_least: int) -> int:
    """How many runs of at least `at_least` blank columns lie between inked columns."""
    inked = [any(surface.get_at((x, y)).a > 0 for y in range(surface.get_height())) for x in range(surface.get_width())]
    first, last = inked.index(True), len(inked) - 1 - inked[::-1].index(True)
    runs, blank = 0, 0
    for ink in inked[first:last + 1]:
        if ink:
            runs += blank >= at_least
            blank = 0
        else:
            blank += 1
    return runs


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("count", [4, 5, 7])
def test_the_words_of_the_title_stand_apart(app, size, count):
    app.resize(size)
    th = app.theme
    for text in (f"({count} in this batch)", f"({count} dans ce lot)"):
        surface = pygame.Surface((th.px(40), th.px(6)), pygame.SRCALPHA)
        panel.title(th, text, surface, surface.get_rect())
        size_px = panel.title_lines(th, text, surface.get_width())[0]
        assert gaps(surface, max(2, round(size_px * 0.2))) == text.count(" "), (text, size_px)
