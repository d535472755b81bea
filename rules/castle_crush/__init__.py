"""Castle Crush: build a castle of wooden blocks, then knock the others' down with the
hammer. Standard (2-4), Speed (2-4) and Construction (1 player) modes.

The rules never import pymunk: `make_game_info(port)` binds them to a `CastlePhysics`
(physics/game.py passes the pymunk one; tests may pass a plain stand-in).
"""

from ludotheque.rules.castle_crush.game import (
    COLOURS,
    GAME_ID,
    KEY,
    MODES,
    bind_state,
    make_game_info,
)
from ludotheque.rules.castle_crush.state import CastleCrushState

__all__ = ["COLOURS", "GAME_ID", "KEY", "MODES", "CastleCrushState", "bind_state", "make_game_info"]
