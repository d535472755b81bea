"""Carrying on the real physics, driven by posted mouse events: the block hangs from the
cursor in the live world, the release submits the hand's path, and the rules, which
re-simulate that path, end exactly where the live world was when the hand let go; a
careless carry knocks the castle; the King is carried in the pose chosen with R."""

from __future__ import annotations

import json
import math

import pygame
import pytest
from ludotheque.client.game.host import GameHost
from ludotheque.client.scenes.castle_crush import panels
from ludotheque.rules.castle_crush.actions import Carry
from ludotheque.rules.castle_crush.data import KING
from ludotheque.rules.session import Seat, Session
from ui_events import pump


def game_at(app, plies: int) -> GameHost:
    """A two-player game with `plies` moves played by the AI, the human (seat 0) to move."""
    session = Session.create("castle-crush", [Seat("human", name="H"), Seat("ai", "easy", name="B")], seed=1)
    for _ in range(plies):
        session.apply(session.choose_for(session.current_player()))
    assert session.current_player() == 0
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app, frames=2)
    return host


def at(board, x: float, y: float) -> tuple[int, int]:
    return tuple(int(v) for v in board.camera().to_screen(x, y))


def motion(pos, held: bool = True) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(int(held), 0, 0))


def choose(app, board, kind: str) -> None:
    items = list(board.table().items)
    rect = panels.item_rects(board.lay.pieces, app.theme, len(items))[[i.kind for i in items].index(kind)]
    pump(app, [motion(rect.center, False), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)])
    assert board.hand.selected == kind


def carry(app, board, points: list[tuple[float, float]]) -> dict:
    """Press at the first point, one frame per point, release at the last: the live poses
    seen on the last frame before the release."""
    first = at(board, *points[0])
    pump(app, [motion(first, False), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=first, button=1)])
    assert board.hand.carrier is not None
    seen = {}
    for x, y in points[1:]:
        pump(app, [motion(at(board, x, y))])
        seen = dict(board.hand.carrier.poses())
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at(board, *points[-1]), button=1)])
    assert board.hand.carrier is None
    return seen


def test_a_carried_block_lands_as_the_rules_replay_it(app):
    app.settings.anim_speed = 1.0
    host = game_at(app, 3)
    session, board = host.session, host.board
    before = session.state
    kind = next(k for k in panels.items_for(before, 0) if k.count).kind
    choose(app, board, kind)
    top = max(f.top for f in before.facts(0))
    points = [(1.5, top + 2.5)] * 3 + [(1.5 - 0.05 * i, top + 2.5 - 0.05 * i) for i in range(30)]
    seen = carry(app, board, points)
    action = session.state.decode_action(session.history[-1])
    assert isinstance(action, Carry) and action.kind == kind and len(action.path) == len(points)
    assert action.steadiness == app.settings.hand_steadiness
    # The rules simulated the same path from the same world: at the moment of release
    # their recording shows every body exactly where the live hand had it.
    placed = session.state.transient["place"]
    frame = placed.trajectory.frames[placed.released_frame]
    ids = placed.trajectory.ids
    for pid, pose in seen.items():
        i = ids.index(pid)
        assert tuple(frame[3 * i: 3 * i + 3]) == pytest.approx(pose, abs=1e-9)
    # The landing is replayed from where the hand let go, not from the pick-up.
    assert board.motion.replay is not None and board.motion.replay.t >= placed.released_frame / placed.trajectory.rate


def test_a_careless_carry_knocks_the_castle(app):
    host = game_at(app, 3)
    session, board = host.session, host.board
    st = session.state
    kind = next(k for k in panels.items_for(st, 0) if k.count).kind
    choose(app, board, kind)
    resting = {pc["id"]: (pc["x"], pc["y"]) for pc in st.worlds[0]["pieces"]}
    top = max(f.top for f in st.facts(0))
    # Swept fast through the top storey from the side.
    points = [(3.0, top - 0.4)] * 3 + [(3.0 - 0.25 * i, top - 0.4) for i in range(24)]
    first = at(board, *points[0])
    pump(app, [motion(first, False), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=first, button=1)])
    moved = 0.0
    for x, y in points[1:]:
        pump(app, [motion(at(board, x, y))])
        poses = board.hand.carrier.poses()
        moved = max(moved, max(math.dist(poses[pid][:2], xy) for pid, xy in resting.items()))
    assert moved > 0.3  # the castle was knocked while the block was carried
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at(board, *points[-1]), button=1)])
    assert isinstance(session.state.decode_action(session.history[-1]), Carry)


