"""The rule sheet, one rule per test."""

from __future__ import annotations

import json

import pytest
from crack_word_helpers import new_game, row_of, table
from ludotheque.rules.core import IllegalAction
from ludotheque.rules.crack_word.actions import Pass, PlaceLetter, Trash
from ludotheque.rules.crack_word.cards import has_majority


def keys(state) -> list[str]:
    return [e.key for e in state.events]


def test_setup_eight_cards_each_and_four_rows_started_in_seat_order():
    s = new_game(3, seed=4)
    assert [len(h) for h in s.hands] == [8, 8, 8]
    assert [row[0][0] for row in s.rows] == [0, 1, 2, 0]
    assert all(len(row) == 1 and row[0][1] not in ("JOKER", "POUBELLE") for row in s.rows)
    assert [len(p) for p in s.piles] == [40, 41, 41]
    assert s.card_count() == 150


def test_youngest_player_starts():
    assert new_game(3, seed=1).turn == 0
    from ludotheque.rules.core import GameConfig
    from ludotheque.rules.crack_word import GAME

    assert GAME.new_state(GameConfig(3, 1, youngest=2)).turn == 2


def test_action_card_drawn_for_a_row_start_goes_to_the_bottom():
    s = new_game(2, seed=0)
    s.piles[0] = ["A", "B", "POUBELLE", "JOKER"]
    s.hands[0] = ["POUBELLE", "E"]
    s = table(s, "1T 1O")
    s = s.apply(Trash(0))
    assert s.rows[0] == [(0, "B", "B")]
    assert s.piles[0] == ["POUBELLE", "JOKER", "A"]


def test_a_letter_that_keeps_a_beginning_is_laid():
    s = table(new_game(), "0C 1H")
    s.hands[0] = ["A", "E"]
    s = s.apply(PlaceLetter("A", 0, "A"))
    assert "".join(c[2] for c in s.rows[0]) == "CHA"
    assert s.hands[0] == ["E"]
    assert s.turn == 1
    assert keys(s) == ["crack_word.log.play"]


def test_referee_penalty_card_back_draw_one_turn_passes():
    s = table(new_game(), "0C 1H")
    s.hands[0] = ["Z", "E"]
    s.piles[0].append("N")
    top = "N"
    before = list(s.rows[0])
    s = s.apply(PlaceLetter("Z", 0, "Z"))
    assert s.rows[0] == before
    assert sorted(s.hands[0]) == sorted(["Z", "E", top])
    assert s.turn == 1
    assert keys(s)[0] == "crack_word.log.penalty_prefix"
    assert s.events[0].params["text"] == "CHZ"


def test_crack_word_takes_the_row_and_restarts_it_from_the_pile():
    s = table(new_game(), "0C 1H 0A")
    s.hands[0] = ["T", "E"]
    s.piles[0].append("N")
    top = "N"
    s = s.apply(PlaceLetter("T", 0, "T", crack=True))
    assert sorted(s.points[0]) == sorted([(0, "C"), (1, "H"), (0, "A"), (0, "T")])
    assert s.rows[0] == [(0, top, top)]
    crack = next(e for e in s.events if e.key == "crack_word.log.crack")
    assert crack.params == {"player": 0, "word": "CHAT", "count": 4, "row": 1}


def test_crack_word_is_optional():
    s = table(new_game(), "0C 1H 0A")
    s.hands[0] = ["T", "E"]
    actions = s.legal_actions()
    assert PlaceLetter("T", 0, "T") in actions and PlaceLetter("T", 0, "T", crack=True) in actions
    s = s.apply(PlaceLetter("T", 0, "T"))
    assert s.scores()[0] == 0 and "".join(c[2] for c in s.rows[0]) == "CHAT"


def test_crack_needs_a_majority_of_your_colour():
    s = table(new_game(), "1C 1H 0A")
    s.hands[0] = ["T", "E"]
    with pytest.raises(IllegalAction) as err:
        s.apply(PlaceLetter("T", 0, "T", crack=True))
    assert err.value.key == "crack_word.error.no_majority"


