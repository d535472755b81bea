"""The shared rule protocol: states, actions, events, configs, the seeded generator."""

from ludotheque.rules.core.outcome import Outcome
from ludotheque.rules.core.protocol import (
    Action,
    ActionCodec,
    Event,
    GameConfig,
    GameInfo,
    GameState,
    IllegalAction,
    ModeInfo,
    OptionSpec,
)
from ludotheque.rules.core.rng import Rng, mix

__all__ = [
    "Action",
    "ActionCodec",
    "Event",
    "GameConfig",
    "GameInfo",
    "GameState",
    "IllegalAction",
    "ModeInfo",
    "OptionSpec",
    "Outcome",
    "Rng",
    "mix",
]
