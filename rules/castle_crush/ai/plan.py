"""The builder's plan: where each piece should go, found with the physics' exact placement
(`place()` on copies of the world, which the physics rebuilds from JSON every time).

The plan is an exact placement (Place, PlaceKing, PlaceGeneral). The AI then carries it
out through the hand (ai/hand.py), with a level's motor noise; the house builder
(house.py) lays it exactly on a player's behalf. A drop that failed this build turn
(`CastleCrushState.failed_drops`) is never planned again.

A plumb builder (hard, Construction) allows for its own hand: the hand lays each block a
little off and a tall column leans further under every block, so it lays the next block
back towards the foot of its column (build.ranked) and, of two drops of nearly equal
value, keeps the castle whose upper blocks lean least (column_lean). Measured over seeds
0-19, hard's medians Barbacane 103 / Donjon 178.5 / Chateau 261 (103 / 176 / 257.5
following the top, as before) and no collapse: worst 88 / 91 / 145 (43 / 25 / 24).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ludotheque.rules.castle_crush.actions import Place, PlaceGeneral, PlaceKing
from ludotheque.rules.castle_crush.ai.build import Drop, castle_axis, drops, ranked
from ludotheque.rules.castle_crush.data import KING
from ludotheque.rules.castle_crush.legal import check_placement as check
from ludotheque.rules.castle_crush.port import BLOCK_KINDS, PieceFacts
from ludotheque.rules.castle_crush.room import (
    king_has_room,
    king_on_castle,
    roof_top_takes_last_throne,
)
from ludotheque.rules.castle_crush.scoring import attack_points, build_score
from ludotheque.rules.core import IllegalAction, Rng


@dataclass(frozen=True)
class Plan:
    """How hard a planner tries. Counts, never seconds, so games replay identically."""

    drops: int  # placements simulated per block
    king_drops: int
    robust: bool = False  # weigh what a typical blow would knock off each candidate castle
    shortlist: int = 0  # > 0: pick at random among this many best drops (a hasty eye)
    # Construction: the height (top of a block, u) up to which this builder trusts its
    # hand; above it the sway makes every drop a gamble, so it builds wider instead.
    reach: float = 99.0
    # Construction: lay each block back over the foot of its column (build.ranked).
    plumb: bool = False


# Build order: wide and cheap blocks low, towers above, roofs to cap (a roof holds
# nothing), so the high storeys multiply the high values.
BUILD_ORDER = ("house_a", "house_b", "tower_c", "tower_a", "tower_b", "roof")
FALL_PENALTY = 40.0
CLEAN_DROP = 0.05  # u: a placement that moved nothing more than this is taken at once
# Standard and Speed: the hammer sweeps tall castles, keep block tops below this (u).
STANDARD_MAX_TOP = 5.0
TALL_CASTLE = 12.0  # u (see _tries)
EXTRA_TRIES = 2  # more simulations allowed when every try so far fell
NO_THRONE_PENALTY = 30.0  # points: a last block that leaves the King nowhere to stand
TYPICAL_FEET = (-1.2, 0.0, 1.2)  # the blows the hard builder braces against (strike feet, u)
EXPOSURE_WEIGHT = 0.5  # build points traded for one point an opponent's blow would score
DISTURBANCE_PENALTY = 4.0
FAILED_RADIUS = 0.2  # u: a drop this close to one that failed this turn is not tried
FAILS_PER_KIND = 2  # a block kind that failed this often this turn is not tried again
REACH_SPREAD = 1.5  # u (see nerve)
# Construction, plumb builders: build points traded for 1 u of lean of the castle's upper
# blocks (see column_lean; it parts drops of nearly equal value).
LEAN_PENALTY = 20.0


def nerve(st: Any, p: int, reach: float) -> float:
    """How high this builder dares to go in this game: its level's reach, give or take
    REACH_SPREAD, drawn from the game's seed (a player's nerve varies from day to day)."""
    if reach >= 99.0:
        return reach
    rng = Rng(st.nerve_seed(p))  # mix(seed, p, 0x4E52); a view carries the viewer's own
    return reach + (2.0 * rng.random() - 1.0) * REACH_SPREAD


def failures(st: Any, kind: str) -> int:
    return sum(k == kind for k, _ in st.failed_drops)


def failed_twice(st: Any, kind: str) -> bool:
    """Has this kind already failed twice this build turn? Then it is set aside while
    other kinds are left to lay (Speed: the normal AI dropped the gate seven times
    running); a spot that failed is never tried again (failed_near)."""
    return failures(st, kind) >= FAILS_PER_KIND


def kinds_to_try(st: Any, p: int) -> set[str]:
    """The kinds worth a try now: those that have not failed twice this turn; when only
    such kinds are left, they get up to FAILS_PER_KIND more tries each, then the
    builder is done (Finish)."""
    hand = set(st.supply[p])
    fresh = {k for k in hand if not failed_twice(st, k)}
    return fresh or {k for k in hand if failures(st, k) < 2 * FAILS_PER_KIND}


def failed_near(st: Any, kind: str, x: float) -> bool:
    """Did a drop of this kind near x already fail this build turn?"""
    return any(k == kind and abs(fx - x) < FAILED_RADIUS for k, fx in st.failed_drops)


# --- blocks ---------------------------------------------------------------------------
def plan_block(st: Any, p: int, plan: Plan, rng: Rng) -> Place | None:
    port = st.physics()
    world, facts = st.worlds[p], st.facts(p)
    reach = nerve(st, p, plan.reach)
    max_top = reach if st.mode == "construction" else min(reach, STANDARD_MAX_TOP)
    options: list[tuple[str, Drop]] = []
    allowed = kinds_to_try(st, p)
    if st.supply[p].count("roof") > 1 and st.mode != "construction":
        # Spare roofs first, low at the far end: only one roof can crown a castle kept
        # low for the hammer. (In Construction each column gets its own roof.)
        low = [d for d in drops(port, world, facts, "roof") if d.storey == 1] if "roof" in allowed else []
        options = [("roof", d) for d in sorted(low, key=lambda d: d.x)]
    kinds = sorted(allowed, key=BUILD_ORDER.index)
    plumb = plan.plumb and st.mode == "construction"
    if plan.shortlist:
        rng.shuffle(kinds)  # a hasty builder takes whatever comes to hand first
    for kind in kinds:
        if options:
            break
        # Drops that failed this turn are left out before ranking, so a kind whose
        # every drop failed gives way to the next kind.
        untried = [d for d in drops(port, world, facts, kind) if not failed_near(st, kind, d.x)]
        options = [(kind, d) for d in ranked(untried, castle_axis(facts), max_top, plumb)]
    options = [(k, d) for k, d in options if not failed_near(st, k, d.x)]
    if not options:
        return None
    if KING in st.pawns[p]:
        # Never a roof over the King's last flat top (QA: he was then dropped again
        # and again until one drop stuck between two roofs).
        shapes = port.piece_kinds()
        keep = [(k, d) for k, d in options
                if k != "roof" or not roof_top_takes_last_throne(facts, shapes, d.x, d.top)]
        options = keep or options
    if plan.shortlist:
        options = options[: plan.shortlist]
        rng.shuffle(options)
    return _first_clean(st, p, plan, options)


def _first_clean(st: Any, p: int, plan: Plan, options: list[tuple[str, Drop]]) -> Place | None:
    """Simulate the best few drops; take the first that moves nothing, else the best."""
    port = st.physics()
    best, best_value = None, -math.inf
    tries = _tries(plan.drops, st, p)
    for kind, drop in options[: tries + EXTRA_TRIES]:
        action = Place(kind, drop.x)
        try:
            check(st, action)
        except IllegalAction:
            continue
        res = port.place(st.worlds[p], kind, drop.x, owner=p)
        value = _castle_value(res.facts) - DISTURBANCE_PENALTY * min(res.disturbance, 3.0)
        if plan.plumb and st.mode == "construction":
            value -= LEAN_PENALTY * column_lean(res.facts, port.piece_kinds())
        # The King must find a flat top on the castle once the blocks are down.
        throne = len(st.supply[p]) > 1 or king_has_room(res.facts, port.piece_kinds())
        if not throne:
            value -= NO_THRONE_PENALTY
        robust = plan.robust and st.mode != "construction" and not _fell(res.facts)
        if robust:
            # Points an opponent's blows would score on this castle, on average.
            exposed = 0
            for foot in TYPICAL_FEET:
                blow = port.strike(res.world, foot)
                exposed += attack_points(blow.facts, blow.fallen)
            value -= EXPOSURE_WEIGHT * exposed / len(TYPICAL_FEET)
        if value > best_value:
            best, best_value = action, value
        tries -= 1
        clean = res.disturbance < CLEAN_DROP and not _fell(res.facts) and throne
        # Stop at a clean drop (the hard builder compares its few tries), or when the
        # budget is spent and something held.
        if (clean and not robust) or (tries <= 0 and (robust or not _fell(res.facts))):
            break
    return best


# --- the King and the General -----------------------------------------------------------
def plan_king(st: Any, p: int, plan: Plan, rng: Rng) -> PlaceKing | None:
    port = st.physics()
    world, facts = st.worlds[p], st.facts(p)
    has_blocks = any(f.kind in BLOCK_KINDS and f.storey >= 1 for f in facts)
    # A pawn leaning on a wall holds on a narrow ledge: a smaller margin will do.
    spots = [d for d in drops(port, world, facts, KING, min_margin=0.04)
             if (d.storey > 1 or not has_blocks) and not failed_near(st, KING, d.x)]
    # Well held first, then low: a King the hammer is less likely to sweep off.
    spots.sort(key=lambda d: (-min(d.margin, 0.25), d.top, abs(d.x)))
    if plan.shortlist:
        spots = spots[: plan.shortlist]
        rng.shuffle(spots)
    budget = _tries(plan.king_drops, st, p) + EXTRA_TRIES
    candidates = [PlaceKing(d.x, 0.0) for d in spots]
    tried: set = set()
    found = _king_that_stays(st, p, candidates, budget, tried)
    if found is not None:
        return found
    # No flat spot held him: any accepted drop, standing or lying, lowest first.
    lo, hi = port.layout().place_x_range
    others = [PlaceKing(round(lo + i * 0.5, 6), angle) for angle in (math.pi / 2, 0.0)
              for i in range(int((hi - lo) / 0.5) + 1)]
    others = [a for a in others if a not in candidates and not failed_near(st, KING, a.x)]
    others = _rotate(others, st.fumbles + p)
    # No flat top left: lying between two pieces is his only chance, look wider.
    wider = EXTRA_TRIES if king_has_room(facts, port.piece_kinds()) else 3 * EXTRA_TRIES
    found = _king_that_stays(st, p, others, wider, tried)
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
    return None


def _king_that_stays(st: Any, p: int, candidates: list, budget: int, tried: set) -> PlaceKing | None:
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


def plan_general(st: Any, p: int, plan: Plan, rng: Rng) -> PlaceGeneral | None:
    spots = st.physics().general_spots(st.worlds[p])
    if not spots:
        return None
    if plan.shortlist:
        lo, hi = rng.choice(list(spots))
        return PlaceGeneral(round(rng.uniform(lo, hi), 6))
    # The far end, behind the castle as seen from the hammer (which falls towards +x);
    # after a slip there, the middle of the widest free stretch.
    far = max(hi for _, hi in spots)
    if not failed_near(st, "general", far):
        return PlaceGeneral(far)
    lo, hi = max(spots, key=lambda s: s[1] - s[0])
    return PlaceGeneral(round((lo + hi) / 2, 6))


# --- helpers ------------------------------------------------------------------------------
def _rotate(options: list, k: int) -> list:
    if not options or not k:
        return options
    k %= len(options)
    return options[k:] + options[:k]


def _tries(wanted: int, st: Any, p: int) -> int:
    """Simulations allowed for one decision. On a tall castle one placement takes the
    physics over a second (everything sways before it sleeps): one try, to stay under
    the 2 s a decision may take."""
    tops = [f.top for f in st.facts(p)]
    return 1 if tops and max(tops) > TALL_CASTLE else wanted


def _fell(facts: tuple[PieceFacts, ...]) -> bool:
    return any(f.storey == 0 or f.on_table for f in facts)


def column_lean(facts: tuple[PieceFacts, ...], shapes: dict[str, Any]) -> float:
    """How far the castle's upper blocks' centre of mass is off its feet's (u): a column
    whose blocks the hand laid a little off leans, and leans further under each block."""
    feet = [f.x for f in facts if f.storey == 1 and f.kind in BLOCK_KINDS and not f.on_table]
    upper = [f for f in facts if f.storey > 1 and f.kind in BLOCK_KINDS and not f.on_table]
    if not feet or not upper:
        return 0.0
    weight = {f.id: shapes[f.kind].width * shapes[f.kind].height for f in upper}
    com = sum(f.x * weight[f.id] for f in upper) / sum(weight.values())
    return abs(com - sum(feet) / len(feet))


def _castle_value(facts: tuple[PieceFacts, ...]) -> float:
    """Build points now, minus a penalty for every piece that fell."""
    fell = sum(1 for f in facts if f.storey == 0 or f.on_table)
    return build_score(facts) - FALL_PENALTY * fell
