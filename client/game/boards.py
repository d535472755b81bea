"""Which games have a screen: each game's scene package, found by the game's key.

Below the host and the scenes that list games (setup, menu, the command line), so that
none of them imports another to ask.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from types import ModuleType
from typing import TYPE_CHECKING

from ludotheque.rules.core import GameInfo
from ludotheque.rules.registry import GameNotBuilt, built_games

if TYPE_CHECKING:
    from ludotheque.client.game.board import Board
    from ludotheque.client.game.hostapi import BoardHost


def board_module(info: GameInfo) -> ModuleType | None:
    """The game's board module (`client/scenes/<key>/board.py`, which defines
    `create_board(host)`), or None when its screen is not built. The board is the scene
    package's entry: nothing in the package, not even its `__init__`, imports it."""
    package = f"ludotheque.client.scenes.{info.key}"
    name = f"{package}.board"
    module = sys.modules.get(name)
    if module is None:
        if package not in sys.modules and importlib.util.find_spec(package) is None:
            return None
        if importlib.util.find_spec(name) is None:
            return None
        module = importlib.import_module(name)
    return module if hasattr(module, "create_board") else None


def playable_games() -> list[GameInfo]:
    """Built games that also have a screen: what the setup scene offers."""
    return [info for info in built_games() if board_module(info) is not None]


def create_board(host: BoardHost) -> Board:
    """The game's Board for `host` (a GameHost, or the replay's read-only host)."""
    module = board_module(host.session.info)
    if module is None:
        raise GameNotBuilt(f"{host.session.info.id} has no game screen yet")
    return module.create_board(host)
