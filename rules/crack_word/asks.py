"""What the Crack Word screen asks the rules, answered from a seat's view (never the full
state): is a move legal and why not, what a row would read with a card laid, may the
player cry CRACK WORD! with it, what the referee would say of it (the preview option),
may he pass for good, who leads a row. Each answer is the rule modules' own.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Any

from ludotheque.rules.core import IllegalAction
from ludotheque.rules.crack_word.actions import PlaceLetter
from ludotheque.rules.crack_word.cards import TableCard, has_majority, row_text
from ludotheque.rules.crack_word.dictionary import MIN_LENGTH, load_dictionary
from ludotheque.rules.crack_word.legal import Seat, accepts, crackable, laid
from ludotheque.rules.crack_word.legal import may_pass as _may_pass
from ludotheque.rules.crack_word.legal import refusal as _refusal
from ludotheque.rules.crack_word.phases import Phase, Table


def seat(table: Table) -> Seat | None:
    """The viewer's seat when it is his turn (None: another seat plays, or nobody)."""
    if table.phase == Phase.OVER or table.viewer != table.turn or table.hand is None:
        return None
    return Seat(table.turn, table.hand, table.rows, table.language, table.either_end, table.last_turns)


def refusal(table: Table, action: Any) -> IllegalAction | None:
    """Why the rules refuse the viewer's `action` (None: they accept it). The view must be
    the mover's own: another seat's move cannot be judged without his hand."""
    mover = seat(table)
    if mover is None:
        raise ValueError("a move is judged from its mover's own view")
    return _refusal(mover, action)


def is_legal(table: Table, action: Any) -> bool:
    return refusal(table, action) is None


def may_pass(table: Table) -> bool:
    """Passing for good: the derniers tours, for a player who cannot play."""
    mover = seat(table)
    return mover is not None and _may_pass(mover)


def row_after(table: Table, action: PlaceLetter, player: int) -> list[TableCard]:
    """The row as it would read once `player` lays the card of `action`."""
    return laid(table.rows[action.row], player, action)


def crack_offered(table: Table, action: PlaceLetter, player: int) -> bool:
    """Would laying this card let `player` cry CRACK WORD!?"""
    return crackable(table.language, row_after(table, action, player), player)


class Verdict(StrEnum):
    """What the referee makes of a letter laid (shown only with the preview option)."""

    CRACK = "crack"  # a word the player may crack
    REFUSED = "refused"  # the row no longer begins (lies inside) a word
    WORD = "word"  # a word, but the majority is another's
    FITS = "fits"  # the row still begins (lies inside) a word


def verdict(table: Table, action: PlaceLetter, player: int) -> Verdict:
    row = row_after(table, action, player)
    text = row_text(row)
    if crackable(table.language, row, player):
        return Verdict.CRACK
    if not accepts(table.language, table.either_end, text):
        return Verdict.REFUSED
    if len(text) >= MIN_LENGTH and load_dictionary(table.language).is_word(text):
        return Verdict.WORD
    return Verdict.FITS


def leader(row: Sequence[TableCard], players: int) -> int | None:
    """The seat holding the majority of a row, if any."""
    return next((p for p in range(players) if has_majority(row, p)), None)
