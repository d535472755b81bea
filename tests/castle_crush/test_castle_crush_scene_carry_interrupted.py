"""A carry interrupted (issue 31): Esc while carrying puts the piece back in the hand and
the next Esc pauses, so nothing is stuck to the cursor after the pause; resizing the
window mid-carry puts the piece back in the hand too, instead of yanking it to wherever
the cursor now points in the world. Nothing is played either way."""

from __future__ import annotations

import json

import pygame
from test_castle_crush_scene import host_for, scene_info
from test_castle_crush_scene_carry import at, choose, motion
from ui_events import key, pump


def pick_up(app, host) -> None:
    board = host.board
    choose(app, board, board.table().items[0].kind)
    pos = at(board, 0.0, 3.0)
    pump(app, [motion(pos, False), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    assert board.hand.carrier is not None


def test_esc_while_carrying_puts_the_piece_back_then_pauses(app):
    host = host_for(app, scene_info(), n=2)
    before = json.dumps(host.session.state.to_json())
    pick_up(app, host)
    key(app, pygame.K_ESCAPE)
    assert host.board.hand.carrier is None and app.scenes.top is host  # the piece first, no pause yet
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is not host  # then the pause menu
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is host
    # Back at the table: the cursor moves freely and a release plays nothing.
    pos = at(host.board, 1.0, 4.0)
    pump(app, [motion(pos, False), pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], frames=3)
    assert host.board.hand.carrier is None
    assert json.dumps(host.session.state.to_json()) == before


def test_resizing_mid_carry_puts_the_piece_back(app):
    host = host_for(app, scene_info(), n=2)
    before = json.dumps(host.session.state.to_json())
    pick_up(app, host)
    app.resize((1000, 600))
    pump(app, frames=2)
    assert host.board.hand.carrier is None
    pos = at(host.board, 0.0, 3.0)
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], frames=2)
    assert json.dumps(host.session.state.to_json()) == before
    # The same window size again (a scene pushed and popped) keeps the piece in the hand.
    pick_up(app, host)
    host.layout(app.size)
    assert host.board.hand.carrier is not None


def test_esc_while_dragging_the_hammer_puts_it_back(app):
    from test_castle_crush_scene import to_attack

    host = host_for(app, scene_info(), n=2)
    to_attack(host)
    board = host.board
    foot = board.aim.foot
    board.aim.press_at = (board.lay.view.center, 0.0, foot)
    board.aim.set_foot(foot + 0.3)
    key(app, pygame.K_ESCAPE)
    assert board.aim.press_at is None and board.aim.foot == foot and app.scenes.top is host
