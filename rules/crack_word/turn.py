"""One turn of Crack Word, as the sheet tells it (`apply`: the play, then the next turn).

- A letter extends a row. The game is the referee: if the row no longer begins a word
  (either-end option: no longer lies inside a word), the player takes the card back,
  draws one card from his pile and his turn passes. In the derniers tours there is no
  pile to draw from: he only passes this turn (out for good if he cannot play at all).
- CRACK WORD!: the row goes to the player's points pile and restarts from his pile.
- POUBELLE: the row is discarded, the POUBELLE goes to his points, the row restarts
  ("sur la ligne de son choix": an empty row too, then only the restart happens).
- An empty hand is refilled with 8 cards. Drawing the very last card of a pile cries
  DERNIÈRE MAIN: every other player draws as many cards as were just drawn and the rest
  of their piles is set aside. Then whoever cannot play (no card of his fits) passes
  for good; that is the only time passing is allowed.
- The end: someone lays his last card with nothing left to draw (he collects every card
  of his colour still on the table), or everyone has passed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.crack_word.actions import Pass, PlaceLetter, Trash
from ludotheque.rules.crack_word.cards import JOKER, POUBELLE, row_text
from ludotheque.rules.crack_word.drawing import after_card_left_hand, draw_cards, restart_row
from ludotheque.rules.crack_word.ending import end_if_everyone_passed
from ludotheque.rules.crack_word.legal import can_play, placed_row

if TYPE_CHECKING:
    from ludotheque.rules.crack_word.state import CrackWordState


def apply(state: CrackWordState, action: Any) -> None:
    """What a legal action does: the play, then the next turn (unless the game ended)."""
    p = state.turn
    if isinstance(action, Pass):
        pass_for_good(state, p)
    elif isinstance(action, Trash):
        play_poubelle(state, p, action.row)
    else:
        play_letter(state, p, action)
    if not state.over:
        next_turn(state)


def play_letter(state: CrackWordState, p: int, action: PlaceLetter) -> None:
    row = placed_row(state, action, p)
    text = row_text(row)
    if not state.row_accepts(text):
        referee_penalty(state, p, action, text)
        return
    state.hands[p].remove(action.card)
    state.rows[action.row] = row
    key = "crack_word.log.joker" if action.card == JOKER else "crack_word.log.play"
    state.emit(key, player=p, letter=action.letter, row=action.row + 1, text=text,
               left=action.left)
    if action.crack:
        crack_word(state, p, action.row)
    after_card_left_hand(state, p)


def referee_penalty(state: CrackWordState, p: int, action: PlaceLetter, text: str) -> None:
    """« il reprend sa carte, tire une carte de sa PIOCHE et passe son tour »: the card
    stays in hand (it never really left), he draws one and the turn passes. In the
    derniers tours there is no pile: he only passes this turn, unless he « ne peut plus
    jouer » (no card of his fits anywhere), and then he is out for good."""
    reason = "fragment" if state.either_end else "prefix"
    joker = "_joker" if action.card == JOKER else ""  # « reprend son JOKER », not its letter
    said: dict[str, Any] = {"player": p, "letter": action.letter, "text": text, "row": action.row + 1, "card": action.card}
    if not state.in_last_turns():
        state.emit(f"crack_word.log.penalty_{reason}{joker}", **said)
        draw_cards(state, p, 1)
        return
    state.emit(f"crack_word.log.penalty_last_{reason}{joker}", **said)
    if not can_play(state.hands[p], state.rows, state.language, state.either_end):
        state.emit("crack_word.log.out", player=p)
        state.passed[p] = True
        end_if_everyone_passed(state)


def crack_word(state: CrackWordState, p: int, r: int) -> None:
    word = row_text(state.rows[r])
    state.points[p].extend((c[0], c[1]) for c in state.rows[r])
    state.emit("crack_word.log.crack", player=p, word=word, count=len(word), row=r + 1)
    state.rows[r] = []
    restart_row(state, p, r)


def play_poubelle(state: CrackWordState, p: int, r: int) -> None:
    gone = state.rows[r]
    state.discard.extend((c[0], c[1]) for c in gone)
    state.hands[p].remove(POUBELLE)
    state.points[p].append((p, POUBELLE))
    state.rows[r] = []
    state.emit("crack_word.log.poubelle", player=p, row=r + 1, text=row_text(gone), count=len(gone))
    restart_row(state, p, r)
    after_card_left_hand(state, p)


def pass_for_good(state: CrackWordState, p: int) -> None:
    state.passed[p] = True
    state.emit("crack_word.log.pass", player=p)
    end_if_everyone_passed(state)


def next_turn(state: CrackWordState) -> None:
    n = state.num_players
    for step in range(1, n + 1):
        q = (state.turn + step) % n
        if not state.passed[q]:
            state.turn = q
            return
    state.over = True
