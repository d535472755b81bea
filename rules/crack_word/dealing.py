"""The setup of Crack Word (the sheet): each colour's pile shuffled, a hand of 8 from it,
and the rows started with the top letter of each player's pile in seat order, cycling."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.crack_word.cards import row_text
from ludotheque.rules.crack_word.data import deck_data, deck_faces
from ludotheque.rules.crack_word.drawing import draw_row_start

if TYPE_CHECKING:
    from ludotheque.rules.crack_word.state import CrackWordState


def deal(state: CrackWordState) -> None:
    """The setup: each colour's pile shuffled, a hand of 8 from it, and the rows started
    with the top letter of each player's pile in seat order, cycling."""
    hand_size = deck_data().hand_size
    for p in range(state.num_players):
        pile = deck_faces(state.language)
        state.rng.shuffle(pile)
        state.piles[p] = pile
        state.hands[p] = [pile.pop() for _ in range(hand_size)]
    for r in range(len(state.rows)):
        owner = r % state.num_players
        letter = draw_row_start(state, owner)
        if letter is not None:
            state.rows[r] = [(owner, letter, letter)]
    state.emit("crack_word.log.start", rows=" · ".join(row_text(r) for r in state.rows),
               player=state.turn)
