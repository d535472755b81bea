"""Hints ("Conseil"): one sentence on why a move is good, from the player's view only.

Battles are explained by their exact odds (battle.py's tables, as the AI weighs them);
setup moves, placements and cards by what they do for the player: the empire a claim
builds, the enemy armies a placement faces, the armies a card brings. Everything used is
public or the player's own (his hand, his hidden armies), read from `view`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ludotheque.rules.castle_risk.actions as A
from ludotheque.rules.castle_risk.ai.agents import STYLES
from ludotheque.rules.castle_risk.ai.tactics import Planner
from ludotheque.rules.castle_risk.common import ckey, ekey, tkey
from ludotheque.rules.castle_risk.data import EMPTY, INDEPENDENT, MAP
from ludotheque.rules.castle_risk.odds import attack_odds, battle_odds, defence_odds
from ludotheque.rules.castle_risk.phases import Phase
from ludotheque.rules.castle_risk.shared import (
    castle_owner,
    hidden_value,
    income,
    next_track_value,
    territories_of,
    under_way,
)
from ludotheque.rules.castle_risk.state import CastleRiskState
from ludotheque.rules.core import Event, Rng


def _hint(what: str, **params: Any) -> Event:
    return Event(f"castle_risk.hint.why_{what}", params)


def _pct(p: float) -> int:
    return round(100 * p)


def explain(view: dict[str, Any], player: int, action: Any) -> Event:
    state = CastleRiskState.from_view(view, Rng(0))  # only the player's own secrets are real
    for kind, explainer in _EXPLAIN.items():
        if isinstance(action, kind):
            return explainer(state, player, action)
    return _hint("default")


# --- setup -----------------------------------------------------------------------------------
def _castle(state: CastleRiskState, p: int, a: A.PlaceCastle) -> Event:
    terr = MAP.get(a.territory)
    key = "castle_inland" if not terr.water else "castle_coast"
    return _hint(key, territory_key=tkey(a.territory), n=len(terr.land))


def _claim(state: CastleRiskState, p: int, a: A.Claim) -> Event:
    group = MAP.get(a.territory).group
    members = MAP.independents if group == INDEPENDENT else MAP.empires[group]
    mine = sum(1 for t in members if state.owner[t] == p) + 1
    theirs = sum(1 for t in members if state.owner[t] not in (EMPTY, p))
    if group == INDEPENDENT:
        return _hint("claim_independent", territory_key=tkey(a.territory), k=mine, n=len(members))
    key = "claim_empire" if theirs == 0 else "claim_contested"
    return _hint(key, territory_key=tkey(a.territory), empire_key=ekey(group), k=mine, n=len(members))


def _place(state: CastleRiskState, p: int, a: A.Place) -> Event:
    plan = Planner(state, p, STYLES["hard"])  # the hard level's judgement
    if a.territory == state.castle_at[p]:
        return _hint("place_castle", territory_key=tkey(a.territory), count=a.count,
                     enemies=plan.threat(a.territory))
    weakest = min((n for n in MAP.get(a.territory).land if plan.enemy(n)),
                  key=lambda n: (state.armies[n], n), default=None)
    if weakest is None:
        return _hint("place_front", territory_key=tkey(a.territory), count=a.count)
    return _hint("place_target", territory_key=tkey(a.territory), count=a.count,
                 target_key=tkey(weakest), n=state.armies[weakest])


def _hidden(state: CastleRiskState, p: int, a: A.ChooseHidden) -> Event:
    castle = state.castle_at[p]
    near = castle is not None and a.territory in MAP.get(castle).land
    return _hint("hidden_near" if near else "hidden", territory_key=tkey(a.territory))


# --- a turn ------------------------------------------------------------------------------------
def _attack(state: CastleRiskState, p: int, a: A.Attack) -> Event:
    force = a.armies if a.by_sea else state.armies[a.source] - 1
    castle = castle_owner(state, a.target) is not None
    armies = a.armies if a.by_sea else None
    chance = attack_odds(state, a.source, a.target, armies)  # as the map's tooltip says it
    key = "attack_castle" if castle else ("attack_sea" if a.by_sea else "attack")
    params: dict[str, Any] = {"source_key": tkey(a.source), "target_key": tkey(a.target),
                              "p": _pct(chance), "a": force, "d": state.armies[a.target]}
    if "general" in state.hands[p] and [p, "general"] not in state.table:
        # Counted with a General only as long as the sheet keeps it in play.
        with_general = attack_odds(state, a.source, a.target, armies, general=True)
        return _hint(key + "_general", q=_pct(with_general), **params)
    return _hint(key, **params)


def _battle(state: CastleRiskState, p: int, a: Any) -> Event:
    at = under_way(state)
    force = at.committed if at.by_sea else state.armies[at.source] - 1
    general = [p, "general"] in state.table or isinstance(a, A.PlayGeneral)
    chance = battle_odds(state, general)
    if isinstance(a, A.Retreat):
        return _hint("retreat", target_key=tkey(at.target), p=_pct(chance))
    if isinstance(a, A.PlayGeneral):
        without = battle_odds(state, False)
        return _hint("general", target_key=tkey(at.target), p=_pct(chance), q=_pct(without))
    return _hint("battle", target_key=tkey(at.target), p=_pct(chance), a=force,
                 d=state.armies[at.target])


def _defend(state: CastleRiskState, p: int, a: Any) -> Event:
    target = under_way(state).target
    hold = defence_odds(state)
    if isinstance(a, A.DefendDice):
        other = {1: 2, 2: 1}[a.dice]
        if other not in hold:
            return _hint("defend_one", target_key=tkey(target), p=_pct(hold[a.dice]))
        return _hint("defend_dice", n=a.dice, target_key=tkey(target), p=_pct(hold[a.dice]),
                     m=other, q=_pct(hold[other]))
    if isinstance(a, A.PlayMarshal):
        after = state.clone()
        after.apply_in_place(a)
        return _hint("marshal", target_key=tkey(target), p=_pct(max(defence_odds(after).values())),
                     q=_pct(max(hold.values())))
    return _hint("reveal_defend", territory_key=tkey(target), n=hidden_value(state))


def _reveal(state: CastleRiskState, p: int, a: A.RevealHidden) -> Event:
    if state.phase == Phase.DEFEND:
        return _defend(state, p, a)
    return _hint("reveal", territory_key=tkey(a.territory), n=hidden_value(state))


def _reinforce(state: CastleRiskState, p: int, a: Any) -> Event:
    now = next_track_value(state)
    return _hint("reinforcement", n=now, hidden=now)


def _spy(state: CastleRiskState, p: int, a: A.PlaySpy) -> Event:
    return _hint("spy", other_player=a.target, n=len(state.hands[a.target]))


def _diplomat(state: CastleRiskState, p: int, a: A.PlayDiplomat) -> Event:
    armies = sum(state.armies[t] for t in territories_of(state, a.target))
    return _hint("diplomat", other_player=a.target, n=armies)


def _counter(state: CastleRiskState, p: int, a: A.CounterSpy) -> Event:
    return _hint("counter" if a.cancel else "let_look")


def _discard(state: CastleRiskState, p: int, a: A.SpyDiscard) -> Event:
    return _hint("discard", card_key=ckey(a.card))


def _move(state: CastleRiskState, p: int, a: A.MoveIn) -> Event:
    at = under_way(state)
    return _hint("move_in", n=a.count, target_key=tkey(at.target),
                 k=state.armies[at.source] - a.count, source_key=tkey(at.source))


def _reoccupy(state: CastleRiskState, p: int, a: Any) -> Event:
    if isinstance(a, A.StopReoccupy):
        return _hint("stop_reoccupy")
    return _hint("reoccupy", territory_key=tkey(a.target), source_key=tkey(a.source))


def _end(state: CastleRiskState, p: int, a: A.EndAttacks) -> Event:
    return _hint("end", n=income(state, p))


_EXPLAIN: dict[type, Callable[..., Event]] = {
    A.PlaceCastle: _castle, A.Claim: _claim, A.Place: _place, A.ChooseHidden: _hidden,
    A.Attack: _attack, A.Roll: _battle, A.Blitz: _battle, A.PlayGeneral: _battle,
    A.Retreat: _battle, A.DefendDice: _defend, A.PlayMarshal: _defend,
    A.RevealHidden: _reveal, A.PlayReinforcement: _reinforce, A.PlaySpy: _spy,
    A.PlayDiplomat: _diplomat, A.CounterSpy: _counter, A.SpyDiscard: _discard,
    A.MoveIn: _move, A.Reoccupy: _reoccupy, A.StopReoccupy: _reoccupy, A.EndAttacks: _end,
}
