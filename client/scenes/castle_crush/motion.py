"""What moves on the board once a move is applied: the recorded motion replayed (a
block's landing, a blow), the points flying to the score track, the score counting up,
the camera gliding, and the slow-motion replay of the last blow (re-simulated from the
saved world when the game was loaded)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import ludotheque.client.scenes.castle_crush.painter as painter
import ludotheque.client.scenes.castle_crush.panels as panels
from ludotheque.client.scenes.castle_crush.layout import CAMERA_RATE
from ludotheque.client.scenes.castle_crush.replay import Replay, pieces_seen
from ludotheque.rules.castle_crush.replays import last_blow

if TYPE_CHECKING:
    from ludotheque.client.scenes.castle_crush.board import CastleBoard

SLOW_MOTION = 0.25
FLY_TIME = 0.8
# Seconds a blow's aftermath stays in view once everything rests (QA CC4: the AI's answer
# and the next round followed the player's blow too fast to see what fell).
ATTACK_HOLD = 1.2


def on_events(board: CastleBoard, events, before, after) -> None:
    if not events:  # undo: show the table as it is
        board.replay = None
        board.released = None
        board.shown = panels.score_now(after)
        return
    result = after.transient.get("attack")
    fast = board.app.settings.anim_speed
    if result is not None and before.phase == "attack":
        blow = after.last_attack
        target = int(blow["target"])
        seen = pieces_seen(before.worlds[target], result.world)
        board.last_attack = Replay(result.trajectory, target, seen, 1.0, "attack", tuple(blow["fallen"]),
                                   int(blow["points"]), int(blow["player"]), hold=ATTACK_HOLD)
        board.viewed = None
        board.before_blow = before
        start(board, board.last_attack, fast)
        return
    placed = after.transient.get("place")
    released, board.released = board.released, None
    if placed is not None and before.phase == "build":
        castle = before.current_player()
        replay = Replay(placed.trajectory, castle, pieces_seen(placed.world, before.worlds[castle]))
        if released is not None:
            # The player watched the carry live: go on from where the hand let go.
            replay.t = getattr(placed, "released_frame", 0) / placed.trajectory.rate
        start(board, replay, fast)
        return
    settle_scores(board, after)


def start(board: CastleBoard, replay: Replay, speed: float) -> None:
    if speed <= 0:
        replay.skip()
        board.before_blow = None
        finish(board, replay)
        return
    replay.speed = speed
    board.replay = replay


def slow_replay(board: CastleBoard) -> None:
    """The last blow again at a quarter speed; after loading a game, it is simulated
    again from the world the hammer fell on (the physics is deterministic)."""
    r = board.last_attack
    if r is None:
        r = board.last_attack = reloaded_blow(board)
    if r is not None:
        board.replay = Replay(r.trajectory, r.castle, r.pieces, SLOW_MOTION, "attack", r.fallen, r.points, None,
                              hold=ATTACK_HOLD)


def reloaded_blow(board: CastleBoard) -> Replay | None:
    st = board.state
    blow = st.last_attack
    result = last_blow(st) if blow else None
    if result is None:
        return None
    target = int(blow["target"])
    return Replay(result.trajectory, target, pieces_seen(blow["world"], result.world), 1.0, "attack",
                  tuple(blow["fallen"]), int(blow["points"]), None, hold=ATTACK_HOLD)


def can_replay(board: CastleBoard) -> bool:
    blow = board.state.last_attack
    return board.last_attack is not None or bool(blow and "world" in blow)


def finish(board: CastleBoard, replay: Replay) -> None:
    if replay.scored:
        return
    replay.scored = True
    if replay.kind == "attack" and replay.attacker is not None and replay.points and board.lay:
        begin = board.camera().to_screen(0.0, 1.5)
        end = panels.score_anchor(board.lay.scores, board.app.theme, replay.attacker)
        text = board.app.t("castle_crush.ui.points", points=replay.points)
        board.flyers.append([text, begin, end, 0.0, board.app.seat_colour(board.session, replay.attacker)])
        board.app.sounds.play("coin")
    settle_scores(board, board.state)


def settle_scores(board: CastleBoard, state) -> None:
    if board.app.settings.anim_speed <= 0:
        board.shown = panels.score_now(state)


def update(board: CastleBoard, dt: float) -> None:
    glide(board, dt)
    replay = board.replay
    if replay is not None:
        for strength in replay.update(dt)[:3]:
            clack(board, strength)
        if not replay.moving and replay.attacker is not None:
            finish(board, replay)  # the points fly while the aftermath stays in view
        if replay.done:
            board.replay = None
            board.before_blow = None
            if replay.attacker is not None:
                finish(board, replay)
    speed = board.app.settings.anim_speed
    for f in board.flyers:
        f[3] += dt * (speed or 100)
    board.flyers = [f for f in board.flyers if f[3] < FLY_TIME]
    target = panels.score_now(board.state)
    if len(board.shown) != len(target) or speed <= 0:
        board.shown = target
    elif not board.flyers and board.replay is None:
        # Count up in about a quarter of a second, whatever the gap.
        board.shown = [s + max(-abs(t - s), min(abs(t - s), (t - s) * min(1.0, dt * speed * 5)
                                                + math.copysign(dt * speed * 20, t - s)))
                       for s, t in zip(board.shown, target, strict=True)]


def clack(board: CastleBoard, strength: float) -> None:
    sounds = board.app.sounds
    if strength >= 4.0:
        sounds.play("hammer")
    elif strength >= 0.8:
        sounds.play("block", min(1.0, strength / 3))
    elif strength >= 0.15:
        sounds.play("block_soft", min(1.0, strength * 2))


def glide(board: CastleBoard, dt: float) -> None:
    if board.carrier is not None and board.bounds is not None:
        return  # the view holds still under a carried piece, or the cursor would drift
    want = painter.window(board)
    if board.bounds is None or board.app.settings.anim_speed <= 0:
        board.bounds = list(want)
        return
    k = min(1.0, dt * CAMERA_RATE * board.app.settings.anim_speed)
    board.bounds = [b + (w - b) * k for b, w in zip(board.bounds, want, strict=True)]
    if max(abs(b - w) for b, w in zip(board.bounds, want, strict=True)) < 0.01:
        board.bounds = list(want)  # arrived: the resting view can be cached again
