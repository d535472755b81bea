"""How good a position is for one seat, as the AI sees it.

The score is the points difference plus what the next turns promise: the biggest word
the seat could crack next with the letters it holds, minus the biggest word each
following player could crack (weighted by the odds that they hold the letter: unseen
cards of their colour, JOKERs included), plus small terms for cards of the seat's colour
on the table (the ending bonus) and minus cards left in hand.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ludotheque.rules.crack_word.cards import JOKER, TableCard, has_majority, row_text, unseen_faces
from ludotheque.rules.crack_word.dictionary import ALPHABET, MIN_LENGTH, load_dictionary
from ludotheque.rules.crack_word.frequency import liveliness

WIN = 1000.0


@dataclass(frozen=True)
class Weights:
    """How much each promise of the position counts, in cards (points)."""

    next_threat: float = 0.9  # the next player's best crack, times his odds of holding it
    later_threat: float = 0.35  # the same for the players after him
    own_chance: float = 0.5  # my best crack next turn with the cards I hold
    on_table: float = 0.05  # each card of my colour on the table (the ending bonus)
    in_hand: float = 0.1  # each card still in my hand
    alive: float = 0.0  # each row that common words keep alive (frequency.liveliness)


# Normal plays like a sensible person (issue 31): letters that keep rows on common words,
# not ones that only rare words continue (SOE → soeur, DUD → dudgeonner).
NORMAL = Weights(alive=1.5)
# Self-play, 100 games each against NORMAL: own_chance 0.9 won 33 %, 0.2 won 57 %, 0.0 won
# 59 %; on_table 0 won 49 %. Counting on one's own next crack invites the others to take
# or bin the row first, so the hard level ignores it.
HARD = Weights(own_chance=0.0, on_table=0.1)


@lru_cache(maxsize=200_000)
def crack_letters(language: str, either_end: bool, text: str) -> tuple[tuple[str, bool], ...]:
    """Every (letter, at_left) that turns the row `text` into a word of 3+ letters."""
    if len(text) + 1 < MIN_LENGTH:
        return ()
    d = load_dictionary(language)
    out = [(c, False) for c in d.next_letters(text) if d.is_word(text + c)]
    if either_end:
        out += [(c, True) for c in ALPHABET if d.is_word(c + text)]
    return tuple(out)


@dataclass
class LetterOdds:
    """For each seat, the chance that its hidden hand holds each face."""

    odds: list[dict[str, float]]

    @classmethod
    def from_view(cls, view: dict[str, Any], language: str) -> LetterOdds:
        out = []
        for q, unseen in enumerate(unseen_faces(view, language)):
            total = max(1, len(unseen))
            hand = view["hand_sizes"][q]
            counts = Counter(unseen)
            out.append({f: 1.0 - (1.0 - k / total) ** hand for f, k in counts.items()})
        return cls(out)

    def can_lay(self, q: int, letter: str) -> float:
        seat = self.odds[q]
        return 1.0 - (1.0 - seat.get(letter, 0.0)) * (1.0 - seat.get(JOKER, 0.0))


@lru_cache(maxsize=200_000)
def winning_letters(language: str, either_end: bool, row: tuple[TableCard, ...], q: int) -> tuple[tuple[str, int], ...]:
    """(letter, cards won) for each letter with which seat q would crack this row."""
    text = row_text(row)
    out = []
    for letter, left in crack_letters(language, either_end, text):
        card: TableCard = (q, letter, letter)
        new_row = [card, *row] if left else [*row, card]
        if has_majority(new_row, q):
            out.append((letter, len(text) + 1))
    return tuple(out)


def best_crack(state: Any, q: int, chance) -> float:
    """The expected size of the best word seat q could crack now (chance(letter) -> odds)."""
    best = 0.0
    for row in state.rows:
        for letter, gain in winning_letters(state.language, state.either_end, tuple(row), q):
            if gain > best:
                best = max(best, gain * chance(letter))
    return best


def score(state: Any, p: int, odds: LetterOdds, w: Weights = NORMAL) -> float:
    pts = state.scores()
    others = [pts[q] for q in range(state.num_players) if q != p]
    value = pts[p] - max(others)
    if state.is_over():
        return value + (WIN if p in state.winners() else -WIN)
    hand = state.hands[p]
    mine = set(hand)
    value += w.own_chance * best_crack(state, p, lambda c: 1.0 if c in mine or JOKER in mine else 0.0)
    order = [(p + k) % state.num_players for k in range(1, state.num_players)]
    first = True
    for q in order:
        if state.passed[q]:
            continue
        weight = w.next_threat if first else w.later_threat
        first = False
        value -= weight * best_crack(state, q, lambda c, q=q: odds.can_lay(q, c))
    value += w.on_table * sum(1 for row in state.rows for c in row if c[0] == p)
    if w.alive:
        value += w.alive * sum(liveliness(state.language, row_text(row)) for row in state.rows)
    value -= w.in_hand * len(hand)
    return value
