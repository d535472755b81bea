"""Castle Risk's screen: a map of Europe drawn by our code, dice, cards and the track."""

from __future__ import annotations

from client.scenes.castle_risk.board import RiskBoard
from client.scenes.castle_risk.results import draw_results

__all__ = ["create_board", "draw_results"]


def create_board(host) -> RiskBoard:
    return RiskBoard(host)
