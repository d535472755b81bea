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

from ludotheque.rules.ai.base import Agent
from ludotheque.rules.ai.sampling import Determinisations, known_actions
from ludotheque.rules.core import Action, GameState, Rng

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


def evaluation_reward(evaluate: Callable[[GameState, int], float], scale: float = 1.0) -> Reward:
    """A reward for rollouts cut off early (`rollout_depth`): at the end the win share,
    before it each seat's `evaluate(state, seat)` squashed into (0, 1) by a logistic of
    width `scale` (one unit of the evaluation's own measure, points say)."""

    def reward(state: GameState) -> list[float]:
        if state.is_over():
            return win_reward(state)
        return [1.0 / (1.0 + math.exp(max(-60.0, min(60.0, -evaluate(state, p) / scale))))
                for p in range(state.num_players)]

    return reward


def epsilon_greedy_policy(score: Callable[[GameState, Action], float], epsilon: float = 0.2) -> Policy:
    """A rollout policy: with probability `epsilon` a random legal action, else the one
    `score(state, action)` rates highest (a cheap move-ordering rule of the game)."""

    def policy(state: GameState, rng: Rng) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1 or rng.random() < epsilon:
            return rng.choice(actions)
        return max(actions, key=lambda a: score(state, a))

    return policy


class _Node:
    __slots__ = ("children", "visits", "avail", "value", "player")

    def __init__(self, player: int | None) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.value = 0.0  # summed reward of the player who chose the edge into this node
        self.player = player


class MCTSAgent(Agent):
    """Information-set MCTS over determinisations of the seat's view.

    - iterations: the iteration budget (`time_cap` seconds is only a safety net).
    - determinisations: distinct samples of the hidden information (None: a new one
      every iteration, the soundest); iteration k then plays on sample k % budget with
      chance drawn anew (see `Determinisations`), which saves a `from_view` per iteration
      where sampling costs more than a clone.
    - trees: root-parallel search. Iteration k grows tree k % trees; with as many
      determinisations as trees each tree searches one sampled world and the trees vote
      with their visit counts (an ensemble that resists strategy fusion). 1: one tree.
    - reward, policy, rollout_depth: the evaluation at the end of a rollout, the rollout
      policy and its cut-off; candidates: a game's short list of actions to consider.
    After each decision `stats` holds the iterations run and the samples drawn."""

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
        determinisations: int | None = None,
        trees: int = 1,
        reseed: bool = True,
    ) -> None:
        self.iterations = iterations
        self.time_cap = time_cap
        self.rollout_depth = rollout_depth
        self.c = exploration
        self.reward = reward
        self.policy = policy
        self.candidates = candidates
        self.determinisations = determinisations
        self.trees = max(1, trees)
        self.reseed = reseed
        self.stats: dict[str, int] = {}

    def _actions(self, state: GameState) -> Sequence[Action]:
        return self.candidates(state) if self.candidates else state.legal_actions()

    def choose(self, view, player, state_cls, rng):
        start = time.perf_counter()
        worlds = Determinisations(view, state_cls, rng, self.determinisations, self.iterations,
                                  reseed=self.reseed)
        known = known_actions(view, state_cls) if self.candidates is None else None
        self.stats = {"iterations": 0, "determinisations": 0}
        if known is not None and len(known) == 1:
            return known[0]  # a forced move: no sample needed
        state = worlds.get(0)
        root_actions = known if known is not None else list(self._actions(state))
        self.stats["determinisations"] = worlds.drawn
        if len(root_actions) == 1:
            return root_actions[0]
        # The mover's legal actions are the same in every determinisation (they are known
        # from the view), so the root does not ask for them again; a game's candidates
        # may depend on the sampled world and are asked every time.
        at_root = root_actions if self.candidates is None else None
        roots = [_Node(None) for _ in range(self.trees)]
        done = 0
        for it in range(self.iterations):
            if it:
                state = worlds.get(it)
            self._iterate(roots[it % self.trees], state, rng, at_root)
            done += 1
            if time.perf_counter() - start > self.time_cap:
                break
        self.stats = {"iterations": done, "determinisations": worlds.drawn}
        return self._vote(roots, root_actions, rng)

    @staticmethod
    def _vote(roots: list[_Node], root_actions: list[Action], rng: Rng) -> Action:
        """The most visited legal root action over all trees (ties: the higher value)."""
        totals: dict[Action, list[float]] = {}
        for root in roots:
            for action, child in root.children.items():
                total = totals.setdefault(action, [0, 0.0])
                total[0] += child.visits
                total[1] += child.value
        legal = set(root_actions)
        best = max((a for a in totals if a in legal), key=lambda a: (totals[a][0], totals[a][1]), default=None)
        return best if best is not None else rng.choice(root_actions)

    def _iterate(self, root: _Node, state: GameState, rng: Rng, at_root: Sequence[Action] | None) -> None:
        path: list[_Node] = [root]
        node = root
        # Selection and expansion.
        while not state.is_over():
            actions = at_root if node is root and at_root is not None else self._actions(state)
            mover = state.current_player()
            children = node.children
            untried = []
            for a in actions:
                child = children.get(a)
                if child is None:
                    untried.append(a)
                else:
                    child.avail += 1
            if untried:
                action = rng.choice(untried)
                child = _Node(mover)
                child.avail = 1
                children[action] = child
                state.apply_in_place(action)
                path.append(child)
                break
            action = self._select(node, actions)
            node = children[action]
            state.apply_in_place(action)
            path.append(node)
        # Rollout.
        depth = 0
        policy = self.policy
        while depth < self.rollout_depth and not state.is_over():
            state.apply_in_place(policy(state, rng))
            depth += 1
        rewards = self.reward(state)
        for n in path:
            n.visits += 1
            if n.player is not None:
                n.value += rewards[n.player]

    def _select(self, node: _Node, actions: Sequence[Action]) -> Action:
        best_a, best_u = None, float("-inf")
        children, c, log = node.children, self.c, math.log
        for a in actions:
            child = children[a]
            u = child.value / child.visits + c * math.sqrt(log(child.avail) / child.visits)
            if u > best_u:
                best_a, best_u = a, u
        return best_a
