"""The plays every AI level starts from: what the referee accepts, and what to do when
nothing is accepted. Shared by `agents.py` (the levels) and `reply.py` (the rollouts)."""

from __future__ import annotations

from typing import Any

from ludotheque.rules.crack_word.actions import Pass, PlaceLetter, Trash
from ludotheque.rules.crack_word.cards import JOKER, POUBELLE, row_text
from ludotheque.rules.crack_word.legal import accepted_letters, legal_actions


def accepted_plays(state: Any) -> list[Any]:
    """Every legal play the referee accepts (no penalty), Pass included where allowed."""
    texts = [row_text(row) for row in state.rows]
    language, either_end = state.language, state.either_end
    out = []
    for action in legal_actions(state):
        if type(action) is PlaceLetter:
            fits = accepted_letters(language, either_end, texts[action.row], action.left)
            if action.letter not in fits:
                continue
        out.append(action)
    return out


def fallback_play(state: Any) -> Any:
    """Nothing is accepted: pass in the derniers tours, else take the penalty with the
    commonest letter (a JOKER or POUBELLE is worth keeping)."""
    if state.in_last_turns():
        return Pass()
    hand = state.hands[state.turn]
    letters = [c for c in hand if c not in (JOKER, POUBELLE)]
    card = max(letters, key=hand.count) if letters else hand[0]
    if card == POUBELLE:
        return Trash(0)
    letter = "E" if card == JOKER else card
    return PlaceLetter(card, 0, letter)


def useful(state: Any, plays: list[Any]) -> list[Any]:
    """Drop Pass when something else is accepted: laying cards is how the game is won."""
    real = [a for a in plays if not isinstance(a, Pass)]
    return real or plays
