"""Casa Grande's board scene: the building site in isometric 3-D, the track, the side panel."""

from ludotheque.client.scenes.casa_grande.board import create_board
from ludotheque.client.scenes.casa_grande.results import draw_results

__all__ = ["create_board", "draw_results"]