def test_crack_needs_a_word_of_three_letters_or_more():
    s = table(new_game(), "0O", "0C 1H 0A")
    s.hands[0] = ["U", "P"]
    with pytest.raises(IllegalAction) as err:
        s.apply(PlaceLetter("U", 0, "U", crack=True))
    assert err.value.key == "crack_word.error.too_short"
    with pytest.raises(IllegalAction) as err:
        s.apply(PlaceLetter("P", 1, "P", crack=True))
    assert err.value.key == "crack_word.error.not_a_word"


def test_majority_is_strictly_more_than_any_other_colour():
    assert has_majority(row_of("0C 1H 0A 2T"), 0)
    assert not has_majority(row_of("0C 1H 1A 0T"), 0)
    assert not has_majority(row_of("1C 1H 0A"), 0)


def test_joker_counts_double_on_a_tie_only():
    assert has_majority(row_of("0C 1H 0*A 1T"), 0)
    assert not has_majority(row_of("0C 1*H 0A 1T"), 0)
    assert not has_majority(row_of("0*C 1*H 0A 1T"), 0)
    # Without a tie the JOKER is one card: two plain cards beat one JOKER and nothing else.
    assert has_majority(row_of("0C 0H 1*A"), 0)


def test_joker_takes_the_letter_named_for_good():
    s = table(new_game(), "0C 1H")
    s.hands[0] = ["JOKER", "E"]
    s = s.apply(PlaceLetter("JOKER", 0, "A"))
    assert s.rows[0][-1] == (0, "JOKER", "A")
    assert s.to_json()["rows"][0][-1] == [0, "JOKER", "A"]


def test_joker_needs_a_letter():
    s = table(new_game(), "0C 1H")
    s.hands[0] = ["JOKER", "E"]
    with pytest.raises(IllegalAction) as err:
        s.apply(PlaceLetter("JOKER", 0, "?"))
    assert err.value.key == "crack_word.error.joker_letter"


def test_poubelle_discards_the_row_scores_itself_and_restarts_the_row():
    s = table(new_game(), "1M 1A 1N")
    s.hands[0] = ["POUBELLE", "E"]
    s.piles[0].append("N")
    top = "N"
    s = s.apply(Trash(0))
    assert s.discard == [(1, "M"), (1, "A"), (1, "N")]
    assert s.points[0] == [(0, "POUBELLE")]
    assert s.rows[0] == [(0, top, top)]


def test_empty_hand_deals_eight_new_cards():
    s = table(new_game(), "0C 1H")
    s.hands[0] = ["A"]
    s = s.apply(PlaceLetter("A", 0, "A"))
    assert len(s.hands[0]) == 8
    assert "crack_word.log.new_hand" in keys(s)


def test_last_card_of_the_pile_cries_derniere_main():
    s = table(new_game(3), "0C 1H")
    s.hands[0] = ["A"]
    s.piles[0] = ["E", "I", "S"]
    other_pile = len(s.piles[1])
    s = s.apply(PlaceLetter("A", 0, "A"))
    assert s.last_hand == 0 and sorted(s.hands[0]) == ["E", "I", "S"]
    assert len(s.hands[1]) == 8 + 3 and len(s.hands[2]) == 8 + 3
    assert s.piles == [[], [], []]
    assert len(s.set_aside[1]) == other_pile - 3
    assert "crack_word.log.last_hand" in keys(s)


def test_penalty_draw_of_the_last_card_also_cries_derniere_main():
    s = table(new_game(), "0C 1H")
    s.hands[0] = ["Z", "E"]
    s.piles[0] = ["O"]
    s = s.apply(PlaceLetter("Z", 0, "Z"))
    assert s.last_hand == 0 and len(s.hands[1]) == 9


def test_passing_only_in_the_last_turns():
    s = new_game()
    with pytest.raises(IllegalAction) as err:
        s.apply(Pass())
    assert err.value.key == "crack_word.error.cannot_pass"


