"""The local high-score table of Construction mode, one list per challenge, kept as JSON
in the user's data folder so it survives restarts."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ludotheque.rules import paths
from ludotheque.rules.castle_crush.data import challenges
from ludotheque.rules.jsonfile import read_json

FILE_NAME = "castle_crush_highscores.json"
KEEP = 10


def table_path() -> Path:
    return paths.data_dir() / FILE_NAME


def load() -> dict[str, list[dict[str, Any]]]:
    """Every challenge's table, best first. A missing or damaged file is an empty table."""
    table: dict[str, list[dict[str, Any]]] = {c: [] for c in challenges()}
    try:
        raw = read_json(table_path())  # refuses huge or deeply nested files (a ValueError)
    except (OSError, ValueError):
        return table
    if not isinstance(raw, dict):
        return table
    for c in table:
        rows = raw.get(c, [])
        if isinstance(rows, list):
            table[c] = [r for r in rows if isinstance(r, dict) and "score" in r][:KEEP]
    return table


def record(challenge: str, name: str, score: float, title: str | None,
           when: datetime | None = None, *, seed: int | None = None, hand: str | None = None) -> int | None:
    """Add a result; return its rank (0 = best) or None when it did not make the table."""
    if challenge not in challenges():
        raise ValueError(f"unknown challenge {challenge!r}")
    table = load()
    stamp = (when or datetime.now(UTC)).strftime("%Y-%m-%d %H:%M")
    row = {"name": name, "score": int(score), "title": title, "date": stamp}
    row.update({k: v for k, v in (("seed", seed), ("hand", hand)) if v is not None})  # issue 22
    rows = table[challenge] + [row]
    # Stable sort: an equal score keeps the older entry ahead.
    rows.sort(key=lambda r: -r["score"])
    table[challenge] = rows[:KEEP]
    _save(table)
    return next((i for i, r in enumerate(table[challenge]) if r is row), None)


def _save(table: dict[str, list[dict[str, Any]]]) -> None:
    # Write then rename, so a crash never leaves half a file.
    path = table_path()
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(table, ensure_ascii=False, indent=1), encoding="utf-8")
    os.replace(tmp, path)
