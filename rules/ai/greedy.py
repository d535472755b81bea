"""One-ply greedy player: tries every legal action and keeps the best by an evaluation.

Games plug in `evaluate(state, player) -> float` (higher is better for `player`).
`noise` adds Gaussian noise to each value (the easy level); `samples` averages over
several determinisations where information is hidden or chance follows.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from ludotheque.rules.ai.base import Agent
from ludotheque.rules.ai.sampling import Determinisations, known_actions
from ludotheque.rules.core import Action, GameState

Evaluate = Callable[[GameState, int], float]
Candidates = Callable[[GameState], Sequence[Action]]


class GreedyAgent(Agent):
    """Tries every candidate on `samples` determinisations (`determinisations` distinct
    ones at most, see `Determinisations`) and plays the best mean evaluation."""

    name = "greedy"

    def __init__(
        self,
        evaluate: Evaluate,
        noise: float = 0.0,
        samples: int = 1,
        candidates: Candidates | None = None,
        time_cap: float = 1.8,
        determinisations: int | None = None,
    ) -> None:
        self.evaluate = evaluate
        self.noise = noise
        self.samples = max(1, samples)
        self.candidates = candidates
        self.time_cap = time_cap
        self.determinisations = determinisations

    def choose(self, view, player, state_cls, rng):
        start = time.perf_counter()
        worlds = Determinisations(view, state_cls, rng, self.determinisations, self.samples)
        actions = known_actions(view, state_cls) if self.candidates is None else None
        if actions is not None and len(actions) == 1:
            return actions[0]  # a forced move: no sample needed
        state = worlds.get(0)
        if actions is None:
            actions = list(self.candidates(state) if self.candidates else state.legal_actions())
        if len(actions) == 1:
            return actions[0]
        totals = [0.0] * len(actions)
        last = len(actions) - 1
        done = 0
        for k in range(self.samples):
            if k:
                state = worlds.get(k)
            for i, action in enumerate(actions):
                # The last action may spend the sample itself: nothing needs it after.
                nxt = state if i == last else state.clone()
                nxt.apply_in_place(action)
                totals[i] += self.evaluate(nxt, player)
            done += 1
            if time.perf_counter() - start > self.time_cap:
                break
        best_i, best_v = 0, float("-inf")
        for i, total in enumerate(totals):
            value = total / done
            if self.noise:
                value += rng.gauss(0.0, self.noise)
            if value > best_v:
                best_i, best_v = i, value
        return actions[best_i]
