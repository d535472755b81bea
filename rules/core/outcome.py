"""How a game ended, the same way for every game: who won, in what order, with what
scores, and why it ended (a translation key and its parameters, such as
"castle_risk.end.castles"). Everything in it is public: the results screen, the
statistics, `autoplay` and the save's summary read it and nothing else."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any


def winners_first(scores: Sequence[float], winners: Iterable[int]) -> list[int]:
    """Seats from first to last: the winners (after the game's tie-breaks), then by score,
    then by seat."""
    win = set(winners)
    return sorted(range(len(scores)), key=lambda i: (i not in win, -scores[i], i))


@dataclass(frozen=True)
class Outcome:
    winners: tuple[int, ...]
    ranking: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str = "core.end.scores"
    params: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self) -> None:
        seats = set(range(len(self.scores)))
        if not self.winners or not set(self.winners) <= seats or sorted(self.ranking) != sorted(seats):
            raise ValueError(f"an outcome names seats the game has not: {self!r}")
        if set(self.ranking[:len(self.winners)]) != set(self.winners):
            raise ValueError(f"an outcome ranks a winner after a loser: {self!r}")

    @property
    def shared(self) -> bool:
        """Several seats won (a true tie after the game's tie-breaks)."""
        return len(self.winners) > 1

    def place(self, seat: int) -> int:
        """1 for a winner, then 2, 3... in ranking order (winners share first place)."""
        if seat in self.winners:
            return 1
        return len(self.winners) + 1 + [s for s in self.ranking if s not in self.winners].index(seat)

    def to_json(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "ranking": list(self.ranking), "scores": list(self.scores),
                "reason": self.reason, "params": dict(self.params)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Outcome:
        return cls(tuple(int(s) for s in data["winners"]), tuple(int(s) for s in data["ranking"]),
                   tuple(float(v) for v in data["scores"]), str(data.get("reason", "core.end.scores")),
                   dict(data.get("params", {})))
