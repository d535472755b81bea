"""Attacks (sheet, L'ATTAQUE): declaring one, its battles, the General, the Admiral, the
defender's Marshal and hidden armies, annexing a territory, capturing a castle."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import rules.castle_risk.battle as battle
from rules.castle_risk.actions import (
    Attack,
    Blitz,
    Defend,
    MoveIn,
    PlayGeneral,
    Retreat,
    RevealHidden,
    Roll,
)
from rules.castle_risk.board import EMPTY, MAP
from rules.castle_risk.castles import eliminate
from rules.castle_risk.common import ckey, expect, refuse, tkey
from rules.castle_risk.shared import check_reveal, end_attack, reveal_hidden

if TYPE_CHECKING:
    from rules.castle_risk.state import CastleRiskState

BATTLE_ACTIONS = (Roll, Blitz, PlayGeneral, Retreat, RevealHidden)


# --- declaring -----------------------------------------------------------------------------
# Land attacks from each territory, built once: (target, action) pairs.
_LAND: dict[str, tuple[tuple[str, Attack], ...]] = {
    t: tuple((n, Attack(t, n)) for n in MAP.get(t).land) for t in MAP.ids}
# Targets only an Admiral reaches (sharing water, not a land neighbour).
_SEA_ONLY: dict[str, tuple[str, ...]] = {
    t: tuple(n for n in MAP.sea[t] if n not in MAP.get(t).land) for t in MAP.ids}
ROLLS = (Roll(1), Roll(2), Roll(3))
_BLITZ, _GENERAL, _RETREAT = Blitz(1), PlayGeneral(), Retreat()
_REVEAL = {t: RevealHidden(t) for t in MAP.ids}


def declarable(state: CastleRiskState, p: int) -> list[Attack]:
    """A representative list: every land attack, and every sea attack on a territory that
    is not a land neighbour, with all the armies but one on the Admiral."""
    out = []
    owner, armies = state.owner, state.armies
    admiral = "admiral" in state.hands[p]
    truce = state.at_truce if state.truces else None
    for src, o in owner.items():
        if o != p or armies[src] < 2:
            continue
        for dst, action in _LAND[src]:
            o = owner[dst]
            if o != p and (o == EMPTY or truce is None or not truce(p, o)):
                out.append(action)
        if admiral:
            for dst in _SEA_ONLY[src]:
                o = owner[dst]
                if o != p and (o == EMPTY or truce is None or not truce(p, o)):
                    out.append(Attack(src, dst, True, armies[src] - 1))
    return out


def reveal_options(state: CastleRiskState, p: int) -> list[RevealHidden]:
    """Hidden armies `p` may show now: on a territory he holds."""
    hidden = state.hidden[p]
    if not hidden:
        return []
    return [_REVEAL[t] for t in sorted(set(hidden)) if state.owner[t] == p]


def check_declare(state: CastleRiskState, p: int, a: Attack) -> None:
    if a.source not in MAP.by_id or a.target not in MAP.by_id:
        refuse("no_territory", "there is no such territory")
    if state.owner[a.source] != p:
        refuse("not_yours", "attack from a territory you occupy")
    if state.armies[a.source] < 2:
        refuse("too_few", "you need at least two armies to attack from a territory")
    o = state.owner[a.target]
    if o == p:
        refuse("own_target", "you cannot attack your own territory")
    if o != EMPTY and state.at_truce(p, o):
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
    loser = state.castle_owner(a.target)
    state.attack = {"source": a.source, "target": a.target, "defender": defender,
                    "by_sea": a.by_sea, "committed": 0, "dice": 0, "castle_loser": loser}
    if a.by_sea:
        state.hands[p].remove("admiral")
        state.table.append([p, "admiral"])
        state.armies[a.source] -= a.armies
        state.attack["committed"] = a.armies
    if defender == EMPTY:
        state.emit("castle_risk.log.attack_empty", player=p, source_key=tkey(a.source),
                   target_key=tkey(a.target))
        _conquer(state, 1)
        return
    key = "castle_risk.log.attack_sea" if a.by_sea else "castle_risk.log.attack"
    state.emit(key, player=p, defender_player=defender, source_key=tkey(a.source),
               target_key=tkey(a.target))
    _to_battle_or_defence(state)


def _needs_defence(state: CastleRiskState) -> bool:
    d, target = state.attack["defender"], state.attack["target"]
    marshal = "marshal" in state.hands[d] and [d, "marshal"] not in state.table
    return marshal or (target in state.hidden[d] and state.owner[target] == d)


def _to_battle_or_defence(state: CastleRiskState) -> None:
    if _needs_defence(state):
        # Handing the decision over shows the table the defender has a choice to make.
        state.phase, state.actor = "defend", state.attack["defender"]
        state.revealed = True
    else:
        state.phase, state.actor = "battle", state.player


def max_dice(state: CastleRiskState) -> int:
    a = state.attack
    spare = a["committed"] if a["by_sea"] else state.armies[a["source"]] - 1
    return max(0, min(spare, 2 if a["castle_loser"] is not None else 3))


# --- legal -----------------------------------------------------------------------------------
def legal(state: CastleRiskState) -> list[Any]:
    p = state.actor
    if state.phase == "defend":
        d, target = p, state.attack["target"]
        marshal = [False, True] if "marshal" in state.hands[d] and [d, "marshal"] not in state.table else [False]
        reveal = [False, True] if target in state.hidden[d] and state.owner[target] == d else [False]
        return [Defend(m, r) for m in marshal for r in reveal]
    if state.phase == "move_in":
        lo, hi = state.pending["min"], state.pending["max"]
        return [MoveIn(n) for n in sorted({lo, (lo + hi) // 2, hi})]
    out: list[Any] = list(ROLLS[: max_dice(state)])
    out.append(_BLITZ)
    if "general" in state.hands[p] and [p, "general"] not in state.table:
        out.append(_GENERAL)
    if not state.attack["by_sea"] and state.attack["dice"]:
        out.append(_RETREAT)
    out.extend(reveal_options(state, p))
    return out


def check(state: CastleRiskState, action: Any) -> None:
    p = state.actor
    if state.phase == "defend":
        expect(action, Defend)
        d, target = p, state.attack["target"]
        if action.marshal and ("marshal" not in state.hands[d] or [d, "marshal"] in state.table):
            refuse("no_card", "you have no Marshal to play", card_key=ckey("marshal"))
        if action.reveal:
            check_reveal(state, d, target)
    elif state.phase == "move_in":
        expect(action, MoveIn)
        lo, hi = state.pending["min"], state.pending["max"]
        if not lo <= action.count <= hi:
            refuse("move_count", f"move between {lo} and {hi} armies", low=lo, high=hi)
    else:
        expect(action, *BATTLE_ACTIONS)
        _check_battle(state, p, action)


def _check_battle(state: CastleRiskState, p: int, action: Any) -> None:
    if isinstance(action, Roll):
        top = max_dice(state)
        if not 1 <= action.dice <= top:
            castle = state.attack["castle_loser"] is not None
            refuse("castle_dice" if castle and action.dice == 3 else "dice",
                   f"throw between 1 and {top} dice", count=top)
    elif isinstance(action, Blitz):
        if not state.attack["by_sea"] and state.armies[state.attack["source"]] <= max(1, action.stop_at):
            refuse("blitz_stop", "the attacking territory already has that few armies")
    elif isinstance(action, PlayGeneral):
        if "general" not in state.hands[p]:
            refuse("no_card", "you have no General", card_key=ckey("general"))
        if [p, "general"] in state.table:
            refuse("general_active", "a General already leads your attacks")
    elif isinstance(action, Retreat):
        if state.attack["by_sea"]:
            refuse("admiral_no_retreat", "an attack with the Admiral is fought to the end")
        if not state.attack["dice"]:
            refuse("retreat_first", "an attack ends after a battle: throw the dice at least once")
    else:
        check_reveal(state, p, action.territory)


# --- applying ------------------------------------------------------------------------------
def apply(state: CastleRiskState, action: Any) -> None:
    if state.phase == "defend":
        _defend(state, action)
    elif state.phase == "move_in":
        _move(state, action.count)
        _after_conquest(state)
    elif isinstance(action, Roll):
        fight(state, action.dice)
    elif isinstance(action, Blitz):
        a = state.attack
        while state.phase == "battle" and state.attack is a:
            if not a["by_sea"] and state.armies[a["source"]] <= max(1, action.stop_at):
                break
            fight(state, max_dice(state))
    elif isinstance(action, PlayGeneral):
        state.hands[state.player].remove("general")
        state.table.append([state.player, "general"])
        state.emit("castle_risk.log.general", player=state.player)
    elif isinstance(action, Retreat):
        state.emit("castle_risk.log.retreat", player=state.player)
        end_attack(state)
    else:
        reveal_hidden(state, state.player, action.territory)


def _defend(state: CastleRiskState, action: Defend) -> None:
    d = state.actor
    if action.marshal:
        state.hands[d].remove("marshal")
        state.table.append([d, "marshal"])
        state.emit("castle_risk.log.marshal", player=d)
    if action.reveal:
        reveal_hidden(state, d, state.attack["target"])
    state.phase, state.actor = "battle", state.player


def fight(state: CastleRiskState, dice: int) -> None:
    """One battle: roll, remove losses, decide the fate of the General and the Marshal."""
    a, p = state.attack, state.player
    d, src, dst = a["defender"], a["source"], a["target"]
    att = battle.roll(state.rng, dice)
    dfn = battle.roll(state.rng, min(2, state.armies[dst]))
    table = state.table
    general = bool(table) and [p, "general"] in table
    marshal = bool(table) and [d, "marshal"] in table
    att.sort(reverse=True)
    dfn.sort(reverse=True)
    att_loss, def_loss, top = battle.settle(att, dfn, general, marshal)
    if a["by_sea"]:
        a["committed"] -= att_loss
    else:
        state.armies[src] -= att_loss
    state.armies[dst] -= def_loss
    a["dice"] = dice
    state.last_battle = {"attack": att, "defence": dfn,
                         "general": general, "marshal": marshal, "attacker_losses": att_loss,
                         "defender_losses": def_loss, "source": src, "target": dst}
    state.emit("castle_risk.log.battle", player=p, defender_player=d,
               attack="-".join(map(str, att)), defence="-".join(map(str, dfn)),
               attacker_losses=att_loss, defender_losses=def_loss)
    marshal_lost = (general and not top or marshal and top) and _card_fates(
        state, p, d, general and not top, marshal and top)
    if state.armies[dst] == 0:
        _conquer(state, dice)
    elif a["by_sea"] and a["committed"] == 0:
        state.emit("castle_risk.log.admiral_lost", player=p)
        _discard_from_table(state, p, "admiral")
        end_attack(state)
    elif not a["by_sea"] and state.armies[src] < 2:
        end_attack(state)
    elif marshal_lost:
        _to_battle_or_defence(state)


def _card_fates(state: CastleRiskState, p: int, d: int, general_lost: bool,
                marshal_lost: bool) -> bool:
    if general_lost:
        _discard_from_table(state, p, "general")
        state.emit("castle_risk.log.general_lost", player=p)
    if marshal_lost:
        _discard_from_table(state, d, "marshal")
        state.emit("castle_risk.log.marshal_lost", player=d)
    return marshal_lost


def _discard_from_table(state: CastleRiskState, owner: int, card: str) -> None:
    state.table.remove([owner, card])
    state.discard.append(card)


# --- annexing ---------------------------------------------------------------------------------
def _conquer(state: CastleRiskState, dice: int) -> None:
    a, p = state.attack, state.player
    state.owner[a["target"]] = p
    state.emit("castle_risk.log.conquer", player=p, territory_key=tkey(a["target"]))
    if a["by_sea"]:
        state.armies[a["target"]] = a["committed"]
        a["committed"] = 0
        state.table.remove([p, "admiral"])
        state.hands[p].append("admiral")
        state.emit("castle_risk.log.admiral_back", player=p)
        _after_conquest(state)
        return
    lo, hi = dice, state.armies[a["source"]] - 1
    if lo >= hi:
        _move(state, hi)
        _after_conquest(state)
    else:
        state.phase, state.actor = "move_in", p
        state.pending = {"min": lo, "max": hi}


def _move(state: CastleRiskState, count: int) -> None:
    a = state.attack
    state.armies[a["source"]] -= count
    state.armies[a["target"]] += count
    state.emit("castle_risk.log.move_in", player=state.player, territory_key=tkey(a["target"]),
               count=count)


def _after_conquest(state: CastleRiskState) -> None:
    loser = state.attack["castle_loser"]
    end_attack(state)
    if loser is not None:
        eliminate(state, loser, state.player)
