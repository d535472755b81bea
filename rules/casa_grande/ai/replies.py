"""The look-ahead's reply: the next player's best turn, found without copying a position
for every block and platform it weighs.

`lookahead.py` asks, for each face of the die, which turn the next player would play:
the plan of highest value among every move, block and platform (`planning.turn_plans`,
the first of the best in its order). Only that plan's value ranks the others, so the
blocks of a lane are laid on one private copy of the site and taken back (its tops
changed in place, the legal platforms from `options.PlanSite`), each platform likewise,
and each position valued from the parts the evaluation reads (`evaluation.worths_of`).
The values are the very numbers `turn_plans` computes (same operations, same order), so
the reply chosen is the same (`tests/casa_grande/test_casa_grande_ai_options.py`). A
position where the turn may end the game (the last round, the last block) or where the
block pays a bonus to another builder (a gift) is weighed as `turn_plans` does.
"""

from __future__ import annotations

from collections.abc import Iterator

from ludotheque.rules.casa_grande.actions import Pass, PlaceBlock, PlacePlatform
from ludotheque.rules.casa_grande.ai.evaluation import (
    Style,
    edge,
    evaluate,
    promise_of,
    promises,
    worths_of,
)
from ludotheque.rules.casa_grande.ai.options import PlanSite, with_options
from ludotheque.rules.casa_grande.ai.planning import block_plans
from ludotheque.rules.casa_grande.data import SIZE, orientation
from ludotheque.rules.casa_grande.legal import free_shapes
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.casa_grande.site import BLOCK, PLATFORM
from ludotheque.rules.casa_grande.state import CasaState
from ludotheque.rules.core import Action


def best_turn(state: CasaState, me: int, style: Style) -> tuple[Action, ...]:
    """The actions of `max(turn_plans(state, me, style), key=value)`, `state` at the
    move phase of `me`'s turn."""
    assert state.phase == Phase.MOVE and state.turn == me
    best: tuple[float, tuple[Action, ...]] | None = None
    for move in state.legal_actions():
        after = state.clone()
        after.apply_in_place(move)
        if after.phase == Phase.BLOCK:
            for value, actions in _block_values(after, me, style):
                if best is None or value > best[0]:
                    best = (value, (move, *actions))
        else:
            value = evaluate(after, me, style)
            if best is None or value > best[0]:
                best = (value, (move,))
    assert best is not None, "a move phase has a legal move"
    return best[1]


def _block_values(state: CasaState, me: int, style: Style) -> Iterator[tuple[float, tuple[Action, ...]]]:
    """(value, actions) of each plan of `planning.block_plans(state, me, style)`, in its order."""
    if state.final_round or state.blocks[me] <= 1:  # the turn may end the game: the full way
        yield from ((plan.value, plan.actions) for plan in block_plans(state, me, style))
        return
    shapes = free_shapes(state, me)
    site = with_options(state.site, me, shapes)
    site.make_private()
    top_h, top_kind, top_owner, top_pid = site.top_h, site.top_kind, site.top_owner, site.top_pid
    money, bonus, used = state.money, state.bonus, state.used
    blocks = list(state.blocks)
    blocks[me] -= 1
    start = int(state.config.options.get("blocks", 24))
    keep = style.platform_worth * min(1.0, blocks[me] / max(1, start) * 1.5)
    base_own = site.own
    promise = promises(site, len(money), style)  # a block changes only the mover's
    for block in state.legal_actions():
        assert isinstance(block, PlaceBlock)
        c = block.y * SIZE + block.x
        if top_kind[c] == PLATFORM and site.platforms[top_pid[c]][0] != me:  # a gift: the full way
            given = state.clone()
            given.site = site.snapshot()
            yield from ((plan.value, plan.actions) for plan in block_plans(given, me, style, only=block))
            continue
        saved = (top_h[c], top_kind[c], top_owner[c], top_pid[c])
        top_h[c], top_kind[c], top_owner[c], top_pid[c] = saved[0] + 1, BLOCK, me, -1
        site.own, site.changed = base_own | 1 << c, 1 << c
        options = site.platform_options(me, shapes)
        promise[me] = promise_of(site, me, style)
        laid = edge(worths_of(site, money, bonus, blocks, used, start, style, promise), me)
        if not options:
            yield laid, (block,)
        else:
            best: tuple[float, Action] = (laid, Pass())
            ranked = sorted(options, key=lambda o: -(orientation(o[0], o[1]).size * (o[4] - keep)))
            for shape, rot, x, y, storey in ranked[: style.platforms_per_block]:
                value = _platform_value(site, state, me, shape, rot, x, y, storey, blocks, start, style)
                if value > best[0]:
                    best = (value, PlacePlatform(shape, rot, x, y))
            yield best[0], (block, best[1])
        top_h[c], top_kind[c], top_owner[c], top_pid[c] = saved
    site.own, site.changed = base_own, 0


def _platform_value(site: PlanSite, state: CasaState, me: int, shape: int, rot: int, x: int, y: int, storey: int,
                    blocks: list[int], start: int, style: Style) -> float:
    """The value of the position once `me` lays this platform (laid on `site`'s tops and
    taken back)."""
    o = orientation(shape, rot)
    cells = [(y + dy) * SIZE + x + dx for dx, dy in o.cells()]
    top_h, top_kind, top_owner = site.top_h, site.top_kind, site.top_owner
    saved = [(top_h[i], top_kind[i], top_owner[i]) for i in cells]
    for i in cells:
        top_h[i], top_kind[i], top_owner[i] = storey, PLATFORM, me
    money, used = list(state.money), list(state.used)
    money[me] += o.size * storey
    used[me] |= 1 << shape
    value = edge(worths_of(site, money, state.bonus, blocks, used, start, style), me)
    for i, (h, kind, owner) in zip(cells, saved, strict=True):
        top_h[i], top_kind[i], top_owner[i] = h, kind, owner
    return value
