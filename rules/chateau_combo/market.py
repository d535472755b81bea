"""The two rows of cards for sale (the sheet): each row refilled from its deck, the deck
made again from its discards when it runs out, and a location exhausted when even that
cannot fill its row (its cards leave the game, the messenger stays on the other row)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.chateau_combo.data import SETUP, other

if TYPE_CHECKING:
    from ludotheque.rules.chateau_combo.state import ComboState

ROW_SIZE = SETUP["display_per_row"]


def row_key(location: str) -> str:
    return f"chateau_combo.row.{location}"


def refill(state: ComboState, loc: str) -> None:
    """Fill the row's gaps from its deck, reshuffling its discards when the deck runs out.

    If even then the row cannot be completed, the location is exhausted: all its cards
    leave the game and the messenger stays on the other row for good."""
    if loc in state.exhausted:
        return
    row = state.rows[loc]
    gaps = [i for i, c in enumerate(row) if c is None]
    if not gaps:
        return
    deck, discard = state.decks[loc], state.discards[loc]
    if len(deck) + len(discard) < len(gaps):
        state.removed = (*state.removed, *(c for c in row if c is not None), *deck, *discard)
        state.rows[loc], state.decks[loc], state.discards[loc] = [], [], ()
        state.exhausted = (*state.exhausted, loc)
        state.messenger = other(loc)
        state.emit("chateau_combo.log.exhausted", row_key=row_key(loc))
        return
    for i in gaps:
        if not deck:
            pile = list(discard)
            if not state.blind:  # a blind deck is drawn at random anyway
                state.rng.shuffle(pile)
            deck.extend(pile)
            discard = state.discards[loc] = ()
            state.emit("chateau_combo.log.reshuffle", row_key=row_key(loc))
        if state.blind:
            j = state.rng.randbelow(len(deck))
            deck[j], deck[-1] = deck[-1], deck[j]
        row[i] = deck.pop()
    state.revealed = True
