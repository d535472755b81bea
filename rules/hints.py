"""Hints ("Conseil"): why the AI would play a move, in one sentence.

The host asks the game's AI (normal level, or hard by a setting) for the move of the
human whose turn it is, from that player's view only, and shows it on the board
(`Board.set_guide`) without playing it. The sentence comes from the game:

    rules/<game_key>/hints.py:  def explain(view: dict, player: int, action) -> Event

`view` is `state.view(player)`, so an explanation can never use another seat's secrets.
The Event's key is a translation key in the game's namespace (`<game_key>.hint.<what>`)
and its params fill the sentence (battle odds, the points a card scores, the word aimed
for, a platform's income).
"""

from __future__ import annotations

import importlib
from typing import Any

from ludotheque.rules.core import Event, GameInfo


def explain_for(info: GameInfo, view: dict[str, Any], player: int, action: Any) -> Event | None:
    """The game's sentence on why `action` is good for `player`, or None where the game
    has no explanations."""
    name = f"ludotheque.rules.{info.key}.hints"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name and name.startswith(exc.name):
            return None
        raise
    explain = getattr(module, "explain", None)
    return None if explain is None else explain(view, player, action)
