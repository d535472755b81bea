"""The local high-score table of Construction mode, one list per challenge, kept as JSON
in the user's data folder so it survives restarts.

Whatever the file holds, reading it never raises: rows are cleaned one by one (a score that
is not a finite number, a name that is not text: the row is dropped), and a file that is not
a table at all is renamed aside (`castle_crush_highscores.broken-DATE.json`), never replaced
in silence by the next score alone.

A game is recorded once (issue 31): a row may carry the game's identity (`game`, what the
client makes of its configuration, seats and moves), and the same game ending again (its
replay watched to the end, its autosave finished twice) finds its row instead of adding one.
"""

from __future__ import annotations

import math
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ludotheque.rules import paths
from ludotheque.rules.castle_crush.data import challenges
from ludotheque.rules.jsonfile import JsonFileError, read_json, set_aside, write_json_atomic

FILE_NAME = "castle_crush_highscores.json"
KEEP = 10
MAX_TEXT = 40  # a name, a title key, a hand
MAX_SCORE = 10**9

Table = dict[str, list[dict[str, Any]]]


def table_path() -> Path:
    return paths.data_dir() / FILE_NAME


def load() -> Table:
    """Every challenge's table, best first. A missing or damaged file is an empty table
    (a damaged one is set aside first)."""
    return read_table()[0]


def read_table() -> tuple[Table, Path | None]:
    """(the table, where a broken file was kept aside or None). Never raises."""
    table: Table = {c: [] for c in challenges()}
    try:
        path = table_path()
        raw = read_json(path)  # refuses huge or deeply nested files
    except FileNotFoundError:
        return table, None
    except OSError:  # no user folder at all: nothing to read
        return table, None
    except JsonFileError as err:
        return table, _broken(path, err.reason)
    if not isinstance(raw, dict):
        return table, _broken(path, "not a table")
    for c in table:
        rows = raw.get(c, [])
        if isinstance(rows, list):
            clean = [r for r in (clean_row(r) for r in rows) if r is not None]
            clean.sort(key=lambda r: -r["score"])
            table[c] = clean[:KEEP]
    return table, None


def _broken(path: Path, reason: str) -> Path | None:
    kept = set_aside(path)
    print(f"ludotheque: high-score table ignored ({reason}); kept as {kept or path}", file=sys.stderr)
    return kept or path


def score_value(value: Any) -> int | None:
    """A score as an int, or None when it is not a finite number (text, Infinity, NaN, bool)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if abs(value) > MAX_SCORE:
        return None
    return int(value)


def _text(value: Any) -> str | None:
    return value.strip()[:MAX_TEXT] if isinstance(value, str) and value.strip() else None


def clean_row(row: Any) -> dict[str, Any] | None:
    """A row as the table keeps it, or None when it cannot be one."""
    if not isinstance(row, dict):
        return None
    score = score_value(row.get("score"))
    name = _text(row.get("name"))
    if score is None or name is None:
        return None
    date = row.get("date")
    clean: dict[str, Any] = {"name": name, "score": score, "title": _text(row.get("title")),
                             "date": _date(date) if isinstance(date, str) else ""}
    seed = row.get("seed")
    if isinstance(seed, int) and not isinstance(seed, bool):
        clean["seed"] = seed
    hand = _text(row.get("hand"))
    if hand is not None:
        clean["hand"] = hand
    game = _text(row.get("game"))
    if game is not None:
        clean["game"] = game
    return clean


def _date(text: str) -> str:
    """A "YYYY-MM-DD HH:MM" date, or "" for anything else."""
    try:
        return datetime.strptime(text[:16], "%Y-%m-%d %H:%M").strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return ""


def record(challenge: str, name: str, score: float, title: str | None,
           when: datetime | None = None, *, seed: int | None = None, hand: str | None = None,
           notes: list[str] | None = None, game: str | None = None) -> int | None:
    """Add a result; return its rank (0 = best) or None when it did not make the table (or
    the score is not a finite number). `seed` and `hand` (the game's seed, the hand's
    steadiness) are kept in the row when given. `game`: the game's identity; a game already
    in the table is not added again (its rank is returned). A broken table is set aside
    first and the path it was kept as is appended to `notes`. Raises OSError when the file
    cannot be written."""
    if challenge not in challenges():
        raise ValueError(f"unknown challenge {challenge!r}")
    table, kept = read_table()
    if kept is not None and notes is not None:
        notes.append(str(kept))
    value = score_value(score)
    if value is None:
        return None
    if game is not None:
        already = rank_of(table, challenge, game)
        if already is not None:
            return already
    stamp = (when or datetime.now(UTC)).strftime("%Y-%m-%d %H:%M")
    row: dict[str, Any] = {"name": name, "score": value, "title": title, "date": stamp}
    if seed is not None:
        row["seed"] = int(seed)
    if hand is not None:
        row["hand"] = str(hand)
    if game is not None:
        row["game"] = str(game)[:MAX_TEXT]
    rows = table[challenge] + [row]
    # Stable sort: an equal score keeps the older entry ahead.
    rows.sort(key=lambda r: -r["score"])
    table[challenge] = rows[:KEEP]
    write_json_atomic(table_path(), table)
    return next((i for i, r in enumerate(table[challenge]) if r is row), None)


def rank_of(table: Table, challenge: str, game: str) -> int | None:
    """The rank of the game `game` in a challenge's table, None when it is not there."""
    return next((i for i, r in enumerate(table.get(challenge, [])) if r.get("game") == game[:MAX_TEXT]), None)
