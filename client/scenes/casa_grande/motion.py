"""What moves on the board for a moment after an action: pawns walking the track, the
piece that falls onto the site, the tumbling die and the money counting up, each on the
house's tweens (`client/ui/motion.py`). The sounds of an action start here too.

It reads the positions the seat saw before and after the action (`screen.Table`, made
from the views the host hands the board) and, between actions, the seat's table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ludotheque.client.audio import sounds_of
from ludotheque.client.scenes.casa_grande.cues import LOG_SOUNDS, ROLL
from ludotheque.client.scenes.casa_grande.iso import SIZE
from ludotheque.client.scenes.casa_grande.paint import space_centre
from ludotheque.client.ui.motion import Timers, Tween, count_up, lerp_point
from ludotheque.rules.casa_grande.data import track_length

if TYPE_CHECKING:
    from ludotheque.client.scenes.casa_grande.screen import Table
    from ludotheque.client.scenes.casa_grande.seen import Seen


@dataclass(frozen=True)
class Walk:
    """A pawn walking the track, space by space."""

    path: tuple[int, ...]
    tween: Tween


@dataclass(frozen=True)
class Drop:
    """A piece falling onto the site: a block (`data`: its cell) or a platform (its id);
    the site is drawn as it was `before` until it lands."""

    kind: str
    data: int
    tween: Tween
    before: Table


@dataclass(frozen=True)
class Count:
    """Money counting up from `start` to `end`."""

    start: float
    end: float
    tween: Tween


class Motion:
    def __init__(self, host: Any, seen: Seen) -> None:
        self.host, self.seen = host, seen
        self.walks: dict[int, Walk] = {}  # player -> the walk under way
        self.drop: Drop | None = None
        self.die = Timers[str]()  # "spin": the die tumbling
        self.counts: dict[int, Count] = {}  # player -> money counting up
        self._money = tuple(s.money for s in seen.table.seats)
        self.age = 0.0  # seconds the board has been updated for (the guides' pulse)

    @property
    def die_spin(self) -> float:
        """Seconds the die still tumbles (0: at rest)."""
        tween = self.die.get("spin")
        return tween.remaining() if tween is not None else 0.0

    @property
    def shown_money(self) -> list[float]:
        """Each builder's money as shown now (counting up after a gain)."""
        out = []
        for p, m in enumerate(self._money):
            count = self.counts.get(p)
            out.append(float(m) if count is None else float(count_up(count.start, count.end, count.tween)))
        return out

    def on_events(self, events, before: Table, after: Table) -> None:
        duration = self.host.app.settings.anim_time
        sounds = self.host.app.sounds
        for p in range(after.num_players):
            if before.pawns[p] != after.pawns[p] and before.pawns[p] >= 0:  # no walk onto a start corner
                path = [before.pawns[p]]
                while path[-1] != after.pawns[p] and len(path) <= track_length():
                    path.append((path[-1] + 1) % track_length())
                self.walks[p] = Walk(tuple(path), Tween(duration(min(0.3, 0.12 + 0.03 * len(path)))))
        self.drop = None
        grown = [c for c in range(SIZE * SIZE) if len(after.site.columns[c]) == len(before.site.columns[c]) + 1]
        if len(after.site.platforms) == len(before.site.platforms) + 1:
            self.drop = Drop("platform", len(after.site.platforms) - 1, Tween(duration(0.28)), before)
        elif grown:
            self.drop = Drop("block", grown[0], Tween(duration(0.22)), before)
        if self.drop is not None and self.drop.tween.duration <= 0:
            self.drop = None
        self.walks = {p: w for p, w in self.walks.items() if w.tween.duration > 0}
        if any(e.key == ROLL for e in events):
            self.die.start("spin", duration(0.3))
        for sound in sounds_of(events, LOG_SOUNDS):
            sounds.play(sound)
        if not events:  # a position arranged or resumed: no counting up
            self.counts = {}
            self._money = tuple(s.money for s in after.seats)

    def update(self, dt: float) -> bool:
        """Advance by dt seconds; True when a falling piece just landed (the cached site
        must be redrawn)."""
        landed = False
        self.age += dt
        self.die.tick(dt)
        for p in list(self.walks):
            walk = self.walks[p]
            walk.tween.tick(dt)
            if walk.tween.done:
                del self.walks[p]
        if self.drop is not None:
            self.drop.tween.tick(dt)
            if self.drop.tween.done:
                self.drop = None
                landed = True
        self._count(dt)
        return landed

    def _count(self, dt: float) -> None:
        """Money shown follows the seat's table: a change starts a count-up (at once when
        the animations are off)."""
        money = tuple(s.money for s in self.seen.table.seats)
        shown = self.shown_money
        for count in self.counts.values():
            count.tween.tick(dt)
        if len(money) != len(self._money):
            self.counts, self._money = {}, money
            return
        for p, m in enumerate(money):
            if m != self._money[p]:
                time = self.host.app.settings.anim_time(0.6)
                if time > 0:
                    self.counts[p] = Count(shown[p], float(m), Tween(time))
                else:
                    self.counts.pop(p, None)
        self._money = money
        self.counts = {p: c for p, c in self.counts.items() if not c.tween.done}

    def pawn_position(self, p: int) -> tuple[float, float]:
        walk = self.walks.get(p)
        if walk is None:
            return space_centre(self.seen.table.pawns[p])
        path = walk.path
        f = walk.tween.fraction() * (len(path) - 1)
        i = min(int(f), len(path) - 2)
        return lerp_point(space_centre(path[i]), space_centre(path[i + 1]), f - i)
