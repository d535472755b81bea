"""Casa Grande (Ravensburger, 2011): blocks and platforms on a shared building site.

`GAME` (defined in `game.py`) is what the house registry loads; the state lives in
`state.py`, the placement rules in `site.py`, the component data in `data/` and the AI
in `ai/`.
"""

from ludotheque.rules.casa_grande.game import COLOURS, GAME

__all__ = ["COLOURS", "GAME"]
