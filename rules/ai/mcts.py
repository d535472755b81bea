"""Monte Carlo tree search for any game of the protocol.

Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012): every
iteration samples one determinisation from the searching seat's view, then walks one
shared tree whose edges are actions; an edge is only eligible when it is legal in the
current determinisation, and its availability count replaces the parent's visit count
in UCB. For perfect-information games this is plain UCT.

Rollouts follow a policy (random by default) for at most `rollout_depth` actions, then
`reward(state)` gives each seat a value in [0, 1].
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence

from rules.ai.base import Agent
from rules.core import Action, GameState, Rng

Reward = Callable[[GameState], Sequence[float]]
Policy = Callable[[GameState, Rng], Action]
Candidates = Callable[[GameState], Sequence[Action]]


def win_reward(state: GameState) -> list[float]:
    """1 shared among winners at the end; before the end, a squashed score margin."""
    n = state.num_players
    if state.is_over():
        win = state.winners()
        return [1.0 / len(win) if i in win else 0.0 for i in range(n)]
    scores = state.scores()
    best = max(scores)
    spread = max(1.0, best - min(scores))
    return [0.5 + 0.5 * (s - best) / spread + (0.25 if s == best else 0.0) for s in scores]


def random_policy(state: GameState, rng: Rng) -> Action:
    return rng.choice(state.legal_actions())


class _Node:
    __slots__ = ("children", "visits", "avail", "value", "player")

    def __init__(self, player: int | None) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.value = 0.0  # summed reward of the player who chose the edge into this node
        self.player = player


class MCTSAgent(Agent):
    name = "mcts"

    def __init__(
        self,
        iterations: int = 400,
        time_cap: float = 1.8,
        rollout_depth: int = 40,
        exploration: float = 0.7,
        reward: Reward = win_reward,
        policy: Policy = random_policy,
        candidates: Candidates | None = None,
    ) -> None:
        self.iterations = iterations
        self.time_cap = time_cap
        self.rollout_depth = rollout_depth
        self.c = exploration
        self.reward = reward
        self.policy = policy
        self.candidates = candidates

    def _actions(self, state: GameState) -> Sequence[Action]:
        return self.candidates(state) if self.candidates else state.legal_actions()

    def choose(self, view, player, state_cls, rng):
        start = time.perf_counter()
        first = state_cls.from_view(view, rng.fork(0))
        root_actions = list(self._actions(first))
        if len(root_actions) == 1:
            return root_actions[0]
        root = _Node(None)
        for it in range(self.iterations):
            state = first.clone() if it == 0 else state_cls.from_view(view, rng.fork(it))
            self._iterate(root, state, rng)
            if time.perf_counter() - start > self.time_cap:
                break
        legal = set(root_actions)
        best = max(
            (a for a in root.children if a in legal),
            key=lambda a: (root.children[a].visits, root.children[a].value),
            default=None,
        )
        return best if best is not None else rng.choice(root_actions)

    def _iterate(self, root: _Node, state: GameState, rng: Rng) -> None:
        path: list[_Node] = [root]
        node = root
        # Selection and expansion.
        while not state.is_over():
            actions = self._actions(state)
            mover = state.current_player()
            untried = [a for a in actions if a not in node.children]
            for a in actions:
                child = node.children.get(a)
                if child is not None:
                    child.avail += 1
            if untried:
                action = rng.choice(untried)
                child = _Node(mover)
                child.avail = 1
                node.children[action] = child
                state.apply_in_place(action)
                path.append(child)
                break
            action = self._select(node, actions)
            node = node.children[action]
            state.apply_in_place(action)
            path.append(node)
        # Rollout.
        depth = 0
        while not state.is_over() and depth < self.rollout_depth:
            state.apply_in_place(self.policy(state, rng))
            depth += 1
        rewards = self.reward(state)
        for n in path:
            n.visits += 1
            if n.player is not None:
                n.value += rewards[n.player]

    def _select(self, node: _Node, actions: Sequence[Action]) -> Action:
        best_a, best_u = None, float("-inf")
        for a in actions:
            child = node.children[a]
            u = child.value / child.visits + self.c * math.sqrt(math.log(child.avail) / child.visits)
            if u > best_u:
                best_a, best_u = a, u
        return best_a
