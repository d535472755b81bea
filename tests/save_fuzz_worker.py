"""Loads save files in its own process and plays each loaded game to its end between
random seats, printing one JSON line per file: {"file", "outcome", "detail"} where the
outcome is "refused" (a SaveError, `detail` its one line), "ended", "unfinished" (no end
within MAX_PLIES) or "crash" (any other exception, `detail` its last lines). A native
abort (pymunk) kills the process: the caller sees the files with no line.

    PYTHONPATH=<repo>:<repo>/tests python -m save_fuzz_worker FILE...
"""

from __future__ import annotations

import json
import sys
import traceback
from pathlib import Path

from ludotheque.client import saves
from ludotheque.rules.save_check import check_state
from ludotheque.rules.session import Seat

MAX_PLIES = 20_000


def outcome(path: Path) -> tuple[str, str]:
    try:
        session, _ = saves.load_game(path)
    except saves.SaveError as err:
        return "refused", str(err)
    # A loaded state passes its game's invariants, and plays to the end.
    check_state(session.info, json.loads(json.dumps(session.state.to_json())))
    session.seats = [Seat("random", "normal", s.name, s.colour) for s in session.seats]
    plies = 0
    while not session.state.is_over() and plies < MAX_PLIES:
        session.play_ai_turn()
        plies += 1
    return ("ended", str(plies)) if session.state.is_over() else ("unfinished", str(plies))


def main(paths: list[str]) -> None:
    for name in paths:
        try:
            result, detail = outcome(Path(name))
        except Exception:  # noqa: BLE001 - what the fuzz test counts as a crash
            result, detail = "crash", "".join(traceback.format_exc().splitlines(keepends=True)[-4:])
        print(json.dumps({"file": name, "outcome": result, "detail": detail}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
