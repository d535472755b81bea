"""What may be played now, and why a play is refused.

A letter that breaks a row is *legal*: in the published game a player may lay it, and the
referee then applies the penalty (see turn.py). What is refused here is what the cards
themselves forbid: a card not in hand, a JOKER without a letter, crying CRACK WORD! on
something that is not a word of yours, passing while you can still draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import IllegalAction
from rules.crack_word.actions import Pass, PlaceLetter, Trash
from rules.crack_word.cards import JOKER, POUBELLE, TableCard, has_majority, row_text
from rules.crack_word.dictionary import ALPHABET, MIN_LENGTH

if TYPE_CHECKING:
    from rules.crack_word.state import CrackWordState


def placed_row(state: CrackWordState, action: PlaceLetter, player: int) -> list[TableCard]:
    """The row as it would read once the card is laid."""
    card = (player, action.card, action.letter)
    row = state.rows[action.row]
    return [card, *row] if action.left else [*row, card]


def can_crack(state: CrackWordState, row: list[TableCard], player: int) -> bool:
    text = row_text(row)
    return len(text) >= MIN_LENGTH and state.dictionary.is_word(text) and has_majority(row, player)


def legal_actions(state: CrackWordState) -> list[Any]:
    if state.over:
        return []
    p = state.turn
    out: list[Any] = []
    ends = (False, True) if state.either_end else (False,)
    words = state.dictionary.words
    texts = [row_text(row) for row in state.rows]
    for face in sorted(set(state.hands[p])):
        if face == POUBELLE:
            out.extend(Trash(r) for r in range(len(state.rows)))
            continue
        letters = ALPHABET if face == JOKER else face
        for r, text in enumerate(texts):
            short = len(text) + 1 < MIN_LENGTH
            for left in ends:
                for letter in letters:
                    action = PlaceLetter(face, r, letter, left)
                    out.append(action)
                    if short or (letter + text if left else text + letter) not in words:
                        continue
                    if has_majority(placed_row(state, action, p), p):
                        out.append(PlaceLetter(face, r, letter, left, True))
    if state.in_last_turns():
        out.append(Pass())
    return out


def check_action(state: CrackWordState, action: Any) -> None:
    p = state.turn
    if isinstance(action, Pass):
        if not state.in_last_turns():
            raise IllegalAction("crack_word.error.cannot_pass",
                                "you may only pass in the last turns, once the draw piles are gone")
        return
    if isinstance(action, Trash):
        _check_row(state, action.row)
        if POUBELLE not in state.hands[p]:
            raise IllegalAction("crack_word.error.no_poubelle", "you have no POUBELLE card in hand")
        return
    if not isinstance(action, PlaceLetter):
        raise IllegalAction("crack_word.error.bad_action", f"{action!r} is not a Crack Word move")
    _check_row(state, action.row)
    _check_card(state, action, p)
    if action.left and not state.either_end:
        raise IllegalAction("crack_word.error.right_only",
                            "letters go at the right end of a row in this game")
    if action.crack:
        _check_crack(state, placed_row(state, action, p), p)


def _check_row(state: CrackWordState, row: Any) -> None:
    if not isinstance(row, int) or not 0 <= row < len(state.rows):
        raise IllegalAction("crack_word.error.bad_row", f"there is no row {row!r}", row=str(row))


def _check_card(state: CrackWordState, action: PlaceLetter, player: int) -> None:
    if action.card not in state.hands[player]:
        raise IllegalAction("crack_word.error.not_in_hand", f"you hold no {action.card} card",
                            card=str(action.card))
    if action.card == POUBELLE:
        raise IllegalAction("crack_word.error.poubelle_on_row",
                            "a POUBELLE clears a row; it is not a letter")
    if action.card == JOKER:
        if not (isinstance(action.letter, str) and len(action.letter) == 1 and action.letter in ALPHABET):
            raise IllegalAction("crack_word.error.joker_letter", "a JOKER needs a letter from A to Z")
    elif action.letter != action.card:
        raise IllegalAction("crack_word.error.wrong_letter", f"that card reads {action.card}",
                            card=action.card)


def _check_crack(state: CrackWordState, row: list[TableCard], player: int) -> None:
    text = row_text(row)
    if len(text) < MIN_LENGTH:
        raise IllegalAction("crack_word.error.too_short",
                            f"{text} is too short: a word needs 3 letters or more", word=text)
    if not state.dictionary.is_word(text):
        raise IllegalAction("crack_word.error.not_a_word", f"{text} is not in the dictionary",
                            word=text)
    if not has_majority(row, player):
        raise IllegalAction("crack_word.error.no_majority",
                            f"you need more cards of your colour in {text} than any other colour",
                            word=text)
