"""Guides (issue 12): the board shows a move without playing it. A hinted block lights its
slot and stands as a ghost where it would land; a hinted blow turns the view to its
target and stands the hammer in its stance; guide_rect says where, and None clears it."""

from __future__ import annotations

import ludotheque.client.scenes.castle_crush.guide as guide_mod
import pygame
from ludotheque.client.scenes.castle_crush import panels
from ludotheque.rules.castle_crush.actions import Attack
from test_castle_crush_scene import host_for, pump, scene_info, to_attack


def lit_pixels(app, rect: pygame.Rect) -> int:
    """How many pixels of the guide's colour lie inside rect."""
    count = 0
    for x in range(rect.left, rect.right, 2):
        for y in range(rect.top, rect.bottom, 2):
            if tuple(app.screen.get_at((x, y)))[:3] == guide_mod.GUIDE:
                count += 1
    return count


def test_a_hinted_block_is_a_ghost_where_it_lands_and_plays_nothing(app):
    host = host_for(app, scene_info(), n=2)
    session, board = host.session, host.board
    before = session.state.to_json()
    action = session.choose_for(session.current_player())
    board.set_guide(action)
    pump(app, frames=2)
    rect = board.guide_rect()
    assert rect is not None and board.lay.view.contains(rect)
    assert lit_pixels(app, rect) > 10
    # The slot of the hinted kind is lit in the panel too.
    items = list(board.table().items)
    slot = panels.item_rects(board.lay.pieces, app.theme, len(items))[[i.kind for i in items].index(action.kind)]
    assert lit_pixels(app, slot.inflate(8, 8)) > 10
    assert session.state.to_json() == before and session.ply == 0
    board.set_guide(None)
    pump(app, frames=2)
    assert board.guide_rect() is None
    assert lit_pixels(app, rect) == 0


def test_a_hinted_blow_turns_to_its_target_and_shows_the_stance(app):
    host = host_for(app, scene_info(), n=3)
    session, board = host.session, host.board
    to_attack(host)
    me = session.state.current_player()
    other = next(p for p in range(3) if p != me and p != board.attack_target())
    lay = board.port.layout()
    plies = session.ply
    board.set_guide(Attack(other, lay.offset_range[1], lay.lean_range[0]))
    pump(app, frames=2)
    assert board.attack_target() == other and board.focus() == other
    rect = board.guide_rect()
    assert rect is not None and board.lay.view.colliderect(rect)
    assert lit_pixels(app, board.lay.view) > 10
    assert session.ply == plies and session.state.current_player() == me


def test_a_guide_is_placed_before_the_board_first_updates(app):
    """The house may ask where a guide is before the board has drawn a frame."""
    from ludotheque.client.game.host import GameHost
    from ludotheque.rules.core import GameConfig
    from ludotheque.rules.session import Seat, Session

    session = Session(scene_info(), GameConfig(2, 3, "standard", {}), [Seat("human", name="A"), Seat("human", name="B")])
    host = GameHost(app, session, autosave=False, run_ai=False)
    host.layout(app.screen.get_size())
    board = host.board
    assert board.rig.bounds is None  # no frame yet: the camera has not been set
    board.set_guide(session.choose_for(session.current_player()))
    rect = board.guide_rect()
    assert rect is not None and board.lay.view.contains(rect)
    # The view the first frame then shows is the one the rectangle was worked out in.
    app.scenes.push(host)
    pump(app, frames=2)
    assert board.guide_rect() == rect
