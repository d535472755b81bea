"""The Castle Risk players: easy, normal and hard.

A hand-written strategy rather than a search: Risk's chance nodes (every battle) make
tree search costly, and the strategy tips of the sheet translate well into rules of
thumb weighed by exact battle odds (`battle.conquest_probability`). Each decision is
made on a determinisation from the seat's own view, so the AI never reads another
player's hand or hidden-army territory; it only uses the board, the track, the discard
pile and its own cards.

- easy: takes fair odds, guards its castle lightly, plays cards without judgement and
  makes a random move one time in four.
- normal: attacks at 60 % odds or better, weighs empires and enemy castles, guards its
  castle against the armies next to it (and, during the setup, half the armies an enemy
  next to it may still deploy), keeps its hidden armies until they are worth 7, uses
  Spy, Diplomat, General and Marshal sensibly.
- hard: keeps its castle inland (out of the Admiral's reach), guards it until the likely
  strike (neighbours, a Reinforcements card, a General, a landing by sea) has at most
  20 % odds (35 % before issue 33: 78.5 % against normal at seeds 700-899, 85 % now),
  guards it in the setup against the armies an enemy next to it may still deploy,
  strips Marshals with Spies, and marches on the cheapest road to an enemy castle, all
  in when the road can be walked this turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

import ludotheque.rules.castle_risk.actions as A
from ludotheque.rules.ai import Agent
from ludotheque.rules.castle_risk.ai.tactics import Planner
from ludotheque.rules.castle_risk.state import CastleRiskState
from ludotheque.rules.core import GameState, Rng


@dataclass(frozen=True)
class Style:
    """What separates the levels."""

    attack_odds: float  # least chance of taking a territory before attacking it
    castle_odds: float  # least chance against an enemy castle
    guard: float  # castle guard wanted, as a multiple of the enemy armies next to it
    empire_weight: float  # how much whole empires count when choosing targets
    use_cards: bool  # Spy, Diplomat, General, Marshal with judgement
    mistakes: float  # chance of a random legal action instead of the plan
    focus: bool  # mass armies on the one best front instead of spreading them
    inland_castle: bool = False  # keep the castle out of the Admiral's reach
    sea_guard: float = 0.0  # weight of enemy stacks that could land by sea next to the castle
    staging: float = 0.0  # worth of a territory next to an enemy castle (a base to strike from)
    spy_first: bool = False  # send a Spy to strip a Marshal before striking a castle
    guard_odds: float = 0.0  # if set: guard the castle until a strike has at most these odds
    march: bool = False  # plan the cheapest road to an enemy castle and mass armies on it
    reveal_early: bool = False  # reveal hidden armies when threatened, even for the track's 3
    reserve_guard: float = 0.0  # setup: weight of the armies an enemy next to the castle may still deploy


STYLES = {
    "easy": Style(0.45, 0.5, 0.6, 0.5, False, 0.25, False, reveal_early=True),
    "normal": Style(0.6, 0.55, 1.0, 1.0, True, 0.0, False, sea_guard=0.5, reserve_guard=0.5),
    "hard": Style(0.55, 0.35, 1.2, 1.5, True, 0.0, True, True, 1.0, 3.0, True, 0.2, True, reserve_guard=1.0),
}


class CastleRiskAgent(Agent):
    name = "castle_risk"

    def __init__(self, level: str = "normal") -> None:
        self.level = level
        self.style = STYLES[level]

    def choose(self, view: dict[str, Any], player: int, state_cls: type[GameState], rng: Rng) -> Any:
        state = cast(CastleRiskState, state_cls.from_view(view, rng.fork(0)))
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if self.style.mistakes and rng.random() < self.style.mistakes:
            return rng.choice(legal)
        plan = Planner(state, player, self.style, standoff=True)
        action = plan.decide()
        if action is None or not _is_legal(state, action):
            return legal[-1] if isinstance(legal[-1], A.EndAttacks) else legal[0]
        return action


def _is_legal(state: CastleRiskState, action: Any) -> bool:
    try:
        state.check_action(action)
    except Exception:  # noqa: BLE001 - any refusal means the plan is stale
        return False
    return True


def make_agent(level: str, player: int) -> Agent:
    return CastleRiskAgent(level if level in STYLES else "normal")
