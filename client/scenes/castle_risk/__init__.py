"""Castle Risk's screen: a map of Europe drawn by our code, dice, cards and the track."""

from ludotheque.client.scenes.castle_risk.results import draw_results

__all__ = ["draw_results"]
