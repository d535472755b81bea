"""What the Crack Word screen says: the hint line under the players, and the top bar's
status. Each reads the view model and what the mouse points at, nothing else."""

from __future__ import annotations

from ludotheque.client.scenes.crack_word.screen import Screen
from ludotheque.client.scenes.crack_word.words import Words
from ludotheque.rules.crack_word.actions import PlaceLetter
from ludotheque.rules.crack_word.asks import Verdict
from ludotheque.rules.crack_word.cards import JOKER, POUBELLE, row_text

HINT_KEY = "H"  # the house's hint key: typing it picks no card unless Shift is held

Said = tuple[str, str]  # the text and its tone: "plain", "good", "bad" or "crack"


def hint(words: Words, screen: Screen, hovered: int | None, target: tuple[int, bool] | None) -> Said:
    """`hovered`: the row under the mouse; `target`: the row end a held card would go to."""
    t = words.t
    question = screen.picked.question
    if question is not None:  # while a question is open, the hint says what it asks (QA CW3)
        if question.joker:
            return t("crack_word.ui.joker_title"), "plain"
        word = screen.question_word()
        return t("crack_word.ui.hint_crack_choice", word=word, count=len(word)), "crack"
    if hovered is not None and screen.held is None and screen.rows[hovered]:
        return row_info(words, screen, hovered), "plain"
    if not screen.can_act:
        current = screen.current
        return (t("crack_word.ui.waiting", name=words.name(current)), "plain") if current is not None else ("", "plain")
    face = screen.held
    if face is None:
        if screen.pass_offered:
            return t("crack_word.ui.pass_why"), "bad"
        return t("crack_word.ui.pick_card_h" if HINT_KEY in screen.hand else "crack_word.ui.pick_card"), "plain"
    if target is None:
        return t("crack_word.ui.pick_row_poubelle" if face == POUBELLE else "crack_word.ui.pick_row", card=face), "plain"
    row, left = target
    if face == POUBELLE:
        return t("crack_word.ui.hint_poubelle", text=row_text(screen.rows[row]) or t("crack_word.ui.empty_row")), "plain"
    if face == JOKER:
        return t("crack_word.ui.joker_title"), "plain"
    return letter_hint(words, screen, face, row, left)


def row_info(words: Words, screen: Screen, r: int) -> str:
    """Who leads a row: the seat holding the majority, if any (the rules decide)."""
    leader = screen.leader(r)
    name = words.name(leader) if leader is not None else words.t("crack_word.ui.no_leader")
    return words.t("crack_word.ui.hint_row", n=r + 1, text=row_text(screen.rows[r]), leader=name)


def letter_hint(words: Words, screen: Screen, face: str, row: int, left: bool) -> Said:
    t = words.t
    text = row_text(screen.row_after(PlaceLetter(face, row, face, left)))
    if not screen.preview:
        # The sheet makes a refusal a risk the player takes: the hover says what the row
        # would read, never whether the referee will take it (issue 23).
        return t("crack_word.ui.hint_lay", text=text), "plain"
    verdict = screen.verdict(face, row, left)
    if verdict == Verdict.CRACK:
        return t("crack_word.ui.hint_crack", word=text, count=len(text)), "crack"
    if verdict == Verdict.REFUSED:
        return t("crack_word.ui.hint_refused", text=text), "bad"
    if verdict == Verdict.WORD:
        return t("crack_word.ui.hint_word_no_majority", word=text), "good"
    return t("crack_word.ui.hint_ok_fragment" if screen.either_end else "crack_word.ui.hint_ok", text=text), "good"


def status(words: Words, screen: Screen) -> str:
    if screen.table.last_hand is not None:  # the derniers tours, and the end after them
        return words.t("crack_word.ui.status_last")
    return words.t("crack_word.ui.status", piles=" · ".join(str(n) for n in screen.table.pile_sizes))
