"""What a legal action does in Crack Word: the phase the game is in routes it to the module
that plays it (`HANDLERS`): a turn as usual and the derniers tours to `turn.py` (the
play, the referee, drawing in `drawing.py`, then the next turn), nothing once the game is
over (`ending.py`). The deal is `dealing.py`'s.

The state keeps no phase field: the phase is read from what the sheet's moments leave
behind (`phases.phase_now`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ludotheque.rules.crack_word.dealing as dealing
import ludotheque.rules.crack_word.ending as ending
import ludotheque.rules.crack_word.turn as turn
from ludotheque.rules.crack_word.phases import Phase, phase_now

if TYPE_CHECKING:
    from ludotheque.rules.crack_word.state import CrackWordState

# Which function plays an action in each phase.
HANDLERS: dict[Phase, Callable[[CrackWordState, Any], None]] = {
    Phase.PLAY: turn.apply, Phase.LAST_TURNS: turn.apply, Phase.OVER: ending.after_the_end,
}


def begin(state: CrackWordState) -> None:
    """A new game's setup: the piles shuffled, the hands dealt, the rows started."""
    dealing.deal(state)


def apply(state: CrackWordState, action: Any) -> None:
    """Play a legal action (the state's `_apply`)."""
    HANDLERS[phase_now(state.over, state.last_hand)](state, action)
