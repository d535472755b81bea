"""Casa Grande's board scene: the building site in isometric 3-D, the track, the side panel."""

from ludotheque.client.scenes.casa_grande.results import draw_results

__all__ = ["draw_results"]
