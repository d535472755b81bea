"""What a screen asks the rules, answered from a seat's view (never the full state).

The client asks which territories an attack may start from, where a click from one
territory on another attacks (by land, or by sea with an Admiral), where reoccupying
armies may come from and go, how many armies may move in, why an action is refused,
and where its sliders start (the AI's measures). Each answer comes from the rule
modules themselves: no rule is written twice.

A view is read as a state of the game's own class whose attributes are the view's values
(`views.read`, as `views.legal_actions_in_view` does): other seats' hands and hidden armies
are only counts there, which the questions below never read for another seat.

The questions every rule asks of the board (who holds what, castles, truces, what the
cards are worth, income; `shared.py`, `scoring.chips_held`) are asked from here by the
screens, on such a state.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import ludotheque.rules.castle_risk.castles as castles
from ludotheque.rules.castle_risk.actions import Attack, Reoccupy
from ludotheque.rules.castle_risk.ai.agents import STYLES
from ludotheque.rules.castle_risk.ai.tactics import Planner
from ludotheque.rules.castle_risk.attack import check_source
from ludotheque.rules.castle_risk.odds import attack_odds
from ludotheque.rules.castle_risk.phases import (
    MovingIn,
    Placing,
    Reoccupying,
    attack_of,
    pending_of,
    waiting,
)
from ludotheque.rules.castle_risk.scoring import chips_held as chips_held
from ludotheque.rules.castle_risk.shared import alive_players as alive_players
from ludotheque.rules.castle_risk.shared import at_truce as at_truce
from ludotheque.rules.castle_risk.shared import castle_owner as castle_owner
from ludotheque.rules.castle_risk.shared import empty_territories
from ludotheque.rules.castle_risk.shared import hidden_value as hidden_value
from ludotheque.rules.castle_risk.shared import income as income
from ludotheque.rules.castle_risk.shared import next_track_value as next_track_value
from ludotheque.rules.castle_risk.shared import territories_of as territories_of
from ludotheque.rules.castle_risk.state import CastleRiskState
from ludotheque.rules.castle_risk.views import read as read_view
from ludotheque.rules.core import IllegalAction


def read(view: Mapping[str, Any]) -> CastleRiskState:
    """The view as a read-only state (nothing is copied: never change it)."""
    return read_view(CastleRiskState, view)


# --- legality ------------------------------------------------------------------------------
def refusal(view: Mapping[str, Any], action: Any) -> IllegalAction | None:
    """Why the rules refuse `action` of the seat to move (None: they accept it). The view
    must be that seat's own."""
    try:
        read(view).check_action(action)
    except IllegalAction as err:
        return err
    return None


def is_legal(view: Mapping[str, Any], action: Any) -> bool:
    return refusal(view, action) is None


# --- attacks -------------------------------------------------------------------------------
def attack_sources(legal: Iterable[Any]) -> list[str]:
    """The territories an attack may start from now, in the legal list's order."""
    return list(dict.fromkeys(a.source for a in legal if isinstance(a, Attack)))


def attack_targets(legal: Iterable[Any], source: str) -> dict[str, bool]:
    """The territories `source` may attack now, each with True when only by sea."""
    out: dict[str, bool] = {}
    for a in legal:
        if isinstance(a, Attack) and a.source == source:
            out.setdefault(a.target, a.by_sea)
    return out


def source_refusal(view: Mapping[str, Any], source: str) -> IllegalAction | None:
    """Why no attack may start from `source` (not his, too few armies), or None."""
    try:
        check_source(read(view), view["actor"], source)
    except IllegalAction as err:
        return err
    return None


def attack_for(view: Mapping[str, Any], source: str, target: str) -> Attack | None:
    """The attack a click from `source` on `target` declares: by land when the rules allow
    it, else by sea with every army but one aboard the Admiral (the count is chosen
    afterwards); None when neither is legal."""
    land = Attack(source, target)
    if is_legal(view, land):
        return land
    sea = Attack(source, target, True, view["armies"][source] - 1)
    return sea if is_legal(view, sea) else None


def admiral_range(view: Mapping[str, Any], source: str) -> tuple[int, int]:
    """How many armies may go aboard an Admiral from `source`: one to all but one."""
    return 1, view["armies"][source] - 1


