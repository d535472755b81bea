"""The odds the table is told: one place for the hint, the map's tooltip and the panel's
buttons (and the AI's judgement), all from battle.py's exact tables.

An attack is counted to the end, the attacker throwing the most dice; a General or a
Marshal in play counts as long as the sheet keeps it (battle.conquest_probability).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.castle_risk.battle import conquest_probability, defence_outlook
from ludotheque.rules.castle_risk.phases import Defending, waiting
from ludotheque.rules.castle_risk.shared import castle_owner, under_way

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState

ODDS_CAP = 60  # conquest odds are computed on at most this many armies a side


def capped(attackers: int, defenders: int) -> tuple[int, int]:
    """Both sides scaled down to ODDS_CAP armies at most (the odds barely change)."""
    big = max(attackers, defenders)
    if big > ODDS_CAP:
        return round(attackers * ODDS_CAP / big), max(1, round(defenders * ODDS_CAP / big))
    return attackers, defenders


def odds(attackers: int, defenders: int, castle: bool, general: bool = False,
         marshal: bool = False) -> float:
    """Chance that `attackers` spare armies take a territory (a castle: two dice at most)
    held by `defenders`, with a General and/or a Marshal in play from the first battle."""
    attackers, defenders = capped(attackers, defenders)
    return conquest_probability(attackers, defenders, 2 if castle else 3, general, marshal)


def attack_odds(state: CastleRiskState, source: str, target: str, armies: int | None = None,
                general: bool | None = None) -> float:
    """The chance of taking `target` from `source` by attacking to the end: with every
    army but one (or `armies` aboard an Admiral), against the armies there and the
    defender's Marshal if it is in play. `general`: None counts the attacker's General
    only if it is already in play; True / False asks with or without one."""
    player = state.player
    if general is None:
        general = [player, "general"] in state.table
    defender = state.owner[target]
    marshal = [defender, "marshal"] in state.table
    force = armies if armies is not None else state.armies[source] - 1
    castle = castle_owner(state, target) is not None
    return odds(force, state.armies[target], castle, general, marshal)


def battle_odds(state: CastleRiskState, general: bool | None = None) -> float:
    """`attack_odds` for the attack under way (by sea: the armies still aboard)."""
    a = under_way(state)
    armies = a.committed if a.by_sea else None
    return attack_odds(state, a.source, a.target, armies, general)


def defence_odds(state: CastleRiskState) -> dict[int, float]:
    """For each number of white dice the defender may throw in the battle announced: his
    exact chance of keeping the territory if the attack then goes on to the end (the
    attacker throwing the most dice, the defender choosing well; see battle.py)."""
    a = under_way(state)
    defenders = state.armies[a.target]
    attackers = a.committed if a.by_sea else state.armies[a.source] - 1
    general = [state.player, "general"] in state.table
    marshal = [a.defender, "marshal"] in state.table
    top = 2 if a.castle_loser is not None else 3
    most = min(2, defenders)
    attackers, defenders = capped(attackers, defenders)
    announced = waiting(state.pending, Defending).dice
    return {k: defence_outlook(announced, k, attackers, defenders, top, general, marshal)
            for k in range(1, most + 1)}