def last_turns(state):
    state.last_hand = 1
    state.set_aside = [p + s for p, s in zip(state.piles, state.set_aside, strict=True)]
    state.piles = [[] for _ in state.piles]
    return state


# Four rows on which no D and no M can go: CH, BR, PL and GR begin no word with them.
DEAD_ENDS = ("0C 1H", "1B 0R", "0P 1L", "1G 0R")


def test_refused_letter_in_the_last_turns_costs_only_that_turn():
    """« Sinon il reprend sa carte, tire une carte de sa PIOCHE et passe son tour » (issue
    14, item 7): with no pile left he takes his card back and passes this turn only."""
    s = last_turns(table(new_game(), "0C 1H"))
    s.hands[0] = ["D", "E"]
    s = s.apply(PlaceLetter("D", 0, "D"))
    assert s.passed == [False, False] and s.hands[0] == ["D", "E"] and s.turn == 1
    assert "crack_word.log.penalty_last_prefix" in keys(s) and "crack_word.log.out" not in keys(s)
    s.hands[1] = ["A", "I"]
    s = s.apply(PlaceLetter("A", 1, "A"))
    assert s.turn == 0  # his turn comes back, and the E he kept still fits
    s = s.apply(PlaceLetter("E", 0, "E"))
    assert s.rows[0][-1] == (0, "E", "E") and s.hands[0] == ["D"]


def test_refused_letter_when_no_card_fits_puts_the_player_out():
    """« Quand un joueur ne peut plus jouer il passe son tour et ne peut plus revenir dans
    le jeu jusqu'à la fin de la partie. »"""
    s = last_turns(table(new_game(), *DEAD_ENDS))
    s.hands[0] = ["D", "M"]
    s = s.apply(PlaceLetter("D", 0, "D"))
    assert s.passed == [True, False] and s.hands[0] == ["D", "M"] and s.turn == 1
    assert "crack_word.log.out" in keys(s)


def test_passing_for_good_only_when_no_card_can_be_played():
    """« Quand un joueur ne peut plus jouer il passe son tour » (issue 14, item 8): in the
    derniers tours, passing for good is for a player none of whose cards fits."""
    s = last_turns(table(new_game(), *DEAD_ENDS))
    s.hands[0] = ["D", "E"]  # CHE begins a word: he can still play
    assert Pass() not in s.legal_actions()
    with pytest.raises(IllegalAction) as err:
        s.apply(Pass())
    assert err.value.key == "crack_word.error.can_still_play"
    s.hands[0] = ["D", "M"]
    assert Pass() in s.legal_actions()
    assert s.apply(Pass()).passed == [True, False]


@pytest.mark.parametrize("card", ["POUBELLE", "JOKER"])
def test_a_poubelle_or_a_joker_can_still_be_played(card):
    """A POUBELLE may go « sur la ligne de son choix »; a JOKER takes any letter that fits."""
    s = last_turns(table(new_game(), *DEAD_ENDS))
    s.hands[0] = ["D", "M", card]
    assert Pass() not in s.legal_actions()


def test_end_when_everyone_has_passed():
    """« Cas n°2 : tous les joueurs ont passé leur tour sans pouvoir finir. »"""
    s = last_turns(table(new_game(), *DEAD_ENDS))
    s.hands = [["D", "M"], ["M"]]
    s = s.apply(Pass())
    assert not s.is_over() and s.turn == 1
    s = s.apply(Pass())
    assert s.is_over() and "crack_word.log.end_passed" in keys(s)
    assert s.end_reason() == ("crack_word.end.all_passed", {})
    assert s.current_player() is None


def test_passed_player_is_skipped():
    s = last_turns(table(new_game(3), *DEAD_ENDS))
    s.hands = [["D"], ["M"], ["A", "E"]]
    s = s.apply(Pass())
    s = s.apply(Pass())
    assert s.turn == 2
    s = s.apply(PlaceLetter("A", 0, "A"))
    assert s.turn == 2


