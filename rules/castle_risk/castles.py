"""Capturing a castle (sheet, Annexion d'un Château): the owner is out, and the emptied
territories are reoccupied, by the conqueror first, then by the others in turn."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.castle_risk.actions import Reoccupy, StopReoccupy
from ludotheque.rules.castle_risk.common import expect, refuse, tkey
from ludotheque.rules.castle_risk.data import EMPTY, MAP
from ludotheque.rules.castle_risk.phases import Phase, Reoccupying, waiting
from ludotheque.rules.castle_risk.shared import (
    alive_players,
    empty_territories,
    end_attack,
    next_alive,
    territories_of,
)

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState


def legal(state: CastleRiskState) -> list[Any]:
    return _legal(state, state.actor)


def sources(state: CastleRiskState, p: int) -> list[str]:
    """Where `p` may take a reoccupying army from: his territories that keep one."""
    return [t for t in territories_of(state, p) if state.armies[t] >= 2]


def default_source(state: CastleRiskState, p: int) -> str:
    """The source the legal list names: the territory with the most armies."""
    return max(sources(state, p), key=lambda t: state.armies[t])


def _legal(state: CastleRiskState, p: int) -> list[Any]:
    src = default_source(state, p)
    out: list[Any] = [Reoccupy(src, t) for t in empty_territories(state)]
    if waiting(state.pending, Reoccupying).voluntary:
        out.append(StopReoccupy())
    return out


def check(state: CastleRiskState, action: Any) -> None:
    p = state.actor
    expect(action, Reoccupy, StopReoccupy)
    if isinstance(action, StopReoccupy):
        if not waiting(state.pending, Reoccupying).voluntary:
            refuse("must_reoccupy", "you must annex an emptied territory in turn")
        return
    if action.source not in MAP.by_id or action.target not in MAP.by_id:
        refuse("no_territory", "there is no such territory")
    if action.source not in sources(state, p):
        refuse("reoccupy_source", "take the army from one of your territories that keeps one")
    if state.owner[action.target] != EMPTY:
        refuse("not_empty", "that territory is not empty")


def apply(state: CastleRiskState, action: Any) -> None:
    _reoccupy(state, action)


def eliminate(state: CastleRiskState, loser: int, winner: int) -> None:
    """A captured castle: the loser's armies leave, his chips, cards and unused hidden
    armies go to the winner, and the emptied territories are reoccupied."""
    state.alive[loser] = False
    chip = state.chip_of[loser]  # drawn at setup; a position arranged without chips has none
    state.captured[winner] += ([] if chip is None else [chip]) + state.captured[loser]
    state.captured[loser] = []
    state.castle_at[loser] = None
    removed = 0
    for t in territories_of(state, loser):
        removed += state.armies[t]
        state.owner[t], state.armies[t] = EMPTY, 0
    cards = state.hands[loser] + [c for o, c in state.table if o == loser]
    state.table = [e for e in state.table if e[0] != loser]
    state.hands[winner] += cards
    state.hands[loser] = []
    slips = state.hidden[loser]
    state.hidden[winner] += slips
    state.hidden[loser] = []
    state.truces = [tr for tr in state.truces if loser not in tr]
    state.revealed = True
    state.emit("castle_risk.log.eliminated", player=winner, loser_player=loser, count=removed,
               cards=len(cards), hidden=len(slips))
    alive = alive_players(state)
    if len(alive) == 1:
        state.over = True
        state.emit("castle_risk.log.winner", player=winner)
        return
    if len(alive) == 2 and not state.diplomats_out:
        state.shrink_pending = True
    state.phase = Phase.REOCCUPY
    state.pending = Reoccupying(True, winner)
    state.actor = winner
    _next_reoccupier(state)


def _can_reoccupy(state: CastleRiskState, p: int) -> bool:
    return bool(sources(state, p))


def _next_reoccupier(state: CastleRiskState) -> None:
    """The conqueror reoccupies as far as he wants, then the others take one each in turn."""
    if not empty_territories(state):
        end_attack(state)
        return
    pending = waiting(state.pending, Reoccupying)
    if pending.voluntary:
        if _can_reoccupy(state, state.player):
            state.actor = state.player
            return
        state.pending = pending = Reoccupying(False, pending.last)
    q = pending.last
    for _ in range(state.num_players):
        q = next_alive(state, q)
        if q != state.player and _can_reoccupy(state, q):
            state.actor = q
            return
    end_attack(state)  # nobody can: the rest stays empty, open to any attack


def _reoccupy(state: CastleRiskState, action: Any) -> None:
    p = state.actor
    pending = waiting(state.pending, Reoccupying)
    if isinstance(action, StopReoccupy):
        state.pending = Reoccupying(False, pending.last)
    else:
        state.armies[action.source] -= 1
        state.owner[action.target], state.armies[action.target] = p, 1
        state.emit("castle_risk.log.reoccupy", player=p, territory_key=tkey(action.target),
                   source_key=tkey(action.source))
        if not pending.voluntary:
            state.pending = Reoccupying(False, p)
    _next_reoccupier(state)
