"""Château Combo's screen: the market rows, the tableaux, the score pad."""

from ludotheque.client.scenes.chateau_combo.board import ComboBoard, create_board
from ludotheque.client.scenes.chateau_combo.results import draw_results

__all__ = ["ComboBoard", "create_board", "draw_results"]
