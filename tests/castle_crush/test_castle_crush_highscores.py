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
