"""Castle Crush's view model (client/scenes/castle_crush/screen.py, issue 25): the screen
is a frozen description made from what the seat sees and the UI's selection; the
painters draw it, never the board; a click on the pieces panel maps to its action
through it."""

from __future__ import annotations

import ast
import dataclasses

import ludotheque.client.scenes.castle_crush as scene
import pytest
import scene_shape
from ludotheque.client.scenes.castle_crush import screen as screen_mod
from ludotheque.rules.castle_crush.actions import Take
from ludotheque.rules.castle_crush.phases import Phase, Step, build_turn
from test_castle_crush_scene import host_for, scene_info, to_attack
from test_castle_crush_scene_carry import choose, game_at


def test_no_painter_takes_the_board():
    """Before issue 25, 38 painter functions took the board (through a read-only
    protocol); now none does: they take the Screen, the Kit and their part's data."""
    takers = [f"{name}:{node.name}" for name, tree in scene_shape.modules(scene).items() if name != "board.py"
              for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)
              for a in node.args.args + node.args.kwonlyargs if a.arg == "board"]
    assert takers == []


def test_the_screen_is_frozen_and_made_from_what_the_seat_sees(app):
    host = game_at(app, 3)
    board = host.board
    screen = board.screen()
    with pytest.raises(dataclasses.FrozenInstanceError):
        screen.focus = 1  # type: ignore[misc]
    table = screen.table
    assert table is board.table()  # once per move
    seen = host.session.seen(host.viewer)
    assert table.phase == Phase(seen.phase) and table.current == seen.current_player() == screen.me == 0
    for p, castle in enumerate(table.castles):
        assert len(castle.pieces) == len(seen.worlds[p].get("pieces", []))
    assert screen_mod.describe(table, table, board.ui(), lay=board.lay, rect=board.rect, theme=app.theme,
                               can_act=True, guide=board.guide_look,
                               can_replay=board.motion.can_replay(board.seen),
                               colour_blind=app.settings.colour_blind) == screen  # a pure function


def test_the_tables_build_turn_is_the_seen_states(app):
    host = game_at(app, 3)
    table = host.board.table()
    seen = host.session.seen(host.viewer)
    assert table.step == seen.build_step() == Step.BLOCK and isinstance(table.step, Step)
    assert table.turn == build_turn(seen) and table.turn.player == table.current
    assert table.may_finish == table.turn.may_finish


def test_a_click_on_the_panel_is_what_the_screen_says(app):
    host = game_at(app, 3)
    board = host.board
    screen = board.screen()
    assert screen.phase == Phase.BUILD
    slot = next(s for s in screen.slots if s.item.action == "select" and s.item.count)
    assert screen.slot_at(slot.rect.center) is slot and slot.click == screen_mod.Choose(slot.item.kind)
    choose(app, board, slot.item.kind)
    chosen = board.screen()
    assert chosen.ui.selected == slot.item.kind and [s.item.kind for s in chosen.slots if s.chosen] == [slot.item.kind]
    assert chosen.buttons.done == board.done_button.visible


def test_a_draft_slot_takes_the_block(app):
    host = game_at(app, 24)  # round 2's draft, the human to pick (seed 1)
    screen = host.board.screen()
    assert screen.phase == Phase.DRAFT
    slot = next(s for s in screen.slots if s.item.count)
    assert slot.click == screen_mod.Play(Take(slot.item.kind))


def test_watching_nothing_is_clickable_and_the_attack_view_lights_the_target(app):
    host = host_for(app, scene_info(), n=2)
    to_attack(host)
    screen = host.board.screen()
    assert screen.attacking and screen.me is not None
    assert screen.focus == screen.shown_target == screen.ui.aim_target != screen.me
    assert all(s.click is None and not s.usable for s in screen.slots)  # the reserve is for reading
    watching = screen_mod.describe(screen.table, screen.shown, screen.ui, lay=screen.lay, rect=screen.rect,
                                   theme=app.theme, can_act=False)
    assert watching.me is None and not watching.buttons.done
