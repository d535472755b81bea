"""Crack Word: build words letter by letter in your colour and crack them for points.

`GAME` (defined in `game.py`) is what the house registry loads; the state lives in
`state.py` (its fields declared in `fields.py`, its JSON and copy in `persist.py`), the deal
and the turn through `flow.py`, legality in `legal.py`, the scores and the end in
`scoring.py`, the views in `views.py` and the AI in `ai/`.
"""

from ludotheque.rules.crack_word.game import GAME
from ludotheque.rules.crack_word.state import CrackWordState

__all__ = ["GAME", "CrackWordState"]
