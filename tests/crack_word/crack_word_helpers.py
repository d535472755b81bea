"""Helpers for the Crack Word tests: set up exact tables."""

from __future__ import annotations

from ludotheque.rules.core import GameConfig
from ludotheque.rules.crack_word import GAME
from ludotheque.rules.crack_word.state import CrackWordState


def new_game(players: int = 2, seed: int = 0, **options) -> CrackWordState:
    return GAME.new_state(GameConfig(players, seed, "standard", options))


def row_of(spec: str) -> list[tuple[int, str, str]]:
    """'0C 1H 0A' -> cards owned by seats 0, 1, 0; '1*T' is seat 1's JOKER read as T."""
    cards = []
    for token in spec.split():
        owner = int(token[0])
        if token[1] == "*":
            cards.append((owner, "JOKER", token[2]))
        else:
            cards.append((owner, token[1], token[1]))
    return cards


def table(state: CrackWordState, *rows: str, turn: int = 0) -> CrackWordState:
    """Replace the rows (missing ones become empty) and whose turn it is."""
    state.rows = [row_of(spec) for spec in rows] + [[] for _ in range(4 - len(rows))]
    state.turn = turn
    return state


def settle(state: CrackWordState) -> CrackWordState:
    """Rebuild every draw pile from the cards of its colour not placed elsewhere, so a
    hand-made position is a possible one (each card exists once)."""
    from ludotheque.rules.crack_word.data import deck_faces

    for p in range(state.num_players):
        left = deck_faces(state.language)
        used = list(state.hands[p]) + [c[1] for r in state.rows for c in r if c[0] == p]
        used += [c[1] for pile in state.points for c in pile if c[0] == p]
        used += [c[1] for c in state.discard if c[0] == p] + state.set_aside[p]
        for face in used:
            left.remove(face)  # ValueError: the position uses a card twice
        state.rng.shuffle(left)
        state.piles[p] = left
    return state
