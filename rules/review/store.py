"""Reviews kept with the game, so each is computed once.

A review is a function of the game (config, seats, history) and of the reviewed seat,
so it is stored in the user's data folder under `reviews/`, keyed by a hash of those and
of the analyst's version: the same save (or the same finished game, saved again) finds
its review there; an unfinished game that went on has a new history and a new key.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from ludotheque.rules.jsonfile import JsonFileError, read_json, write_json_atomic
from ludotheque.rules.paths import data_dir
from ludotheque.rules.review.analyst import Review

ANALYST_VERSION = 1  # raise when the analyst judges differently: old reviews are then redone


def game_key(session_json: dict[str, Any]) -> str:
    """The hash of what a review depends on."""
    core = {k: session_json.get(k) for k in ("game", "config", "seats", "history", "decisions")}
    core["analyst"] = ANALYST_VERSION
    raw = json.dumps(core, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(raw).hexdigest()[:32]


def reviews_dir() -> Path:
    return data_dir() / "reviews"


def review_path(session_json: dict[str, Any], seat: int) -> Path:
    return reviews_dir() / f"{game_key(session_json)}-{int(seat)}.json"


def load_review(session_json: dict[str, Any], seat: int) -> Review | None:
    """The kept review of `seat` in this game, or None (none kept, or unreadable)."""
    path = review_path(session_json, seat)
    try:
        data = read_json(path)
        review = Review.from_json(data)
    except (FileNotFoundError, JsonFileError, KeyError, TypeError, ValueError):
        return None
    return review if review.seat == seat else None


def keep_review(session_json: dict[str, Any], review: Review) -> Path | None:
    """Write the review beside the others; None when the user folder is not writable."""
    path = review_path(session_json, review.seat)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(path, review.to_json())
    except OSError:
        return None
    return path