def test_last_card_laid_ends_the_game_and_collects_your_colour_on_the_table():
    s = last_turns(table(new_game(), "0C 1H", "0B 1O 0N", "1L 1E"))
    s.hands[0] = ["A"]
    s = s.apply(PlaceLetter("A", 0, "A"))
    assert s.is_over() and s.finished_by == 0
    assert sorted(s.points[0]) == sorted([(0, "C"), (0, "A"), (0, "B"), (0, "N")])
    assert "crack_word.log.bonus" in keys(s) and "crack_word.log.end_hand" in keys(s)
    assert s.winners() == [0]


def test_biggest_points_pile_wins_and_ties_are_shared():
    s = new_game(3)
    s.points = [[(0, "A")] * 5, [(1, "B")] * 7, [(2, "C")] * 7]
    assert s.winners() == [1, 2]


def test_right_end_only_by_default():
    s = table(new_game(), "0C 1H")
    s.hands[0] = ["A", "E"]
    with pytest.raises(IllegalAction) as err:
        s.apply(PlaceLetter("A", 0, "A", left=True))
    assert err.value.key == "crack_word.error.right_only"


def test_either_end_option_accepts_fragments_at_both_ends():
    s = table(new_game(placement="either"), "0R 1A")
    s.hands[0] = ["G", "E", "T"]
    s = s.apply(PlaceLetter("G", 0, "G", left=True))
    assert "".join(c[2] for c in s.rows[0]) == "GRA"
    s.turn = 0
    s = s.apply(PlaceLetter("T", 0, "T", left=True))  # TGRA is in no word
    assert keys(s)[0] == "crack_word.log.penalty_fragment"


def test_either_end_crack_reads_left_to_right():
    s = table(new_game(placement="either"), "0R 1A 0T")
    s.hands[0] = ["E", "A"]
    s = s.apply(PlaceLetter("E", 0, "E", left=True, crack=False))
    assert "".join(c[2] for c in s.rows[0]) == "ERAT"
    s = table(new_game(placement="either"), "0R 0A 1T")
    s.hands[0] = ["E", "A"]
    assert PlaceLetter("E", 0, "E", left=False, crack=True) in s.legal_actions()  # RATE


def test_illegal_actions_leave_the_state_unchanged():
    s = table(new_game(), "0C 1H")
    s.hands[0] = ["A", "E"]
    before = json.dumps(s.to_json())
    for bad in (PlaceLetter("Q", 0, "Q"), PlaceLetter("A", 7, "A"), PlaceLetter("A", 0, "B"),
                Trash(0), PlaceLetter("POUBELLE", 0, "A"), "nonsense"):
        with pytest.raises(IllegalAction):
            s.apply(bad)
    assert json.dumps(s.to_json()) == before


def test_poubelle_on_an_empty_row_scores_and_restarts_it():
    s = table(new_game(), "", "0C")
    s.hands[0] = ["POUBELLE", "E"]
    s.piles[0].append("N")
    s = s.apply(Trash(0))
    assert s.points[0] == [(0, "POUBELLE")] and s.rows[0] == [(0, "N", "N")] and s.discard == []


def test_english_game_uses_the_english_deck_and_dictionary():
    s = new_game(language="en")
    assert s.dictionary.language == "en" and s.card_count() == 100
    faces = s.piles[0] + s.hands[0] + [c[1] for r in s.rows for c in r if c[0] == 0]
    assert faces.count("Y") == 1 and faces.count("E") == 6
    s = table(s, "1C 1A")
    s.hands[0] = ["T", "E"]
    assert PlaceLetter("T", 0, "T", crack=True) not in s.legal_actions()  # CAT: no majority
    s = table(new_game(language="en"), "0C 0A")
    s.hands[0] = ["T", "E"]
    assert PlaceLetter("T", 0, "T", crack=True) in s.legal_actions()
