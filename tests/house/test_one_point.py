"""One point is "1 point", never "1 points" (a player's report): a catalogue key whose
text counts `{points}` may have an `_one` wording, which the translator takes whenever
`points` is 1, in both languages: the results headline, the end of a challenge, the log."""

from __future__ import annotations

import pytest
from ludotheque.client.i18n import Translator

KEYS = ("castle_crush.results.headline_short", "castle_crush.results.headline", "castle_crush.end.built",
        "castle_crush.end.stopped", "castle_crush.log.winner", "castle_crush.log.characters",
        "castle_crush.log.attack", "castle_crush.log.construction_done")
PARAMS = {"challenge": "Barbacane", "goal": 60, "title": "-", "laid": 3, "given": 9, "player": "Ana",
          "target_player": "Bo"}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("key", KEYS)
def test_one_point_is_worded_in_the_singular(lang: str, key: str) -> None:
    tr = Translator(lang)
    one = tr.t(key, points=1, **PARAMS)
    assert "1 point" in one and "1 points" not in one, one
    many = tr.t(key, points=7, **PARAMS)
    assert "7 points" in many, many


def test_a_key_without_a_singular_wording_is_left_as_it_is() -> None:
    tr = Translator("en")
    assert tr.t("castle_crush.hint.king", points=1, storey=2) == tr.catalogues["en"]["castle_crush.hint.king"].format(
        points=1, storey=2)


def test_an_outcome_reason_of_one_point_reads_in_the_singular() -> None:
    tr = Translator("fr")
    params = {"points": 1, "title_key": "castle_crush.title.none", "goal": 60, "laid": 2, "given": 9}
    text = tr.event_text("castle_crush.end.stopped", params, lambda seat: f"J{seat}")
    assert "vaut 1 point," in text
