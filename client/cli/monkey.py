"""`monkey SCENE [--game G] [--events N] [--seed S]`: drive one scene headless with N random
gestures and report every exception, as one JSON line
`{"scene", "game", "events", "exceptions", "seconds"}`; exit 0 only when there was none.
Each distinct traceback goes to stderr once.

The scene is built as `shot` builds it, in a throwaway user folder (seeded with a finished
save, one in progress, a broken one and statistics, so the load and statistics scenes have
something to show): the user's own settings, saves and statistics are never touched. In a
game the AI seats play (their worker threads are waited for after every frame, so a seed
always gives the same run), and now and then the human plays too: the tutorial's step or a
random legal move, through the host's `submit` like a board's click, so a game moves
through its phases. When the monkey has wandered away from the scene (another scene
replaced it, the game ended) or an exception broke it, the scene is built again.

`--to-end` (game, pause): the monkey plays games through to their results and keeps
going. Each game starts a few moves before the end of the game the AI seats play on its
seed (the first on `--seed`, then the next seeds), the human plays most of the frames he
may (a random legal move, or the AI's choice), the pause menu and other scenes on top are
closed again after a few gestures, and the results screen of the game counts as its end
reached; then the next game is built. The JSON line then also holds `"ends"` (per game),
and a game over whose results never come is a finding. Animations are on, as for a player.
"""

from __future__ import annotations

import json
import logging
import os
import random
import sys
import tempfile
import time
import traceback
from argparse import Namespace
from collections import Counter
from contextlib import contextmanager
from functools import cache
from typing import Any

import pygame
from ludotheque.client.cli.common import CliError, parse_size
from ludotheque.client.cli.monkey_events import Gestures, on_screen_rects
from ludotheque.client.cli.shot import advance, build_scene, make_session, screen_game
from ludotheque.client.interrupts import raise_if_signalled

FRAME_TIMES = (1 / 60, 1 / 30, 0.1)  # a frame's dt: smooth, busy, the loop's slowest
DRAW_CHANCE = 0.5  # of a frame being drawn: drawing is most of a frame's time
AWAY_LIMIT = 25  # gestures spent with another scene on top before the scene is built again
PLAY_CHANCE = 0.25  # of a frame's gestures, while the human may move: play a move instead
SLOW_LEGAL = 0.1  # CPU seconds: above it, the human's move is the AI's choice
TASK_WAIT = 120.0  # seconds an AI decision or a hint may take before the run gives up on it
GAME_SCENES = ("setup", "rules", "results", "game", "pause", "replay", "tutorial")
TAIL = 14  # --to-end: a game starts at most this many of its AI game's actions before the end
TAIL_SHARE = 10  # --to-end: ... and at most a tenth of that game (Castle Crush: 7 attacks)
END_PLAY_CHANCE = 0.7  # --to-end: of a frame where the human may move, playing it
END_AWAY_LIMIT = 2  # --to-end: gestures away from the game (pause, rules) before going back
STUCK_FRAMES = 2500  # --to-end: frames of a game over without its results: a finding
QUICK_GAME = "chateau-combo"  # seeds the user folder when no --game is given: a game in ms


