"""Château Combo's screen: the market rows, the tableaux, the score pad."""

from __future__ import annotations

from client.scenes.chateau_combo.board import ComboBoard
from client.scenes.chateau_combo.results import draw_results


def create_board(host) -> ComboBoard:
    return ComboBoard(host)


__all__ = ["create_board", "draw_results"]
