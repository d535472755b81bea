"""Attacks (sheet, L'ATTAQUE): declaring one and the attacker's orders between battles
(dice, the General, hidden armies, a Spy, stopping), then moving in after a conquest.
The battles themselves are in fighting.py, the defender's answers in defence.py."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ludotheque.rules.castle_risk.spy as spy
from ludotheque.rules.castle_risk.actions import (
    Attack,
    Blitz,
    MoveIn,
    PlayGeneral,
    PlaySpy,
    Retreat,
    RevealHidden,
    Roll,
)
from ludotheque.rules.castle_risk.common import ckey, expect, refuse, tkey
from ludotheque.rules.castle_risk.data import EMPTY, MAP
from ludotheque.rules.castle_risk.fighting import (
    after_conquest,
    ask_defender,
    conquer,
    max_dice,
    move,
)
from ludotheque.rules.castle_risk.phases import AttackUnderWay, MovingIn, Phase, waiting
from ludotheque.rules.castle_risk.shared import (
    at_truce,
    castle_owner,
    check_reveal,
    end_attack,
    reveal_hidden,
    reveal_options,
    under_way,
)

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState

BATTLE_ACTIONS = (Roll, Blitz, PlayGeneral, Retreat, RevealHidden, PlaySpy)


# --- declaring -----------------------------------------------------------------------------
# Land attacks from each territory, built once: (target, action) pairs.
_LAND: dict[str, tuple[tuple[str, Attack], ...]] = {
    t: tuple((n, Attack(t, n)) for n in MAP.get(t).land) for t in MAP.ids}
# Targets only an Admiral reaches (sharing water, not a land neighbour).
_SEA_ONLY: dict[str, tuple[str, ...]] = {
    t: tuple(n for n in MAP.sea[t] if n not in MAP.get(t).land) for t in MAP.ids}
ROLLS = (Roll(1), Roll(2), Roll(3))
_BLITZ, _GENERAL, _RETREAT = Blitz(1), PlayGeneral(), Retreat()


def declarable(state: CastleRiskState, p: int) -> list[Attack]:
    """A representative list: every land attack, and every sea attack on a territory that
    is not a land neighbour, with all the armies but one on the Admiral."""
    out = []
    owner, armies = state.owner, state.armies
    admiral = "admiral" in state.hands[p]
    truces = bool(state.truces)
    for src, o in owner.items():
        if o != p or armies[src] < 2:
            continue
        for dst, action in _LAND[src]:
            o = owner[dst]
            if o != p and (o == EMPTY or not truces or not at_truce(state, p, o)):
                out.append(action)
        if admiral:
            for dst in _SEA_ONLY[src]:
                o = owner[dst]
                if o != p and (o == EMPTY or not truces or not at_truce(state, p, o)):
                    out.append(Attack(src, dst, True, armies[src] - 1))
    return out


def check_source(state: CastleRiskState, p: int, source: str) -> None:
    """An attack starts from a territory of the attacker's holding two armies or more
    (one stays behind)."""
    if source not in MAP.by_id:
        refuse("no_territory", "there is no such territory")
    if state.owner[source] != p:
        refuse("not_yours", "attack from a territory you occupy")
    if state.armies[source] < 2:
        refuse("too_few", "you need at least two armies to attack from a territory")


def check_declare(state: CastleRiskState, p: int, a: Attack) -> None:
    if a.source not in MAP.by_id or a.target not in MAP.by_id:
        refuse("no_territory", "there is no such territory")
    check_source(state, p, a.source)
    o = state.owner[a.target]
    if o == p:
        refuse("own_target", "you cannot attack your own territory")
    if o != EMPTY and at_truce(state, p, o):
        refuse("truce", "a Diplomat's truce forbids this attack", other_player=o)
    if a.by_sea:
        if "admiral" not in state.hands[p]:
            refuse("no_card", "you need an Admiral to attack by sea", card_key=ckey("admiral"))
        if not MAP.share_water(a.source, a.target):
            refuse("no_sea", "these territories do not share a body of water")
        if not 1 <= a.armies <= state.armies[a.source] - 1:
            refuse("admiral_armies", "put between 1 and all but one of the armies on the Admiral",
                   count=state.armies[a.source] - 1)
    elif not MAP.adjacent(a.source, a.target):
        refuse("not_adjacent", "the territories are not neighbours (by land or a dotted line)")


def declare(state: CastleRiskState, p: int, a: Attack) -> None:
    state.attacked = True
    defender = state.owner[a.target]
    loser = castle_owner(state, a.target)
    state.attack = AttackUnderWay(a.source, a.target, defender, a.by_sea, a.armies if a.by_sea else 0, 0, loser)
    if a.by_sea:
        state.hands[p].remove("admiral")
        state.table.append([p, "admiral"])
        state.armies[a.source] -= a.armies
    if defender == EMPTY:
        state.emit("castle_risk.log.attack_empty", player=p, source_key=tkey(a.source),
                   target_key=tkey(a.target))
        conquer(state, 1)
        return
    key = "castle_risk.log.attack_sea" if a.by_sea else "castle_risk.log.attack"
    state.emit(key, player=p, defender_player=defender, source_key=tkey(a.source),
               target_key=tkey(a.target))
    state.phase, state.actor = Phase.BATTLE, p


# --- legal -----------------------------------------------------------------------------------
def legal(state: CastleRiskState) -> list[Any]:
    p = state.actor
    if state.phase == Phase.MOVE_IN:
        moving = waiting(state.pending, MovingIn)
        lo, hi = moving.low, moving.high
        return [MoveIn(n) for n in sorted({lo, (lo + hi) // 2, hi})]
    out: list[Any] = list(ROLLS[: max_dice(state)])
    out.append(_BLITZ)
    if "general" in state.hands[p] and [p, "general"] not in state.table:
        out.append(_GENERAL)
    a = under_way(state)
    if not a.by_sea and a.dice:
        out.append(_RETREAT)
    out.extend(reveal_options(state, p))
    out.extend(spy.options(state, p))
    return out


def check(state: CastleRiskState, action: Any) -> None:
    if state.phase == Phase.MOVE_IN:
        expect(action, MoveIn)
        moving = waiting(state.pending, MovingIn)
        lo, hi = moving.low, moving.high
        if not lo <= action.count <= hi:
            refuse("move_count", f"move between {lo} and {hi} armies", low=lo, high=hi)
    else:
        expect(action, *BATTLE_ACTIONS)
        _check_battle(state, state.actor, action)


def _check_battle(state: CastleRiskState, p: int, action: Any) -> None:
    if isinstance(action, Roll):
        top = max_dice(state)
        if not 1 <= action.dice <= top:
            castle = under_way(state).castle_loser is not None
            refuse("castle_dice" if castle and action.dice == 3 else "dice",
                   f"throw between 1 and {top} dice", count=top)
    elif isinstance(action, Blitz):
        a = under_way(state)
        if not a.by_sea and state.armies[a.source] <= max(1, action.stop_at):
            refuse("blitz_stop", "the attacking territory already has that few armies")
    elif isinstance(action, PlayGeneral):
        if "general" not in state.hands[p]:
            refuse("no_card", "you have no General", card_key=ckey("general"))
        if [p, "general"] in state.table:
            refuse("general_active", "a General already leads your attacks")
    elif isinstance(action, Retreat):
        a = under_way(state)
        if a.by_sea:
            refuse("admiral_no_retreat", "an attack with the Admiral is fought to the end")
        if not a.dice:
            refuse("retreat_first", "an attack ends after a battle: throw the dice at least once")
    elif isinstance(action, PlaySpy):
        spy.check_play(state, p, action)
    else:
        check_reveal(state, p, action.territory)


# --- applying ------------------------------------------------------------------------------
def apply(state: CastleRiskState, action: Any) -> None:
    if state.phase == Phase.MOVE_IN:
        move(state, action.count)
        after_conquest(state)
    elif isinstance(action, Roll):
        ask_defender(state, action.dice, None)
    elif isinstance(action, Blitz):
        ask_defender(state, max_dice(state), action.stop_at)
    elif isinstance(action, PlayGeneral):
        state.hands[state.player].remove("general")
        state.table.append([state.player, "general"])
        state.emit("castle_risk.log.general", player=state.player)
    elif isinstance(action, Retreat):
        state.emit("castle_risk.log.retreat", player=state.player)
        end_attack(state)
    elif isinstance(action, PlaySpy):
        spy.play(state, state.player, action.target)
    else:
        reveal_hidden(state, state.player, action.territory)
