"""A guided step's callout never covers a board's side panel (the `callout_area`
contract): on Casa Grande and Castle Risk, whose panels hold the players' rows and the
buttons a step may point at, every step's caption stays over the site or the map, at
1280×720 and 800×600."""

from __future__ import annotations

import pygame
import pytest
from ludotheque.client.cli.shot import tutorial_host
from ludotheque.rules.registry import get_game
from ludotheque.rules.tutorial import tutorial_for
from ui_events import pump


def _panel(board) -> pygame.Rect:
    """The side panel: Casa Grande's Panel widget, Castle Risk's panel rectangle."""
    return board.panel_rect if hasattr(board, "panel_rect") else board.panel.rect


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("game_id", ["casa-grande", "castle-risk"])
def test_no_step_caption_covers_the_side_panel(app, game_id, size):
    app.set_language("fr")
    app.resize(size)
    steps = len(tutorial_for(get_game(game_id)).steps)
    covered = []
    for step in range(1, steps + 1):
        host = tutorial_host(app, game_id, step)
        app.scenes.stack[:] = [host]
        app.scenes.layout(app.size)
        pump(app, frames=2)
        box = host.tutorial.box
        if box.w and box.colliderect(_panel(host.board)):
            covered.append(step)
    assert covered == [], f"steps whose caption covers the panel: {covered}"
