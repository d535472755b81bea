"""Casa Grande's board scene: the building site in isometric 3-D, the track, the side panel."""

from __future__ import annotations

from client.scenes.casa_grande.board import CasaBoard


def create_board(host) -> CasaBoard:
    return CasaBoard(host)
