"""Issue 32 (item 4): a card's conditions are read once. One class per kind in the rules
(rules/chateau_combo/conditions.py), parsed from the card data when the cards load; the
card face's icons and the hover panel's words are tables keyed by those classes, so a kind
without icons or words fails here rather than with a ValueError under a player's pointer."""

from __future__ import annotations

import pytest
from ludotheque.client.i18n import LANGUAGES, Translator
from ludotheque.client.scenes.chateau_combo import cardface, describe
from ludotheque.rules.chateau_combo import conditions
from ludotheque.rules.chateau_combo.data import CARDS


def pers(effects) -> list[dict]:
    out = []
    for eff in effects:
        if "per" in eff:
            out.append(eff["per"])
        for option in eff.get("options", []):
            out += pers(option)
    return out


def test_every_kind_has_its_icons_and_its_words():
    for kind, cls in conditions.KINDS.items():
        assert cls.kind == kind
        assert cls in cardface.ICONS, f"{kind} has no icons on the card face"
        if cls.once:
            assert cls in describe.IF_WORDS and cls not in describe.WORDS, f"{kind}: an 'if' is said as a sentence"
        else:
            assert cls in describe.WORDS and cls not in describe.IF_WORDS, f"{kind} has no words in the hover panel"
    assert set(cardface.ICONS) == set(conditions.KINDS.values())
    assert set(describe.WORDS) | set(describe.IF_WORDS) == set(conditions.KINDS.values())


def test_every_condition_of_the_cards_is_parsed_once_into_its_class():
    seen = set()
    for card in CARDS:
        parsed = conditions.SCORES[card.id]
        assert (parsed is None) == (not card.score)
        if parsed is not None:
            assert parsed == conditions.parse(card.score["condition"]) and parsed.kind == card.score["condition"]["kind"]
            seen.add(type(parsed))
        for spec in pers(card.effects):
            seen.add(type(conditions.parse(spec)))
    assert seen == set(conditions.KINDS.values())  # every class is used by some card


def test_the_effects_count_with_the_conditions_read_when_the_cards_loaded():
    for card in CARDS:
        for spec in pers(card.effects):
            read = conditions.per_of(card.id, spec)
            assert read is conditions.per_of(card.id, spec) and read == conditions.parse(spec)
            assert any(read is condition for _, condition in conditions.PERS[card.id])
            assert conditions.condition_of(spec) is read  # what the AI's measure(spec) reads
        if card.score:
            assert conditions.condition_of(card.score["condition"]) is conditions.SCORES[card.id]
    stranger = {"kind": "crest", "crest": "noble"}
    assert conditions.condition_of(stranger) == conditions.Crest("noble")


def test_an_unknown_kind_is_refused_when_read():
    with pytest.raises(ValueError, match="unknown condition kind"):
        conditions.parse({"kind": "moon_phase"})


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_has_icons_and_words(lang):
    t = Translator(lang).t
    for card in CARDS:
        if card.score:
            assert cardface.score_tokens(card.id) and describe.card_score(t, card.id)
        for spec in pers(card.effects):
            assert cardface.what_tokens(spec) and describe.what(t, spec)
