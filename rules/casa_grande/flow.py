"""What a legal action does in Casa Grande: the phase routes it to the module that plays it
(`HANDLERS`): the setup's corners to `corners.py`, phase 1 (roll, move) to `moving.py`,
phases 2 and 3 (a block, a platform or pass) to `building.py`, nothing once the game is
over (`ending.py`, which also ends each turn and the game)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import ludotheque.rules.casa_grande.building as building
import ludotheque.rules.casa_grande.corners as corners
import ludotheque.rules.casa_grande.ending as ending
import ludotheque.rules.casa_grande.moving as moving
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.core import Action

if TYPE_CHECKING:
    from ludotheque.rules.casa_grande.state import CasaState

# Which function plays an action in each phase.
HANDLERS: dict[Phase, Callable[[CasaState, Action], None]] = {
    Phase.CORNER: corners.apply, Phase.ROLL: moving.apply, Phase.MOVE: moving.apply,
    Phase.BLOCK: building.apply, Phase.PLATFORM: building.apply, Phase.OVER: ending.after_the_end,
}


def begin(state: CasaState) -> None:
    """A new game's setup: the pawns chosen or dealt."""
    corners.begin(state)


def apply(state: CasaState, action: Action) -> None:
    """Play a legal action (the state's `_apply`)."""
    HANDLERS[state.phase](state, action)
