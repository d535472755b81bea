"""What may be played now in Castle Risk, and why an action is refused: the module of
the current phase answers (`flow.HANDLERS`); nothing once the game is over."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.castle_risk.flow import HANDLERS
from ludotheque.rules.core import IllegalAction

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState


def legal_actions(state: CastleRiskState) -> list[Any]:
    if state.over:
        return []
    return HANDLERS[state.phase].legal(state)


def check(state: CastleRiskState, action: Any) -> None:
    """Raise `IllegalAction` with the reason when `action` may not be played now."""
    if state.over:
        raise IllegalAction("core.error.game_over", "the game is over")
    HANDLERS[state.phase].check(state, action)
