"""The referee's dictionary: folding, tricky French words, beginnings, fragments, cache."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ludotheque.rules.crack_word import dictionary
from ludotheque.rules.crack_word.dictionary import Dictionary, fold, fold_list, load_dictionary

TRICKY = json.loads((Path(__file__).parent / "tricky_words_fr.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def fr() -> Dictionary:
    return load_dictionary("fr")


def test_the_tricky_list_has_two_hundred_entries():
    assert len(TRICKY["words"]) + len(TRICKY["non_words"]) >= 200


@pytest.mark.parametrize("word", TRICKY["words"])
def test_tricky_french_word_is_a_word(fr, word):
    assert fr.is_word(fold(word))


@pytest.mark.parametrize("word", TRICKY["non_words"])
def test_tricky_non_word_is_refused(fr, word):
    assert not fr.is_word(fold(word))


def test_fold_drops_accents_and_spells_ligatures():
    assert fold("mangeâmes") == "MANGEAMES"
    assert fold("cœur") == "COEUR"
    assert fold("Ægée") == "AEGEE"
    assert fold("naïf") == "NAIF"


def test_fold_list_keeps_common_words_of_three_letters_or_more():
    raw = ["été", "a", "où", "Paris", "abat-jour", "aujourd'hui", "c.-à-d.", "œuf", "ÉTÉ", ""]
    assert fold_list(raw) == ["ETE", "OEUF"]


def test_beginnings(fr):
    assert fr.is_prefix("MANGEA") and fr.is_prefix("CHEVAUX") and fr.is_prefix("X")
    assert not fr.is_prefix("XQZ") and not fr.is_prefix("CHEVAUXX")


def test_fragments(fr):
    assert fr.is_fragment("NGEAM") and fr.is_fragment("EVAUX") and fr.is_fragment("QU")
    assert not fr.is_fragment("QJ") and not fr.is_fragment("ZXW")


def test_next_letters(fr):
    after = fr.next_letters("CHEVA")
    assert "U" in after and "L" in after and "Z" not in after


def test_english_dictionary():
    en = load_dictionary("en")
    for word in ("CATS", "WALKED", "CHILDREN", "RUNNING", "CAFE"):
        assert en.is_word(word), word
    for word in ("XQZ", "MANGEAMES", "ZORBLE"):
        assert not en.is_word(word), word


def test_unknown_language_is_refused():
    with pytest.raises(ValueError, match="no dictionary"):
        load_dictionary("de")


def test_folded_list_is_cached_and_reused(monkeypatch):
    monkeypatch.setattr(dictionary, "_LOADED", {})
    first = load_dictionary("en")
    cached = list((dictionary.cache_dir() / "crack_word").glob("words-en-*.txt"))
    assert len(cached) == 1
    monkeypatch.setattr(dictionary, "_LOADED", {})

    def no_folding(_lines):
        raise AssertionError("the cache should have been used")

    monkeypatch.setattr(dictionary, "fold_list", no_folding)
    again = load_dictionary("en")
    assert again.sorted_words == first.sorted_words
