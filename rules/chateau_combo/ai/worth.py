"""What a seat's board is worth in points while cards remain to buy: the AI's evaluations.

Two ways to value a board (gold, keys, tableau), both hashable so values can be remembered:
- `Weights` (easy and normal): points on the grid today, plus hand-set prices for gold,
  keys, discounts, and a charge for face-down slots;
- `Fitted` (hard): the same facts, plus the growth cards may still get (foresight.py),
  weighed by coefficients fitted to how games really end (see `FIT`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.rules.chateau_combo.ai.foresight import growth
from ludotheque.rules.chateau_combo.data import CARDS
from ludotheque.rules.chateau_combo.scoring import measure
from ludotheque.rules.chateau_combo.tableau import FULL, Cell, PlayerBoard, Tableau

AVERAGE_COST = 3.5  # gold a card is expected to cost


def card_estimate(tab: Tableau, cell: Cell, keys: int, open_condition: float = 0.8) -> float:
    """The points a face-up card is expected to bring, reading an unfinished grid fairly.

    `open_condition`: the share a "no crest of a kind" condition keeps while a later card
    may still spoil it."""
    slot = tab.slots[cell]
    card = CARDS[slot.card]
    if slot.face_down or not card.score:
        return 0.0
    cond = card.score["condition"]
    points = card.score["points"]
    kind = cond["kind"]
    if kind == "if_position":
        rows, cols = tab.possible_final_cells(cell)
        hits = sum([r, c] in cond["cells"] for r in rows for c in cols)
        return points * hits / (len(rows) * len(cols))
    got = points * measure(cond, tab, cell, keys)
    if kind == "if_no_crest" and len(tab) < FULL:
        return got * open_condition
    return float(got)


def final_value(board: PlayerBoard, points: float) -> float:
    """A full tableau: its points, its keys, and leftover gold on purses at 2 points each
    (the Banker adds one more)."""
    return points + board.keys + 2 * min(board.gold, board.tableau.total_purse_room())


@dataclass(frozen=True)
class Weights:
    """Hand-set worth of resources in points while cards remain to buy."""

    gold: float = 0.75  # a coin that will pay for a card
    spare_gold: float = 1.5  # a coin beyond that, with room on a purse for it
    key_option: float = 0.35  # a key's use (move or refresh), on top of its point
    discount: float = 0.6  # one gold off, per card still to buy, halved (one location)
    open_condition: float = 0.8  # "no crest of a kind" may still be spoiled by a later card
    blank: float = 0.0  # points a face-down slot forgoes, at the start (fades as the grid fills)

    def board_value(self, board: PlayerBoard) -> float:
        tab = board.tableau
        remaining = FULL - len(tab)
        points = sum(card_estimate(tab, cell, board.keys, self.open_condition) for cell in tab.slots)
        if remaining == 0:
            return final_value(board, points)
        points += board.keys
        if self.blank:
            blanks = sum(s.face_down for s in tab.slots.values())
            points -= self.blank * blanks * remaining / FULL
        spend = min(board.gold, remaining * AVERAGE_COST)
        spare = min(board.gold - spend, tab.total_purse_room())
        discounts = tab.discount("castle") + tab.discount("village")
        return (
            points
            + self.gold * spend
            + self.spare_gold * spare
            + self.key_option * min(board.keys, remaining)
            + self.discount * discounts * remaining / 2
        )


# Least-squares weights (ridge 3) of a seat's final score against these facts of its
# board at the end of every turn, one row per number of cards still to place (1-8), from
# 300 two-player games of the normal and the former hard AI (seeds 1000-1299, 10,500
# boards). Read across: points on the grid now, expected growth (foresight), keys, gold
# it will spend (up to 3.5 a card), spare gold with purse room, discounts x cards still
# to buy, face-down cards, gold that fits on its purses, gold already stored. On held-out
# games they explain much more of the final score than the hand-set weights (R2 0.27
# against 0.16 with five cards to place, 0.18 against 0.11 with six).
FIT: dict[int, tuple[float, ...]] = {
    1: (0.97, 1.00, 1.20, 2.86, 1.00, 0.51, -0.46, 1.02, 0.13),
    2: (1.00, 0.93, 1.43, 1.59, 0.99, 0.58, -1.25, 1.20, 0.29),
    3: (0.95, 0.87, 1.53, 1.18, 1.08, 0.56, -1.81, 1.16, 0.36),
    4: (0.97, 0.80, 1.52, 0.96, 0.57, 0.50, -2.11, 1.63, 0.19),
    5: (0.93, 0.85, 1.87, 0.94, 0.60, 0.52, -2.84, 1.60, 0.34),
    6: (0.79, 0.80, 2.03, 0.88, 0.88, 0.52, -3.60, 1.77, -0.12),
    7: (0.71, 0.74, 2.30, 0.86, 0.00, 0.57, -3.26, 1.85, 0.11),
    8: (0.81, 0.82, 2.77, 1.12, 0.00, 0.69, -5.77, 2.60, 0.04),
}


def board_facts(board: PlayerBoard) -> tuple[float, ...]:
    """The facts `FIT` weighs, in its order (cards still to place must be 1-8)."""
    tab = board.tableau
    remaining = FULL - len(tab)
    points = sum(card_estimate(tab, cell, board.keys) for cell in tab.slots)
    room = tab.total_purse_room()
    spend = min(board.gold, remaining * AVERAGE_COST)
    return (
        points,
        growth(tab, board.keys),
        board.keys,
        spend,
        min(board.gold - spend, room),
        (tab.discount("castle") + tab.discount("village")) * remaining,
        sum(s.face_down for s in tab.slots.values()),
        min(board.gold, room),
        tab.stored_gold(),
    )


@dataclass(frozen=True)
class Fitted:
    """The fitted worth of a board (`FIT`): the expected final score, up to a constant
    that is the same for every board with as many cards."""

    def board_value(self, board: PlayerBoard) -> float:
        remaining = FULL - len(board.tableau)
        if remaining == 0:
            points = sum(card_estimate(board.tableau, cell, board.keys) for cell in board.tableau.slots)
            return final_value(board, points)
        weights = FIT[min(8, remaining)]
        return sum(w * f for w, f in zip(weights, board_facts(board), strict=True))
