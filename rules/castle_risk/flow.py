"""What a legal action does in Castle Risk: each phase's module plays it (the setup, the
turn, a Spy, the battles, the defence, reoccupying after a castle falls), and moves the
game on to the next phase, the next player or the end (`castles.eliminate`: the last
castle standing; `turn.end_turn`: nothing can change any more).

`HANDLERS` routes a phase to the module that knows it: each offers `legal(state)`,
`check(state, action)` and `apply(state, action)`; `legal.py` asks the first two. No
rule is written here.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any

import ludotheque.rules.castle_risk.attack as attack
import ludotheque.rules.castle_risk.castles as castles
import ludotheque.rules.castle_risk.defence as defence
import ludotheque.rules.castle_risk.setup as setup
import ludotheque.rules.castle_risk.spy as spy
import ludotheque.rules.castle_risk.turn as turn
from ludotheque.rules.castle_risk.phases import Phase

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState

# Which module handles each phase (every phase has its line).
HANDLERS: dict[Phase, ModuleType] = {
    Phase.CASTLE: setup, Phase.CLAIM: setup, Phase.DEPLOY: setup, Phase.HIDDEN: setup,
    Phase.MAIN: turn, Phase.PLACE: turn, Phase.SPY_COUNTER: spy, Phase.SPY_PICK: spy,
    Phase.BATTLE: attack, Phase.DEFEND: defence, Phase.MOVE_IN: attack, Phase.REOCCUPY: castles,
}
assert set(HANDLERS) == set(Phase), "a phase without a handler"


def begin(state: CastleRiskState) -> None:
    """A new game's first step: the castle chips drawn, the first player to place his."""
    setup.begin(state)


def apply(state: CastleRiskState, action: Any) -> None:
    """Play a legal action (the state's `_apply`)."""
    HANDLERS[state.phase].apply(state, action)
