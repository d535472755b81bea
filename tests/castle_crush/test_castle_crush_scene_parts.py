"""The Castle Crush scene's shape (issue 25): the board is a small coordinator over parts
that own their data (Hand, HammerAim, Motion, CameraRig, Pointer, EndPanel, Outbox); no
part imports the board, not even for its type, nor writes a field of it; a move asked for
in an input handler is sent by `update()`, never in the middle of the handler; caches are
keyed on the move number, never on `id()`."""

from __future__ import annotations

import ast

import ludotheque.client.scenes.castle_crush as scene
import pygame
import scene_shape
from ludotheque.client.scenes.castle_crush.aiming import HammerAim
from ludotheque.client.scenes.castle_crush.building import Hand
from ludotheque.client.scenes.castle_crush.outbox import Move, Outbox
from ludotheque.rules.castle_crush.actions import Strike
from ludotheque.rules.castle_crush.data import KING
from test_castle_crush_scene_carry import at, choose, game_at, motion
from ui_events import pump


def modules() -> dict[str, ast.Module]:
    return scene_shape.modules(scene)


def test_no_part_imports_the_board_not_even_for_its_type():
    assert scene_shape.board_importers(scene) == set()


def test_no_module_but_the_board_writes_a_field_of_the_board():
    """`board.x = ...` (or `board.x, ... = ...`, `board.x += ...`) only in board.py."""
    offenders = []
    for name, tree in modules().items():
        if name == "board.py":
            continue
        for node in ast.walk(tree):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
                node, ast.AugAssign | ast.AnnAssign) else []
            flat = [t for target in targets for t in (target.elts if isinstance(target, ast.Tuple) else [target])]
            offenders += [f"{name}:{t.lineno}" for t in flat if isinstance(t, ast.Attribute)
                          and isinstance(t.value, ast.Name) and t.value.id == "board"]
    assert offenders == []


def test_no_cache_is_keyed_on_id():
    calls = [f"{name}:{node.lineno}" for name, tree in modules().items() for node in ast.walk(tree)
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "id"]
    assert calls == []


def test_the_outbox_hands_its_moves_over_once():
    box = Outbox()
    assert not box
    box.put(Move(Strike(1, 0.0)))
    assert box and box.take() == [Move(Strike(1, 0.0))]
    assert not box and box.take() == []


def test_the_hand_keeps_the_pose_chosen_before_the_piece_is_taken():
    hand = Hand()
    hand.turn("block")
    assert hand.mirrored and hand.pose("tower_a") == (0.0, True)
    hand.turn(KING)
    assert hand.pose(KING)[0] > 0  # the King lies down
    hand.choose("roof")
    assert hand.piece_to_carry("block") == "roof" and hand.piece_to_carry(None) is None


def test_the_hammer_foot_stays_on_its_base():
    from castle_crush_scene_port import SceneFakePhysics

    port = SceneFakePhysics()
    aim = HammerAim(port)
    lo, hi = port.layout().foot_range
    aim.nudge(10_000)
    assert aim.foot == round(hi, 3)
    aim.set_foot(-10_000)
    assert aim.foot == round(lo, 3)
    assert aim.target_for(0, 3) == 1 and aim.target_for(1, 3) == 2  # never one's own castle


def test_a_release_queues_the_carry_and_update_sends_it(app):
    host = game_at(app, 3)
    board = host.board
    kind = next(i.kind for i in list(board.table().items) if i.count and i.action == "select")
    choose(app, board, kind)
    top = max([f.top for f in board.seen.facts(0)] + [0.3])
    pos = at(board, 0.0, top + 1.5)
    pump(app, [motion(pos, False), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    for _ in range(30):
        pump(app, [motion(pos)])
    ply = host.session.ply
    assert board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert host.session.ply == ply and board.outbox  # nothing sent inside the handler
    assert board.hand.carrier is None
    board.update(1 / 60)
    assert host.session.ply == ply + 1 and not board.outbox
    assert board.motion.replay is None or board.motion.replay.t > 0  # the landing goes on from the release


def test_the_scene_never_reads_the_full_state():
    """No module of the scene reads `x.state` (the board, the results panel, the `shot`
    poses and the bench go through `session.seen(...)`, `session.outcome()` and views),
    and none reads the base board's `state`."""
    assert scene_shape.state_reads(scene) == []
    reads = [f"{name}:{node.lineno}" for name, tree in modules().items() for node in ast.walk(tree)
             if isinstance(node, ast.Attribute) and node.attr == "state"]
    assert reads == []


def test_phases_are_named_never_bare_strings():
    from ludotheque.rules.castle_crush.phases import Phase

    phases = {p.value for p in Phase}
    bare = []
    for name, tree in modules().items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                if any(isinstance(s, ast.Attribute) and s.attr == "phase" for s in sides):
                    consts = [c for s in sides for c in ([s] if isinstance(s, ast.Constant) else getattr(s, "elts", []))]
                    bare += [f"{name}:{node.lineno}" for c in consts if isinstance(c, ast.Constant) and c.value in phases]
    assert bare == []


def test_the_seen_state_is_made_once_per_move(app):
    host = game_at(app, 3)
    board = host.board
    first = board.seen
    assert board.seen is first  # the same move: kept
    assert first.view(None) == host.session.state.view(None)
    host.submit(host.session.choose_for(0))
    assert board.seen is not first and board.seen.view(None) == host.session.state.view(None)


def test_points_fly_and_the_scores_count_up_on_the_house_motion():
    """Flyers are a `Timeline` aged at the settings' speed; the panel counts up to a new
    score in about a quarter of a second, then shows it exactly."""
    from types import SimpleNamespace

    from ludotheque.client.scenes.castle_crush.motion import FLY_TIME, Flyer, Motion
    from ludotheque.client.ui.motion import Timeline

    st = SimpleNamespace(mode="standard", score=[0, 0], num_players=2, is_over=lambda: False)
    motion = Motion(st, lambda: 1.0, lambda replay: None, lambda strength: None)
    assert isinstance(motion.flyers, Timeline) and motion.shown == [0.0, 0.0]
    motion.flyers.add(Flyer("+5", (0, 0), (10, 10), None), FLY_TIME)
    st.score = [5, 0]
    motion.update(0.1, st)
    assert motion.shown == [0.0, 0.0] and motion.busy()  # the points fly first
    motion.flyers.tick(FLY_TIME)
    assert not motion.flyers
    motion.update(0.1, st)
    assert 0.0 < motion.shown[0] < 5.0
    for _ in range(10):
        motion.update(0.05, st)
    assert motion.shown == [5.0, 0.0]
