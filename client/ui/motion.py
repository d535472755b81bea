"""Motion shared by every screen: a tween (a delay, then a duration, eased), a count-up
from one figure to another, and a timeline of things that move, each on its own tween.

Time comes in as `tick(dt)` from a scene's `update`; nothing here reads a clock, so a
test steps time exactly. A duration of zero (the animation speed at zero) is done at once.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")
Point = tuple[float, float]


def ease_out(t: float) -> float:
    """Fast, then settling (cubic): the house's one easing for things that slide."""
    return 1 - (1 - t) ** 3


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: Point, b: Point, t: float) -> Point:
    return (lerp(a[0], b[0], t), lerp(a[1], b[1], t))


@dataclass
class Tween:
    """`delay` seconds of waiting, then `duration` seconds of motion; `age` counts both."""

    duration: float
    delay: float = 0.0
    age: float = 0.0

    def tick(self, dt: float) -> None:
        self.age += dt

    @property
    def started(self) -> bool:
        return self.age >= self.delay

    @property
    def done(self) -> bool:
        return self.age >= self.delay + self.duration

    @property
    def running(self) -> bool:
        return not self.done

    def remaining(self) -> float:
        """Seconds until it is done."""
        return max(0.0, self.delay + self.duration - self.age)

    def fraction(self) -> float:
        """How far the motion has gone, 0 to 1, linear (0 while the delay runs)."""
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.age - self.delay) / self.duration))

    def left(self) -> float:
        """What is left of the motion, 1 to 0: a fade, a shake dying down."""
        return 1.0 - self.fraction()

    def eased(self) -> float:
        return ease_out(self.fraction())


def count_up(start: float, end: float, tween: Tween) -> int:
    """The figure to show while a count goes from `start` to `end`."""
    return round(lerp(start, end, tween.eased()))


class Timeline(Generic[T]):
    """Things in motion, each with its own tween; `tick` ages them and drops the ones done
    (`keep` at most: the oldest go first when more pile up)."""

    def __init__(self, keep: int | None = None) -> None:
        self._items: list[tuple[T, Tween]] = []
        self.keep = keep

    def add(self, item: T, duration: float, delay: float = 0.0) -> Tween | None:
        """Start `item` moving; nothing starts when the duration is zero (instant)."""
        if duration <= 0:
            return None
        tween = Tween(duration, delay)
        self._items.append((item, tween))
        if self.keep is not None:
            self._items = self._items[-self.keep:]
        return tween

    def tick(self, dt: float) -> None:
        for _, tween in self._items:
            tween.tick(dt)
        self._items = [(item, tween) for item, tween in self._items if not tween.done]

    def clear(self) -> None:
        self._items = []

    def settles_in(self) -> float:
        """Seconds until everything now moving is done."""
        return max((tween.remaining() for _, tween in self._items), default=0.0)

    def __iter__(self) -> Iterator[tuple[T, Tween]]:
        return iter(list(self._items))

    def __eq__(self, other: object) -> bool:
        """A timeline equals another holding the same, or the list of the items it holds
        (`toasts == []`: nothing showing)."""
        if isinstance(other, Timeline):
            return self._items == other._items
        if isinstance(other, list):
            return [item for item, _ in self._items] == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __getitem__(self, index: int) -> tuple[T, Tween]:
        return self._items[index]

    def __len__(self) -> int:
        return len(self._items)

    def __bool__(self) -> bool:
        return bool(self._items)


class Timers(Generic[T]):
    """One tween per key (a row shaking, a territory flashing): starting a key again
    restarts it; `tick` drops the ones done."""

    def __init__(self) -> None:
        self._tweens: dict[T, Tween] = {}

    def start(self, key: T, duration: float) -> None:
        if duration > 0:
            self._tweens[key] = Tween(duration)

    def get(self, key: T) -> Tween | None:
        return self._tweens.get(key)

    def tick(self, dt: float) -> None:
        for tween in self._tweens.values():
            tween.tick(dt)
        self._tweens = {k: t for k, t in self._tweens.items() if not t.done}

    def clear(self) -> None:
        self._tweens = {}

    def items(self) -> Iterator[tuple[T, Tween]]:
        return iter(list(self._tweens.items()))

    def __contains__(self, key: object) -> bool:
        return key in self._tweens

    def __bool__(self) -> bool:
        return bool(self._tweens)
