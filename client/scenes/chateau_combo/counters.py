"""Numbers that count towards the truth (gold, keys, score) and the messenger token that
glides to its row: what is on screen lags the rules for a quarter of a second."""

from __future__ import annotations

from collections.abc import Callable

WHATS = ("gold", "keys", "score")


class Counters:
    def __init__(self) -> None:
        self.values: dict[tuple[int, str], float] = {}
        self.messenger_y: float | None = None

    def shown(self, seat: int, what: str, truth: int) -> int:
        value = self.values.get((seat, what))
        return truth if value is None else round(value)

    def step(self, dt: float, seats: int, truth: Callable[[int, str], int], speed: float) -> None:
        for seat in range(seats):
            for what in WHATS:
                target = truth(seat, what)
                now = self.values.get((seat, what), target)
                if speed <= 0 or abs(target - now) < 0.5:
                    self.values[(seat, what)] = target
                else:  # about a quarter of a second whatever the jump
                    step = max(abs(target - now), 4) * dt * 4 * speed
                    self.values[(seat, what)] = now + max(-step, min(step, target - now))

    def counting(self, truth: Callable[[int, str], int]) -> bool:
        return any(abs(v - truth(s, w)) >= 0.5 for (s, w), v in self.values.items())

    def glide(self, dt: float, target: float | None, speed: float) -> None:
        """The messenger token towards `target` (instantly when animations are off)."""
        if target is None:
            return
        if self.messenger_y is None or speed <= 0:
            self.messenger_y = target
            return
        step = max(abs(target - self.messenger_y), 40.0) * dt * 5 * speed
        self.messenger_y += max(-step, min(step, target - self.messenger_y))
