"""The hard level's look-ahead: how the table answers a move, in a sampled world.

In a determinisation every hand is known, so the threat a move leaves is no longer a
guess. `best_reply_value`: the next player cracks his biggest word if he can, then the
position is scored. `rollout_value`: a few turns are played on with a quick policy (the
biggest crack, else a random accepted letter), then the position is scored.
"""

from __future__ import annotations

from typing import Any

from ludotheque.rules.core import Rng
from ludotheque.rules.crack_word.actions import PlaceLetter
from ludotheque.rules.crack_word.ai.evaluate import (
    NORMAL,
    LetterOdds,
    Weights,
    crack_letters,
    score,
)
from ludotheque.rules.crack_word.ai.plays import accepted_plays, fallback_play, useful
from ludotheque.rules.crack_word.cards import JOKER, row_text
from ludotheque.rules.crack_word.legal import can_crack


def biggest_crack(state: Any) -> PlaceLetter | None:
    """The current player's largest CRACK WORD! with the cards in his hand, if any."""
    q = state.turn
    hand = state.hands[q]
    best: tuple[int, PlaceLetter] | None = None
    for r, row in enumerate(state.rows):
        text = row_text(row)
        for letter, left in crack_letters(state.language, state.either_end, text):
            card = letter if letter in hand else (JOKER if JOKER in hand else None)
            if card is None or (best is not None and best[0] >= len(text) + 1):
                continue
            action = PlaceLetter(card, r, letter, left, True)
            new_row = [(q, card, letter), *row] if left else [*row, (q, card, letter)]
            if can_crack(state, new_row, q):
                best = (len(text) + 1, action)
    return None if best is None else best[1]


def best_reply_value(after: Any, player: int, odds: LetterOdds, w: Weights = NORMAL) -> float:
    if after.is_over() or after.turn == player:
        return score(after, player, odds, w)
    reply = biggest_crack(after)
    if reply is None:
        return score(after, player, odds, w)
    answered = after.clone()
    answered.apply_in_place(reply)
    return score(answered, player, odds, w)


def quick_policy(state: Any, rng: Rng) -> Any:
    """Crack the biggest word in reach, else lay a random letter the referee accepts."""
    crack = biggest_crack(state)
    if crack is not None:
        return crack
    plays = useful(state, accepted_plays(state))
    return rng.choice(plays) if plays else fallback_play(state)


def rollout_value(after: Any, player: int, odds: LetterOdds, rng: Rng, depth: int,
                  w: Weights = NORMAL) -> float:
    state = after.clone()
    for _ in range(depth):
        if state.is_over():
            break
        state.apply_in_place(quick_policy(state, rng))
    return score(state, player, odds, w)
