"""Castle Risk's players (`agents.py`: the levels' styles and the agent) and their planner
(`tactics.py`: the rules of thumb weighed by exact battle odds). The screen's questions
(`asks.py`) and the hints borrow the planner's judgement."""

from ludotheque.rules.castle_risk.ai.agents import STYLES, CastleRiskAgent, Style, make_agent

__all__ = ["STYLES", "CastleRiskAgent", "Style", "make_agent"]
