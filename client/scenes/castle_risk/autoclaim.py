"""The "claim the rest for me" shortcut of the setup: which seats let the AI claim their
remaining territories (a convenience of the screen: each claim is still one legal action
of that seat). An undo, or the end of the claims, takes the shortcut back."""

from __future__ import annotations


class AutoClaim:
    def __init__(self, ply: int) -> None:
        self.seats: set[int] = set()
        self._seen_ply = ply

    def watch(self, ply: int, claiming: bool) -> None:
        if ply < self._seen_ply or not claiming:
            self.seats.clear()  # an undo takes the shortcut back too
        self._seen_ply = ply

    def wants(self, seat: int | None) -> bool:
        return seat in self.seats

    def start(self, seat: int) -> None:
        self.seats.add(seat)

    def stop(self, seat: int | None) -> None:
        self.seats.discard(seat)
