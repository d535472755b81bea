"""A player's turn (sheet, TOUR D'UN JOUEUR) and the cards played outside battles.

1. top the hand up to three cards, 2. draw one, 3. play cards, 4. attack,
5. receive the new troops, which ends the turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ludotheque.rules.castle_risk.spy as spy
from ludotheque.rules.castle_risk.actions import (
    Attack,
    EndAttacks,
    Place,
    PlayDiplomat,
    PlayReinforcement,
    PlaySpy,
    RevealHidden,
)
from ludotheque.rules.castle_risk.attack import check_declare, declarable, declare
from ludotheque.rules.castle_risk.common import ckey, expect, refuse, tkey
from ludotheque.rules.castle_risk.data import MAP, RULES
from ludotheque.rules.castle_risk.phases import Phase, Placing, waiting
from ludotheque.rules.castle_risk.shared import (
    alive_players,
    at_truce,
    check_reveal,
    income,
    next_alive,
    next_track_value,
    place_options,
    reach,
    reveal_hidden,
    reveal_options,
    territories_of,
)

if TYPE_CHECKING:
    from ludotheque.rules.castle_risk.state import CastleRiskState

MAIN_ACTIONS = (PlayReinforcement, PlaySpy, PlayDiplomat, RevealHidden, Attack, EndAttacks)


# --- cards in and out -----------------------------------------------------------------
def draw_card(state: CastleRiskState, player: int) -> bool:
    """Draw the top card (the discard pile is reshuffled when the deck runs out). Once
    Diplomats are out of the game, a drawn Diplomat is discarded and replaced."""
    while True:
        if not state.deck:
            if not state.discard or _only_diplomats_left(state):
                return False
            state.deck = state.discard
            state.discard = []
            state.rng.shuffle(state.deck)
            state.emit("castle_risk.log.reshuffle")
        card = state.deck.pop()
        state.revealed = True
        if card == "diplomat" and state.diplomats_out:
            state.discard.append(card)
            state.emit("castle_risk.log.diplomat_replaced", player=player)
            continue
        state.hands[player].append(card)
        state.emit("castle_risk.log.draw", player=player)
        state.emit("castle_risk.log.draw_private", visible_to=[player], player=player,
                   card_key=ckey(card))
        return True


def _only_diplomats_left(state: CastleRiskState) -> bool:
    pool = state.deck + state.discard
    return state.diplomats_out and all(c == "diplomat" for c in pool)


def start_turn(state: CastleRiskState, player: int) -> None:
    state.player = state.actor = player
    state.turn_no += 1
    state.phase = Phase.MAIN
    state.attacked = False
    state.pending = None
    state.attack = None
    # A truce lasts one full round: it ends when its Diplomat's player plays again.
    state.truces = [tr for tr in state.truces if tr[0] != player]
    state.emit("castle_risk.log.turn", player=player, turn=state.turn_no)
    while len(state.hands[player]) < RULES.hand_size and draw_card(state, player):
        pass
    draw_card(state, player)


def end_turn(state: CastleRiskState) -> None:
    for owner, card in state.table:
        if card == "diplomat" or not state.alive[owner]:
            state.discard.append(card)
        else:  # a surviving General or Marshal goes back to its owner's hand
            state.hands[owner].append(card)
    state.table = []
    if state.shrink_pending:
        _remove_diplomats(state)
    if is_frozen(state):
        state.over = state.stalemate = True
        state.emit("castle_risk.log.stalemate")
        return
    start_turn(state, next_alive(state, state.player))


def _remove_diplomats(state: CastleRiskState) -> None:
    """Two players left: once the turn is over, everyone swaps the Diplomats in his hand
    for new cards (sheet). A truce already running still lasts its full round."""
    state.shrink_pending = False
    state.diplomats_out = True
    state.emit("castle_risk.log.diplomats_out")
    for p in alive_players(state):
        count = state.hands[p].count("diplomat")
        state.hands[p] = [c for c in state.hands[p] if c != "diplomat"]
        state.discard.extend(["diplomat"] * count)
        for _ in range(count):
            draw_card(state, p)


def is_frozen(state: CastleRiskState) -> bool:
    """Nothing can ever change again: no attack possible anywhere, no army can arrive.

    The sheet does not say what happens then; the game ends and castle chips, then
    territories, then armies rank the players (a ruling of ours)."""
    if state.track < len(RULES.track):
        return False
    for p in alive_players(state):
        if income(state, p) > 0 or any(state.owner[t] == p for t in state.hidden[p]):
            return False
        for t in territories_of(state, p):
            if state.armies[t] >= 2 and any(state.owner[o] != p for o in reach(t)):
                return False
    return True


# --- what is legal ---------------------------------------------------------------------
def legal(state: CastleRiskState) -> list[Any]:
    p = state.actor
    if state.phase == Phase.PLACE:
        return place_options(state, p, waiting(state.pending, Placing).count) + spy.options(state, p)
    return _legal_main(state, p)


_DIPLOMAT = tuple(PlayDiplomat(q) for q in range(6))
_REINFORCE, _END = PlayReinforcement(), EndAttacks()


def _legal_main(state: CastleRiskState, p: int) -> list[Any]:
    hand = state.hands[p]
    out: list[Any] = []
    if not state.attacked and "reinforcement" in hand and next_track_value(state) is not None:
        out.append(_REINFORCE)
    out.extend(spy.options(state, p))
    if not state.attacked and "diplomat" in hand and len(alive_players(state)) > 2:
        out.extend(_DIPLOMAT[q] for q in alive_players(state) if q != p and not at_truce(state, p, q))
    out.extend(reveal_options(state, p))
    out.extend(declarable(state, p))
    out.append(_END)
    return out


def check(state: CastleRiskState, action: Any) -> None:
    p = state.actor
    if state.phase == Phase.PLACE:
        expect(action, Place, PlaySpy)
        if isinstance(action, PlaySpy):
            spy.check_play(state, p, action)
            return
        if action.territory not in MAP.by_id or state.owner[action.territory] != p:
            refuse("not_yours", "armies go on territories you occupy")
        left = waiting(state.pending, Placing).count
        if not 1 <= action.count <= left:
            refuse("place_count", f"place between 1 and {left} armies", count=left)
    else:
        expect(action, *MAIN_ACTIONS)
        _check_main(state, p, action)


def _check_main(state: CastleRiskState, p: int, action: Any) -> None:
    hand = state.hands[p]
    if isinstance(action, PlayReinforcement | PlayDiplomat) and state.attacked:
        refuse("after_attack", "that card is played before your first attack")
    if isinstance(action, PlayReinforcement):
        if "reinforcement" not in hand:
            refuse("no_card", "you have no Reinforcements card", card_key=ckey("reinforcement"))
        if next_track_value(state) is None:
            refuse("track_full", "the reinforcement track is full")
    elif isinstance(action, PlaySpy):
        spy.check_play(state, p, action)
    elif isinstance(action, PlayDiplomat):
        if "diplomat" not in hand:
            refuse("no_card", "you have no diplomat card", card_key=ckey("diplomat"))
        q = action.target
        if not (isinstance(q, int) and 0 <= q < state.num_players) or q == p or not state.alive[q]:
            refuse("bad_target", "choose an opponent still in the game")
        if len(alive_players(state)) <= 2:
            refuse("no_diplomat_two", "Diplomats are not used with two players")
        if at_truce(state, p, q):
            refuse("already_truce", "you already have a truce with that player", other_player=q)
    elif isinstance(action, RevealHidden):
        check_reveal(state, p, action.territory)
    elif isinstance(action, Attack):
        check_declare(state, p, action)


# --- applying ----------------------------------------------------------------------------
def apply(state: CastleRiskState, action: Any) -> None:
    p = state.actor
    if isinstance(action, PlaySpy):
        spy.play(state, p, action.target)
    elif state.phase == Phase.PLACE:
        _place(state, p, action)
    elif isinstance(action, PlayReinforcement):
        count = next_track_value(state)
        assert count is not None, "checked: the track is not full"
        state.hands[p].remove("reinforcement")
        state.track += 1
        state.emit("castle_risk.log.reinforcement", player=p, count=count)
        state.phase = Phase.PLACE
        state.pending = Placing(count, "reinforcement")
    elif isinstance(action, PlayDiplomat):
        state.hands[p].remove("diplomat")
        state.table.append([p, "diplomat"])
        state.truces.append([p, action.target])
        state.emit("castle_risk.log.diplomat", player=p, other_player=action.target)
    elif isinstance(action, RevealHidden):
        reveal_hidden(state, p, action.territory)
    elif isinstance(action, Attack):
        declare(state, p, action)
    else:
        _end_attacks(state, p)


def _place(state: CastleRiskState, p: int, action: Place) -> None:
    state.armies[action.territory] += action.count
    pending = waiting(state.pending, Placing)
    state.pending = pending = Placing(pending.count - action.count, pending.reason)
    state.emit("castle_risk.log.place", player=p, territory_key=tkey(action.territory),
               count=action.count)
    if pending.count > 0:
        return
    if pending.reason == "troops":
        end_turn(state)
    else:
        state.phase, state.actor, state.pending = Phase.MAIN, state.player, None


def _end_attacks(state: CastleRiskState, p: int) -> None:
    count = income(state, p)
    state.emit("castle_risk.log.troops", player=p, count=count)
    if count > 0 and territories_of(state, p):
        state.phase = Phase.PLACE
        state.pending = Placing(count, "troops")
    else:
        end_turn(state)
