"""What a review reports beyond its decisions: the curve, the turning points, the summary."""

from __future__ import annotations

from ludotheque.rules.review import Decision, Review


def decision(ply: int, before: float, after: float, mark: str = "good") -> Decision:
    return Decision(ply, 0, {"type": "X"}, {"type": "X"}, [before, 1 - before], [after, 1 - after],
                    round(before - after, 3), mark)


def test_turning_points_are_the_biggest_swings_of_the_smoothed_curve_in_game_order():
    chances = [0.5, 0.5, 0.5, 0.9, 0.9, 0.9, 0.2, 0.2, 0.2, 0.25, 0.25]
    review = Review("chateau-combo", 0, 2, 40, True,
                    [decision(2 * i, chances[i], chances[i + 1]) for i in range(len(chances) - 1)])
    curve = review.curve()
    assert len(curve) == len(review.decisions) + 1
    assert all(abs(sum(c) - 1.0) < 1e-6 for _, c in curve)
    turns = review.turning_points()
    assert 2 <= len(turns) <= 3
    plies = [t["ply"] for t in turns]
    assert plies == sorted(plies)
    assert any(2 <= p <= 6 and t["to"] > t["from"] for p, t in zip(plies, turns, strict=True))  # the rise to 0.9
    assert any(8 <= p <= 12 and t["to"] < t["from"] for p, t in zip(plies, turns, strict=True))  # the fall to 0.2
    assert all(abs(t["to"] - t["from"]) >= 0.05 for t in turns)


def test_the_summary_counts_marks_and_accuracy():
    review = Review("castle-risk", 0, 2, 10, False, [decision(0, 0.5, 0.5), decision(2, 0.6, 0.3, "blunder")])
    assert review.summary() == {"seat": 0, "decisions": 2, "accuracy": 70.0,
                                "marks": {"good": 1, "inaccuracy": 0, "mistake": 0, "blunder": 1}}
    assert Review.from_json(review.to_json()).to_json() == review.to_json()
