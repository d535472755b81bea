"""Castle Crush players: a builder that plans with the physics and lays its pieces through
the same hand as a player, and an attacker that tries stances on copies of the target's
world.

Worlds are JSON and the physics rebuilds each one from scratch, so what the agent
predicts on a copy is exactly what then happens at the table; but the builder's hand is
not exact (ai/hand.py), so its plan comes out as well as its level's motor skill allows.
Levels differ in how many candidates they simulate, in motor noise and patience, and in
the noise of the attacker's stance.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ludotheque.rules.ai import Agent
from ludotheque.rules.castle_crush.actions import (
    Finish,
    Place,
    PlaceGeneral,
    PlaceKing,
    Strike,
    Take,
)
from ludotheque.rules.castle_crush.ai.hand import MOTORS, Motor, carry_out
from ludotheque.rules.castle_crush.ai.plan import Plan, plan_block, plan_general, plan_king
from ludotheque.rules.castle_crush.data import base_value
from ludotheque.rules.castle_crush.phases import Phase, Step
from ludotheque.rules.castle_crush.port import BLOCK_KINDS, PieceFacts
from ludotheque.rules.castle_crush.scoring import attack_points
from ludotheque.rules.core import Action, Rng


@dataclass(frozen=True)
class Level:
    """How hard an agent tries. Counts, never seconds, so games replay identically."""

    plan: Plan
    motor: Motor
    blows: int  # stances simulated per decision, over all targets
    foot_noise: float  # u added to the chosen stance's foot (a hasty stance)
    refine: tuple[float, ...] = ()  # then feet this far either side of the best, tried too


LEVELS = {
    "easy": Level(Plan(drops=1, king_drops=2, shortlist=3, reach=3.6), MOTORS["easy"], blows=3,
                  foot_noise=0.3),
    "normal": Level(Plan(drops=2, king_drops=2, reach=9.0), MOTORS["normal"], blows=6,
                    foot_noise=0.0),
    "hard": Level(Plan(drops=2, king_drops=3, robust=True, reach=15.0, plumb=True), MOTORS["hard"], blows=12,
                  foot_noise=0.0, refine=(0.04, 0.09, 0.16)),
}

# Draft preference: the most valuable first, then what stacks well.
DRAFT_ORDER = ("roof", "tower_a", "tower_b", "tower_c", "house_b", "house_a")


class CastleAgent(Agent):
    name = "castle"

    def __init__(self, level: str = "normal") -> None:
        self.level_name = level
        self.level = LEVELS[level]

    def choose(self, view: dict[str, Any], player: int, state_cls: type, rng: Rng) -> Action:
        st = state_cls.from_view(view, rng.fork(0))
        if st.phase == Phase.DRAFT:
            return self._draft(st, rng)
        if st.phase == Phase.ATTACK:
            return self._attack(st, player, rng)
        planned = self.plan(st, player, rng)
        if planned is None:
            if st.build_step() == Step.BLOCK and st.is_legal(Finish()):
                return Finish()  # nothing left worth trying: "J'ai fini"
            return rng.choice(st.legal_actions())
        return self.carry(st, player, planned, rng.fork(1))

    def plan(self, st: Any, player: int, rng: Rng) -> Place | PlaceKing | PlaceGeneral | None:
        """Where the next piece should go (an exact placement), None when nowhere."""
        step = st.build_step()
        plan = self.level.plan
        if step == Step.BLOCK:
            return plan_block(st, player, plan, rng)
        if step == Step.KING:
            return plan_king(st, player, plan, rng)
        if step == Step.GENERAL:
            return plan_general(st, player, plan, rng)
        return None

    def carry(self, st: Any, player: int, planned: Place | PlaceKing | PlaceGeneral, rng: Rng) -> Action:
        """The hand that lays the planned piece (the level's motor skill)."""
        return carry_out(st, player, planned, self.level.motor, rng)

    # --- draft ---------------------------------------------------------------------
    def _draft(self, st: Any, rng: Rng) -> Action:
        options = [k for k in BLOCK_KINDS if st.reserve.get(k, 0) > 0]
        if self.level_name == "easy":
            return Take(rng.choice(options))
        return Take(min(options, key=DRAFT_ORDER.index))

    # --- attack --------------------------------------------------------------------
    def _attack(self, st: Any, p: int, rng: Rng) -> Action:
        """Try stances across the whole base on the richest castles; keep the best."""
        port = st.physics()
        lo, hi = port.layout().foot_range
        targets = [t for t in range(st.num_players) if t != p]
        # The richest castle first: what could fall is what could score.
        targets.sort(key=lambda t: -_exposed_value(st.facts(t)))
        targets = targets[: max(1, self.level.blows // 3)]
        per_target = max(1, self.level.blows // len(targets))
        best, best_value = None, -math.inf
        for t in targets:
            for k in range(per_target):
                foot = round(lo + (hi - lo) * (k + 0.5) / per_target, 6)
                res = port.strike(st.worlds[t], foot)
                value = attack_points(res.facts, res.fallen)
                if value > best_value:
                    best, best_value = Strike(t, foot), value
        # The blow is chaotic: a stance a few millimetres away can topple far more.
        for step in self.level.refine:
            for foot in (best.foot - step, best.foot + step):
                foot = round(min(hi, max(lo, foot)), 6)
                res = port.strike(st.worlds[best.target], foot)
                value = attack_points(res.facts, res.fallen)
                if value > best_value:
                    best, best_value = Strike(best.target, foot), value
        if self.level.foot_noise:
            foot = min(hi, max(lo, best.foot + rng.gauss(0.0, self.level.foot_noise)))
            best = Strike(best.target, round(foot, 6))
        return best


def _exposed_value(facts: tuple[PieceFacts, ...]) -> float:
    return sum(base_value(f.kind) for f in facts if f.on_foundation)


