"""Issue 31 (should-fix): a hint for the player's last card says it ends the game with
the bonus (a JOKER was suggested without a word on it)."""

from __future__ import annotations

import pytest
from crack_word_helpers import new_game, settle, table
from ludotheque.rules.crack_word.actions import PlaceLetter
from ludotheque.rules.crack_word.hints import explain


def last_card(card: str):
    state = table(new_game(2, seed=4), "0C 1H", "1B 0R", "0P 1L", "1G 0R")
    state.hands[0], state.hands[1] = [card], ["A", "E", "I"]
    settle(state)
    state.last_hand = 1
    state.set_aside = [p + s for p, s in zip(state.piles, state.set_aside, strict=True)]
    state.piles = [[], []]
    return state


@pytest.mark.parametrize("card, letter", [("A", "A"), ("JOKER", "A")])
def test_the_last_card_hint_says_the_game_ends_with_the_bonus(card, letter):
    state = last_card(card)
    action = PlaceLetter(card, 0, letter)
    hint = explain(state.view(0), 0, action)
    after = state.apply(action)
    assert after.is_over() and after.finished_by == 0
    bonus = next(e.params["count"] for e in after.events if e.key == "crack_word.log.bonus")
    assert hint.key == "crack_word.hint.last_card" and hint.params["bonus"] == bonus == 5  # C, R, P, R and the card laid


def test_a_card_that_leaves_cards_in_hand_is_explained_as_before():
    state = last_card("A")
    state.hands[0] = ["A", "E"]
    hint = explain(state.view(0), 0, PlaceLetter("A", 0, "A"))
    assert hint.key != "crack_word.hint.last_card"


def test_both_languages_word_it(app):
    for lang in ("fr", "en"):
        app.set_language(lang)
        for key in ("crack_word.hint.last_card", "crack_word.hint.last_card_crack"):
            assert "4" in app.t(key, bonus=4)
