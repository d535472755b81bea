"""Hints ("Conseil"): one sentence on why a move is good, from the player's view only.

Everything in Casa Grande is public, so the view rebuilds the whole position. A move or
a block is explained by the best way to finish the turn after it (the AI's planner,
without look-ahead): the platform it leads to and what that pays, or, when no platform
pays yet, what the block is for (a partner for one of your tops, or simply a higher
column). When the AI has already planned the turn from this
position (`turnplan.py`: the hint button asked it a moment ago, or at the move phase),
the explanation reads that plan, so every hint of a turn tells the same story."""

from __future__ import annotations

from typing import Any

from ludotheque.rules.casa_grande.actions import Corner, Move, Pass, PlaceBlock, PlacePlatform, Roll
from ludotheque.rules.casa_grande.ai.evaluation import Style, paired
from ludotheque.rules.casa_grande.ai.planning import turn_plans
from ludotheque.rules.casa_grande.ai.turnplan import adopt
from ludotheque.rules.casa_grande.data import (
    SIZE,
    cell_name,
    corner_cell,
    lane_name,
    orientation,
    track_length,
)
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.casa_grande.site import PLATFORM
from ludotheque.rules.casa_grande.state import CasaState
from ludotheque.rules.core import Event, Rng

_STYLE = Style()  # the hard level's judgement, without look-ahead (hints stay quick)


def _hint(what: str, **params: Any) -> Event:
    return Event(f"casa_grande.hint.{what}", params)


def explain(view: dict[str, Any], player: int, action: Any) -> Event:
    state = CasaState.from_view(view, Rng(0))
    if isinstance(action, Corner):
        return _corner(state, player, action.space)
    if isinstance(action, Roll):
        return _hint("roll")
    if isinstance(action, PlacePlatform):
        storey, income = state.preview_platform(action)
        size = orientation(action.shape, action.rot).size
        return _hint("platform", cells=size, storey=storey, income=income)
    if isinstance(action, Pass):
        return _pass(state)
    after = state.clone()
    after.apply_in_place(action)
    rest = adopt(view, player, action)  # the plan the AI just chose here now binds the turn
    follow = rest[1:] if rest else None
    if isinstance(action, Move):
        return _move(state, after, player, action.extra, follow)
    return _block(state, after, player, action, follow)


def _corner(state: CasaState, player: int, space: int) -> Event:
    taken = [p for i, p in enumerate(state.pawns) if i != player and p >= 0]
    room = min(((q - space) % track_length() for q in taken), default=track_length())
    return _hint("corner", cell=cell_name(corner_cell(space)), room=room)


def _pass(state: CasaState) -> Event:
    options = state.platform_options()
    if not options:
        return _hint("pass_none")
    best = max(orientation(s, r).size * storey for s, r, _, _, storey in options)
    return _hint("pass", income=best)


Finish = tuple[tuple[Any, ...], CasaState]  # the rest of the turn, and where it ends


def _best_finish(after: CasaState, player: int, follow: tuple[Any, ...] | None):
    """How the turn ends from `after` (the plan already made, `follow`, else the best
    one) and the platform it lays (or None)."""
    if after.current_player() != player or after.phase not in (Phase.BLOCK, Phase.PLATFORM):
        return None, None
    if follow:
        end = after.clone()
        for step in follow:
            end.apply_in_place(step)
        finish: Finish = (tuple(follow), end)
    else:
        plan = max(turn_plans(after, player, _STYLE), key=lambda p: p.value)
        finish = (plan.actions, plan.end)
    laid = next((a for a in finish[0] if isinstance(a, PlacePlatform)), None)
    return finish, laid


def _platform_params(finish: Finish, laid: PlacePlatform) -> dict[str, Any]:
    storey = finish[1].site.platforms[-1][5]
    size = orientation(laid.shape, laid.rot).size
    return {"cells": size, "storey": storey, "income": size * storey}


def _move(state: CasaState, after: CasaState, player: int, extra: int, follow) -> Event:
    paid = "_paid" if extra else ""
    space = after.pawns[player]
    if after.phase != Phase.BLOCK:  # a sun corner: the turn ends with 3 bonus points
        return _hint(f"move_corner{paid}", extra=extra)
    finish, laid = _best_finish(after, player, follow)
    if laid is not None:
        return _hint(f"move_platform{paid}", extra=extra, lane=lane_name(space), **_platform_params(finish, laid))
    block = finish[0][0] if finish is not None else None
    cell = cell_name(block.y * SIZE + block.x) if isinstance(block, PlaceBlock) else ""
    return _hint(f"move_block{paid}", extra=extra, lane=lane_name(space), cell=cell)


def _block(state: CasaState, after: CasaState, player: int, action: PlaceBlock, follow) -> Event:
    c = action.y * SIZE + action.x
    name, height = cell_name(c), after.site.top_h[c]
    finish, laid = _best_finish(after, player, follow) if after.phase == Phase.PLATFORM else (None, None)
    if laid is not None:
        return _hint("block_platform", cell=name, **_platform_params(finish, laid))
    site = state.site
    if site.top_kind[c] == PLATFORM and site.top_owner[c] != player:
        owner, _, _, _, _, storey = site.platforms[site.top_pid[c]]
        return _hint("block_gift", cell=name, other_player=owner, points=storey)
    partner = paired(after, player, c)
    if partner is not None:
        return _hint("block_pair", cell=name, height=height, partner=cell_name(partner))
    return _hint("block", cell=name, height=height)
