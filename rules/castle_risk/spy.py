"""The Spy (sheet, Espion): « à tout moment pendant votre tour », look at an opponent's
hand and discard one of its cards, unless he cancels it with a Spy of his own.

Played from any of the turn's own decisions (cards and attacks, placing armies, between
battles); the decision it interrupted resumes afterwards. Every target is asked whether
he cancels, holding a Spy or not, so the question never shows his hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.castle_risk.actions import CounterSpy, PlaySpy, SpyDiscard
from ludotheque.rules.castle_risk.common import ckey, expect, refuse
from ludotheque.rules.castle_risk.phases import Interrupted, Phase, Placing, Spying, waiting

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState

PHASES = (Phase.MAIN, Phase.PLACE, Phase.BATTLE)  # the turn player's decisions a Spy may interrupt
_PLAY = tuple(PlaySpy(q) for q in range(6))
_LET, _CANCEL = CounterSpy(False), CounterSpy(True)


def options(state: CastleRiskState, p: int) -> list[PlaySpy]:
    """Spies `p` may play now: one per opponent still in the game."""
    if "spy" not in state.hands[p]:
        return []
    return [_PLAY[q] for q in range(state.num_players) if q != p and state.alive[q]]


def check_play(state: CastleRiskState, p: int, action: PlaySpy) -> None:
    if "spy" not in state.hands[p]:
        refuse("no_card", "you have no Spy card", card_key=ckey("spy"))
    q = action.target
    if not (isinstance(q, int) and 0 <= q < state.num_players) or q == p or not state.alive[q]:
        refuse("bad_target", "choose an opponent still in the game")


def play(state: CastleRiskState, p: int, target: int) -> None:
    state.hands[p].remove("spy")
    state.discard.append("spy")
    state.emit("castle_risk.log.spy", player=p, target_player=target)
    # The interrupted decision, to resume (its pending data: armies still to place, or none).
    pending = state.pending
    assert pending is None or isinstance(pending, Placing), "a Spy interrupts the turn's own decisions"
    state.pending = Spying(p, target, None, Interrupted(state.phase, pending))
    state.phase, state.actor = Phase.SPY_COUNTER, target


# --- the target's answer and the look ----------------------------------------------------
def legal(state: CastleRiskState) -> list[Any]:
    if state.phase == Phase.SPY_COUNTER:
        return [_LET, _CANCEL] if "spy" in state.hands[state.actor] else [_LET]
    return [SpyDiscard(c) for c in sorted(set(looked_at(state)))]


def looked_at(state: CastleRiskState) -> list[str]:
    """The hand the Spy's player looks at, as shown to them (it cannot change meanwhile).

    A state rebuilt from the spy's own view knows the target's hand only as a count, so the
    shown copy comes first; a state sampled from another seat's view has only the hand.
    """
    spying = waiting(state.pending, Spying)
    hand = spying.spied_hand
    return list(state.hands[spying.target] if hand is None else hand)


def check(state: CastleRiskState, action: Any) -> None:
    if state.phase == Phase.SPY_COUNTER:
        expect(action, CounterSpy)
        if action.cancel and "spy" not in state.hands[state.actor]:
            refuse("no_card", "you have no Spy to cancel with", card_key=ckey("spy"))
    else:
        expect(action, SpyDiscard)
        if action.card not in looked_at(state):
            refuse("not_in_hand", "that card is not in the hand you look at")


def apply(state: CastleRiskState, action: Any) -> None:
    spying = waiting(state.pending, Spying)
    target = spying.target
    if state.phase == Phase.SPY_PICK:
        state.hands[target].remove(action.card)
        state.discard.append(action.card)
        state.emit("castle_risk.log.spy_discard", player=state.actor, target_player=target,
                   card_key=ckey(action.card))
        resume(state)
    elif action.cancel:
        state.hands[target].remove("spy")
        state.discard.append("spy")
        state.emit("castle_risk.log.spy_cancelled", player=target, spy_player=spying.spy)
        resume(state)
    else:
        _look(state)


def _look(state: CastleRiskState) -> None:
    spying = waiting(state.pending, Spying)
    target = spying.target
    if not state.hands[target]:
        state.emit("castle_risk.log.spy_empty", target_player=target)
        resume(state)
        return
    state.phase = Phase.SPY_PICK
    state.actor = spying.spy
    state.pending = Spying(spying.spy, target, tuple(sorted(state.hands[target])), spying.resume)
    state.revealed = True


def resume(state: CastleRiskState) -> None:
    """Back to the decision the Spy interrupted."""
    back = waiting(state.pending, Spying).resume
    state.phase, state.actor, state.pending = back.phase, state.player, back.pending
