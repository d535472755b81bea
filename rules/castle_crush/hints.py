"""Hints ("Conseil"): one sentence on why the AI's move is good, from the player's view.

Everything in Castle Crush is public and the physics is deterministic, so the sentence
can say what the move would do: the storey a block would take and the points it would
score there (value x storey), where the King or the General would stand and what they
are worth, how many points a blow would knock down (the very blow, simulated), or what
a drafted block is worth per storey.
"""

from __future__ import annotations

from typing import Any, cast

from ludotheque.rules.castle_crush.actions import (
    Carry,
    Finish,
    Place,
    PlaceGeneral,
    PlaceKing,
    Strike,
    Take,
)
from ludotheque.rules.castle_crush.data import GENERAL, KING, base_value
from ludotheque.rules.castle_crush.game import GAME_ID
from ludotheque.rules.castle_crush.port import facts_by_id
from ludotheque.rules.castle_crush.scoring import attack_points
from ludotheque.rules.castle_crush.state import CastleCrushState
from ludotheque.rules.core import Event, Rng
from ludotheque.rules.registry import get_game

KIND = "castle_crush.kind."


def _hint(what: str, **params: Any) -> Event:
    return Event(f"castle_crush.hint.{what}", params)


def explain(view: dict[str, Any], player: int, action: Any) -> Event:
    # The state bound to the game's physics (physics/game.py, through the registry).
    st = cast(type[CastleCrushState], get_game(GAME_ID).state_cls).from_view(view, Rng(0))
    if isinstance(action, Take):
        return _hint("take", kind_key=KIND + action.kind, value=base_value(action.kind))
    if isinstance(action, Strike):
        return _strike(st, action)
    if isinstance(action, Finish):
        return _hint("finish")
    return _lay(st, player, action)


def _strike(st: CastleCrushState, action: Strike) -> Event:
    res = st.physics().strike(st.worlds[action.target], float(action.foot))
    points = attack_points(res.facts, res.fallen)
    if not points:
        return _hint("strike_none", target_player=action.target)
    return _hint("strike", target_player=action.target, points=points, pieces=len(res.fallen))


def _spot(action: Any, port: Any) -> tuple[str, float, float]:
    """(kind, x, angle) of a build move: for a carry, where the hand lets go."""
    if isinstance(action, Carry):
        gx, _ = port.grip(action.kind, float(action.angle), bool(action.mirrored))
        return action.kind, float(action.path[-1][0]) - gx, float(action.angle)
    if isinstance(action, PlaceKing):
        return KING, float(action.x), float(action.angle)
    if isinstance(action, PlaceGeneral):
        return GENERAL, float(action.x), 0.0
    if isinstance(action, Place):
        return action.kind, float(action.x), 0.0
    raise TypeError(f"not a Castle Crush build move: {action!r}")


def _lay(st: CastleCrushState, player: int, action: Any) -> Event:
    """Laid exactly at the spot the hand aims for (the hand's sway aside)."""
    port = st.physics()
    kind, x, angle = _spot(action, port)
    res = port.place(st.worlds[player], kind, x, owner=player, angle=angle)
    new = facts_by_id(res.facts).get(res.piece_id)
    solo = "_construction" if st.mode == "construction" else ""  # pawns score no points there
    if kind == GENERAL:
        return _hint("general" + solo, points=base_value(GENERAL))
    if new is None or new.storey < 1:
        return _hint("risky", kind_key=KIND + kind)
    if kind == KING:
        return _hint("king" + solo, storey=new.storey, points=base_value(KING))
    value = base_value(kind)
    return _hint("block", kind_key=KIND + kind, storey=new.storey, value=value,
                 points=value * new.storey)
