"""Where a game of Crack Word stands, typed.

The state keeps no phase field (its JSON and saves are as they were): the phase is read
from what the sheet's moments leave behind, from a seat's view as from the state, with
`phase_of`. `Table` is a view read as typed, immutable data, which the client draws.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ludotheque.rules.crack_word.cards import PileCard, TableCard


class Phase(StrEnum):
    PLAY = "play"  # turns as usual: a refused letter draws a card
    LAST_TURNS = "last_turns"  # DERNIÈRE MAIN was cried: no pile, passing for good allowed
    OVER = "over"  # an empty hand with nothing to draw, or everyone passed


def phase_now(over: bool, last_hand: int | None) -> Phase:
    """The phase a game (or a view) is in: over, the derniers tours once someone cried
    DERNIÈRE MAIN, else turns as usual."""
    if over:
        return Phase.OVER
    return Phase.LAST_TURNS if last_hand is not None else Phase.PLAY


def phase_of(view: Mapping[str, Any]) -> Phase:
    return phase_now(view["over"], view["last_hand"])


@dataclass(frozen=True)
class Table:
    """A seat's view, typed: the rows, every seat's counts and, for the viewer, his hand."""

    phase: Phase
    turn: int
    viewer: int | None
    hand: tuple[str, ...] | None  # the viewer's, sorted; None: nobody's
    rows: tuple[tuple[TableCard, ...], ...]
    points: tuple[tuple[PileCard, ...], ...]
    hand_sizes: tuple[int, ...]
    pile_sizes: tuple[int, ...]
    passed: tuple[bool, ...]
    last_hand: int | None  # who cried DERNIÈRE MAIN (the game may be over since)
    language: str
    either_end: bool
    options: Mapping[str, Any]

    @classmethod
    def of(cls, view: Mapping[str, Any]) -> Table:
        options = view["config"]["options"]
        hand = view["hand"]
        return cls(
            phase=phase_of(view), turn=view["turn"], viewer=view["viewer"],
            hand=tuple(hand) if hand is not None else None,
            rows=tuple(tuple(tuple(c) for c in row) for row in view["rows"]),
            points=tuple(tuple(tuple(c) for c in pile) for pile in view["points"]),
            hand_sizes=tuple(view["hand_sizes"]), pile_sizes=tuple(view["pile_sizes"]),
            passed=tuple(view["passed"]), last_hand=view["last_hand"], language=str(options.get("language", "fr")),
            either_end=options.get("placement", "right") == "either", options=dict(options))

    @property
    def num_players(self) -> int:
        return len(self.hand_sizes)

    @property
    def current(self) -> int | None:
        """Who plays now (None: the game is over)."""
        return None if self.phase == Phase.OVER else self.turn

    @property
    def last_turns(self) -> bool:
        return self.phase == Phase.LAST_TURNS
