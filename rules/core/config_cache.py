"""A view's config: what a view shows of a GameConfig, and the GameConfig read back.

Views are built on every decision, and every view carries its game's config as JSON.
The views of one game share one small dict (read-only, like the rest of a view's public
parts): `GameConfig.view_json`, made once and kept on the (frozen) config itself. No cache
keyed by `id()` is shared between the AI's thread and the UI's (issue 32).

A view's config never holds the seed (`view_config`): `State.new(config)` deals the
whole game again from it, so a seat that knew it would know every hidden card. A state
rebuilt from a view has seed 0 (its generator comes from the agent's `rng`).
"""

from __future__ import annotations

from typing import Any

from ludotheque.rules.core.protocol import GameConfig


def view_config(config: GameConfig) -> dict[str, Any]:
    """What a view shows of a config: its JSON without the seed (the same dict for the
    same config: never change it)."""
    return config.view_json


def config_of(data: dict[str, Any]) -> GameConfig:
    """The GameConfig of a view's `config` (seed 0: a view never holds the seed)."""
    return GameConfig.from_json(data)
