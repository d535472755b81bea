"""What moves on the board once a move is applied: the recorded motion replayed (a
block's landing, a blow), the points flying to the score track, the score counting up,
the camera gliding (`CameraRig`), and the slow-motion replay of the last blow
(re-simulated from the saved world when the game was loaded). The points in flight and
the count-up are the house's motion (client/ui/motion.py: a `Timeline` of `Flyer`s,
`count_up` on a `Tween`); a replay's clock is the recording's own (replay.py).

`Motion` and `CameraRig` own what they animate and never see the board: the board hands
them the states, the settings' speed and, for points that fly, a function that knows
where they fly from and to."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame
from ludotheque.client.scenes.castle_crush.art import Camera
from ludotheque.client.scenes.castle_crush.layout import CAMERA_RATE
from ludotheque.client.scenes.castle_crush.panels import score_now
from ludotheque.client.scenes.castle_crush.replay import Replay, pieces_seen
from ludotheque.client.ui.motion import Timeline, Tween, count_up
from ludotheque.rules.castle_crush.phases import Blow, Phase, Recorded
from ludotheque.rules.castle_crush.replays import last_blow

SLOW_MOTION = 0.25
FLY_TIME = 0.8
COUNT_TIME = 0.25  # s: the score panel counts up to a new score in about a quarter second
# Seconds a blow's aftermath stays in view once everything rests (QA CC4: the AI's answer
# and the next round followed the player's blow too fast to see what fell; issue 31: 1.2 s
# was still too short to read the castle and the points before the next hammer fell).
ATTACK_HOLD = 2.0
ATTACK, BUILD = Phase.ATTACK, Phase.BUILD  # a blow's replay is of kind "attack"


@dataclass(frozen=True)
class Flyer:
    """A blow's points flying from the castle (`begin`, on screen) to the attacker's score."""

    text: str
    begin: tuple[float, float]
    end: tuple[float, float]
    colour: Any


@dataclass(frozen=True)
class Count:
    """The score panel counting from `start` to `end` (one figure a seat)."""

    start: tuple[float, ...]
    end: tuple[float, ...]
    tween: Tween

    def now(self) -> list[float]:
        if self.tween.done:
            return list(self.end)
        return [float(count_up(a, b, self.tween)) for a, b in zip(self.start, self.end, strict=True)]


class Motion:
    """The replay on screen, the last blow kept for "Ralenti", points in flight and the
    scores as the panel shows them (counting up)."""

    def __init__(self, state: Any, speed: Callable[[], float], fly: Callable[[Replay], Flyer | None],
                 clack: Callable[[float], None]) -> None:
        self.speed = speed  # the settings' animation speed, read when needed
        self.fly = fly  # the flyer for a blow's points, or None
        self.clack = clack
        self.replay: Replay | None = None
        # The table before the blow being replayed: its caption, thumbnails and journal
        # lines wait until the pieces have settled.
        self.before_blow: Any = None
        self.last_attack: Replay | None = None
        self.flyers: Timeline[Flyer] = Timeline()  # aged at the settings' speed
        self.shown = score_now(state)
        self._count: Count | None = None  # the panel counting up to the scores
        self._landing: tuple[Replay, float] | None = None  # a carry's replay and where the hand let go

    def busy(self) -> bool:
        return self.replay is not None or bool(self.flyers)

    def blow_by(self) -> int | None:
        """The seat whose blow is playing out (its aftermath still in view), or None."""
        r = self.replay
        if r is not None and r.kind == ATTACK and r.attacker is not None and not r.done:
            return r.attacker
        return None

    def on_events(self, events, before, after) -> bool:
        """A move was applied (no events: an undo). True when a blow's replay starts (the
        view turns to its castle)."""
        self._landing = None
        if not events:  # undo: show the table as it is
            self.replay = None
            self._show(score_now(after))
            return False
        recorded = Recorded.of(after)
        result = recorded.attack
        if result is not None and before.phase == ATTACK:
            blow = Blow.of(after.last_attack)
            assert blow is not None, "a blow's result comes with its record"
            seen = pieces_seen(before.worlds[blow.target], result.world)
            self.last_attack = Replay(result.trajectory, blow.target, seen, 1.0, ATTACK, blow.fallen,
                                      blow.points, blow.player, hold=ATTACK_HOLD)
            self.before_blow = before
            self.start(self.last_attack, after)
            return True
        placed = recorded.place
        if placed is not None and before.phase == BUILD:
            castle = before.current_player()
            replay = Replay(placed.trajectory, castle, pieces_seen(placed.world, before.worlds[castle]))
            self._landing = (replay, getattr(placed, "released_frame", 0) / placed.trajectory.rate)
            self.start(replay, after)
            return False
        self.settle_scores(after)
        return False

    def watched_live(self) -> None:
        """The player watched the carry live: its landing goes on from where the hand let go."""
        if self._landing is not None:
            replay, t = self._landing
            replay.t = t
            self._landing = None

    def start(self, replay: Replay, state: Any) -> None:
        speed = self.speed()
        if speed <= 0:
            replay.skip()
            self.before_blow = None
            self.finish(replay, state)
            return
        replay.speed = speed
        self.replay = replay

    def show(self, replay: Replay | None) -> None:
        """A replay put on screen as it is (a `shot` pose, a test)."""
        self.replay = replay

    def slow_replay(self, state: Any) -> None:
        """The last blow again at a quarter speed; after loading a game, it is simulated
        again from the world the hammer fell on (the physics is deterministic)."""
        r = self.last_attack
        if r is None:
            r = self.last_attack = reloaded_blow(state)
        if r is not None:
            self.replay = Replay(r.trajectory, r.castle, r.pieces, SLOW_MOTION, ATTACK, r.fallen, r.points, None,
                                 hold=ATTACK_HOLD)

    def can_replay(self, state: Any) -> bool:
        blow = Blow.of(state.last_attack)
        return self.last_attack is not None or (blow is not None and blow.world is not None)

    def finish(self, replay: Replay, state: Any) -> None:
        if replay.scored:
            return
        replay.scored = True
        if replay.kind == ATTACK and replay.attacker is not None and replay.points:
            flyer = self.fly(replay)
            if flyer is not None:
                self.flyers.add(flyer, FLY_TIME)
        self.settle_scores(state)

    def settle_scores(self, state: Any) -> None:
        if self.speed() <= 0:
            self._show(score_now(state))

    def _show(self, scores: list[float]) -> None:
        """The panel shows `scores` at once."""
        self.shown = scores
        self._count = None

    def update(self, dt: float, state: Any) -> None:
        replay = self.replay
        if replay is not None:
            for strength in replay.update(dt)[:3]:
                self.clack(strength)
            if not replay.moving and replay.attacker is not None:
                self.finish(replay, state)  # the points fly while the aftermath stays in view
            if replay.done:
                self.replay = None
                self.before_blow = None
                if replay.attacker is not None:
                    self.finish(replay, state)
        speed = self.speed()
        self.flyers.tick(dt * (speed or 100))
        target = score_now(state)
        if len(self.shown) != len(target) or speed <= 0:
            self._show(target)
        elif not self.flyers and self.replay is None:
            self._count_to(target, dt * speed)

    def _count_to(self, target: list[float], dt: float) -> None:
        """Count up to `target` in about a quarter of a second, whatever the gap."""
        count = self._count
        if count is None or list(count.end) != target:
            if self.shown == target:
                return
            count = self._count = Count(tuple(self.shown), tuple(target), Tween(COUNT_TIME))
        count.tween.tick(dt)
        self.shown = count.now()
        if count.tween.done:
            self._count = None


def reloaded_blow(state: Any) -> Replay | None:
    blow = Blow.of(state.last_attack)
    if blow is None:
        return None
    result = last_blow(state)
    if result is None:
        return None
    assert blow.world is not None, "last_blow found the world it fell on"
    return Replay(result.trajectory, blow.target, pieces_seen(blow.world, result.world), 1.0, ATTACK,
                  blow.fallen, blow.points, None, hold=ATTACK_HOLD)


class CameraRig:
    """The world window the castle view shows, gliding towards where it should be."""

    def __init__(self) -> None:
        self.bounds: list[float] | None = None

    def camera(self, screen: pygame.Rect, want: Callable[[], tuple[float, ...]]) -> Camera:
        if self.bounds is None:  # asked before the first frame (a guide's rect, a click)
            self.bounds = list(want())
        return Camera(screen, *self.bounds)

    def reset(self) -> None:
        self.bounds = None

    def glide(self, window: Callable[[], tuple[float, ...]], dt: float, speed: float, hold: bool) -> None:
        if hold and self.bounds is not None:
            return  # the view holds still under a carried piece, or the cursor would drift
        want = window()
        if self.bounds is None or speed <= 0:
            self.bounds = list(want)
            return
        k = min(1.0, dt * CAMERA_RATE * speed)
        self.bounds = [b + (w - b) * k for b, w in zip(self.bounds, want, strict=True)]
        if max(abs(b - w) for b, w in zip(self.bounds, want, strict=True)) < 0.01:
            self.bounds = list(want)  # arrived: the resting view can be cached again
