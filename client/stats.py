"""Statistics: per player name and game, what the player's finished games came to.

Kept as JSON in the data folder (`stats.json`, written atomically like saves):

    {"format": "ludotheque-stats", "version": 1,
     "players": {name: {game_id: {"played", "won", "best", "total",
                                  "against": {opponents: [played, won]},
                                  "recent": [result, ...]}}},
     "recorded": [game identity, ...],
     "reviews": {name: {game_id: [review, ...]}}}

`opponents` says whom the game was against: "human" when another human sat at the table,
else the strongest AI level there ("random" < "easy" < "normal" < "hard"), or "solo"
(Castle Crush's Construction). A result is `{"date", "won", "score", "rank", "players",
"against", "mode"}`; the last ten are kept, oldest first. Only human seats are counted,
and the host records a game once, when it ends (never a tutorial, never a reloaded save).
`recorded` keeps the identity of the last games counted (`game_identity`: the game, its
seed and options, its seats), so the same game ending again, after a crash and a reload
of its autosave, is never counted twice (issue 23).

A review is what the analyst found of one of the player's games (issue 33), recorded when
the review scene finishes one: `{"date", "key", "accuracy", "decisions", "blunders",
"mistakes", "inaccuracies", "against"}` (`key`: the game and seat reviewed, so a game
reviewed again is counted once); the last 50 per game are kept, oldest first.

Whatever the file holds, reading it never raises: a file that is not statistics is set
aside (renamed next to it) and the table starts empty, with a note saying so. No pygame.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ludotheque.client.saves import write_json_atomic
from ludotheque.rules.jsonfile import JsonFileError, read_json, set_aside
from ludotheque.rules.paths import data_dir

FORMAT = "ludotheque-stats"
VERSION = 1
FILE_NAME = "stats.json"
RECENT = 10
REMEMBERED = 500  # game identities kept to count each game once
REVIEWS_KEPT = 50  # reviews kept per player and game
STRENGTH = ("random", "easy", "normal", "hard")  # weakest first
OPPONENTS = (*STRENGTH, "human", "solo")
MAX_NAME = 40


def stats_path() -> Path:
    return data_dir() / FILE_NAME


@dataclass
class Book:
    """The statistics as read: `players[name][game_id]` is a clean entry (see module doc).
    `note` is set when a broken file was set aside: the path it was kept as."""

    players: dict[str, dict[str, dict[str, Any]]] = field(default_factory=dict)
    note: str | None = None
    recorded: list[str] = field(default_factory=list)
    reviews: dict[str, dict[str, list[dict[str, Any]]]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "players": self.players, "recorded": self.recorded,
                "reviews": self.reviews}

    def names(self) -> list[str]:
        """Players, the one who played last first (then those with reviews only)."""
        played = sorted(self.players, key=lambda n: (-_last_date(self.players[n]), n))
        return played + sorted(n for n in self.reviews if n not in self.players)

    def games(self, name: str) -> list[str]:
        return sorted(set(self.players.get(name, {})) | set(self.reviews.get(name, {})))


def _last_date(games: dict[str, dict[str, Any]]) -> float:
    dates = [r["date"] for g in games.values() for r in g["recent"]]
    return max((_stamp(d) for d in dates), default=0.0)


def _stamp(date: str) -> float:
    try:
        return time.mktime(time.strptime(date, "%Y-%m-%d %H:%M"))
    except (ValueError, OverflowError):
        return 0.0


# --- reading -------------------------------------------------------------------------------
def load(rename: Callable[[str], str] | None = None) -> Book:
    """The statistics; empty when there are none. A broken file is set aside, never raised.
    `rename` gives the name each player is kept under; players it gives one name to are
    counted as one (the client keeps "Player 2" and "Joueur 2" together)."""
    path = stats_path()
    try:
        raw = read_json(path)
    except FileNotFoundError:
        return Book()
    except JsonFileError as err:
        return _broken(path, err.reason)
    if not isinstance(raw, dict) or raw.get("format") != FORMAT or not isinstance(raw.get("players"), dict):
        return _broken(path, "not statistics")
    if not isinstance(raw.get("version"), int) or raw["version"] > VERSION:
        return _broken(path, f"version {raw.get('version')!r}")
    book = Book()
    recorded = raw.get("recorded")
    if isinstance(recorded, list):
        book.recorded = [k for k in recorded if isinstance(k, str)][-REMEMBERED:]
    for name, games in raw["players"].items():
        if isinstance(name, str) and name.strip() and isinstance(games, dict):
            clean = {g: e for g, e in ((g, clean_entry(e)) for g, e in games.items() if isinstance(g, str)) if e}
            if clean:
                key = name.strip()[:MAX_NAME]
                key = rename(key) if rename is not None else key
                _merge_into(book.players.setdefault(key, {}), clean)
    _load_reviews(book, raw.get("reviews"), rename)
    return book


def _load_reviews(book: Book, raw: Any, rename: Callable[[str], str] | None) -> None:
    for name, games in (raw.items() if isinstance(raw, dict) else ()):
        if not (isinstance(name, str) and name.strip() and isinstance(games, dict)):
            continue
        key = name.strip()[:MAX_NAME]
        key = rename(key) if rename is not None else key
        for game, rows in games.items():
            if isinstance(game, str) and isinstance(rows, list):
                clean = [r for r in map(clean_review, rows) if r]
                if clean:
                    kept = book.reviews.setdefault(key, {}).setdefault(game, [])
                    kept.extend(clean)
                    kept.sort(key=lambda r: _stamp(r["date"]))
                    del kept[:-REVIEWS_KEPT]


def clean_review(raw: Any) -> dict[str, Any] | None:
    """A review row with every field of the right type, or None."""
    if not isinstance(raw, dict) or _number(raw.get("accuracy")) is None or not isinstance(raw.get("key"), str):
        return None
    return {
        "date": str(raw.get("date", ""))[:16],
        "key": raw["key"][:80],
        "accuracy": max(0.0, min(100.0, float(raw["accuracy"]))),
        "decisions": _count(raw.get("decisions")),
        "blunders": _count(raw.get("blunders")),
        "mistakes": _count(raw.get("mistakes")),
        "inaccuracies": _count(raw.get("inaccuracies")),
        "against": raw.get("against") if raw.get("against") in OPPONENTS else "solo",
    }


def _merge_into(games: dict[str, dict[str, Any]], more: dict[str, dict[str, Any]]) -> None:
    """Add `more`'s entries (per game) to `games`: two names that turn out to be one player."""
    for game, entry in more.items():
        mine = games.get(game)
        if mine is None:
            games[game] = entry
            continue
        for opponents, (played, won) in entry["against"].items():
            pair = mine["against"].setdefault(opponents, [0, 0])
            pair[0] += played
            pair[1] += won
        bests = [b for b in (mine["best"], entry["best"]) if b is not None]
        mine.update(played=mine["played"] + entry["played"], won=mine["won"] + entry["won"],
                    best=max(bests) if bests else None, total=mine["total"] + entry["total"],
                    recent=sorted(mine["recent"] + entry["recent"], key=lambda r: _stamp(r["date"]))[-RECENT:])