class Findings(logging.Handler):
    """Exceptions raised out of a frame, and those the app caught and logged (an AI or a
    hint that failed in its thread): counted, and kept once per distinct traceback."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.count = 0
        self.gesture = 0  # how many gestures the run had made when the exception came
        self.distinct: Counter[str] = Counter()
        self.first: dict[str, str] = {}

    def add(self, exc: BaseException, where: str) -> None:
        frames = traceback.extract_tb(exc.__traceback__)
        key = type(exc).__name__ + "|" + "|".join(f"{f.filename}:{f.lineno}" for f in frames)
        self.count += 1
        self.distinct[key] += 1
        if key not in self.first:
            text = "".join(traceback.format_exception(exc))
            self.first[key] = f"[{where}, first after {self.gesture} gestures]\n{text}"

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info and record.exc_info[1] is not None:
            self.add(record.exc_info[1], f"logged by {record.name}: {record.getMessage()}")

    def report(self) -> str:
        return "\n".join(f"--- {n} time(s) {self.first[key]}" for key, n in self.distinct.items())


@contextmanager
def throwaway_home():
    """A temporary user folder for the run (LUDOTHEQUE_HOME), removed afterwards. Its
    cache is the real one (derived data only: Crack Word's dictionary index)."""
    from ludotheque.rules.paths import cache_dir

    old = os.environ.get("LUDOTHEQUE_HOME")
    cache = cache_dir()
    with tempfile.TemporaryDirectory(prefix="ludotheque-monkey-") as home:
        os.environ["LUDOTHEQUE_HOME"] = home
        try:
            os.symlink(cache, os.path.join(home, "cache"), target_is_directory=True)
        except OSError:
            pass  # no symbolic links here: the cache is built again in the folder
        try:
            yield home
        finally:
            if old is None:
                os.environ.pop("LUDOTHEQUE_HOME", None)
            else:
                os.environ["LUDOTHEQUE_HOME"] = old


def seed_home(game_id: str | None, seed: int) -> None:
    """A finished game (saved, and in the statistics), a game in progress, a broken save."""
    from ludotheque.client import saves, stats
    from ludotheque.client.game.boards import playable_games

    ids = [g.id for g in playable_games()]
    game_id = game_id or (QUICK_GAME if QUICK_GAME in ids else ids[0])
    done = make_session(game_id, None, {}, seed, None)
    advance(done, 100_000)
    stats.record(done, [seat.name for seat in done.seats])
    saves.write_save(saves.new_save_path(game_id), done.to_json(), finished=True)
    going = make_session(game_id, None, {}, seed + 1, None)
    advance(going, 6)
    saves.autosave(going.to_json())
    (saves.saves_dir() / "broken.json").write_text('{"format": "ludotheque-save", "session": ', encoding="utf-8")


class Monkey:
    def __init__(self, args: Namespace, findings: Findings) -> None:
        from ludotheque.client.app import App
        from ludotheque.client.settings import Settings

        self.args = args
        self.findings = findings
        self.rng = random.Random(args.seed)
        self.app = App(parse_size(args.size), Settings(language=args.lang), window=False)
        self.start: list[Any] = []
        self.away = 0
        self.builds = 0
        self.slow_legal: dict[str, float] = {}  # CPU seconds of a game's last legal_actions()
        self.seen: Counter[str] = Counter()  # frames per scene on top (--verbose)
        self.plies: Counter[str] = Counter()  # the furthest ply reached per game (--verbose)
        self.to_end = bool(getattr(args, "to_end", False)) and args.scene in ("game", "pause")
        self.ends: Counter[str] = Counter()  # --to-end: results screens reached, per game
        self.ended = False  # the game built last has reached its results
        self.over_frames = 0  # frames its game has been over without its results
        self.gestures = Gestures(self.rng, lambda: self.app.size, self.targets)

    def targets(self) -> list:
        top = self.app.scenes.top
        return [] if top is None else on_screen_rects(top, self.app.size)

    def build(self) -> None:
        """(Again) the scene asked for, alone on the stack, its AI seats playing (saving is
        left to the manual save of the pause menu: an autosave's fsync per move would be
        most of the run's time)."""
        scenes = self.app.scenes
        while scenes.stack:
            scene = scenes.stack.pop()
            self.guard(scene.leave, "leave")
        scenes._pending.clear()
        args = self.args
        if self.builds and args.scene in ("game", "pause"):
            # Built again: at another depth, so the run sees more of the game's phases.
            args = Namespace(**{**vars(args), "actions": self.rng.randrange(max(args.actions, 30) + 1)})
        self.start = self.near_the_end() if self.to_end else build_scene(self.app, args)
        for scene in self.start:
            if hasattr(scene, "run_ai"):
                scene.run_ai = True
            scenes.push(scene)
        scenes.apply_pending()
        self.away = 0
        self.builds += 1
        self.ended = False
        self.over_frames = 0

    def near_the_end(self) -> list[Any]:
        """--to-end: the next seed's game, a few actions before the end of the game its AI
        seats play (the human plays on from there, so the end may come another way). The
        actions are replayed from that game's history, not chosen again."""
        from ludotheque.client.cli.common import parse_options
        from ludotheque.client.cli.shot import make_session
        from ludotheque.rules.session import Session

        args, options = self.args, parse_options(self.args.option)
        seed = args.seed + self.builds
        history = ai_game_history(args.game, args.mode, tuple(sorted(options.items())), seed, args.players)
        depth = max(0, len(history) - self.rng.randint(1, min(TAIL, max(2, len(history) // TAIL_SHARE))))
        data = make_session(args.game, args.mode, options, seed, args.players, humans=args.humans).to_json()
        session = Session.replay({**data, "history": history[:depth]})
        host = self.app.scenes.make("game", session, autosave=False, run_ai=False)
        return [host, self.app.scenes.make("pause", host)] if args.scene == "pause" else [host]

    def guard(self, step, where: str, *args: Any) -> bool:
        """Run `step(*args)`; an exception is a finding (and the answer is False)."""
        try:
            step(*args)
        except Exception as exc:
            self.findings.add(exc, where)
            return False
        return True

    def run(self, events: int) -> None:
        """`events` gestures, one to three a frame (as they queue up during a slow frame)."""
        self.build()
        done = 0
        while done < events:
            raise_if_signalled()
            batch = min(events - done, self.rng.choice((1, 1, 2, 3)))
            done += batch
            self.findings.gesture = done
            if not self.step(batch) or not self.on_scene():
                pygame.event.clear()
                if not self.guard(self.build, "build"):
                    return  # the scene cannot even be built again: nothing more to drive

    def step(self, gestures: int) -> bool:
        """Post `gestures` gestures (or play the human's move), then run the frames they
        take; False when an exception broke the scene."""
        frames = 1
        top = self.app.scenes.top
        chance = END_PLAY_CHANCE if self.to_end else PLAY_CHANCE
        if self.to_end and getattr(top, "pass_to", None) is not None and self.rng.random() < chance:
            # The next human takes the screen, as a player would (Enter lifts a pass screen).
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                 scancode=0))
        elif hasattr(top, "submit") and hasattr(top, "can_act") and self.rng.random() < chance:
            if not self.guard(self.play, "play", top):
                return False
        else:
            for _ in range(gestures):
                gesture = self.gestures.next()
                for event in gesture:
                    pygame.event.post(event)
                if not gesture:
                    frames += self.rng.randint(1, 4)  # a pause: animations run, AIs move
            if self.to_end and hasattr(top, "can_act") and not top.can_act():
                frames += self.rng.randint(1, 4)  # the AI's turn, an animation: watch it
        for _ in range(frames):
            dt, draw = self.rng.choice(FRAME_TIMES), self.rng.random() < DRAW_CHANCE
            if not self.guard(self.app.frame, "frame", dt, pygame.event.get(), draw):
                return False
            self.settle()
            self.note()
        return True

    def note(self) -> None:
        top = self.app.scenes.top
        self.seen[type(top).__name__] += 1
        session = getattr(top, "session", None)
        if session is not None:
            key = session.info.id + (" (over)" if session.state.is_over() else "")
            self.plies[key] = max(self.plies[key], session.ply)
        if self.to_end:
            self.watch_the_end(top)

    def watch_the_end(self, top: Any) -> None:
        """Count the results screen of the game built last as its end reached; a game over
        whose results never come is a finding."""
        host = self.start[0] if self.start else None
        session = getattr(host, "session", None)
        if session is None or self.ended or not session.state.is_over():
            return
        if top is not host and getattr(top, "session", None) is session and type(top).__name__ == "ResultsScene":
            self.ended = True
            self.ends[session.info.id] += 1
            return
        self.over_frames += 1
        if self.over_frames == STUCK_FRAMES:
            try:
                raise RuntimeError(f"{session.info.id}: the game is over but its results never came")
            except RuntimeError as exc:
                self.findings.add(exc, "end")

    def summary(self) -> str:
        scenes = ", ".join(f"{name} {n}" for name, n in self.seen.most_common())
        plies = ", ".join(f"{game} {n}" for game, n in sorted(self.plies.items()))
        ends = ", ".join(f"{game} {n}" for game, n in sorted(self.ends.items()))
        line = f"built {self.builds} time(s); frames on top: {scenes}; furthest ply: {plies or '-'}"
        return line + (f"; ends reached: {ends or '-'}" if self.to_end else "")

    def on_scene(self) -> bool:
        """The scene asked for is on top; else count the gestures spent away (on the
        pause menu, the rules, the next scene) and go back after a while."""
        stack = self.app.scenes.stack
        if stack and stack[-1] in self.start:
            self.away = 0
            return True
        self.away += 1
        if not self.to_end:
            return bool(stack) and self.away < AWAY_LIMIT
        if self.ended:
            return False  # the results were seen: on to the next game
        if self.away >= END_AWAY_LIMIT and self.start and self.start[0] in stack:
            self.back_to_game()
            return True
        return bool(stack) and self.away < AWAY_LIMIT

    def back_to_game(self) -> None:
        """--to-end: close what was opened over the game (the pause menu, the rules...)."""
        scenes = self.app.scenes
        while scenes.stack and scenes.stack[-1] is not self.start[0]:
            scenes.pop()
            scenes.apply_pending()
        self.away = 0

    def play(self, host) -> None:
        """The human's move, as a board's click would submit it: the tutorial's (or the
        hint's) action most of the time when there is one, else a random legal action, or
        the AI's choice where listing the legal actions is slow (Castle Crush's physics)."""
        if not host.can_act():
            return
        wanted = host.wanted_guide() if hasattr(host, "wanted_guide") else None
        if wanted is not None and self.rng.random() < 0.8:
            host.submit(wanted)
            return
        session = host.session
        game = session.info.id
        if self.slow_legal.get(game, 0.0) > SLOW_LEGAL or (self.to_end and self.rng.random() < 0.3):
            host.submit(session.choose_for(session.current_player()))
            return
        start = time.process_time()
        legal = session.state.legal_actions()
        self.slow_legal[game] = time.process_time() - start
        if legal:
            host.submit(self.rng.choice(legal))

    def settle(self) -> None:
        """Wait for the AI decision or hint being computed, so the next frame applies it:
        the run does not depend on thread timing."""
        for scene in self.app.scenes.stack:
            for task in (getattr(scene, "worker", None), getattr(getattr(scene, "hints", None), "task", None)):
                if task is not None and hasattr(task, "wait") and not task.wait(TASK_WAIT):
                    raise CliError(f"an AI decision took over {TASK_WAIT:.0f} s")


@cache
def ai_game_history(game: str | None, mode: str | None, options: tuple, seed: int, players: int | None) -> list:
    """The actions of the whole game the AI seats play on `seed` (--to-end starts near its
    end); kept per process, as a whole Castle Crush game takes seconds."""
    from ludotheque.client.cli.shot import advance, make_session

    session = make_session(game, mode, dict(options), seed, players)
    advance(session, 100_000)
    return list(session.history)


def monkey(args: Namespace) -> int:
    if args.events < 0:
        raise CliError("--events must be 0 or more")
    game = args.game
    if args.scene in GAME_SCENES:
        game = screen_game(game).id
    findings = Findings()
    logging.getLogger().addHandler(findings)
    start = time.perf_counter()
    runner: Monkey | None = None
    try:
        with throwaway_home():
            seed_home(args.game, args.seed)
            runner = Monkey(args, findings)
            runner.run(args.events)
            if args.verbose:
                print(runner.summary(), file=sys.stderr)
    finally:
        logging.getLogger().removeHandler(findings)
    seconds = round(time.perf_counter() - start, 3)
    line = {"scene": args.scene, "game": game, "events": args.events, "exceptions": findings.count,
            "seconds": seconds}
    if runner is not None and runner.to_end:
        line["ends"] = dict(sorted(runner.ends.items()))
    print(json.dumps(line))
    if findings.count:
        print(findings.report(), file=sys.stderr)
    return 0 if findings.count == 0 else 1
