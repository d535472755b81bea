"""Château Combo's screen: the market rows, the tableaux, the score pad."""

from ludotheque.client.scenes.chateau_combo.results import draw_results

__all__ = ["draw_results"]
