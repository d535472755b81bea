"""Numbers that count towards the truth (gold, keys, score) and the messenger token that
glides to its row: what is on screen lags the rules for a quarter of a second, each on a
tween of the house's motion module (`count_up`)."""

from __future__ import annotations

from collections.abc import Callable

from ludotheque.client.ui.motion import Tween, count_up, lerp

WHATS = ("gold", "keys", "score")


class Counters:
    def __init__(self) -> None:
        # (seat, what) -> (from, to, tween): the figure counting towards `to`.
        self.counts: dict[tuple[int, str], tuple[int, int, Tween]] = {}
        self._glide: tuple[float, float, Tween] | None = None  # the messenger: from, to
        self.messenger_y: float | None = None

    def shown(self, seat: int, what: str, truth: int) -> int:
        count = self.counts.get((seat, what))
        if count is None:
            return truth
        start, end, tween = count
        return end if tween.done else count_up(start, end, tween)

    def step(self, dt: float, seats: int, truth: Callable[[int, str], int], duration: float) -> None:
        """Age the counts, and start one where the truth moved (`duration`: 0, at once)."""
        for seat in range(seats):
            for what in WHATS:
                target = truth(seat, what)
                count = self.counts.get((seat, what))
                if count is not None:
                    count[2].tick(dt)
                if count is None:  # first seen: shown as it is
                    self.counts[(seat, what)] = (target, target, Tween(0.0))
                elif count[1] != target:
                    self.counts[(seat, what)] = (self.shown(seat, what, target), target, Tween(duration))

    def counting(self, truth: Callable[[int, str], int]) -> bool:
        return any(not tween.done or end != truth(s, w) for (s, w), (_, end, tween) in self.counts.items())

    def glide(self, dt: float, target: float | None, duration: float) -> None:
        """The messenger token towards `target` (at once when `duration` is 0)."""
        if target is None:
            return
        glide = self._glide
        if glide is not None:
            glide[2].tick(dt)
        if self.messenger_y is None or duration <= 0:
            self._glide, self.messenger_y = None, target
            return
        if glide is None or glide[1] != target:
            glide = self._glide = (self.messenger_y, target, Tween(duration))
        start, end, tween = glide
        self.messenger_y = end if tween.done else lerp(start, end, tween.eased())
