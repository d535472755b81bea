"""The generic AI layer: random, greedy (with a game's evaluation) and MCTS agents."""

from ludotheque.rules.ai.base import Agent, RandomAgent
from ludotheque.rules.ai.greedy import GreedyAgent
from ludotheque.rules.ai.levels import LEVELS
from ludotheque.rules.ai.mcts import (
    MCTSAgent,
    epsilon_greedy_policy,
    evaluation_reward,
    random_policy,
    win_reward,
)
from ludotheque.rules.ai.sampling import Determinisations

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
