"""Castle Crush's players: the AI seats (`agent.py`: a builder that plans with the
physics, `plan.py`, reading castles with `build.py`, and lays its pieces through the
hand, `hand.py`; an attacker that tries stances on copies) and the scripted hands
(`hands.py`: `hand:careful`, `hand:hasty`, `hand:fumbler`, and `make_agent`, which
`game.py` registers)."""

from ludotheque.rules.castle_crush.ai.agent import LEVELS, CastleAgent, Level
from ludotheque.rules.castle_crush.ai.hands import SEAT_KINDS, STYLES, HandAgent, make_agent

__all__ = ["LEVELS", "SEAT_KINDS", "STYLES", "CastleAgent", "HandAgent", "Level", "make_agent"]
