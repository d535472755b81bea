"""A turn's plan, remembered for the rest of that turn.

The AI plans its whole turn at once (how far to move, where the block goes, which
platform to build: `planning.py`) but is asked again at each phase, the hint button with
a fresh generator each time. Asked afresh, it could pick another plan (its noise, its
look-ahead's shortlist), and the hints of one turn would contradict each other: a move
hint promising a 6-cell platform, then a block hint sending the block elsewhere (issue
23). So the plan chosen for a position is remembered for every position it passes
through, and the later phases of that turn follow it and explain it.

Only a plan that was shown as a hint binds the later phases (`adopt`, called by the
hint's explanation): a seat that plays on its own decides each phase as it always did, so
a game resumed mid-turn from a save plays on exactly as the uninterrupted one.

Positions are keyed by their public content (the whole game is public) and the player,
never by the seed or the generator. The memory is small, bounded and shared by threads.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ludotheque.rules.core import Action

if TYPE_CHECKING:
    from ludotheque.rules.casa_grande.state import CasaState

LIMIT = 512  # positions remembered (a turn passes through at most four)

_KEYS = ("first", "turn", "phase", "die", "final_round", "over", "turns", "pawns", "bonus", "money",
         "notes", "blocks", "used")


@dataclass
class _Turn:
    actions: tuple[Action, ...]
    hinted: bool = False


_lock = threading.Lock()
_plans: OrderedDict[str, tuple[_Turn, int]] = OrderedDict()  # position -> (plan, step reached)


def position_key(view: dict[str, Any], player: int) -> str:
    """The position as text: every public fact but the configuration's seed."""
    site = view["site"]
    facts = [player, view["config"].get("options"), [view[k] for k in _KEYS],
             site["columns"], site["platforms"]]
    return json.dumps(facts, separators=(",", ":"), default=list)


def remember(state: CasaState, player: int, actions: tuple[Action, ...]) -> None:
    """Remember that `player`, at `state`, plans `actions` to the end of the turn: for
    `state` and for each position the plan passes through on the way."""
    turn = _Turn(tuple(actions))
    position = state.clone()
    keyed = []
    for i, action in enumerate(actions):
        keyed.append(position_key(position.view(player), player))
        if i + 1 < len(actions):
            position.apply_in_place(action)
    with _lock:
        for i, key in enumerate(keyed):
            _plans[key] = (turn, i)
            _plans.move_to_end(key)
        while len(_plans) > LIMIT:
            _plans.popitem(last=False)


def planned(view: dict[str, Any], player: int, hinted_only: bool = False) -> tuple[Action, ...] | None:
    """The rest of the turn planned at this position (only a plan shown as a hint, with
    `hinted_only`), or None."""
    with _lock:
        got = _plans.get(position_key(view, player))
    if got is None or (hinted_only and not got[0].hinted):
        return None
    turn, step = got
    return turn.actions[step:]


def adopt(view: dict[str, Any], player: int, action: Action) -> tuple[Action, ...] | None:
    """`action` is shown as a hint at this position: if it is the plan's next step, the
    plan now binds the rest of the turn's hints. Returns the plan's rest (from `action`)."""
    with _lock:
        got = _plans.get(position_key(view, player))
        if got is None or got[0].actions[got[1]] != action:
            return None
        got[0].hinted = True
        return got[0].actions[got[1]:]


def forget() -> None:
    """Empty the memory (tests that need a cold start)."""
    with _lock:
        _plans.clear()
