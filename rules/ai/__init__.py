"""The generic AI layer: random, greedy (with a game's evaluation) and MCTS agents."""

from rules.ai.base import Agent, RandomAgent
from rules.ai.greedy import GreedyAgent
from rules.ai.mcts import MCTSAgent, random_policy, win_reward

LEVELS = ("easy", "normal", "hard")

__all__ = ["LEVELS", "Agent", "GreedyAgent", "MCTSAgent", "RandomAgent", "random_policy", "win_reward"]
