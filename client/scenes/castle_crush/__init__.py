"""Castle Crush's board scene: stone and wood castles, the hammer, replays of what the
physics recorded, and Construction mode's titles, high scores and photo."""

from ludotheque.client.scenes.castle_crush.results import draw_results, results_title

__all__ = ["draw_results", "results_title"]
