"""Marks and accuracy: how a drop in winning chance is judged.

The drop of a decision is the reviewed seat's estimated chance to win after the analyst's
best move minus its chance after the move played, both estimated from that seat's view
before the move on the same play-outs, counted play-out by play-out and less the standard
error of that mean (`analyst._significant_drop`), never below 0 (0 when the move played is
the best or better).

| mark        | drop in winning chance |
|-------------|------------------------|
| good        | below 5 points         |
| inaccuracy  | 5 to 10 points         |
| mistake     | 10 to 20 points        |
| blunder     | 20 points or more      |

Accuracy (0-100) is the mean over the seat's decisions of 100 × (1 − min(1, drop / 0.5)):
a best move scores 100, a move that threw half the game away (or more) scores 0.
"""

from __future__ import annotations

MARKS = ("good", "inaccuracy", "mistake", "blunder")
# Lower bound of each mark's drop (in winning chance, 0-1), from the worst down.
THRESHOLDS = (("blunder", 0.20), ("mistake", 0.10), ("inaccuracy", 0.05))
ACCURACY_SPAN = 0.5  # a drop of this much (or more) scores 0


def mark(drop: float) -> str:
    """The mark of a decision whose best move would have kept `drop` more winning chance."""
    for name, bound in THRESHOLDS:
        if drop >= bound:
            return name
    return "good"


def decision_accuracy(drop: float) -> float:
    return 100.0 * (1.0 - min(1.0, max(0.0, drop) / ACCURACY_SPAN))


def accuracy(drops: list[float]) -> float:
    """Mean accuracy of a seat's decisions (100 when it had none to make)."""
    if not drops:
        return 100.0
    return round(sum(decision_accuracy(d) for d in drops) / len(drops), 1)


def count_marks(marks: list[str]) -> dict[str, int]:
    return {m: marks.count(m) for m in MARKS}