def attack_chances(view: Mapping[str, Any], source: str, target: str) -> tuple[float, float | None] | None:
    """The chance of taking `target` from `source` by attacking to the end (by land, or
    by sea with every army but one aboard), and with the seat's General too when he
    holds one not yet in play (None: he holds none); None when no attack is legal."""
    attack = attack_for(view, source, target)
    if attack is None:
        return None
    state, armies = read(view), attack.armies if attack.by_sea else None
    p = attack_odds(state, source, target, armies)
    player, hands = view["player"], view["hands"]
    mine = hands[player] if view.get("viewer") == player and isinstance(hands[player], list) else []
    if "general" in mine and [player, "general"] not in view["table"]:
        return p, attack_odds(state, source, target, armies, general=True)
    return p, None


# --- after a conquest ------------------------------------------------------------------------
def move_in_range(view: Mapping[str, Any]) -> tuple[int, int]:
    """How many armies may follow into a conquered territory: the dice thrown, up to all
    but one."""
    pending = waiting(pending_of(view), MovingIn)
    return pending.low, pending.high


@dataclass(frozen=True)
class ReoccupyOptions:
    """An emptied territory takes one army from a territory of the reoccupier's that keeps
    one: where from, where to, and the source the rules pick when none is chosen."""

    sources: tuple[str, ...]
    targets: tuple[str, ...]
    default_source: str
    may_stop: bool


def reoccupy_options(view: Mapping[str, Any]) -> ReoccupyOptions:
    state = read(view)
    p = view["actor"]
    return ReoccupyOptions(tuple(castles.sources(state, p)), tuple(empty_territories(state)),
                           castles.default_source(state, p), waiting(state.pending, Reoccupying).voluntary)


def reoccupy_for(view: Mapping[str, Any], source: str | None, target: str) -> Reoccupy:
    """A click on an empty territory: one army from `source`, or the rules' default."""
    return Reoccupy(source or castles.default_source(read(view), view["actor"]), target)


# --- where the screen's sliders start: the AI's measures ------------------------------------
def _planner(view: Mapping[str, Any]) -> Planner:
    return Planner(read(view), view["actor"], STYLES["normal"])


def move_in_advice(view: Mapping[str, Any]) -> int:
    """The AI's count for moving in (it keeps a guard on the player's castle)."""
    return _planner(view).on_move_in().count


def admiral_advice(view: Mapping[str, Any], source: str) -> int:
    """Armies aboard an Admiral: every army but one, from the player's castle every army
    but its guard."""
    top = view["armies"][source] - 1
    if source != view["castle_at"][view["actor"]]:
        return top
    return max(1, min(top, view["armies"][source] - max(1, _planner(view).guard_needed())))


def stop_advice(view: Mapping[str, Any]) -> int:
    """"Stop at N armies" for a new attack: 2, or from the player's castle its guard."""
    attack = attack_of(view)
    if attack is None or attack.source != view["castle_at"][view["actor"]]:
        return 2
    return max(2, _planner(view).guard_needed())


@dataclass(frozen=True)
class CastleThreat:
    territory: str
    armies: int
    enemies: int


def castle_threat(view: Mapping[str, Any]) -> CastleThreat | None:
    """More enemy armies within reach of the actor's castle (by land, or by sea with an
    Admiral: the AI's measures) than it holds; None when it is safe or lost."""
    p = view["actor"]
    castle = view["castle_at"][p]
    if castle is None or view["owner"][castle] != p:
        return None
    plan = _planner(view)
    enemies = plan.threat(castle) + plan.sea_threat(castle)
    armies = view["armies"][castle]
    return CastleThreat(castle, armies, enemies) if enemies > armies else None


def placing_left(view: Mapping[str, Any]) -> int:
    """Armies still to place in this batch or round."""
    return waiting(pending_of(view), Placing).count


def shows_private(view: Mapping[str, Any], seat: int) -> bool:
    """Whether the seat's screen shows what is private to it now (a pass screen is
    needed in hot seat), by the state's own rule."""
    return read(view).shows_private(seat)
