"""Construction mode's high-score table survives restarts (a JSON file in data_dir)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from ludotheque.rules import paths
from ludotheque.rules.castle_crush import highscores


def test_table_starts_empty_for_each_challenge():
    assert highscores.load() == {"barbacane": [], "donjon": [], "chateau": []}


def test_records_are_kept_best_first_and_survive_a_reload():
    when = datetime(2026, 1, 2, 3, 4, tzinfo=UTC)
    assert highscores.record("donjon", "Ana", 150, "ouvrier", when) == 0
    assert highscores.record("donjon", "Bo", 180, "maitre", when) == 0
    assert highscores.record("donjon", "Cy", 120, None, when) == 2
    table = highscores.load()
    assert [r["name"] for r in table["donjon"]] == ["Bo", "Ana", "Cy"]
    assert table["donjon"][0] == {"name": "Bo", "score": 180, "title": "maitre", "date": "2026-01-02 03:04"}
    assert highscores.table_path().parent == paths.data_dir()


def test_only_the_best_ten_stay():
    for s in range(12):
        highscores.record("barbacane", f"P{s}", s * 10, None)
    rows = highscores.load()["barbacane"]
    assert len(rows) == 10 and rows[-1]["score"] == 20
    assert highscores.record("barbacane", "Low", 5, None) is None


def test_a_damaged_file_reads_as_empty():
    highscores.table_path().write_text("{not json", encoding="utf-8")
    assert highscores.load()["chateau"] == []
    highscores.record("chateau", "Di", 210, "ouvrier")
    assert highscores.load()["chateau"][0]["name"] == "Di"


def test_unknown_challenge_is_refused():
    with pytest.raises(ValueError):
        highscores.record("pyramide", "X", 1, None)


def _write(content: str) -> None:
    highscores.table_path().parent.mkdir(parents=True, exist_ok=True)
    highscores.table_path().write_text(content, encoding="utf-8")


def test_an_unreadable_table_is_set_aside_with_a_note_never_replaced_in_silence():
    _write("{not json")
    notes: list[str] = []
    highscores.record("chateau", "Di", 210, "ouvrier", notes=notes)
    kept = list(highscores.table_path().parent.glob("castle_crush_highscores.broken-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{not json"
    assert notes == [str(kept[0])]


def test_a_table_that_is_not_a_table_is_set_aside():
    _write("[1, 2, 3]")
    assert highscores.load()["chateau"] == []
    assert len(list(highscores.table_path().parent.glob("castle_crush_highscores.broken-*.json"))) == 1


@pytest.mark.parametrize("bad", ['"ninety"', "Infinity", "-Infinity", "NaN", "1e999", "true", "null", "[90]",
                                 "1" * 400])
def test_a_bad_score_in_the_table_never_stops_the_next_record(bad):
    eve = '{"name": "Eve", "score": ' + bad + ', "title": null, "date": "2026-01-01 10:00"}'
    _write('{"donjon": [' + eve + ', {"name": "Al", "score": 100, "title": "x", "date": "2026-01-01 10:00"}]}')
    assert highscores.record("donjon", "Bo", 150, None) == 0
    rows = highscores.load()["donjon"]
    assert [(r["name"], r["score"]) for r in rows] == [("Bo", 150), ("Al", 100)]


def test_rows_are_cleaned_field_by_field():
    _write('{"barbacane": [{"name": 7, "score": 50}, {"name": "  Zoé  ", "score": 70.9, "title": ["x"],'
           ' "date": "hier"}, "nope", {"name": "A", "score": 60, "seed": "12", "hand": 3}]}')
    rows = highscores.load()["barbacane"]
    assert rows == [{"name": "Zoé", "score": 70, "title": None, "date": ""},
                    {"name": "A", "score": 60, "title": None, "date": ""}]


@pytest.mark.parametrize("score", [float("inf"), float("nan"), "ninety"])
def test_a_score_that_is_not_a_finite_number_is_not_recorded(score):
    assert highscores.record("donjon", "X", score, None) is None
    assert highscores.load()["donjon"] == []


def test_the_seed_and_the_hand_are_kept_when_given():
    when = datetime(2026, 1, 2, 3, 4, tzinfo=UTC)
    highscores.record("donjon", "Ana", 150, "ouvrier", when, seed=1234, hand="shaky")
    assert highscores.load()["donjon"][0] == {"name": "Ana", "score": 150, "title": "ouvrier",
                                              "date": "2026-01-02 03:04", "seed": 1234, "hand": "shaky"}
