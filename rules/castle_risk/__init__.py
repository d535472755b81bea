"""Castle Risk: conquer Europe's castles (2-6 players, cards, hidden armies)."""

from ludotheque.rules.castle_risk.battle import resolve_battle
from ludotheque.rules.castle_risk.game import GAME
from ludotheque.rules.castle_risk.state import CastleRiskState

__all__ = ["GAME", "CastleRiskState", "resolve_battle"]
