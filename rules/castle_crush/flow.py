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
from ludotheque.rules.castle_crush.course import begin_move
from ludotheque.rules.castle_crush.phases import Phase
from ludotheque.rules.core import Action

if TYPE_CHECKING:
    from ludotheque.rules.castle_crush.state import CastleCrushState

Handler = Callable[[Any, Any], None]

# For each phase, the module's function that plays each kind of move.
HANDLERS: dict[Phase, dict[type, Handler]] = {
    Phase.DRAFT: {Take: draft.take},
    Phase.BUILD: {Carry: build.carry, Finish: build.finish, **legacy.BUILD},
    Phase.ATTACK: {Strike: attack.strike, **legacy.ATTACK},
    Phase.OVER: {},
}


def apply(st: CastleCrushState, action: Action) -> None:
    """Play a legal action (checked by legal.check)."""
    handler = HANDLERS[st.phase].get(type(action))
    if handler is None:  # check_action refuses it; this guards apply_in_place
        raise TypeError(f"not a Castle Crush move of the {st.phase} phase: {action!r}")
    begin_move(st, action)
    handler(st, action)
