"""The planner's site (`ai/options.py`) gives, after each block of a lane, exactly the legal
platforms the full search gives, in the same order, and the look-ahead's reply found in
place (`ai/replies.py`) is the full planner's best: the AI's decisions depend on both."""

from __future__ import annotations

from dataclasses import replace

from ludotheque.rules.casa_grande import GAME
from ludotheque.rules.casa_grande.actions import PlaceBlock, PlacePlatform
from ludotheque.rules.casa_grande.ai.agent import STYLES
from ludotheque.rules.casa_grande.ai.options import PlanSite, with_options
from ludotheque.rules.casa_grande.ai.planning import turn_plans
from ludotheque.rules.casa_grande.ai.replies import best_turn
from ludotheque.rules.casa_grande.data import SIZE
from ludotheque.rules.casa_grande.legal import free_shapes
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.casa_grande.site import PLATFORM
from ludotheque.rules.core import GameConfig
from ludotheque.rules.session import Seat, Session


def block_positions(players: int, seed: int):
    """Every block phase of an AI game (normal seats: they build platforms)."""
    session = Session(GAME, GameConfig(players, seed=seed), [Seat.parse("ai:normal")] * players)
    while not session.state.is_over():
        if session.state.phase == Phase.BLOCK:
            yield session.state
        session.play_ai_turn()


def test_the_platforms_after_each_block_are_those_of_the_full_search():
    compared = platforms = 0
    for players, seed in ((2, 11), (3, 12)):
        for state in block_positions(players, seed):
            p = state.turn
            base = state.clone()
            base.site = with_options(state.site, p, free_shapes(state, p))
            for block in state.legal_actions():
                assert isinstance(block, PlaceBlock)
                plain, planned = state.clone(), base.clone()
                plain.apply_in_place(block)
                planned.apply_in_place(block)
                assert isinstance(planned.site, PlanSite)
                full = plain.site.platform_options(p, free_shapes(plain, p))
                assert planned.site.platform_options(p, free_shapes(planned, p)) == full
                assert planned.legal_actions() == plain.legal_actions()
                compared += 1
                platforms += len(full)
                if full:  # a platform laid: the site forgets and answers in full again
                    lay = next(a for a in planned.legal_actions() if isinstance(a, PlacePlatform))
                    plain.apply_in_place(lay)
                    planned.apply_in_place(lay)
                    assert planned.site.known is None
                    other = (p + 1) % players
                    assert (planned.site.platform_options(other, free_shapes(planned, other))
                            == plain.site.platform_options(other, free_shapes(plain, other)))
    assert compared > 1000 and platforms > 300, (compared, platforms)


def test_another_builder_or_other_shapes_get_the_full_search():
    state = next(s for s in block_positions(2, 13) if s.turns > 20)
    p, q = state.turn, 1 - state.turn
    site = with_options(state.site, p, free_shapes(state, p))
    assert site.platform_options(q, free_shapes(state, q)) == state.site.platform_options(q, free_shapes(state, q))
    assert site.platform_options(p, [0, 1]) == state.site.platform_options(p, [0, 1])


def test_the_reply_found_in_place_is_the_best_plan_of_the_full_planner():
    """`replies.best_turn` is `max(turn_plans(...), key=value)` (the first of the best),
    at every roll of two AI games, each face of the die, both in the last round too."""
    style = replace(STYLES["hard"], replies=0)
    compared, gifts, last_round = 0, 0, 0
    for players, seed in ((2, 21), (3, 22)):
        session = Session(GAME, GameConfig(players, seed=seed), [Seat.parse("ai:normal")] * players)
        while not session.state.is_over():
            state = session.state
            if state.phase == Phase.ROLL:
                for die in range(1, 7):
                    rolled = state.clone()
                    rolled.cast(die)
                    plans = turn_plans(rolled, rolled.turn, style)
                    assert best_turn(rolled, rolled.turn, style) == max(plans, key=lambda p: p.value).actions
                    compared += 1
                    last_round += rolled.final_round
                    gifts += any(_gives(rolled, plan.actions) for plan in plans)
            session.play_ai_turn()
    assert compared > 400 and last_round > 5 and gifts > 5, (compared, last_round, gifts)


def _gives(state, actions) -> bool:
    """Does this plan lay a block on another builder's platform?"""
    after = state.clone()
    for action in actions:
        if isinstance(action, PlaceBlock):
            c = action.y * SIZE + action.x
            if after.site.top_kind[c] == PLATFORM and after.site.platforms[after.site.top_pid[c]][0] != after.turn:
                return True
        after.apply_in_place(action)
    return False
