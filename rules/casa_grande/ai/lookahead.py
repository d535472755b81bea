"""The hard level's look-ahead: a plan's worth once the next player has answered it.

For each face of the die the next player plays the best turn by its own evaluation
(the same planner, without look-ahead); the plan is worth the average, for us, of the
positions those replies leave. Everything here is public, so nothing is peeked at."""

from __future__ import annotations

from ludotheque.rules.casa_grande.ai.evaluation import Style, evaluate
from ludotheque.rules.casa_grande.ai.replies import best_turn
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.casa_grande.state import CasaState


def after_reply(end: CasaState, me: int, style: Style, reply_style: Style) -> float:
    """`end` is the position our turn leaves (the next player about to roll)."""
    if end.is_over() or end.phase != Phase.ROLL or end.current_player() == me:
        return evaluate(end, me, style)
    q = end.turn
    total = 0.0
    for die in range(1, 7):
        rolled = end.clone()
        rolled.cast(die)
        end_of_reply = rolled.clone()
        for action in best_turn(rolled, q, reply_style):
            end_of_reply.apply_in_place(action)
        total += evaluate(end_of_reply, me, style)
    return total / 6
