"""The generic AI layer: random, greedy (with a game's evaluation) and MCTS agents."""

from rules.ai.base import Agent, RandomAgent
from rules.ai.greedy import GreedyAgent
from rules.ai.levels import LEVELS
from rules.ai.mcts import (
    MCTSAgent,
    epsilon_greedy_policy,
    evaluation_reward,
    random_policy,
    win_reward,
)
from rules.ai.sampling import Determinisations

__all__ = [
    "LEVELS",
    "Agent",
    "Determinisations",
    "GreedyAgent",
    "MCTSAgent",
    "RandomAgent",
    "epsilon_greedy_policy",
    "evaluation_reward",
    "random_policy",
    "win_reward",
]