def _broken(path: Path, reason: str) -> Book:
    kept = set_aside(path)
    return Book(note=f"{reason}: {kept.name if kept else path.name}")


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**9 else 0


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value:  # NaN
        return None
    return float(value) if abs(value) < 1e12 else None


def clean_entry(raw: Any) -> dict[str, Any] | None:
    """An entry with every field of the right type (bad fields dropped), or None."""
    if not isinstance(raw, dict):
        return None
    played = _count(raw.get("played"))
    if played == 0:
        return None
    recent = raw.get("recent")
    recent = [r for r in map(clean_result, recent) if r] if isinstance(recent, list) else []
    return {
        "played": played,
        "won": min(_count(raw.get("won")), played),
        "best": _number(raw.get("best")),
        "total": _number(raw.get("total")) or 0.0,
        "against": _clean_against(raw.get("against")),
        "recent": recent[-RECENT:],
    }


def _clean_against(raw: Any) -> dict[str, list[int]]:
    out = {}
    for key, pair in (raw.items() if isinstance(raw, dict) else ()):
        if key in OPPONENTS and isinstance(pair, list) and len(pair) == 2 and _count(pair[0]):
            out[key] = [_count(pair[0]), min(_count(pair[1]), _count(pair[0]))]
    return out


def clean_result(raw: Any) -> dict[str, Any] | None:
    if not isinstance(raw, dict) or _number(raw.get("score")) is None:
        return None
    return {
        "date": str(raw.get("date", ""))[:16],
        "won": raw.get("won") is True,
        "score": _number(raw["score"]),
        "rank": max(1, _count(raw.get("rank"))),
        "players": max(1, _count(raw.get("players"))),
        "against": raw.get("against") if raw.get("against") in OPPONENTS else "solo",
        "mode": str(raw.get("mode", ""))[:40],
    }


# --- recording -----------------------------------------------------------------------------
def opponents(seats: list[Any], seat: int) -> str:
    """Whom `seat` played against: "human", the strongest AI level, or "solo"."""
    others = [s for i, s in enumerate(seats) if i != seat]
    if not others:
        return "solo"
    if any(s.is_human for s in others):
        return "human"
    levels = ["random" if s.kind == "random" else s.level for s in others]
    return max(levels, key=lambda lv: STRENGTH.index(lv) if lv in STRENGTH else 0)


def results_of(session: Any, names: list[str], when: str) -> list[tuple[str, dict[str, Any]]]:
    """(player name, result) for every human seat of a finished session."""
    outcome = session.outcome()
    scores, winners, ranking = outcome.scores, set(outcome.winners), outcome.ranking
    out = []
    for i, seat in enumerate(session.seats):
        if not seat.is_human:
            continue
        out.append((names[i].strip()[:MAX_NAME] or "?", {
            "date": when,
            "won": i in winners,
            "score": float(scores[i]),
            "rank": ranking.index(i) + 1 if i in ranking else len(ranking),
            "players": len(session.seats),
            "against": opponents(session.seats, i),
            "mode": session.config.mode,
        }))
    return out


