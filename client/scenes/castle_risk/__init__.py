"""Castle Risk's screen: a map of Europe drawn by our code, dice, cards and the track."""

from __future__ import annotations

from client.scenes.castle_risk.board import RiskBoard


def create_board(host) -> RiskBoard:
    return RiskBoard(host)
