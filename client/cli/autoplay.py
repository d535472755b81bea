"""`autoplay GAME --seats ...`: whole games with AI seats only, headless.

Prints one JSON object per game; its last line is the result of the last game, or with
`--games N`, the games won per seat spec (integers: a shared win counts for each of its
winners, and `shared` says how many games were shared). Resuming a game saved with `--save-at` ends exactly
as the uninterrupted run: AI decisions depend only on seed, ply and seat.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from ludotheque.client import saves
from ludotheque.client.cli.common import CliError, parse_options
from ludotheque.client.interrupts import raise_if_signalled
from ludotheque.rules.match import play_match
from ludotheque.rules.registry import GameNotBuilt, get_game
from ludotheque.rules.session import Seat, Session


def _seats(text: str | None) -> list[str]:
    if not text:
        raise CliError("--seats is required (e.g. --seats ai:normal,random)")
    specs = [s.strip() for s in text.split(",") if s.strip()]
    for spec in specs:
        try:
            seat = Seat.parse(spec)
        except ValueError as exc:
            raise CliError(str(exc)) from None
        if seat.is_human:
            raise CliError("autoplay seats are AI or random, not human")
    return specs


def _winner(session: Session) -> Any:
    winners = list(session.outcome().winners)
    return winners[0] if len(winners) == 1 else winners


def play_out(session: Session, save_at: tuple[int, Path] | None, max_actions: int) -> float:
    start = time.perf_counter()
    saved = False
    while not session.is_over():
        raise_if_signalled()
        if save_at and not saved and session.ply >= save_at[0]:
            saves.write_save(save_at[1], session.to_json())
            saved = True
        if session.ply >= max_actions:
            raise CliError(f"game did not end within {max_actions} actions")
        session.play_ai_turn()
    if save_at and not saved:
        saves.write_save(save_at[1], session.to_json(), finished=True)
    return time.perf_counter() - start


def result_line(session: Session, seconds: float) -> dict[str, Any]:
    return {
        "game": session.info.id,
        "mode": session.config.mode,
        "seed": session.config.seed,
        "winner": _winner(session),
        "scores": session.state.scores(),
        "actions": session.ply,
        "seconds": round(seconds, 3),
    }


def _resume(path: str) -> Session:
    try:
        payload = saves.read_save(Path(path))
        session = Session.from_json(payload["session"])
    except saves.SaveError as err:
        raise CliError(f"cannot resume {path}: {err.key.rsplit('.', 1)[-1]} {err.detail}".strip()) from None
    except GameNotBuilt as exc:
        raise CliError(str(exc)) from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise CliError(f"cannot resume {path}: damaged save ({exc})") from None
    if any(s.is_human for s in session.seats):
        raise CliError("that save has human seats; autoplay plays AI seats only")
    return session


def _game(game_id: str):
    try:
        return get_game(game_id)
    except GameNotBuilt as exc:
        raise CliError(str(exc)) from None


def autoplay(args) -> int:
    save_at = None
    if args.save_at:
        try:
            save_at = (int(args.save_at[0]), Path(args.save_at[1]))
        except ValueError:
            raise CliError("--save-at takes a number of actions and a file") from None
    if args.games < 1:
        raise CliError("--games must be at least 1")
    if args.resume:
        session = _resume(args.resume)
        if session.info.id != _game(args.game).id:
            raise CliError(f"{args.resume} is a {session.info.id} save, not {args.game}")
        seconds = play_out(session, save_at, args.max_actions)
        print(json.dumps(result_line(session, seconds)))
        return 0
    info = _game(args.game)
    specs = _seats(args.seats)
    options = parse_options(args.option)
    mode = args.mode or info.modes[0].id

    wins = dict.fromkeys(specs, 0)  # games won, a shared win counting for each winner

    def play(session: Session, k: int) -> None:
        seconds = play_out(session, save_at if k == 0 else None, args.max_actions)
        print(json.dumps(result_line(session, seconds)), flush=True)
        order = specs[k % len(specs):] + specs[:k % len(specs)]  # play_match's rotation
        for w in session.outcome().winners:
            wins[order[w]] += 1

    try:
        match = play_match(info.id, specs, args.games, args.seed, mode, options, args.youngest, play)
    except ValueError as exc:
        raise CliError(str(exc)) from None
    if args.games > 1:
        print(json.dumps({"game": info.id, "mode": mode, "games": args.games, "wins": wins, "shared": match.shared}))
    sys.stdout.flush()
    return 0
