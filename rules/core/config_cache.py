"""A config's JSON form and back, made once per config object.

Views are built on every decision, and every view carries its game's config as JSON.
The views of one game share one small dict (read-only, like the rest of a view's public
parts), and a state rebuilt from such a view gets back the very GameConfig it came from.

A view's config never holds the seed (`view_config`): `State.new(config)` deals the
whole game again from it, so a seat that knew it would know every hidden card. A state
rebuilt from a view has seed 0 (its generator comes from the agent's `rng`).
"""

from __future__ import annotations

from typing import Any

from ludotheque.rules.core.protocol import GameConfig

_LIMIT = 64  # configs remembered at once (one per game in play; tests make many)
_JSON: dict[int, tuple[GameConfig, dict[str, Any]]] = {}
_CONFIG: dict[int, tuple[dict[str, Any], GameConfig]] = {}
_VIEW: dict[int, tuple[GameConfig, dict[str, Any]]] = {}


def config_json(config: GameConfig) -> dict[str, Any]:
    """`config.to_json()`, the same dict for the same config: never change it."""
    found = _JSON.get(id(config))
    if found is None or found[0] is not config:
        if len(_JSON) > _LIMIT:
            _JSON.clear()
        data = config.to_json()
        found = _JSON[id(config)] = (config, data)
        _CONFIG[id(data)] = (data, config)
    return found[1]


def config_of(data: dict[str, Any]) -> GameConfig:
    """The GameConfig of a view's `config` (the same object for the views of one game)."""
    found = _CONFIG.get(id(data))
    if found is None or found[0] is not data:
        if len(_CONFIG) > _LIMIT:
            _CONFIG.clear()
        found = _CONFIG[id(data)] = (data, GameConfig.from_json(data))
    return found[1]


def view_config(config: GameConfig) -> dict[str, Any]:
    """What a view shows of a config: its JSON without the seed (the same dict for the
    same config: never change it)."""
    found = _VIEW.get(id(config))
    if found is None or found[0] is not config:
        if len(_VIEW) > _LIMIT:
            _VIEW.clear()
        data = config.to_json()
        del data["seed"]
        found = _VIEW[id(config)] = (config, data)
    return found[1]
