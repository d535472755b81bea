"""Esc on the Castle Risk map first lets go of the chosen territory, and pauses only when
nothing is held (QA: since Esc moved to the host's `board.cancel()`, the board's own Esc
was never reached and a chosen attack source opened the pause menu)."""

from __future__ import annotations

import pygame
from ludotheque.client.game.host import GameHost
from test_castle_risk_scene import attack_ready
from ui_events import click, key


def test_escape_drops_the_attack_source_before_pausing(app):
    host, _ = attack_ready(app)
    board = host.board
    click(app, board.map.anchors["london"])
    assert board.selection.selected == "london"
    key(app, pygame.K_ESCAPE)
    assert board.selection.selected is None
    assert app.scenes.top is host  # not paused
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is not host  # nothing held: Esc pauses
    assert not isinstance(app.scenes.top, GameHost)
