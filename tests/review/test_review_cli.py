"""`ludotheque review SAVE --seat N [--json]`: the JSON lines' shape, the text, bad input."""

from __future__ import annotations

import json

from ludotheque.client import saves
from ludotheque.client.cli.main import run
from ludotheque.rules.review.marks import MARKS
from ludotheque.rules.session import Seat, Session

KEYS = {"ply", "seat", "move", "best", "win_before", "win_after", "mark"}


def short_save(tmp_path, plies: int = 12):
    """An unfinished Château Combo game between a human and an AI, saved."""
    session = Session.create("chateau-combo", [Seat("human", name="Camille"), Seat("ai", "normal")], seed=3)
    while session.ply < plies:
        session.apply(session.choose_for(session.current_player()))
    return saves.write_save(tmp_path / "game.json", session.to_json())


def test_json_prints_one_object_per_decision_then_the_summary(tmp_path, capsys):
    path = short_save(tmp_path)
    assert run(["review", str(path), "--seat", "0", "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.strip().splitlines()]
    *decisions, summary = lines
    assert decisions
    for d in decisions:
        assert set(d) == KEYS
        assert d["seat"] == 0 and d["mark"] in MARKS
        assert len(d["win_before"]) == len(d["win_after"]) == 2
        assert all(0.0 <= x <= 1.0 for x in d["win_before"] + d["win_after"])
        assert d["win_after"][0] <= d["win_before"][0]
    assert [d["ply"] for d in decisions] == sorted(d["ply"] for d in decisions)
    assert set(summary) == {"seat", "decisions", "accuracy", "marks"}
    assert summary["seat"] == 0 and summary["decisions"] == len(decisions)
    assert 0 <= summary["accuracy"] <= 100
    assert summary["marks"] == {m: sum(d["mark"] == m for d in decisions) for m in MARKS}


def test_a_review_is_computed_once_and_read_back_the_same(tmp_path, capsys, monkeypatch):
    path = short_save(tmp_path, 6)
    assert run(["review", str(path), "--seat", "1", "--json"]) == 0
    first = capsys.readouterr().out

    def refuse(*args, **kwargs):
        raise AssertionError("reviewed again")

    monkeypatch.setattr("ludotheque.client.cli.review.review", refuse)
    assert run(["review", str(path), "--seat", "1", "--json"]) == 0
    assert capsys.readouterr().out == first


def test_the_text_names_the_seat_and_each_move(tmp_path, capsys):
    path = short_save(tmp_path, 6)
    assert run(["review", str(path), "--seat", "0", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Review of Camille (Château Combo)")
    assert "Camille recruits" in out or "Camille pays" in out


def test_bad_input_is_one_line_and_exit_2(tmp_path, capsys):
    path = short_save(tmp_path, 4)
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_text('{"format": "ludotheque-save", "version": 1, "session": {"game": 3')
    for argv in (["review", str(tmp_path / "missing.json"), "--seat", "0"],
                 ["review", str(corrupt), "--seat", "0"],
                 ["review", str(path), "--seat", "2"],
                 ["review", str(path), "--seat", "-1"]):
        assert run(argv) == 2, argv
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("ludotheque: error:"), err
