"""How Crack Word is scored and how it ended: a card won is a point (a CRACK WORD!'s row,
a POUBELLE, the last card's colour bonus); the biggest points pile wins, a tie is shared
(the sheet names no tie-break).

The game ends in one of two ways (`ending.py`): someone lays his last card with nothing left
to draw (`crack_word.end.last_card`), or everyone has passed in the derniers tours
(`crack_word.end.all_passed`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.core.outcome import winners_first

if TYPE_CHECKING:
    from ludotheque.rules.crack_word.state import CrackWordState


def scores(state: CrackWordState) -> list[float]:
    return [float(len(p)) for p in state.points]


def winners(state: CrackWordState) -> list[int]:
    s = scores(state)
    best = max(s)
    return [i for i, v in enumerate(s) if v == best]


def ranking(state: CrackWordState) -> list[int]:
    return winners_first(scores(state), winners(state))


def end_reason(state: CrackWordState) -> tuple[str, dict[str, Any]]:
    if state.finished_by is not None:
        return "crack_word.end.last_card", {"player": state.finished_by}
    return "crack_word.end.all_passed", {}
