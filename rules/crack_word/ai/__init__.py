"""Crack Word's players (`agents.py`: easy, normal, hard) and their parts: `plays.py` (the
moves worth weighing), `evaluate.py` (a position's worth, the letters that crack a word),
`reply.py` (the next players' answers, short rollouts)."""

from ludotheque.rules.crack_word.ai.agents import EasyAgent, ScoringAgent, make_agent

__all__ = ["EasyAgent", "ScoringAgent", "make_agent"]
