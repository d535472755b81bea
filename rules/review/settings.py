"""What the analyst needs of a game, read from its optional `rules/<game_key>/review.py`.

A game's review module may define (each optional, the defaults below otherwise):

- `ROLLOUTS`: how many determinisations of the seat's view each candidate move is
  played out on (the same ones for every candidate, so two moves are compared on the
  same worlds and the same dice);
- `DEPTH`: plies a play-out goes before it stops and the position is judged;
- `SCALE`: points of margin that make one seat about 73 % sure to beat another (the
  width of the logistic that turns scores into chances);
- `BEST_LEVEL`, `ROLLOUT_LEVEL`: the AI level that proposes the analyst's best move,
  and the one that plays every seat in the play-outs;
- `standing(state) -> list[float]`: each seat's strength in points where the game's
  `scores()` does not say enough (Castle Risk: castles, then territories and armies);
- `review_extra(view, player, action, best, state_cls) -> dict | None`: extra facts of
  a decision (Castle Crush: a carry's build score, a blow's best stance);
- `aim(view, player, action, state_cls) -> action`: the move judged in place of the
  one played (Castle Crush: a carry's exact placement where the hand aimed, since the
  hand's sway is not the player's choice);
- `plan(view, player, state_cls, rng) -> action`: the analyst's best move in place of
  the `BEST_LEVEL` agent's choice (Castle Crush: the hard AI's exact placement).

The module is a leaf the house loads by the game's key, as hints are: nothing in a game
package imports the analyst.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from ludotheque.rules.core import GameInfo, GameState


@dataclass(frozen=True)
class Settings:
    rollouts: int = 4
    depth: int = 600
    scale: float = 10.0
    best_level: str = "hard"
    rollout_level: str = "normal"
    standing: Callable[[GameState], list[float]] | None = None
    extra: Callable[..., dict[str, Any] | None] | None = None
    aim: Callable[..., Any] | None = None
    plan: Callable[..., Any] | None = None


def _module(info: GameInfo) -> ModuleType | None:
    name = f"ludotheque.rules.{info.key}.review"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name and name.startswith(exc.name):
            return None
        raise


def settings_for(info: GameInfo) -> Settings:
    module = _module(info)
    if module is None:
        return Settings()
    base = Settings()
    return Settings(
        rollouts=int(getattr(module, "ROLLOUTS", base.rollouts)),
        depth=int(getattr(module, "DEPTH", base.depth)),
        scale=float(getattr(module, "SCALE", base.scale)),
        best_level=str(getattr(module, "BEST_LEVEL", base.best_level)),
        rollout_level=str(getattr(module, "ROLLOUT_LEVEL", base.rollout_level)),
        standing=getattr(module, "standing", None),
        extra=getattr(module, "review_extra", None),
        aim=getattr(module, "aim", None),
        plan=getattr(module, "plan", None),
    )
