"""Which games exist and where each one lives.

Each game's package defines `GAME: GameInfo` at its top level. A game whose package is
missing (not built yet) is refused with `GameNotBuilt`, never faked.

A game whose rules leave a part open (Castle Crush's physics, `rules/castle_crush/port.py`)
has no module here: its implementation says which module binds it when it is imported
(`provide`: importing `ludotheque.physics` names `physics/game.py`, the composition root),
so the rules name no physics.
"""

from __future__ import annotations

import importlib

from ludotheque.rules.core import GameInfo

GAME_MODULES: dict[str, str | None] = {
    "castle-crush": None,  # the rules bound to a physics: provided when ludotheque.physics is imported
    "castle-risk": "ludotheque.rules.castle_risk",
    "crack-word": "ludotheque.rules.crack_word",
    "chateau-combo": "ludotheque.rules.chateau_combo",
    "casa-grande": "ludotheque.rules.casa_grande",
}

# Games registered at run time (the test-only toy game).
_EXTRA: dict[str, GameInfo] = {}
# Modules that bind a game's open parts, given at start-up (`provide`).
_PROVIDED: dict[str, str] = {}


class GameNotBuilt(LookupError):
    """The id is known but the game is not built, or the id is unknown."""


def register(info: GameInfo) -> None:
    _EXTRA[info.id] = info


def unregister(game_id: str) -> None:
    _EXTRA.pop(game_id, None)


def provide(game_id: str, module_name: str) -> None:
    """The module defining `GAME` for a game whose rules leave a part open (imported
    when the game is first asked for)."""
    _PROVIDED[game_id] = module_name


def get_game(game_id: str) -> GameInfo:
    if game_id in _EXTRA:
        return _EXTRA[game_id]
    if game_id not in GAME_MODULES:
        known = ", ".join(GAME_MODULES)
        raise GameNotBuilt(f"unknown game {game_id!r} (games: {known})")
    module_name = _PROVIDED.get(game_id) or GAME_MODULES[game_id]
    if module_name is None:
        raise GameNotBuilt(f"{game_id} is not bound to its physics: import ludotheque.physics first")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name and module_name.startswith(exc.name):
            raise GameNotBuilt(f"{game_id} is not built yet") from None
        raise
    info = getattr(module, "GAME", None)
    if not isinstance(info, GameInfo):
        raise GameNotBuilt(f"{game_id} is not built yet")
    return info


def built_games() -> list[GameInfo]:
    """Every playable game, in menu order (games registered at run time last)."""
    out = []
    for game_id in GAME_MODULES:
        try:
            out.append(get_game(game_id))
        except GameNotBuilt:
            continue
    return out + [info for game_id, info in _EXTRA.items() if game_id not in GAME_MODULES]

