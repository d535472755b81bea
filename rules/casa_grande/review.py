"""What the game review needs of Casa Grande (read by `rules/review/settings.py`).

A play-out stops after 32 plies (about two turns of each seat in a two-player game) and
the position is judged by the hard AI's worth of each seat (money, bonus points, what
its exposed blocks and unused platforms promise): playing every game out cost about a
second a decision, past the 30 s a whole game's review may take.
"""

from __future__ import annotations

from ludotheque.rules.casa_grande.ai.evaluation import Style, worth
from ludotheque.rules.casa_grande.state import CasaState

ROLLOUTS = 3
DEPTH = 32
SCALE = 12.0  # Lire

_STYLE = Style()


def standing(state: CasaState) -> list[float]:
    return [worth(state, p, _STYLE) for p in range(state.num_players)]
