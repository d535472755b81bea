"""`review SAVE --seat N [--json]`: the analyst's review of seat N's decisions in a save.

With `--json`: one JSON object per decision, `{"ply", "seat", "move", "best",
"win_before", "win_after", "mark"}`, then a last line `{"seat", "decisions", "accuracy",
"marks"}`. Without: a readable text in the chosen language. Finished and unfinished saves
alike; a review already computed for that game and seat is read from the user's data
folder (`rules/review/store.py`), a new one is kept there. Bad input (no such file, a
corrupt save, a seat the game does not have): one line on stderr, exit 2.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ludotheque.client import saves
from ludotheque.client.cli.common import CliError
from ludotheque.client.i18n import Translator
from ludotheque.client.interrupts import raise_if_signalled
from ludotheque.client.review_text import best_text, mark_text, move_text, pct, sentence
from ludotheque.client.seat_names import shown
from ludotheque.rules.core import IllegalAction
from ludotheque.rules.registry import GameNotBuilt
from ludotheque.rules.review import Review, review
from ludotheque.rules.review.store import keep_review, load_review


def read_session(path: Path) -> dict[str, Any]:
    """The session of a save file, checked as the load screen checks it. Raises CliError."""
    if not path.is_file():
        raise CliError(f"no such save file: {path}")
    try:
        payload = saves.read_save(path)
        saves.session_from_payload(payload)
    except saves.SaveError as err:
        raise CliError(f"cannot review {path}: {err}") from None
    return payload["session"]


def reviewed(session: dict[str, Any], seat: int) -> Review:
    players = len(session.get("seats", []))
    if not 0 <= seat < players:
        raise CliError(f"--seat {seat} is not at this table (seats 0 to {players - 1})")
    kept = load_review(session, seat)
    if kept is not None:
        return kept

    def progress(done: int, total: int) -> None:
        raise_if_signalled()

    try:
        result = review(session, seat, progress=progress)
    except GameNotBuilt as exc:
        raise CliError(str(exc)) from None
    except (IllegalAction, KeyError, TypeError, ValueError, IndexError) as exc:
        raise CliError(f"cannot replay this save: {exc}") from None
    keep_review(session, result)
    return result


def review_command(args) -> int:
    session = read_session(Path(args.save))
    result = reviewed(session, int(args.seat))
    if args.json:
        for d in result.decisions:
            print(json.dumps(d.line(), ensure_ascii=False))
        print(json.dumps(result.summary()))
        return 0
    t = Translator(args.lang or "en")
    names = [str(s.get("name", "")) if isinstance(s, dict) else "" for s in session.get("seats", [])]

    def seat_name(i: int) -> str:
        name = names[i] if 0 <= i < len(names) else ""
        return shown(t, name) if name else t.t("seat.default_name", n=i + 1)

    game = t.t(f"{result.game.replace('-', '_')}.name")
    summary = result.summary()
    print(t.t("review.cli.header", name=seat_name(result.seat), game=game, n=summary["decisions"],
              accuracy=summary["accuracy"]))
    print(", ".join(f"{mark_text(t, m)} {n}" for m, n in summary["marks"].items()))
    for d in result.decisions:
        print(t.t("review.cli.line", ply=d.ply + 1, mark=mark_text(t, d.mark), before=pct(d.win_before[d.seat]),
                  after=pct(d.win_after[d.seat]), move=move_text(t, d, seat_name)))
        if d.best != d.move and d.mark != "good":
            print("      " + t.t("review.best", move=best_text(t, d, seat_name)))
        said = sentence(t, d, seat_name)
        if said:
            print("      " + said)
    turns = result.turning_points()
    if turns:
        print(t.t("review.turning"))
        for turn in turns:
            print("  " + t.t("review.turning.item", ply=turn["ply"] + 1, before=pct(turn["from"]),
                             after=pct(turn["to"])))
    return 0
