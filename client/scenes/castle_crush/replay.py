"""Replaying what the physics recorded: poses of every body frame by frame, and the
impacts that make the clacks and the hammer's thud. The replay's clock is a house
`Tween` (client/ui/motion.py) lasting the recording and the aftermath held after it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ludotheque.client.scenes.castle_crush.framing import Window, running_reach
from ludotheque.client.ui.motion import Tween
from ludotheque.rules.castle_crush.port import HAMMER_ID, Trajectory

Pose = tuple[float, float, float]


@dataclass
class Replay:
    """One recorded motion on one castle, played at `speed` x real time."""

    trajectory: Trajectory
    castle: int
    pieces: dict[int, dict[str, Any]]  # id -> {"kind", "mirrored", "owner"} of every body seen
    speed: float = 1.0
    kind: str = "place"  # "place" or "attack"
    fallen: tuple[int, ...] = ()
    points: int = 0
    attacker: int | None = None
    hold: float = 0.0  # replay seconds the last frame stays in view (the aftermath)
    scored: bool = False  # the points have flown to the score track
    clock: Tween = field(init=False, repr=False)  # replay seconds: the recording, then the hold
    _next_impact: int = field(default=0, repr=False)
    _reach: list[Window] | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self.clock = Tween(self.duration + self.hold)

    @property
    def t(self) -> float:
        """Replay seconds since the start."""
        return self.clock.age

    @t.setter
    def t(self, t: float) -> None:
        self.clock.age = t

    @property
    def frames(self) -> int:
        return len(self.trajectory.frames)

    @property
    def duration(self) -> float:
        return self.frames / max(1e-6, self.trajectory.rate)

    @property
    def moving(self) -> bool:
        return self.t < self.duration

    @property
    def done(self) -> bool:
        return self.clock.done

    def frame_index(self) -> int:
        return max(0, min(self.frames - 1, int(self.t * self.trajectory.rate)))

    def update(self, dt: float) -> list[float]:
        """Advance; return the strengths of the impacts passed (for sounds)."""
        self.clock.tick(dt * self.speed)
        now = self.frame_index() if self.moving else self.frames
        hits = []
        impacts = self.trajectory.impacts
        while self._next_impact < len(impacts) and impacts[self._next_impact][0] <= now:
            hits.append(float(impacts[self._next_impact][1]))
            self._next_impact += 1
        return hits

    def skip(self) -> None:
        self.t = self.clock.duration
        self._next_impact = len(self.trajectory.impacts)

    def poses(self) -> dict[int, Pose]:
        """Every body present at the current frame, by id (HAMMER_ID for the hammer).
        The hammer leaves the recording once it has struck: it stays drawn where it
        last lay until the view moves on."""
        if not self.frames:
            return {}
        row = self.trajectory.frames[self.frame_index()]
        out = {}
        for i, pid in enumerate(self.trajectory.ids):
            x, y, a = row[3 * i: 3 * i + 3]
            if x is not None:
                out[pid] = (x, y, a)
        if HAMMER_ID not in out and HAMMER_ID in self.trajectory.ids:
            rest = self._hammer_rest()
            if rest is not None:
                out[HAMMER_ID] = rest
        return out

    def _hammer_rest(self) -> Pose | None:
        """The hammer's last recorded pose up to the current frame (None: not yet seen)."""
        i = self.trajectory.ids.index(HAMMER_ID)
        for row in reversed(self.trajectory.frames[:self.frame_index() + 1]):
            x, y, a = row[3 * i: 3 * i + 3]
            if x is not None:
                return (x, y, a)
        return None

    def reach(self, ahead: float) -> Window | None:
        """Where the pieces have been up to `ahead` seconds of recording past now."""
        if not self.frames:
            return None
        if self._reach is None:
            self._reach = running_reach(self.trajectory)
        frame = min(self.frames - 1, int((self.t + ahead) * self.trajectory.rate))
        return self._reach[max(0, frame)]

    def hammer_pose(self) -> Pose | None:
        return self.poses().get(HAMMER_ID)


def pieces_seen(*worlds: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """Kinds of every piece in some worlds (a replay shows pieces later removed)."""
    out: dict[int, dict[str, Any]] = {}
    for world in worlds:
        for pc in world.get("pieces", []):
            out.setdefault(pc["id"], {"kind": pc["kind"], "mirrored": bool(pc.get("mirrored")),
                                      "owner": pc.get("owner", 0)})
    return out
