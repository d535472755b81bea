"""Determinisations of a view, drawn on demand and, within a budget, reused.

A search agent plans on full states sampled from what its seat sees
(`state_cls.from_view(view, rng)`). Drawing one per iteration is the soundest and the
dearest; with a budget of `budget` distinct samples, use `k` plays on sample `k % budget`,
copied with the state's own `clone` and given a fresh generator, so chance (dice, draws
made from the generator) is drawn anew while the hidden cards stay as sampled. Use `k` of
sample `j < budget` is `from_view(view, rng.fork(salt + k))`, exactly what the agents drew
before budgets existed, so with no budget nothing changes.

Only the view goes in: a determinisation never reads another seat's secrets.
"""

from __future__ import annotations

from typing import Any, cast

from ludotheque.rules.core import GameState, Rng


class Determinisations:
    """Use `get(k)` for k = 0, 1, 2, ...: a full state of its own, free to mutate.

    - budget: distinct samples (None: a new one for every use).
    - uses: how many uses the caller plans at most (an iteration budget); a sample is
      copied only when it will be used again, its last use gets the sample itself.
    - reseed: give a reused sample a new generator (False keeps the sampled one, for a
      game whose determinisation must keep it)."""

    def __init__(self, view: dict[str, Any], state_cls: type[GameState], rng: Rng,
                 budget: int | None = None, uses: int | None = None, salt: int = 0,
                 reseed: bool = True) -> None:
        self.view = view
        self.state_cls = state_cls
        self.rng = rng
        self.budget = None if budget is None else max(1, budget)
        self.uses = uses
        self.salt = salt
        self.reseed = reseed
        self._kept: dict[int, GameState] = {}
        self.drawn = 0  # how many from_view calls were made (for tests and figures)

    def _used_again(self, k: int) -> bool:
        return self.budget is not None and (self.uses is None or k + self.budget < self.uses)

    def get(self, k: int) -> GameState:
        """The state for use `k` (uses are expected in increasing order)."""
        budget = self.budget
        if budget is None or k < budget:
            state = self.state_cls.from_view(self.view, self.rng.fork(self.salt + k))
            self.drawn += 1
            if self._used_again(k):
                self._kept[k] = state.clone()
            return state
        j = k % budget
        state = self._kept[j].clone() if self._used_again(k) else self._kept.pop(j)
        if self.reseed:
            state.rng = self.rng.fork(self.salt + k, 1)
        return state


def known_actions(view: dict[str, Any], state_cls: type[GameState]) -> list[Any] | None:
    """The mover's legal actions when the game reads them from the view itself (it
    overrides `legal_actions_in_view`), else None: the default would draw a determinisation
    only to list them, and the agent draws one anyway when it has a choice to make."""
    if cast(Any, state_cls.legal_actions_in_view).__func__ is cast(Any, GameState.legal_actions_in_view).__func__:
        return None
    return list(state_cls.legal_actions_in_view(view))
