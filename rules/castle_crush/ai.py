"""Castle Crush players: a builder that tries placements on copies of its world and an
attacker that tries hammer blows on copies of the target's world.

Worlds are JSON and the physics rebuilds each one from scratch, so what the agent
predicts on a copy is exactly what then happens at the table. Levels differ in how
many candidates they simulate and in the noise of their aim (easy).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from rules.ai import Agent
from rules.castle_crush.actions import Attack, Place, PlaceGeneral, PlaceKing, Take
from rules.castle_crush.ai_build import Drop, castle_axis, drops, ranked
from rules.castle_crush.data import GENERAL, KING, base_value
from rules.castle_crush.legality import check
from rules.castle_crush.phases import king_on_castle
from rules.castle_crush.port import BLOCK_KINDS, PieceFacts
from rules.castle_crush.room import king_has_room, roof_top_takes_last_throne
from rules.castle_crush.scoring import attack_points, build_score
from rules.core import Action, IllegalAction, Rng


@dataclass(frozen=True)
class Level:
    """How hard an agent tries. Counts, never seconds, so games replay identically."""

    drops: int  # placements simulated per block
    king_drops: int
    blows: int  # hammer blows simulated per decision, over all targets
    aim_noise: float  # offset noise (u) added to the chosen blow
    lean_noise: float
    robust: bool = False  # weigh what a typical blow would knock off each candidate castle


LEVELS = {
    "easy": Level(drops=1, king_drops=2, blows=2, aim_noise=0.25, lean_noise=0.05),
    "normal": Level(drops=2, king_drops=2, blows=4, aim_noise=0.0, lean_noise=0.0),
    "hard": Level(drops=2, king_drops=3, blows=8, aim_noise=0.0, lean_noise=0.0, robust=True),
}

# Build order: wide and cheap blocks low, towers above, roofs to cap (a roof holds
# nothing), so the high storeys multiply the high values.
BUILD_ORDER = ("house_a", "house_b", "tower_c", "tower_a", "tower_b", "roof")
# Draft preference: the most valuable first, then what stacks well.
DRAFT_ORDER = ("roof", "tower_a", "tower_b", "tower_c", "house_b", "house_a")
FALL_PENALTY = 40.0
CLEAN_DROP = 0.05  # u: a placement that moved nothing more than this is taken at once
# Standard and Speed: the hammer sweeps tall castles, keep block tops below this (u).
STANDARD_MAX_TOP = 5.0
TALL_CASTLE = 12.0  # u (see _tries)
EXTRA_TRIES = 2  # more simulations allowed when every try so far fell
NO_THRONE_PENALTY = 30.0
TYPICAL_LEAN = 0.06  # rad: the blow the hard builder braces against
EXPOSURE_WEIGHT = 0.5  # build points traded for one point an opponent's blow would score  # points: a last block that leaves the King nowhere to stand
DISTURBANCE_PENALTY = 4.0


class CastleAgent(Agent):
    name = "castle"

    def __init__(self, level: str = "normal") -> None:
        self.level_name = level
        self.level = LEVELS[level]

    def choose(self, view: dict[str, Any], player: int, state_cls: type, rng: Rng) -> Action:
        st = state_cls.from_view(view, rng.fork(0))
        if st.phase == "draft":
            return self._draft(st, rng)
        if st.phase == "attack":
            return self._attack(st, player, rng)
        step = st.build_step()
        if step == "block":
            return self._block(st, player, rng)
        if step == KING:
            return self._king(st, player, rng)
        if step == GENERAL:
            return self._general(st, player, rng)
        return rng.choice(st.legal_actions())

    # --- draft ---------------------------------------------------------------------
    def _draft(self, st: Any, rng: Rng) -> Action:
        options = [k for k in BLOCK_KINDS if st.reserve.get(k, 0) > 0]
        if self.level_name == "easy":
            return Take(rng.choice(options))
        return Take(min(options, key=DRAFT_ORDER.index))

    # --- build ---------------------------------------------------------------------
    def _block(self, st: Any, p: int, rng: Rng) -> Action:
        port = st.physics()
        world, facts = st.worlds[p], st.facts(p)
        max_top = None if st.mode == "construction" else STANDARD_MAX_TOP
        options: list[tuple[str, Drop]] = []
        if st.supply[p].count("roof") > 1:
            # Spare roofs first, low at the far end: only one roof can crown the castle.
            low = [d for d in drops(port, world, facts, "roof") if d.storey == 1]
            options = [("roof", d) for d in sorted(low, key=lambda d: d.x)]
        kinds = sorted(set(st.supply[p]), key=BUILD_ORDER.index)
        for kind in kinds:
            if options:
                break
            found = ranked(drops(port, world, facts, kind), castle_axis(facts), max_top)
            options = [(kind, d) for d in found]
        if not options:
            return rng.choice(st.legal_actions())
        if KING in st.pawns[p]:
            # Never a roof over the King's last flat top (QA: he was then dropped again
            # and again until one drop stuck between two roofs).
            shapes = port.piece_kinds()
            keep = [(k, d) for k, d in options
                    if k != "roof" or not roof_top_takes_last_throne(facts, shapes, d.x, d.top)]
            options = keep or options
        if self.level_name == "easy":
            options = options[:3]
            rng.shuffle(options)
        return self._first_clean(st, p, options) or rng.choice(st.legal_actions())

    def _first_clean(self, st: Any, p: int, options: list[tuple[str, Drop]]) -> Action | None:
        """Simulate the best few drops; take the first that moves nothing, else the best.
        After a fumble the same reading would choose the same drop: start further down."""
        port = st.physics()
        options = _rotate(options, st.fumbles)
        best, best_value = None, -math.inf
        tries = _tries(self.level.drops, st, p)
        for kind, drop in options[: tries + EXTRA_TRIES]:
            action = Place(kind, drop.x)
            try:
                check(st, action)
            except IllegalAction:
                continue
            res = port.place(st.worlds[p], kind, drop.x, owner=p)
            value = _castle_value(res.facts) - DISTURBANCE_PENALTY * min(res.disturbance, 3.0)
            # The King must find a flat top on the castle once the blocks are down.
            throne = len(st.supply[p]) > 1 or _king_has_room(port, res)
            if not throne:
                value -= NO_THRONE_PENALTY
            robust = self.level.robust and st.mode != "construction" and not _fell(res.facts)
            if robust:
                # Points an opponent's ordinary blow would score on this castle.
                blow = port.attack(res.world, 0.0, TYPICAL_LEAN)
                value -= EXPOSURE_WEIGHT * attack_points(blow.facts, blow.fallen)
            if value > best_value:
                best, best_value = action, value
            tries -= 1
            clean = res.disturbance < CLEAN_DROP and not _fell(res.facts) and throne
            # Stop at a clean drop, or when the budget is spent and something held.
            # Stop at a clean drop (the hard builder compares its few tries), or when the
            # budget is spent and something held.
            if (clean and not robust) or (tries <= 0 and (robust or not _fell(res.facts))):
                break
        return best

    def _king(self, st: Any, p: int, rng: Rng) -> Action:
        port = st.physics()
        world, facts = st.worlds[p], st.facts(p)
        has_blocks = any(f.kind in BLOCK_KINDS and f.storey >= 1 for f in facts)
        # A pawn leaning on a wall holds on a narrow ledge: a smaller margin will do.
        spots = [d for d in drops(port, world, facts, KING, min_margin=0.04)
                 if d.storey > 1 or not has_blocks]
        # Well held first, then low: a King the hammer is less likely to sweep off.
        spots.sort(key=lambda d: (-min(d.margin, 0.25), d.top, abs(d.x)))
        if self.level_name == "easy":
            spots = spots[:3]
            rng.shuffle(spots)
        budget = _tries(self.level.king_drops, st, p) + EXTRA_TRIES
        candidates = _rotate([PlaceKing(d.x, 0.0) for d in spots], st.fumbles)
        tried: set = set()
        found = self._king_that_stays(st, p, candidates, budget, tried)
        if found is not None:
            return found
        # No flat spot held him: any accepted drop, standing or lying, lowest first.
        lo, hi = port.layout().place_x_range
        others = [PlaceKing(round(lo + i * 0.5, 6), angle) for angle in (math.pi / 2, 0.0)
                  for i in range(int((hi - lo) / 0.5) + 1)]
        others = _rotate([a for a in others if a not in candidates], st.fumbles + p)
        # No flat top left: lying between two pieces is his only chance, look wider.
        wider = EXTRA_TRIES if king_has_room(st.facts(p), port.piece_kinds()) else 3 * EXTRA_TRIES
        found = self._king_that_stays(st, p, others, wider, tried)
        if found is not None:
            return found
        # Nothing simulated held: a drop not yet known to fail (the same drop would fail
        # again, the physics being deterministic).
        for action in [a for a in candidates + others if a not in tried] + candidates:
            try:
                check(st, action)
            except IllegalAction:
                continue
            return action
        return rng.choice(st.legal_actions())

    @staticmethod
    def _king_that_stays(st: Any, p: int, candidates: list, budget: int, tried: set) -> Action | None:
        port = st.physics()
        for action in candidates:
            if budget <= 0:
                break
            try:
                check(st, action)
            except IllegalAction:
                continue
            budget -= 1
            tried.add(action)
            res = port.place(st.worlds[p], KING, action.x, owner=p, angle=action.angle)
            king = next(f for f in res.facts if f.id == res.piece_id)
            if king_on_castle(king, res.facts) and not _fell(res.facts):
                return action
        return None

    def _general(self, st: Any, p: int, rng: Rng) -> Action:
        spots = st.physics().general_spots(st.worlds[p])
        if self.level_name == "easy":
            lo, hi = rng.choice(list(spots))
            return PlaceGeneral(round(rng.uniform(lo, hi), 6))
        # The far end, behind the castle as seen from the hammer (which falls towards +x).
        return PlaceGeneral(max(hi for _, hi in spots))

    # --- attack --------------------------------------------------------------------
    def _attack(self, st: Any, p: int, rng: Rng) -> Action:
        port = st.physics()
        lay = port.layout()
        targets = [t for t in range(st.num_players) if t != p]
        # The richest castle first: what could fall is what could score.
        targets.sort(key=lambda t: -_exposed_value(st.facts(t)))
        per_target = max(1, self.level.blows // len(targets))
        if self.level.blows < 2 * len(targets):
            targets = targets[: max(1, self.level.blows // 2)]
            per_target = max(1, self.level.blows // len(targets))
        lo, hi = lay.offset_range
        best, best_value = None, -math.inf
        for t in targets:
            for k in range(per_target):
                offset = lo + (hi - lo) * (k + 0.5) / per_target
                lean = lay.lean_range[0] + (0.08 if k % 2 else 0.03)
                res = port.attack(st.worlds[t], offset, lean)
                value = attack_points(res.facts, res.fallen)
                if value > best_value:
                    best, best_value = Attack(t, round(offset, 6), round(lean, 6)), value
        if self.level.aim_noise:
            offset = min(hi, max(lo, best.offset + rng.gauss(0.0, self.level.aim_noise)))
            llo, lhi = lay.lean_range
            lean = min(lhi, max(llo, best.lean + abs(rng.gauss(0.0, self.level.lean_noise))))
            best = Attack(best.target, round(offset, 6), round(lean, 6))
        return best


def _spread(sorted_options: list, count: int) -> list:
    """The best `count` options, taking every other one when there are many so that the
    tries do not all sit on the same spot."""
    if len(sorted_options) <= count:
        return sorted_options
    picked = sorted_options[: count // 2 + 1]
    rest = sorted_options[count // 2 + 1:]
    stride = max(1, len(rest) // max(1, count - len(picked)))
    picked += rest[::stride][: count - len(picked)]
    return picked


def _king_has_room(port: Any, res: Any) -> bool:
    return king_has_room(res.facts, port.piece_kinds())


def _rotate(options: list, fumbles: int) -> list:
    if not options or not fumbles:
        return options
    k = fumbles % len(options)
    return options[k:] + options[:k]


def _tries(wanted: int, st: Any, p: int) -> int:
    """Simulations allowed for one decision. On a tall castle one placement takes the
    physics over a second (everything sways before it sleeps): one try, to stay under
    the 2 s a decision may take."""
    tops = [f.top for f in st.facts(p)]
    return 1 if tops and max(tops) > TALL_CASTLE else wanted


def _fell(facts: tuple[PieceFacts, ...]) -> bool:
    return any(f.storey == 0 or f.on_table for f in facts)


def _castle_value(facts: tuple[PieceFacts, ...]) -> float:
    """Build points now, minus a penalty for every piece that fell."""
    fell = sum(1 for f in facts if f.storey == 0 or f.on_table)
    return build_score(facts) - FALL_PENALTY * fell


def _exposed_value(facts: tuple[PieceFacts, ...]) -> float:
    return sum(base_value(f.kind) for f in facts if f.on_foundation)


def make_agent(level: str, player: int) -> Agent:
    return CastleAgent(level if level in LEVELS else "normal")
