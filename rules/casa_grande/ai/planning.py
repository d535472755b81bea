"""Every way to play the rest of a turn from the current phase (how far to move, where
the block goes, which platform to build), each with the position it leaves and its
value. A turn is at most ~9 landing spaces x 16 lane cells and a few good platforms for
each, so they are all tried with the cheap evaluation."""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.rules.casa_grande.actions import Pass, PlacePlatform
from ludotheque.rules.casa_grande.ai.evaluation import Style, evaluate
from ludotheque.rules.casa_grande.ai.options import with_options
from ludotheque.rules.casa_grande.data import orientation
from ludotheque.rules.casa_grande.legal import free_shapes
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.casa_grande.state import CasaState
from ludotheque.rules.core import Action


@dataclass
class Plan:
    actions: tuple[Action, ...]
    end: CasaState
    value: float


def turn_plans(state: CasaState, me: int, style: Style) -> list[Plan]:
    """The plans for the rest of `me`'s turn (phase move, block or platform)."""
    if state.phase == Phase.MOVE:
        out = []
        for move in state.legal_actions():
            after = state.clone()
            after.apply_in_place(move)
            if after.phase == Phase.BLOCK:
                out.extend(_prefixed(move, block_plans(after, me, style)))
            else:
                out.append(Plan((move,), after, evaluate(after, me, style)))
        return out
    if state.phase == Phase.BLOCK:
        return block_plans(state, me, style)
    return _platform_plans(state, me, style)


def block_plans(state: CasaState, me: int, style: Style, only: Action | None = None) -> list[Plan]:
    """The plans from the block phase (`only`: that block's alone)."""
    out = []
    blocks = state.legal_actions() if only is None else [only]
    if len(blocks) > 1:  # the legal platforms before the block, once for the whole lane
        state = state.clone()
        state.site = with_options(state.site, state.turn, free_shapes(state, state.turn))
    for block in blocks:
        after = state.clone()
        after.apply_in_place(block)
        if after.phase == Phase.PLATFORM:
            best = max(_platform_plans(after, me, style), key=lambda p: p.value)
            out.append(Plan((block, *best.actions), best.end, best.value))
        else:
            out.append(Plan((block,), after, evaluate(after, me, style)))
    return out


def _platform_plans(state: CasaState, me: int, style: Style) -> list[Plan]:
    start = int(state.config.options.get("blocks", 24))
    keep = style.platform_worth * min(1.0, state.blocks[me] / max(1, start) * 1.5)
    opts = sorted(state.platform_options(), key=lambda o: -(orientation(o[0], o[1]).size * (o[4] - keep)))
    out = []
    for action in [Pass()] + [PlacePlatform(s, r, x, y) for s, r, x, y, _ in opts[: style.platforms_per_block]]:
        after = state.clone()
        after.apply_in_place(action)
        out.append(Plan((action,), after, evaluate(after, me, style)))
    return out


def _prefixed(first: Action, plans: list[Plan]) -> list[Plan]:
    return [Plan((first, *p.actions), p.end, p.value) for p in plans]
