"""One battle and what follows it (sheet, Résoudre la bataille, Annexion): the dice, the
losses, the fate of the General and the Marshal, taking a territory or a castle.

Below the phase modules: the attacker's orders (attack.py) and the defender's answers
(defence.py) both end here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import ludotheque.rules.castle_risk.battle as battle
from ludotheque.rules.castle_risk.castles import eliminate
from ludotheque.rules.castle_risk.common import tkey
from ludotheque.rules.castle_risk.phases import AttackUnderWay, Defending, MovingIn, Phase, waiting
from ludotheque.rules.castle_risk.shared import end_attack, under_way

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState


def max_dice(state: CastleRiskState) -> int:
    """The most red dice the attacker may throw now (one army stays behind; two at a castle)."""
    a = under_way(state)
    spare = a.committed if a.by_sea else state.armies[a.source] - 1
    return max(0, min(spare, 2 if a.castle_loser is not None else 3))


def ask_defender(state: CastleRiskState, dice: int, blitz: int | None) -> None:
    """Before every battle the defender answers: his dice, and a Marshal or his hidden
    armies if he wants (every defender is asked, so the question shows no card).
    `blitz`: the attacker's order to go on with the most dice down to that many armies."""
    state.phase, state.actor = Phase.DEFEND, under_way(state).defender
    state.pending = Defending(dice, blitz)


def blitz_goes_on(state: CastleRiskState, stop_at: int) -> bool:
    a = under_way(state)
    if a.by_sea:
        return a.committed > 0
    return state.armies[a.source] > max(1, stop_at)


def fight(state: CastleRiskState, dice: int, defence: int) -> None:
    """One battle: roll, remove losses, decide the fate of the General and the Marshal,
    then take the territory, end the attack, or wait for the next order."""
    a, p = under_way(state), state.player
    d, src, dst = a.defender, a.source, a.target
    blitz = waiting(state.pending, Defending).blitz
    state.phase, state.actor, state.pending = Phase.BATTLE, p, None
    att = battle.roll(state.rng, dice)
    dfn = battle.roll(state.rng, defence)
    table = state.table
    general = bool(table) and [p, "general"] in table
    marshal = bool(table) and [d, "marshal"] in table
    att.sort(reverse=True)
    dfn.sort(reverse=True)
    att_loss, def_loss, top = battle.settle(att, dfn, general, marshal)
    committed = a.committed
    if a.by_sea:
        committed -= att_loss
    else:
        state.armies[src] -= att_loss
    state.armies[dst] -= def_loss
    state.attack = a = AttackUnderWay(src, dst, d, a.by_sea, committed, dice, a.castle_loser)
    state.last_battle = {"attack": att, "defence": dfn,
                         "general": general, "marshal": marshal, "attacker_losses": att_loss,
                         "defender_losses": def_loss, "source": src, "target": dst}
    state.emit("castle_risk.log.battle", player=p, defender_player=d,
               attack="-".join(map(str, att)), defence="-".join(map(str, dfn)),
               attacker_losses=att_loss, defender_losses=def_loss)
    if general and not top:
        _discard_from_table(state, p, "general")
        state.emit("castle_risk.log.general_lost", player=p)
    if marshal and top:
        _discard_from_table(state, d, "marshal")
        state.emit("castle_risk.log.marshal_lost", player=d)
    if state.armies[dst] == 0:
        conquer(state, dice)
    elif a.by_sea and a.committed == 0:
        state.emit("castle_risk.log.admiral_lost", player=p)
        _discard_from_table(state, p, "admiral")
        end_attack(state)
    elif not a.by_sea and state.armies[src] < 2:
        end_attack(state)
    elif blitz is not None and blitz_goes_on(state, blitz):
        ask_defender(state, max_dice(state), blitz)


def _discard_from_table(state: CastleRiskState, owner: int, card: str) -> None:
    state.table.remove([owner, card])
    state.discard.append(card)


# --- annexing ---------------------------------------------------------------------------------
def conquer(state: CastleRiskState, dice: int) -> None:
    a, p = under_way(state), state.player
    state.owner[a.target] = p
    state.emit("castle_risk.log.conquer", player=p, territory_key=tkey(a.target))
    if a.by_sea:
        state.armies[a.target] = a.committed
        state.attack = AttackUnderWay(a.source, a.target, a.defender, True, 0, a.dice, a.castle_loser)
        state.table.remove([p, "admiral"])
        state.hands[p].append("admiral")
        state.emit("castle_risk.log.admiral_back", player=p)
        after_conquest(state)
        return
    lo, hi = dice, state.armies[a.source] - 1
    if lo >= hi:
        move(state, hi)
        after_conquest(state)
    else:
        state.phase, state.actor = Phase.MOVE_IN, p
        state.pending = MovingIn(lo, hi)


def move(state: CastleRiskState, count: int) -> None:
    a = under_way(state)
    state.armies[a.source] -= count
    state.armies[a.target] += count
    state.emit("castle_risk.log.move_in", player=state.player, territory_key=tkey(a.target),
               count=count)


def after_conquest(state: CastleRiskState) -> None:
    loser = under_way(state).castle_loser
    end_attack(state)
    if loser is not None:
        eliminate(state, loser, state.player)
