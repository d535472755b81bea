"""What the game review needs of Castle Risk (read by `rules/review/settings.py`).

Castles decide the game, then territories, then armies (the order of a stopped game), so
a play-out that has not ended is judged by that standing in points: a castle chip is
worth 20, a territory 1, an army a quarter; a seat knocked out has nothing.
"""

from __future__ import annotations

from ludotheque.rules.castle_risk.scoring import chips_held
from ludotheque.rules.castle_risk.shared import territories_of
from ludotheque.rules.castle_risk.state import CastleRiskState

ROLLOUTS = 6
DEPTH = 400
SCALE = 15.0


def standing(state: CastleRiskState) -> list[float]:
    out = []
    for p in range(state.num_players):
        if not state.alive[p]:
            out.append(-50.0)
            continue
        terr = territories_of(state, p)
        out.append(20.0 * chips_held(state, p) + len(terr) + 0.25 * sum(state.armies[t] for t in terr))
    return out
