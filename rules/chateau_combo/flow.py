"""What a legal action does in Château Combo: the phase routes it to the module that plays
it (`HANDLERS`): recruiting to `turn.py` (a key, a card bought, its effects and the
decisions they ask, the messenger, the rows refilled by `market.py`), storing leftover
gold to `ending.py`, nothing once the game is over. The setup is `dealing.py`'s."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ludotheque.rules.chateau_combo.dealing as dealing
import ludotheque.rules.chateau_combo.ending as ending
import ludotheque.rules.chateau_combo.turn as turn
from ludotheque.rules.chateau_combo.phases import Phase

if TYPE_CHECKING:
    from ludotheque.rules.chateau_combo.state import ComboState

# Which function plays an action in each phase.
HANDLERS: dict[Phase, Callable[[ComboState, Any], None]] = {
    Phase.PLAY: turn.apply, Phase.STORE: ending.apply, Phase.OVER: ending.after_the_end,
}


def begin(state: ComboState) -> None:
    """A new game's setup: the decks, the rows, the purses and the first player."""
    dealing.deal(state)


def apply(state: ComboState, action: Any) -> None:
    """Play a legal action (the state's `_apply`)."""
    HANDLERS[state.phase](state, action)
