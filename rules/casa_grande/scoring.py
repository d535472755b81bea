"""The end of the sheet: money is the score, a tie goes to the most bonus points; the
reason the `Outcome` gives (`casa_grande.end.<why>`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.core.outcome import winners_first

if TYPE_CHECKING:
    from ludotheque.rules.casa_grande.state import CasaState


def scores(state: CasaState) -> list[float]:
    return [float(m) for m in state.money]


def winners(state: CasaState) -> list[int]:
    """Most money; a tie goes to the most bonus points (the sheet)."""
    best = max(zip(state.money, state.bonus, strict=True))
    return [i for i in range(state.num_players) if (state.money[i], state.bonus[i]) == best]


def ranking(state: CasaState) -> list[int]:
    """Seats from first to last, winners first, then by money."""
    return winners_first(scores(state), winners(state))


def end_reason(state: CasaState) -> tuple[str, dict[str, Any]]:
    """The last round is over (a builder placed his last block): most money wins
    (`money`), the bonus points break a tie on money (`bonus`), or a tie on both is
    shared (`shared`)."""
    win = winners(state)
    best = state.money[win[0]]
    params = {"money": best, "bonus": state.bonus[win[0]]}
    if len(win) > 1:
        return "casa_grande.end.shared", params
    if sum(1 for m in state.money if m == best) > 1:
        return "casa_grande.end.bonus", params
    return "casa_grande.end.money", params
