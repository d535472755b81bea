"""Casa Grande's AI: `agent.py` (the agent and its levels) plans the rest of its turn
(`planning.py`), values the positions (`evaluation.py`), looks one reply ahead at the
hard level (`lookahead.py`, the reply found in place by `replies.py`), finds the legal
platforms after a block from those before it (`options.py`) and remembers the plan a
hint showed (`turnplan.py`)."""

from ludotheque.rules.casa_grande.ai.agent import STYLES, CasaAgent, Style, evaluate, make_agent

__all__ = ["STYLES", "CasaAgent", "Style", "evaluate", "make_agent"]
