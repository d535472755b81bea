"""Drawing in Crack Word (the sheet): a row restarted from the top letter of a pile, cards
drawn into a hand, a new hand of 8 when one empties, and DERNIÈRE MAIN when a pile runs
out (every other player draws as many cards as were just drawn, the rest of their piles
set aside)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.crack_word.cards import is_letter
from ludotheque.rules.crack_word.data import deck_data
from ludotheque.rules.crack_word.ending import finish_with_empty_hand

if TYPE_CHECKING:
    from ludotheque.rules.crack_word.state import CrackWordState


def draw_row_start(state: CrackWordState, p: int) -> str | None:
    """Take the top letter of p's pile for an empty row. Action cards met on the way go
    to the bottom of the pile (ruling); a pile of action cards only gives nothing."""
    pile = state.piles[p]
    for _ in range(len(pile)):
        face = pile.pop()
        if is_letter(face):
            return face
        pile.insert(0, face)
    return None


def restart_row(state: CrackWordState, p: int, r: int) -> None:
    letter = draw_row_start(state, p)
    if letter is None:
        state.emit("crack_word.log.row_stays_empty", player=p, row=r + 1)
        return
    state.rows[r] = [(p, letter, letter)]
    state.emit("crack_word.log.row_start", player=p, row=r + 1, letter=letter)
    state.revealed = True
    if not state.piles[p]:
        last_hand(state, p, 1)


def draw_cards(state: CrackWordState, p: int, n: int) -> int:
    pile = state.piles[p]
    drawn = [pile.pop() for _ in range(min(n, len(pile)))]
    if not drawn:
        return 0
    state.hands[p].extend(drawn)
    state.revealed = True
    state.emit("crack_word.log.drew", visible_to=(p,), player=p, cards=" ".join(drawn))
    if not pile:
        last_hand(state, p, len(drawn))
    return len(drawn)


def last_hand(state: CrackWordState, p: int, n: int) -> None:
    """DERNIÈRE MAIN: the others draw n cards each; what is left of their piles is set aside."""
    if state.last_hand is not None:
        return
    state.last_hand = p
    state.emit("crack_word.log.last_hand", player=p, count=n)
    for q in range(state.num_players):
        if q == p:
            continue
        draw_cards(state, q, n)
        state.set_aside[q].extend(state.piles[q])
        state.piles[q] = []


def after_card_left_hand(state: CrackWordState, p: int) -> None:
    if state.hands[p]:
        return
    if state.piles[p]:
        got = draw_cards(state, p, deck_data().hand_size)
        state.emit("crack_word.log.new_hand", player=p, count=got)
        return
    finish_with_empty_hand(state, p)
