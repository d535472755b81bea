"""What a legal action does (`CastleCrushState._apply`): a phase router. `HANDLERS`
gives, for each phase, the move each kind of action is played by, in the phase's module
(draft.py, build.py, attack.py; the exact moves of games begun before the hand in
legacy.py); course.py moves the game from one phase to the next. No rule is written
here."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ludotheque.rules.castle_crush.attack as attack
import ludotheque.rules.castle_crush.build as build
import ludotheque.rules.castle_crush.draft as draft
import ludotheque.rules.castle_crush.legacy as legacy
from ludotheque.rules.castle_crush.actions import Carry, Finish, Strike, Take
from ludotheque.rules.castle_crush.course import Moves
from ludotheque.rules.castle_crush.phases import Phase
from ludotheque.rules.core import Action

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.state import CastleCrushState

# For each phase, the module's function that plays each kind of move.
HANDLERS: dict[Phase, Callable[[Any, Any], None]] = {
    Phase.DRAFT: Moves({Take: draft.take}),
    Phase.BUILD: Moves({Carry: build.carry, Finish: build.finish, **legacy.BUILD}),
    Phase.ATTACK: Moves({Strike: attack.strike, **legacy.ATTACK}),
    Phase.OVER: Moves({}),
}


def apply(st: CastleCrushState, action: Action) -> None:
    """Play a legal action (checked by legal.check)."""
    HANDLERS[st.phase](st, action)
