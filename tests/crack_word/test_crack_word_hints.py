"""Hints: one sentence on why a move is good, from the player's own view only."""

from __future__ import annotations

import json

from crack_word_helpers import new_game, settle, table
from ludotheque.rules.crack_word.actions import Pass, PlaceLetter, Trash
from ludotheque.rules.crack_word.hints import aimed_word, explain
from ludotheque.rules.hints import explain_for


def hint(state, action, player: int = 0):
    # Through JSON, as a saved or shipped view would be: the sentence needs nothing else.
    return explain(json.loads(json.dumps(state.view(player))), player, action)


def test_a_letter_names_the_word_it_aims_for_with_the_hand_held():
    s = table(new_game(), "0C 1H")
    s.hands[0] = ["A", "T", "E", "N"]  # CHAT needs the T held; CHANT would need N and T
    settle(s)
    event = hint(s, PlaceLetter("A", 0, "A"))
    assert event.key == "crack_word.hint.aim"
    assert event.params == {"text": "CHA", "word": "CHAT", "mine": 2, "theirs": 1,
                            "majority_key": "crack_word.hint.majority_held"}


def test_the_aimed_word_is_the_one_the_hand_completes_first():
    assert aimed_word("fr", "CHA", ["T", "E"]) == "CHAT"
    assert aimed_word("fr", "TSUN", ["A", "M", "I"]) == "TSUNAMI"
    assert aimed_word("fr", "CHA", ["JOKER"]) is not None  # a JOKER stands in for any letter
    assert aimed_word("fr", "XQZ", ["A"]) is None


def test_crack_word_names_the_word_and_the_cards_won():
    s = table(new_game(), "0C 1H 0A")
    s.hands[0] = ["T", "E"]
    settle(s)
    event = hint(s, PlaceLetter("T", 0, "T", crack=True))
    assert (event.key, event.params) == ("crack_word.hint.crack", {"word": "CHAT", "count": 4})


def test_a_joker_says_which_letter_it_becomes():
    s = table(new_game(), "0C 1H")
    s.hands[0] = ["JOKER", "T", "E"]
    settle(s)
    event = hint(s, PlaceLetter("JOKER", 0, "A"))
    assert event.key == "crack_word.hint.joker"
    assert event.params["letter"] == "A" and event.params["text"] == "CHA"
    assert event.params["word"].startswith("CHA")


def test_a_poubelle_names_the_word_a_rival_could_crack_there():
    s = table(new_game(), "1B 1A 1T 1E 1A", "0H")
    s.hands[0] = ["POUBELLE", "V", "M"]
    settle(s)
    event = hint(s, Trash(0))
    assert event.key == "crack_word.hint.poubelle_threat"
    assert event.params["text"] == "BATEA" and event.params["word"] == "BATEAU"
    assert event.params["player"] == 1
    calm = hint(s, Trash(1))
    assert calm.key == "crack_word.hint.poubelle" and calm.params["text"] == "H"


def test_a_refused_letter_and_a_pass_say_why():
    s = table(new_game(), "0C 1H")
    s.hands[0] = ["D", "E"]
    settle(s)
    assert hint(s, PlaceLetter("D", 0, "D")).key == "crack_word.hint.stuck"
    assert hint(s, Pass()).key == "crack_word.hint.pass"


def test_every_hint_sentence_is_in_both_catalogues_and_reads_from_the_view_alone():
    from ludotheque.rules.crack_word import GAME

    catalogues = [json.loads(open(f"client/locale/{lang}/crack_word.json", encoding="utf-8").read())
                  for lang in ("fr", "en")]
    s = table(new_game(), "0C 1H 0A", "1B 1A 1T 1E 1A", "0P")
    s.hands[0] = ["A", "T", "JOKER", "POUBELLE", "D"]
    settle(s)
    view = s.view(0)
    for action in s.legal_actions():
        event = explain_for(GAME, view, 0, action)
        assert all(event.key in c for c in catalogues)
        for c in catalogues:
            # As the translator reads them: a '*_key' param is a sentence of the catalogue.
            keyed = {name[:-4]: c[value] for name, value in event.params.items() if name.endswith("_key")}
            c[event.key].format_map({**event.params, **keyed, "player": "X"})


def test_a_letter_s_hint_says_where_the_majority_stands():
    """Issue 23: hints never mentioned the majority, without which no word is cracked."""
    s = table(new_game(), "1C 1O", "0C 1H")
    s.hands[0] = ["A", "T", "E", "N"]
    settle(s)
    behind = hint(s, PlaceLetter("A", 0, "A"))
    ahead = hint(s, PlaceLetter("A", 1, "A"))
    assert (behind.params["mine"], behind.params["theirs"]) == (1, 2)
    assert behind.params["majority_key"] == "crack_word.hint.majority_missing"
    assert (ahead.params["mine"], ahead.params["theirs"]) == (2, 1)
    assert ahead.params["majority_key"] == "crack_word.hint.majority_held"
