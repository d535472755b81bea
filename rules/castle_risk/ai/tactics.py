"""Rules of thumb for the AI, one method per phase (see agents.py for the levels).

Everything here reads a determinised state from the seat's own view: the board, the
track, public piles and the seat's own hand and hidden armies.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ludotheque.rules.castle_risk.actions as A
from ludotheque.rules.castle_risk.attack import declarable
from ludotheque.rules.castle_risk.data import EMPTY, INDEPENDENT, MAP, RULES
from ludotheque.rules.castle_risk.odds import defence_odds, odds
from ludotheque.rules.castle_risk.phases import (
    Deploying,
    MovingIn,
    Phase,
    Placing,
    Reoccupying,
    Spying,
    waiting,
)
from ludotheque.rules.castle_risk.shared import (
    alive_players,
    at_truce,
    castle_owner,
    hidden_value,
    next_track_value,
    territories_of,
    under_way,
)

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.ai.agents import Style
    from ludotheque.rules.castle_risk.state import CastleRiskState

# Which card a Spy takes away first: the ones that swing battles.
SPY_PREFERENCE = ("marshal", "admiral", "general", "reinforcement", "spy", "diplomat")

# A standoff (issue 33, seed 3095): both castles so well guarded that neither side attacks,
# while income keeps coming, so the sheet's frozen-game ending never applies. From turn
# STALL_FROM on, the pressure grows to 1 over STALL_SPAN turns: the odds wanted, the castle
# guard and the cost of losing armies shrink with it, until every army that can attack
# does, and a castle falls. No game between AIs measured so far lasted 150 turns.
STALL_FROM = 150
STALL_SPAN = 100


def least_guard(strike: int, limit: float, cap: int) -> int:
    """The fewest armies (2 to `cap`) that hold a castle against `strike` armies with a
    General and a Marshal in play, the strike's odds at most `limit`: a binary search, as
    the odds fall as the guard grows (about log2(cap) calls to `odds`, whatever the armies)."""
    lo, hi = 2, max(2, cap)
    if odds(strike, hi, True, True) > limit:
        return hi
    while lo < hi:
        mid = (lo + hi) // 2
        if odds(strike, mid, True, True) > limit:
            lo = mid + 1
        else:
            hi = mid
    return lo


class Planner:
    def __init__(self, state: CastleRiskState, player: int, style: Style, standoff: bool = False) -> None:
        self.s = state
        self.p = player
        self.style = style
        self.castle = state.castle_at[player]
        self._march: dict[str, int] | None = None
        self._guard: int | None = None
        # 0 in a normal game; grows to 1 in a standoff (see STALL_FROM). Only the AI players
        # feel it (`standoff`): the hints and the panel's suggestions keep their judgement.
        late = (state.turn_no - STALL_FROM) / STALL_SPAN
        self.pressure = min(1.0, max(0.0, late)) if standoff else 0.0

    # --- measures ----------------------------------------------------------------------
    def enemy(self, t: str) -> bool:
        o = self.s.owner[t]
        return o != self.p and o != EMPTY

    def threat(self, t: str) -> int:
        """Enemy armies that could attack `t` next turn over land or a dotted line."""
        return sum(self.s.armies[n] - 1 for n in MAP.get(t).land
                   if self.enemy(n) and self.s.armies[n] > 1)

    def sea_threat(self, t: str) -> int:
        """Enemy armies that an Admiral could carry onto `t` (its cards are unknown)."""
        if not MAP.get(t).water:
            return 0
        return max((self.s.armies[n] - 1 for n in MAP.ids
                    if self.enemy(n) and n not in MAP.get(t).land and MAP.share_water(t, n)), default=0)

    def reserve_threat(self, t: str) -> int:
        """During the setup: the most armies an enemy next to `t` may still deploy there."""
        s = self.s
        near = {s.owner[n] for n in MAP.get(t).land if self.enemy(n)}
        return max((s.reserve[q] for q in near), default=0)

    def guard_needed(self) -> int:
        if self._guard is None:
            self._guard = self._guard_needed()
        return self._guard

    def _guard_needed(self) -> int:
        if self.castle is None:
            return 0
        danger = self.threat(self.castle) + self.style.sea_guard * self.sea_threat(self.castle)
        if self.style.reserve_guard and self.s.phase in ("claim", "deploy"):
            danger += self.style.reserve_guard * self.reserve_threat(self.castle)
        if not self.style.guard_odds:
            guard = int(self.style.guard * danger) + 2
        else:
            # Assume the worst likely strike: every neighbour's armies, a Reinforcements card
            # and a General; guard until its odds fall to the style's limit.
            strike = int(danger) + (next_track_value(self.s) or 0)
            guard = least_guard(strike, self.style.guard_odds, 4 * strike) if strike > 0 else 2
        return max(2, round(guard * (1.0 - self.pressure)))

    def spare(self, src: str) -> int:
        """Armies of `src` that may go into an attack."""
        keep = max(1, self.guard_needed()) if src == self.castle else 1
        return self.s.armies[src] - keep

    def value(self, t: str) -> float:
        """What taking `t` is worth to this player."""
        s, ew = self.s, self.style.empire_weight
        v = 1.0
        if castle_owner(s, t) is not None:
            v += 40.0
        group = MAP.get(t).group
        members = MAP.independents if group == INDEPENDENT else MAP.empires[group]
        mine = sum(1 for m in members if s.owner[m] == self.p)
        bonus = RULES.income_independents if group == INDEPENDENT else RULES.income_empire
        v += ew * bonus * (mine + 1) / len(members) * (2.0 if mine + 1 == len(members) else 0.7)
        holder = s.owner[t]
        if holder not in (EMPTY, self.p) and all(s.owner[m] == holder for m in members):
            v += ew * bonus * 0.8  # breaks an enemy's whole empire
        if self.style.staging and any(castle_owner(s, n) not in (None, self.p) for n in MAP.get(t).land):
            v += self.style.staging
        return v

    def march(self) -> dict[str, int]:
        """For each territory not ours: the armies to beat on the cheapest road by land from
        there into an enemy castle (the castle's own armies count double: two dice only)."""
        if self._march is None:
            s, dist = self.s, {}
            heap = [(2 * s.armies[c], c) for q, c in enumerate(s.castle_at)
                    if c is not None and q != self.p and s.alive[q]]
            heapq.heapify(heap)
            while heap:
                d, t = heapq.heappop(heap)
                if t in dist:
                    continue
                dist[t] = d
                for n in MAP.get(t).land:
                    if n not in dist and s.owner[n] != self.p:
                        heapq.heappush(heap, (d + s.armies[n], n))
            self._march = dist
        return self._march

    def all_in(self, src: str, dst: str) -> bool:
        """Everything but one army may leave `src` (even the castle) when the road through
        `dst` reaches an enemy castle with armies to spare: the game is won there."""
        cost = self.march().get(dst) if self.style.march else None
        return cost is not None and self.s.armies[src] - 1 >= 1.3 * cost + 2

    def road_head(self) -> str | None:
        """Our territory from which the road to an enemy castle is cheapest."""
        road = self.march()
        best, best_cost = None, None
        for t in territories_of(self.s, self.p):
            costs = [road[n] for n in MAP.get(t).land if n in road]
            if costs and (best_cost is None or (min(costs), -self.s.armies[t]) < best_cost):
                best, best_cost = t, (min(costs), -self.s.armies[t])
        return best

    # --- dispatch -------------------------------------------------------------------------
    def decide(self) -> Any:
        return DECIDE[self.s.phase](self)

    # --- setup ------------------------------------------------------------------------------
    def on_castle(self) -> Any:
        coast = -2.0 if self.style.inland_castle else 1.5

        def score(t: str) -> float:
            terr = MAP.get(t)
            same = sum(1 for n in terr.land if MAP.get(n).group == terr.group)
            return coast * bool(terr.water) + 0.5 * same - 0.7 * (len(terr.land) - same)
        return max(self.s.legal_actions(), key=lambda a: score(a.territory))

    def on_claim(self) -> Any:
        s, ew = self.s, self.style.empire_weight
        home = MAP.get(self.castle).group if self.castle else None

        def score(t: str) -> float:
            group = MAP.get(t).group
            members = MAP.independents if group == INDEPENDENT else MAP.empires[group]
            mine = sum(1 for m in members if s.owner[m] == self.p)
            theirs = sum(1 for m in members if s.owner[m] not in (EMPTY, self.p))
            v = 0.5 * sum(1 for n in MAP.get(t).land if s.owner[n] == self.p)
            if theirs == 0:
                v += 3 * ew * (1 + mine) / len(members)
            return v + (2.0 if group == home else 0.0)
        return max(s.legal_actions(), key=lambda a: score(a.territory))

    def on_hidden(self) -> Any:
        s = self.s
        mine = [t for t in territories_of(s, self.p) if t not in s.castle_at]
        if not mine:
            return s.legal_actions()[0]
        near = set(MAP.get(self.castle).land) if self.castle else set()
        return A.ChooseHidden(max(mine, key=lambda t: (t in near, self.threat(t), t)))

    def on_deploy(self) -> Any:
        return self.placement(waiting(self.s.pending, Deploying).batch)

    def on_place(self) -> Any:
        return self.placement(waiting(self.s.pending, Placing).count)

    def placement(self, left: int) -> Any:
        s = self.s
        if self.castle and s.owner[self.castle] == self.p:
            deficit = self.guard_needed() - s.armies[self.castle]
            if deficit > 0:
                return A.Place(self.castle, min(left, deficit))
        front = self.road_head() if self.style.march else self.best_front()
        if front is None:
            return A.Place(territories_of(s, self.p)[0], left)
        return A.Place(front, left)

    def best_front(self) -> str | None:
        s, best, best_v = self.s, None, float("-inf")
        for t in territories_of(s, self.p):
            targets = [n for n in MAP.get(t).land if s.owner[n] != self.p]
            if not targets:
                continue
            v = max(self.value(n) / (s.armies[n] + 1) for n in targets)
            if not self.style.focus:
                v += 0.2 * self.threat(t) / (s.armies[t] + 1)
            v -= 0.01 * s.armies[t] if not self.style.focus else 0.0
            if v > best_v:
                best, best_v = t, v
        return best

    # --- a turn ---------------------------------------------------------------------------------
    def on_main(self) -> Any:
        s, hand = self.s, self.s.hands[self.p]
        # Hidden armies grow with the track: wait for 7 at least (they come out by themselves
        # when their territory is attacked or attacks). Easy reveals as soon as threatened.
        for t in sorted(set(s.hidden[self.p])):
            threatened = self.style.reveal_early and self.threat(t) >= s.armies[t]
            if s.owner[t] == self.p and (threatened or hidden_value(s) >= 7):
                return A.RevealHidden(t)
        if not s.attacked and "reinforcement" in hand and next_track_value(s) is not None:
            return A.PlayReinforcement()
        if self.style.use_cards:
            card = self.card_play(hand)
            if card is not None:
                return card
        return self.best_attack() or A.EndAttacks()

    def card_play(self, hand: list[str]) -> Any:
        s = self.s
        others = [q for q in alive_players(s) if q != self.p]
        if not s.attacked and "diplomat" in hand and len(others) > 1 and self.castle:
            foes = [q for q in {s.owner[n] for n in MAP.get(self.castle).land if self.enemy(n)}
                    if not at_truce(s, self.p, q)]
            if foes:
                worst = max(foes, key=lambda q: sum(s.armies[t] for t in territories_of(s, q)))
                return A.PlayDiplomat(worst)
        if "spy" in hand and self.style.spy_first:
            target = self.castle_victim()
            if target is not None and len(s.hands[target]) >= 2:
                return A.PlaySpy(target)
        if "spy" in hand and (hand.count("spy") >= 2 or len(hand) >= 5):
            target = max(others, key=lambda q: (len(s.hands[q]), -q))
            if len(s.hands[target]) >= 2:
                return A.PlaySpy(target)
        return None

    def castle_victim(self) -> int | None:
        """An opponent whose castle this player could strike now with fair odds."""
        s = self.s
        for q in alive_players(s):
            where = s.castle_at[q]
            if q == self.p or where is None:
                continue
            for src in MAP.get(where).land:
                if s.owner[src] == self.p and odds(self.spare(src), s.armies[where], True) >= 0.35:
                    return q
        return None

    def best_attack(self) -> Any:
        s = self.s
        best, best_v = None, 0.0
        general = "general" in s.hands[self.p] and self.style.use_cards
        for a in declarable(s, self.p):
            castle = castle_owner(s, a.target) is not None
            if a.by_sea:
                keep = max(1, self.guard_needed()) if a.source == self.castle else 1
                force = s.armies[a.source] - keep
                if force < 1:
                    continue
                a = A.Attack(a.source, a.target, True, force)
            elif self.all_in(a.source, a.target):
                force = s.armies[a.source] - 1
            else:
                force = self.spare(a.source)
            if force < 1:
                continue
            marshal = [s.owner[a.target], "marshal"] in s.table
            p = odds(force, s.armies[a.target], castle, general, marshal)
            need = (self.style.castle_odds if castle else self.style.attack_odds) * (1.0 - self.pressure)
            if p < need or p <= 0.0:
                continue
            v = (p * self.value(a.target) - 0.05 * (1.0 - self.pressure) * s.armies[a.target]
                 - (0.3 if a.by_sea else 0.0))
            cost = self.march().get(a.target) if self.style.march and not a.by_sea else None
            if cost is not None and force >= 1.3 * cost + 2:
                v += 25.0  # on the road to a castle we can reach this turn
            if v > best_v:
                best, best_v = a, v
        return best

    def on_battle(self) -> Any:
        s, a = self.s, under_way(self.s)
        src, dst = a.source, a.target
        if src in s.hidden[self.p] and s.owner[src] == self.p:
            return A.RevealHidden(src)
        castle = a.castle_loser is not None
        general_active = [self.p, "general"] in s.table
        if (self.style.use_cards and not general_active and "general" in s.hands[self.p]
                and (castle or s.armies[dst] >= 3)):
            return A.PlayGeneral()
        if a.by_sea:
            return A.Blitz(1)
        keep_guard = src == self.castle and not self.all_in(src, dst)
        stop = max(1, self.guard_needed()) if keep_guard else 1
        marshal = [a.defender, "marshal"] in s.table
        force = s.armies[src] - stop
        if a.dice and (force < 1 or odds(force, s.armies[dst], castle, general_active,
                                                 marshal) < 0.25 * (1.0 - self.pressure)):
            return A.Retreat()
        if force < 1:
            return A.Roll(1)
        return A.Blitz(stop)

    def on_defend(self) -> Any:
        """Hidden armies here come out, a Marshal guards what matters, then the dice that
        hold best against the attacker's announced dice (exact odds)."""
        s, a = self.s, under_way(self.s)
        target = a.target
        if target in s.hidden[self.p] and s.owner[target] == self.p:
            return A.RevealHidden(target)
        can_marshal = "marshal" in s.hands[self.p] and [self.p, "marshal"] not in s.table
        important = target == self.castle or s.armies[target] >= 4
        if can_marshal and (important or not self.style.use_cards):
            return A.PlayMarshal()
        return A.DefendDice(self.defence_dice())

    def defence_dice(self) -> int:
        odds = defence_odds(self.s)
        return 1 if odds.get(2, 0.0) < odds[1] - 1e-9 else max(odds)

    def on_move_in(self) -> Any:
        s, a = self.s, under_way(self.s)
        moving = waiting(s.pending, MovingIn)
        lo, hi = moving.low, moving.high
        src = a.source
        onward = self.style.march and any(n in self.march() for n in MAP.get(a.target).land)
        all_in = onward and any(self.all_in(src, n) for n in MAP.get(a.target).land if n in self.march())
        if src == self.castle and not all_in:
            keep = self.guard_needed()
            return A.MoveIn(max(lo, min(hi, s.armies[src] - keep)))
        if self.threat(src) == 0 or onward:
            return A.MoveIn(hi)
        return A.MoveIn(max(lo, (lo + hi + 1) // 2))

    def on_reoccupy(self) -> Any:
        s = self.s
        empties = [t for t in MAP.ids if s.owner[t] == EMPTY]
        sources = [t for t in territories_of(s, self.p) if s.armies[t] >= 2]
        src = max(sources, key=lambda t: self.spare(t) if t == self.castle else s.armies[t])
        voluntary = waiting(s.pending, Reoccupying).voluntary
        if voluntary and (src == self.castle and self.spare(src) < 2 or s.armies[src] < 4):
            return A.StopReoccupy()
        target = max(empties, key=lambda t: (self.value(t), t))
        return A.Reoccupy(src, target)

    def on_spy_counter(self) -> Any:
        return A.CounterSpy("spy" in self.s.hands[self.p])

    def on_spy_pick(self) -> Any:
        hand = self.s.hands[waiting(self.s.pending, Spying).target]
        for card in SPY_PREFERENCE:
            if card in hand:
                return A.SpyDiscard(card)
        return self.s.legal_actions()[0]


# What the planner does in each phase: a table (every phase has its line), not a method
# name made from the phase's value.
DECIDE: dict[Phase, Callable[[Planner], Any]] = {
    Phase.CASTLE: Planner.on_castle, Phase.CLAIM: Planner.on_claim, Phase.HIDDEN: Planner.on_hidden,
    Phase.DEPLOY: Planner.on_deploy, Phase.PLACE: Planner.on_place, Phase.MAIN: Planner.on_main,
    Phase.BATTLE: Planner.on_battle, Phase.DEFEND: Planner.on_defend, Phase.MOVE_IN: Planner.on_move_in,
    Phase.REOCCUPY: Planner.on_reoccupy, Phase.SPY_COUNTER: Planner.on_spy_counter,
    Phase.SPY_PICK: Planner.on_spy_pick,
}
assert set(DECIDE) == set(Phase), "a phase without a line in DECIDE"
