"""How a game of Crack Word ends (the sheet): someone lays his last card with nothing left
to draw (ending 1: he collects every card of his colour still on the table), or everyone
has passed for good. Once over, no action is played (`after_the_end`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.core import IllegalAction

if TYPE_CHECKING:
    from ludotheque.rules.crack_word.state import CrackWordState


def finish_with_empty_hand(state: CrackWordState, p: int) -> None:
    """Ending 1: the player collects every card of his colour still on the table."""
    bonus = 0
    for r, row in enumerate(state.rows):
        mine = [c for c in row if c[0] == p]
        state.points[p].extend((c[0], c[1]) for c in mine)
        bonus += len(mine)
        state.rows[r] = [c for c in row if c[0] != p]
    state.finished_by = p
    state.over = True
    state.emit("crack_word.log.bonus", player=p, count=bonus)
    state.emit("crack_word.log.end_hand", player=p)


def end_if_everyone_passed(state: CrackWordState) -> None:
    if all(state.passed):
        state.over = True
        state.emit("crack_word.log.end_passed")


def after_the_end(state: CrackWordState, action: Any) -> None:
    """The game is over: nothing more is played (the state's check refuses it first)."""
    raise IllegalAction("core.error.game_over", "the game is over")