def test_the_king_is_carried_in_the_pose_chosen_with_r(app):
    host = game_at(app, 5)
    session, board = host.session, host.board
    assert session.state.build_step() == KING
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0)])
    top = max(f.top for f in session.state.facts(0))
    carry(app, board, [(0.0, top + 1.0)] * 4)
    action = session.state.decode_action(session.history[-1])
    assert isinstance(action, Carry) and action.kind == KING and action.angle == math.pi / 2


def test_rules_refuse_nothing_a_hand_can_do(app):
    """Whatever the cursor does, the path it records is a legal Carry (clamped to the
    hand's area): far outside the view, above the top, below the table."""
    host = game_at(app, 3)
    session, board = host.session, host.board
    kind = next(k for k in panels.items_for(session.state, 0) if k.count).kind
    choose(app, board, kind)
    plies = session.ply
    view = board.lay.view
    first = view.center
    pump(app, [motion(first, False), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=first, button=1)])
    for pos in ((-500, -500), (5000, 3000), (view.left + 2, view.bottom - 2), first):
        pump(app, [motion(pos)])
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=first, button=1)])
    assert session.ply == plies + 1 and not host.toasts


def test_the_slow_replay_works_after_loading(app):
    """A loaded game has no recording in memory: the last blow is simulated again from
    the world the hammer fell on, and replayed in slow motion."""
    app.settings.anim_speed = 1.0
    session = Session.create("castle-crush", [Seat("ai", "easy", name="A"), Seat("ai", "easy", name="B")], seed=3)
    while not session.state.last_attack:
        session.apply(session.choose_for(session.current_player()))
    loaded = Session.from_json(json.loads(json.dumps(session.to_json())))
    host = GameHost(app, loaded, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app, frames=2)
    board = host.board
    assert board.motion.last_attack is None and board.replay_button.visible
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=board.replay_button.rect.center, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=board.replay_button.rect.center, button=1)])
    replay = board.motion.replay
    assert replay is not None and replay.kind == "attack" and replay.speed == 0.25
    original = session.state.transient["attack"].trajectory
    assert replay.trajectory.frames == original.frames
    pump(app, frames=30)
    assert board.motion.replay is replay and 0 < replay.t < replay.duration


def test_a_press_inside_the_castle_takes_the_piece_there_not_on_top(app):
    """Issue 22 (hand model 3): pressed inside a storey-1 block and let go at once, the
    piece is taken beside it, at the cursor's height, not lifted through the castle to
    its top, and it does not end up on top."""
    app.settings.anim_speed = 0.0
    host = game_at(app, 3)
    session, board = host.session, host.board
    st = session.state
    kind = next(k for k in panels.items_for(st, 0) if k.count).kind
    choose(app, board, kind)
    top = max(f.top for f in st.facts(0))
    highest = max(f.storey for f in st.facts(0))
    low = min((f for f in st.facts(0) if f.storey == 1), key=lambda f: f.y)
    inside = at(board, low.x, low.y)
    pump(app, [motion(inside, False), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=inside, button=1)])
    held = board.hand.carrier.poses()[board.hand.carrier.piece_id]
    assert held[1] < top - 1.0  # taken low, where the hand is
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=inside, button=1)])
    action = session.state.decode_action(session.history[-1])
    assert isinstance(action, Carry) and len(action.path) == 1 and action.sway_model == 3
    placed = session.state.transient["place"]
    new = next(f for f in placed.facts if f.id == placed.piece_id)
    assert new.storey <= highest