def add_result(book: Book, name: str, game_id: str, result: dict[str, Any]) -> None:
    entry = book.players.setdefault(name, {}).setdefault(
        game_id, {"played": 0, "won": 0, "best": None, "total": 0.0, "against": {}, "recent": []})
    entry["played"] += 1
    entry["won"] += int(result["won"])
    entry["best"] = result["score"] if entry["best"] is None else max(entry["best"], result["score"])
    entry["total"] += result["score"]
    pair = entry["against"].setdefault(result["against"], [0, 0])
    pair[0] += 1
    pair[1] += int(result["won"])
    entry["recent"] = (entry["recent"] + [result])[-RECENT:]


def game_identity(session: Any, names: list[str]) -> str:
    """What makes a game this game and no other: its id, its configuration (the seed a new
    game draws from the clock, mode, options, youngest), its seats and the names they
    played under. Its autosave reloaded, played to the end again, is the same game."""
    key = {"game": session.info.id, "config": session.config.to_json(),
           "seats": [s.to_json() for s in session.seats], "names": list(names)}
    return hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()[:24]


def record(session: Any, names: list[str], rename: Callable[[str], str] | None = None) -> str | None:
    """Add a finished session's human results to the file, each under `rename(name)` as
    `load` keeps them, unless that game was counted already. Returns the note to show when
    a broken file had to be set aside first. Raises OSError when the file cannot be written."""
    book = load(rename)
    identity = game_identity(session, names)
    if identity in book.recorded:
        return book.note
    book.recorded = (book.recorded + [identity])[-REMEMBERED:]
    when = time.strftime("%Y-%m-%d %H:%M")
    for name, result in results_of(session, names, when):
        add_result(book, rename(name) if rename is not None else name, session.info.id, result)
    write_json_atomic(stats_path(), book.to_json())
    return book.note


def record_review(name: str, game_id: str, against: str, key: str, summary: dict[str, Any],
                  rename: Callable[[str], str] | None = None) -> bool:
    """Add the analyst's review of one of `name`'s games (`Review.summary()`); a game and
    seat already recorded (`key`) is not counted again. Returns True when it was added.
    Raises OSError when the file cannot be written."""
    book = load(rename)
    name = name.strip()[:MAX_NAME] or "?"
    name = rename(name) if rename is not None else name
    rows = book.reviews.setdefault(name, {}).setdefault(game_id, [])
    if any(r["key"] == key for r in rows):
        return False
    marks = summary.get("marks", {})
    row = clean_review({"date": time.strftime("%Y-%m-%d %H:%M"), "key": key, "accuracy": summary.get("accuracy"),
                        "decisions": summary.get("decisions"), "blunders": marks.get("blunder"),
                        "mistakes": marks.get("mistake"), "inaccuracies": marks.get("inaccuracy"),
                        "against": against})
    if row is None:
        return False
    rows.append(row)
    del rows[:-REVIEWS_KEPT]
    write_json_atomic(stats_path(), book.to_json())
    return True


def review_figures(rows: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Per kind of opponent (and "all"): games reviewed, mean accuracy, blunders and
    mistakes per game."""
    out: dict[str, dict[str, float]] = {}
    for group in ("all", *OPPONENTS):
        chosen = [r for r in rows if group == "all" or r["against"] == group]
        if chosen:
            n = len(chosen)
            out[group] = {"games": n, "accuracy": round(sum(r["accuracy"] for r in chosen) / n, 1),
                          "blunders": round(sum(r["blunders"] for r in chosen) / n, 1),
                          "mistakes": round(sum(r["mistakes"] for r in chosen) / n, 1)}
    return out


# --- what the scene shows ------------------------------------------------------------------
def average(entry: dict[str, Any]) -> float | None:
    return entry["total"] / entry["played"] if entry["played"] else None


def construction_bests(name: str, keep: int = 3, rename: Callable[[str], str] | None = None) -> list[dict[str, Any]]:
    """The player's best Construction scores in Castle Crush's own high-score table, with
    their titles, best first: `{"challenge", "score", "title", "date"}`. With `rename`,
    the rows of every name it gives `name` to (as `load` does)."""
    try:
        table = importlib.import_module("ludotheque.rules.castle_crush.highscores").load()
    except ImportError:
        return []
    def kept(row: dict[str, Any]) -> Any:
        found = row.get("name")
        return rename(found) if rename is not None and isinstance(found, str) else found

    rows = [{"challenge": c, **r} for c, rs in table.items() for r in rs if kept(r) == name]
    good = [r for r in rows if _number(r.get("score")) is not None]
    return sorted(good, key=lambda r: -r["score"])[:keep]
