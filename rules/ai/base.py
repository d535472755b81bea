"""Agents: who chooses an action for an AI seat.

An agent is given only what its seat may see (`view`), the game's state class, and a
generator. It rebuilds a state with `state_cls.from_view(view, rng)` (hidden parts
sampled), so it can never read another player's secrets. An agent that needs only the
legal actions of its own information set asks `state_cls.legal_actions_in_view(view)`
and builds no determinisation at all.

Agents are deterministic for a given generator: the session derives the generator from
the game seed, the ply and the seat, so a saved and resumed game plays out the same.
Search agents count iterations, not seconds; `time_cap` is only a safety limit.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from ludotheque.rules.core import Action, GameState, Rng


class Agent(ABC):
    name: str = "agent"
    # True when `choose` always returns one of `state_cls.legal_actions_in_view(view)`
    # for the view it was given: the session then does not check the action again.
    picks_legal: bool = False

    @abstractmethod
    def choose(self, view: dict[str, Any], player: int, state_cls: type[GameState], rng: Rng) -> Action:
        """The action this seat plays, given what it sees."""


class RandomAgent(Agent):
    """Uniform over the legal actions (the `random` seat, and tests)."""

    name = "random"
    picks_legal = True

    def choose(self, view, player, state_cls, rng):
        # The legal actions are the same in every determinisation of the view, so none is
        # built (the game may answer from the view directly); `rng` draws exactly as when
        # the choice was made on `from_view(view, rng.fork(1))`, which did not advance it.
        return rng.choice(state_cls.legal_actions_in_view(view))
