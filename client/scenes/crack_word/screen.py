"""Crack Word's view model: what the screen shows and what a drop does, described from the
seat's own view, its legal actions and the UI's choices, nothing else.

`describe` is a pure function: painters draw the `Screen` it returns, input maps a drop
to an action or a question through it (`Screen.drop`), tests read it. The rules answer
every question (`rules.crack_word.asks`): nothing here re-derives a rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import ludotheque.rules.crack_word.asks as asks
from ludotheque.client.game.clicks import Play
from ludotheque.rules.core.fields import View
from ludotheque.rules.crack_word.actions import Pass, PlaceLetter, Trash
from ludotheque.rules.crack_word.cards import JOKER, POUBELLE, TableCard, row_text
from ludotheque.rules.crack_word.phases import Phase, Table


@dataclass(frozen=True)
class Question:
    """A card on its way to a row, waiting for an answer: the JOKER's letter (while
    `letter` is ""), then perhaps whether to cry CRACK WORD!"""

    face: str
    row: int
    left: bool
    letter: str = ""

    def action(self, crack: bool = False) -> PlaceLetter:
        return PlaceLetter(self.face, self.row, self.letter, self.left, crack)

    @property
    def joker(self) -> bool:
        """The JOKER's letter is asked (not yet CRACK WORD!)."""
        return self.letter == ""


@dataclass(frozen=True)
class Picked:
    """The UI's own choices: the card held (its place in the hand) and the open question."""

    card: int | None = None
    question: Question | None = None


@dataclass(frozen=True)
class PlayerLine:
    """One seat's panel: its counts, and whether it plays now or has passed."""

    seat: int
    hand: int
    pile: int
    points: int
    passed: bool
    current: bool


# What a drop (or an answer) does.
@dataclass(frozen=True)
class Ask:
    """Open a question: the JOKER's letter, or CRACK WORD! on `word`."""

    question: Question
    word: str = ""


Drop = Play | Ask


@dataclass(frozen=True)
class Screen:
    table: Table
    can_act: bool
    legal: tuple[Any, ...]
    picked: Picked
    preview: bool  # hovering tells what the referee will say (an aid: option or guided game)
    hand: tuple[str, ...]  # the viewer's cards in the order they lie (action cards last)
    players: tuple[PlayerLine, ...]
    pass_offered: bool

    @property
    def phase(self) -> Phase:
        return self.table.phase

    @property
    def viewer(self) -> int | None:
        return self.table.viewer

    @property
    def current(self) -> int | None:
        return self.table.current

    @property
    def rows(self) -> tuple[tuple[TableCard, ...], ...]:
        return self.table.rows

    @property
    def either_end(self) -> bool:
        return self.table.either_end

    @property
    def hidden_hand(self) -> int:
        """How many cards the player to move holds, for a screen showing nobody's hand."""
        current = self.current
        return self.table.hand_sizes[current] if current is not None else 0

    def face(self, index: int | None) -> str | None:
        return self.hand[index] if index is not None and 0 <= index < len(self.hand) else None

    @property
    def held(self) -> str | None:
        """The face of the card held, if any."""
        return self.face(self.picked.card)

    # --- what the rules say of a card laid ------------------------------------------------
    def row_after(self, action: PlaceLetter) -> list[TableCard]:
        """The row as it would read once the viewer lays `action`'s card."""
        return asks.row_after(self.table, action, self._player())

    def verdict(self, face: str, row: int, left: bool) -> asks.Verdict:
        return asks.verdict(self.table, PlaceLetter(face, row, face, left), self._player())

    def leader(self, row: int) -> int | None:
        return asks.leader(self.rows[row], self.table.num_players)

    def question_word(self) -> str:
        question = self.picked.question
        return row_text(self.row_after(question.action())) if question is not None else ""

    def _player(self) -> int:
        viewer = self.viewer
        return viewer if viewer is not None else self.table.turn

    # --- input -----------------------------------------------------------------------------
    def drop(self, face: str, row: int, left: bool) -> Drop:
        """A card dropped on a row end: a move, or a question to ask first."""
        if face == POUBELLE:
            return Play(Trash(row))
        if face == JOKER:
            return Ask(Question(face, row, left))
        return self.with_letter(Question(face, row, left, face))

    def with_letter(self, question: Question) -> Drop:
        """The card reads `question.letter`: ask whether to crack when the rules allow it."""
        action = question.action()
        if asks.crack_offered(self.table, action, self._player()):
            return Ask(question, row_text(self.row_after(action)))
        return Play(action)

    def pass_action(self) -> Play | None:
        return Play(Pass()) if self.pass_offered else None


def describe(view: View | Mapping[str, Any], legal: list[Any] | tuple[Any, ...], picked: Picked, *, can_act: bool,
             preview: bool) -> Screen:
    """The screen for a seat's `view` (its typed View, `session.view_model`, the object a
    remote seat receives; or its JSON form, which the rules' `Table.of` reads): `legal` its
    legal actions (empty when it may not act), `picked` the UI's choices, `preview` whether
    hovering tells the referee's verdict."""
    table = Table.of(view.to_wire() if isinstance(view, View) else view)
    hand = tuple(sorted(table.hand, key=lambda f: (f in (JOKER, POUBELLE), f))) if table.hand is not None else ()
    current = table.current
    players = tuple(PlayerLine(p, table.hand_sizes[p], table.pile_sizes[p], len(table.points[p]), table.passed[p],
                               p == current) for p in range(table.num_players))
    legal = tuple(legal) if can_act else ()
    return Screen(table=table, can_act=can_act, legal=legal, picked=picked,
                  preview=preview, hand=hand, players=players, pass_offered=Pass() in legal)


__all__ = ["Ask", "Drop", "Picked", "Play", "PlayerLine", "Question", "Screen", "describe"]
