"""The review's sentences, shared by the review scene and `ludotheque review` (text).

A decision's move is named by its public log line (`Decision.moved`, an Event's JSON),
its reason by the hints' sentence (`why_best`, `why_played`): the same words the game's
log and its hints use, from the reviewed seat's view only.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ludotheque.client.i18n import Translator
from ludotheque.rules.review import Decision

SeatName = Callable[[int], str]


def pct(p: float) -> int:
    return round(100 * p)


def event_text(t: Translator, event: dict[str, Any] | None, seat_name: SeatName) -> str | None:
    if not isinstance(event, dict) or not isinstance(event.get("key"), str):
        return None
    params = event.get("params")
    return t.event_text(event["key"], params if isinstance(params, dict) else {}, seat_name)


def _raw(move: Any) -> str:
    return json.dumps(move, separators=(",", ":"), ensure_ascii=False)[:80]


def move_text(t: Translator, d: Decision, seat_name: SeatName) -> str:
    return event_text(t, d.moved, seat_name) or _raw(d.move)


def best_text(t: Translator, d: Decision, seat_name: SeatName) -> str:
    if d.best == d.move:
        return move_text(t, d, seat_name)
    return event_text(t, d.best_moved, seat_name) or _raw(d.best)


def mark_text(t: Translator, mark: str) -> str:
    return t.t(f"review.mark.{mark}")


def sentence(t: Translator, d: Decision, seat_name: SeatName) -> str:
    """One sentence on a decision in the player's words: for a mistake what the move
    kept and what the analyst's move would have kept, and why (the hints' reason);
    Castle Crush's carries and blows add their points."""
    me = d.seat
    parts = []
    if d.mark != "good" and d.best != d.move:
        parts.append(t.t("review.sentence.worse", p=pct(d.win_after[me]), q=pct(d.win_before[me])))
        why = event_text(t, d.why_best, seat_name)
        if why:
            parts.append(t.t("review.sentence.because", why=why))
    extra = d.extra or {}
    if extra.get("kind") == "carry":
        key = "review.carry.plan" if "plan" in extra else "review.carry"
        parts.append(t.t(key, added=extra.get("added", 0), aimed=extra.get("aimed", 0), plan=extra.get("plan", 0)))
    elif extra.get("kind") == "blow":
        parts.append(t.t("review.blow", got=extra.get("got", 0), expected=extra.get("expected", 0),
                         foot=f"{float(extra.get('best_foot', 0.0)):+.2f}",
                         target=seat_name(int(extra.get("best_target_player", 0)))))
    return " ".join(parts)
