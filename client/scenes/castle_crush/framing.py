"""Keeping a blow's pieces in view: the camera's window widens to the ground the recorded
motion covers (a little ahead of the frame shown, so the view is already there when a
piece lands), up to a limit; pieces still beyond the view are counted at its edge."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ludotheque.rules.castle_crush.port import HAMMER_ID, Trajectory

Window = tuple[float, float, float, float]  # x0, x1, y0, y1 in units u

MARGIN = 1.4  # u around a body's centre: the largest piece's half-diagonal and a little room
LOOKAHEAD = 0.6  # s of recording the camera looks ahead
MAX_WIDTH = 42.0  # u: wider and a block would be a few pixels; mark the rest instead
MAX_HEIGHT = 22.0


def running_reach(trajectory: Trajectory) -> list[Window]:
    """For each frame, the extent of every piece's centre up to that frame (the hammer
    left out: it stays on its base)."""
    out: list[Window] = []
    x0 = y0 = float("inf")
    x1 = y1 = float("-inf")
    slots = [i for i, pid in enumerate(trajectory.ids) if pid != HAMMER_ID]
    for row in trajectory.frames:
        for i in slots:
            x = row[3 * i]
            if x is None:
                continue
            y = row[3 * i + 1]
            assert y is not None  # a piece on the table has both coordinates
            x0, x1, y0, y1 = min(x0, x), max(x1, x), min(y0, y), max(y1, y)
        out.append((x0, x1, y0, y1))
    return out


def widen(base: Window, reach: Window | None) -> Window:
    """`base` grown to hold `reach` (plus a margin), within MAX_WIDTH × MAX_HEIGHT; when
    the limit bites, each side gets its share of the room in proportion to its need."""
    if reach is None or reach[0] > reach[1]:
        return base
    bx0, bx1, by0, by1 = base
    left = max(0.0, bx0 - (reach[0] - MARGIN))
    right = max(0.0, reach[1] + MARGIN - bx1)
    room = max(0.0, MAX_WIDTH - (bx1 - bx0))
    if left + right > room:
        k = room / (left + right)
        left, right = left * k, right * k
    up = min(max(0.0, reach[3] + MARGIN - by1), max(0.0, MAX_HEIGHT - (by1 - by0)))
    return bx0 - left, bx1 + right, by0, by1 + up


def beyond(points: Iterable[tuple[float, float]], seen: Window) -> dict[str, list[float]]:
    """Pieces whose centre is outside the visible window, by edge ("left", "right", "top"):
    the coordinate along that edge of each."""
    x0, x1, _, y1 = seen
    out: dict[str, list[float]] = {"left": [], "right": [], "top": []}
    for x, y in points:
        if x < x0:
            out["left"].append(min(y, y1))
        elif x > x1:
            out["right"].append(min(y, y1))
        elif y > y1:
            out["top"].append(x)
    return {side: found for side, found in out.items() if found}


def middle(values: Sequence[float]) -> float:
    ordered = sorted(values)
    return ordered[len(ordered) // 2]
