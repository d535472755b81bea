"""Château Combo's AI: the agent (`agent.py`), the values it weighs tableaux by (`worth.py`)
and the growth its cards may still get (`foresight.py`). Re-exports what `game.py` uses."""

from ludotheque.rules.chateau_combo.ai.agent import make_agent

__all__ = ["make_agent"]
