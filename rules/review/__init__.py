"""The game review: the analyst that judges each decision of a seat from its own view."""

from ludotheque.rules.review.analyst import (
    Analyst,
    Cancelled,
    Decision,
    Review,
    positions,
    review,
    review_positions,
)
from ludotheque.rules.review.marks import MARKS, THRESHOLDS, accuracy, mark
from ludotheque.rules.review.settings import Settings, settings_for

__all__ = ["MARKS", "THRESHOLDS", "Analyst", "Cancelled", "Decision", "Review", "Settings", "accuracy", "mark",
           "positions", "review", "review_positions", "settings_for"]
