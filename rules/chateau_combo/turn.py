"""A turn of Château Combo while players recruit (phase PLAY), the sheet's four steps: a
key may move the messenger or refresh its row, a card is bought (face up at its price,
or face down for gold and keys), its effects run (a decision they ask for waits in
`pending`, resolved by the matching action), then the messenger follows the card and
both rows are refilled. After the ninth cards, the end (`ending.py`).

`apply(state, action)` mutates the state (the protocol's `_apply`); the state checked the
action first."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ludotheque.rules.chateau_combo.effects as effects
from ludotheque.rules.chateau_combo.actions import (
    Buy,
    ChooseEffect,
    DiscardFromRow,
    FillPurses,
    MoveMessenger,
    RefreshRow,
)
from ludotheque.rules.chateau_combo.data import CARDS, LOCATIONS, SETUP, other
from ludotheque.rules.chateau_combo.ending import start_storing
from ludotheque.rules.chateau_combo.market import ROW_SIZE, refill, row_key
from ludotheque.rules.chateau_combo.phases import Pending
from ludotheque.rules.chateau_combo.tableau import FULL, Cell, Slot

if TYPE_CHECKING:
    from ludotheque.rules.chateau_combo.state import ComboState

FACE_DOWN_GOLD = SETUP["face_down_card_reward"]["gold"]
FACE_DOWN_KEYS = SETUP["face_down_card_reward"]["keys"]


def apply(state: ComboState, action: Any) -> None:
    """Mutate `state` by a legal action of the player to move (recruiting); emit the
    log's events."""
    p = state.turn
    if isinstance(action, MoveMessenger):
        state.players[p].keys -= 1
        state.key_used = True
        state.messenger = other(state.messenger)
        state.emit("chateau_combo.log.move_messenger", player=p, row_key=row_key(state.messenger))
    elif isinstance(action, RefreshRow):
        state.players[p].keys -= 1
        state.key_used = True
        loc = state.messenger
        state.discards[loc] = (*state.discards[loc], *(c for c in state.rows[loc] if c is not None))
        state.rows[loc] = [None] * ROW_SIZE
        state.emit("chateau_combo.log.refresh", player=p, row_key=row_key(loc))
        refill(state, loc)
    elif isinstance(action, Buy):
        _buy(state, p, action)
    elif isinstance(action, ChooseEffect):
        pending = _take_pending(state)
        effects.resolve_choice(state, p, pending, action.option)
        _continue_effects(state, p, pending.card, pending.cell, pending.effect)
    elif isinstance(action, DiscardFromRow):
        pending = _take_pending(state)
        eff = CARDS[pending.card].effects[pending.effect]
        effects.discard_from_row(state, p, eff, action.index)
        _continue_effects(state, p, pending.card, pending.cell, pending.effect)
    elif isinstance(action, FillPurses):
        pending = _take_pending(state)
        effects.fill(state, p, action.cells)
        _continue_effects(state, p, pending.card, pending.cell, pending.effect)
    else:
        raise TypeError(f"not a Château Combo action: {action!r}")


def _take_pending(state: ComboState) -> Pending:
    pending, state.pending = state.pending, None
    assert pending is not None
    return pending


def _buy(state: ComboState, p: int, action: Buy) -> None:
    board = state.players[p]
    loc = state.messenger
    card = state.rows[loc][action.index]
    assert card is not None, "check() refuses an empty place"
    state.rows[loc][action.index] = None
    cell = (action.row, action.col)
    if action.face_down:
        board.gold += FACE_DOWN_GOLD
        board.keys += FACE_DOWN_KEYS
        board.tableau.place(cell, Slot(card, face_down=True))
        state.emit("chateau_combo.log.face_down", player=p, card_key=effects.card_name_key(card),
                   gold=FACE_DOWN_GOLD, keys=FACE_DOWN_KEYS)
        _end_turn(state, p, None)
        return
    cost = state.cost_for(p, card)
    board.gold -= cost
    board.tableau.place(cell, Slot(card))
    state.emit("chateau_combo.log.buy", player=p, card_key=effects.card_name_key(card), cost=cost)
    _continue_effects(state, p, card, cell, -1)


def _continue_effects(state: ComboState, p: int, card: int, cell: Cell, done: int) -> None:
    """The effects of `card` at `cell` after the one numbered `done` (-1: all of them)."""
    state.pending = effects.run_effects(state, p, cell, done + 1)
    if state.pending is None:
        _end_turn(state, p, card)


def _end_turn(state: ComboState, p: int, face_up_card: int | None) -> None:
    """Step 4: the messenger follows the card's icon, both rows are refilled."""
    target = CARDS[face_up_card].messenger_to if face_up_card is not None else None
    if target and target != state.messenger and not state.exhausted:
        state.messenger = target
        state.emit("chateau_combo.log.messenger_goes", row_key=row_key(target))
    for loc in LOCATIONS:
        refill(state, loc)
    state.key_used = False
    if all(len(b.tableau) >= FULL for b in state.players):
        start_storing(state)
    else:
        state.turn = (p + 1) % state.num_players
