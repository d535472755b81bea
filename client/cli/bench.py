"""`bench [--json] [--quick] [--game G]`: the performance figures the issues name,
measured, printed.

Start-up to the first menu frame, menu frame time, the idle cost of the window (issue 25:
CPU of the idle menu and of a game waiting for a human, in a real X window under Xvfb when
it is installed), and for every built game: its scene's frame time, AI decision time at
normal (median, max), a whole 4-AI game, autoplay throughput with random seats, the CPU
cost of a random action on the engine alone and through the session (issue 13), plus the
game's own figures (`GameInfo.bench(quick)`).

Each step says what it measures on stderr as it starts. `--quick` (under a minute) keeps
the figures that take seconds: start-up, frame times, the idle menu, AI decisions, the
games' quick figures, and whole games, throughput and random games cut after a second or
two (a game cut short says `"finished": false`); the scenes' own figures are left out.
"""

from __future__ import annotations

import importlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

from ludotheque.client.cli.common import progress
from ludotheque.client.cli.shot import advance, make_session
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.registry import GameNotBuilt, built_games, get_game
from ludotheque.rules.review.bench import review_times
from ludotheque.rules.session import Seat, Session

STARTUP_SCRIPT = """
import os, time
t0 = time.perf_counter()
os.environ.setdefault("SDL_VIDEODRIVER", "dummy"); os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
from ludotheque.client.app import App
from ludotheque.client.scenes.menu import MenuScene
from ludotheque.client.settings import Settings
app = App((1280, 720), Settings(anim_speed=0.0), window=False)
app.scenes.push(MenuScene(app))
app.frame(0.0, [])
import pygame; pygame.display.flip()
print(time.perf_counter() - t0)
"""


IDLE_SCRIPT = """
import json, os, sys, threading, time
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame
from ludotheque.client.app import App
from ludotheque.client.cli.shot import make_session
from ludotheque.client.settings import Settings
game, warm, span = sys.argv[1] or None, float(sys.argv[2]), float(sys.argv[3])
app = App((1280, 720), Settings())
if game:
    scene = app.scenes.make("game", make_session(game, None, {}, 1, None), autosave=False)
else:
    scene = app.scenes.make("menu")
out = {}
def watch():
    time.sleep(warm)
    cpu, frames, wall = time.process_time(), app.drawn_frames, time.perf_counter()
    time.sleep(span)
    wall = time.perf_counter() - wall
    out.update(cpu_percent=round(100 * (time.process_time() - cpu) / wall, 2),
               frames_per_s=round((app.drawn_frames - frames) / wall, 2))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
threading.Thread(target=watch, daemon=True).start()
app.run(scene)
print(json.dumps(out))
"""


class Steps:
    """Progress on stderr: each step's name as it starts, with the time spent so far."""

    def __init__(self) -> None:
        self.start = time.perf_counter()

    def __call__(self, what: str) -> None:
        progress(f"bench {time.perf_counter() - self.start:6.1f} s  {what}")


def _ms(values: list[float], cpu: list[float] | None = None) -> dict[str, float]:
    """Wall-clock median and 95th percentile; with `cpu`, the same in CPU time of the
    drawing thread, which a loaded machine does not inflate."""
    values = sorted(values)
    p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
    out = {"median_ms": round(statistics.median(values) * 1000, 3), "p95_ms": round(p95 * 1000, 3),
           "min_ms": round(values[0] * 1000, 3)}
    if cpu:
        cpu = sorted(cpu)
        out["cpu_median_ms"] = round(statistics.median(cpu) * 1000, 3)
        out["cpu_p95_ms"] = round(cpu[min(len(cpu) - 1, int(0.95 * len(cpu)))] * 1000, 3)
    return out


def startup() -> dict[str, float]:
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", STARTUP_SCRIPT], capture_output=True, text=True, check=True)
    wall = time.perf_counter() - start
    return {"process_to_menu_frame_s": round(wall, 3), "import_to_menu_frame_s": round(float(out.stdout.strip()), 3)}


def _xvfb() -> tuple[subprocess.Popen, str] | None:
    """A private X server (Xvfb) on a free display, when Xvfb is installed."""
    if shutil.which("Xvfb") is None:
        return None
    read, write = os.pipe()
    try:
        server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
                                  pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except OSError:
        return None
    finally:
        os.close(write)
    with os.fdopen(read) as fh:
        number = fh.readline().strip()
    if not number:
        server.terminate()
        server.wait()
        return None
    return server, f":{number}"


def idle(games: list[str | None], warm: float, span: float) -> dict[str, Any]:
    """CPU (% of a core) and frames a second of the window left alone: the menu (None) and
    a game waiting for its human, measured `span` seconds after `warm` seconds, each in its
    own process: in a real X window under Xvfb when it is installed, else headless."""
    xvfb = _xvfb()
    env = dict(os.environ, SDL_AUDIODRIVER="dummy")
    if xvfb is not None:
        env.update(DISPLAY=xvfb[1], SDL_VIDEODRIVER="x11")
    else:
        env.update(SDL_VIDEODRIVER="dummy")
    out: dict[str, Any] = {"display": "Xvfb" if xvfb else "headless (no Xvfb)"}
    try:
        with tempfile.TemporaryDirectory(prefix="ludotheque-bench-") as home:
            env["LUDOTHEQUE_HOME"] = home
            for game in games:
                run = subprocess.run([sys.executable, "-c", IDLE_SCRIPT, game or "", str(warm), str(span)],
                                     env=env, capture_output=True, text=True, timeout=warm + span + 120)
                name = f"idle_{game or 'menu'}" + ("_waiting_for_human" if game else "")
                if run.returncode != 0 or not run.stdout.strip():
                    out[name] = {"error": (run.stderr.strip().splitlines() or ["no output"])[-1]}
                    continue
                out[name] = json.loads(run.stdout.strip().splitlines()[-1])
    finally:
        if xvfb is not None:
            xvfb[0].terminate()
            xvfb[0].wait()
    return out


def frame_times(app, scenes, frames: int) -> dict[str, float]:
    import pygame

    app.scenes.reset(scenes[0])
    for s in scenes[1:]:
        app.scenes.push(s)
    app.frame(0.0, [])
    times, cpu = [], []
    for i in range(frames):
        t, c = time.perf_counter(), time.thread_time()
        # A little mouse motion each frame, as when a player hovers.
        ev = pygame.event.Event(pygame.MOUSEMOTION, pos=(100 + i % 400, 300), rel=(1, 0), buttons=(0, 0, 0))
        app.frame(1 / 60, [ev])
        times.append(time.perf_counter() - t)
        cpu.append(time.thread_time() - c)
    return _ms(times, cpu)


def ai_decisions(game_id: str, decisions: int) -> dict[str, float]:
    info = get_game(game_id)
    mode = info.modes[0]
    n = max(mode.min_players, min(2, mode.max_players))
    session = Session.create(game_id, [Seat.parse("ai:normal") for _ in range(n)], seed=7, mode=mode.id)
    times = []
    while len(times) < decisions and not session.state.is_over():
        t = time.perf_counter()
        action = session.choose_for(session.current_player())
        times.append(time.perf_counter() - t)
        session.apply(action)
    return {"median_s": round(statistics.median(times), 4), "max_s": round(max(times), 4), "decisions": len(times)}


def full_game(game_id: str, players: int = 4, budget: float | None = None) -> dict[str, Any]:
    """A game between normal AIs; with `budget`, cut after that many seconds (`finished`
    says whether it ended)."""
    info = get_game(game_id)
    mode = info.modes[0]
    n = max(mode.min_players, min(players, mode.max_players))
    session = Session.create(game_id, [Seat.parse("ai:normal") for _ in range(n)], seed=3, mode=mode.id)
    t = time.perf_counter()
    while not session.state.is_over() and (budget is None or time.perf_counter() - t < budget):
        session.play_ai_turn()
    return {"players": n, "seconds": round(time.perf_counter() - t, 3), "actions": session.ply,
            "finished": session.state.is_over()}


def throughput(game_id: str, budget_s: float) -> dict[str, float]:
    info = get_game(game_id)
    mode = info.modes[0]
    n = max(mode.min_players, min(2, mode.max_players))
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < budget_s:
        session = Session.create(game_id, [Seat.parse("random") for _ in range(n)], seed=games, mode=mode.id)
        while not session.state.is_over() and time.perf_counter() - start < budget_s:
            session.play_ai_turn()
        games += session.state.is_over()  # a game cut by the budget counts its actions only
        actions += session.ply
    wall = time.perf_counter() - start
    return {"games_per_s": round(games / wall, 2), "actions_per_s": round(actions / wall, 1)}


def _players(game_id: str, players: int) -> tuple[str, int]:
    mode = get_game(game_id).modes[0]
    return mode.id, max(mode.min_players, min(players, mode.max_players))


def engine_random_game(game_id: str, seed: int, players: int = 4, budget: float | None = None) -> tuple[float, int]:
    """CPU seconds and actions of one random game played on the engine alone:
    `legal_actions()`, `rng.choice`, `apply_in_place`, nothing else (with `budget`, only
    as much of the game as fits in that many CPU seconds)."""
    info = get_game(game_id)
    mode, n = _players(game_id, players)
    state = info.new_state(GameConfig(n, seed=seed, mode=mode))
    rng = Rng(seed)
    actions = 0
    start = time.process_time()
    while not state.is_over() and (budget is None or time.process_time() - start < budget):
        state.apply_in_place(rng.choice(state.legal_actions()))
        actions += 1
    return time.process_time() - start, actions


def session_random_game(game_id: str, seed: int, players: int = 4,
                        budget: float | None = None) -> tuple[float, int, int]:
    """CPU seconds and actions of one game between random seats played through
    `Session.play_ai_turn`, and its player-turns (changes of the player to move), counted
    afterwards on a replay of its history so the timed loop holds nothing but the session."""
    mode, n = _players(game_id, players)
    session = Session.create(game_id, [Seat.parse("random") for _ in range(n)], seed=seed, mode=mode)
    start = time.process_time()
    while not session.state.is_over() and (budget is None or time.process_time() - start < budget):
        session.play_ai_turn()
    cpu = time.process_time() - start
    return cpu, session.ply, player_turns(session)


def player_turns(session: Session) -> int:
    """How many times the player to move changed in `session`'s game (the first counts)."""
    state = session.info.new_state(session.config)
    turns, last = 0, None
    for encoded in session.history:
        player = state.current_player()
        if player != last:
            turns, last = turns + 1, player
        state.apply_in_place(state.decode_action(encoded))
    return turns


def random_play(game_id: str, games: int = 10, players: int = 4, budget: float | None = None) -> dict[str, float]:
    """Median CPU µs per action over `games` random games (seeds 0..games-1), on the
    engine alone and through the session, and per player-turn through the session (with
    `budget`, over the actions of each game that fit in that many CPU seconds)."""
    engine, session, turns = [], [], []
    for seed in range(games):
        cpu, actions = engine_random_game(game_id, seed, players, budget)
        engine.append(cpu / actions)
        cpu, actions, player_turns = session_random_game(game_id, seed, players, budget)
        session.append(cpu / actions)
        turns.append(cpu / player_turns)
    return {
        "engine_random_us_per_action": round(statistics.median(engine) * 1e6, 1),
        "session_random_us_per_action": round(statistics.median(session) * 1e6, 1),
        "session_random_us_per_player_turn": round(statistics.median(turns) * 1e6, 1),
    }



def scene_figures(info) -> dict[str, Any]:
    """What a game's scene package measures itself (`client/scenes/<key>/bench.py`, its
    `figures()`): frame times that need pygame, which the game's own bench cannot import."""
    name = f"ludotheque.client.scenes.{info.key}.bench"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return {}
    return module.figures() if hasattr(module, "figures") else {}

def bench(args) -> int:
    from ludotheque.client.app import AMBIENT_SECONDS, App
    from ludotheque.client.game.host import GameHost, board_module
    from ludotheque.client.scenes.menu import MenuScene
    from ludotheque.client.settings import Settings

    quick = args.quick
    if getattr(args, "net", False):  # the network table's figures (issue 30)
        from ludotheque.client.net.bench import main as net_bench

        print(json.dumps({"net": net_bench(quick)}, indent=None if args.json else 1), flush=True)
        return 0
    frames = 60 if quick else 300
    games = built_games()
    if args.game:
        try:
            games = [get_game(g) for g in args.game]
        except GameNotBuilt as exc:
            print(f"ludotheque: error: {exc}", file=sys.stderr)
            return 2
    step = Steps()
    step("start-up to the first menu frame")
    report: dict[str, Any] = {"startup": startup()}
    step("menu frame time")
    app = App((1280, 720), Settings(anim_speed=0.0), window=False)
    report["menu_frame_1280x720"] = frame_times(app, [MenuScene(app)], frames)
    # The idle window: the menu rests half a second after its last frame; a game waiting
    # for a human stops any ambient animation AMBIENT_SECONDS after the last input.
    waiting = [] if quick else [info.id for info in games if board_module(info) is not None]
    step("idle window: the menu" + ("" if quick else " and each game waiting for a human"))
    report["idle_window"] = idle([None, *waiting], warm=AMBIENT_SECONDS + 1 if waiting else 1.5,
                                 span=3.0 if quick else 10.0)
    for info in games:
        figures: dict[str, Any] = {}
        if board_module(info) is not None:
            step(f"{info.id}: scene frame time")
            session = make_session(info.id, None, {}, 1, None)
            advance(session, 12)
            figures["scene_frame_1280x720"] = frame_times(app, [GameHost(app, session, autosave=False, run_ai=False)], frames)
        step(f"{info.id}: AI decisions at normal")
        figures["ai_normal_decision"] = ai_decisions(info.id, 3 if quick else 40)
        step(f"{info.id}: a 4-AI game" + (" (2 s at most)" if quick else ""))
        figures["full_game_normal"] = full_game(info.id, budget=2.0 if quick else None)
        step(f"{info.id}: autoplay throughput")
        figures["autoplay_random"] = throughput(info.id, 0.5 if quick else 3.0)
        step(f"{info.id}: random " + ("actions (1 s a game)" if quick else "games")
             + " on the engine and through the session")
        random = random_play(info.id, 1, budget=1.0) if quick else random_play(info.id, 10)
        if info.id != "castle-risk":  # the player-turn target is Castle Risk's
            del random["session_random_us_per_player_turn"]
        figures.update(random)
        if info.bench is not None:
            step(f"{info.id}: the game's own figures" + (" (quick)" if quick else ""))
            figures.update(info.bench(quick))
        # The analyst's review (issue 33): time per decision and per game.
        step(f"{info.id}: the analyst's review of " + ("12 plies" if quick else "a whole game"))
        figures["review"] = review_times(info.id, quick=quick)
        if not quick:
            step(f"{info.id}: the scene's own figures")
            figures.update(scene_figures(info))
        report[info.id] = figures
    step("done")
    if args.json:
        print(json.dumps(report))
    else:
        _print(report)
    return 0


def _print(report: dict[str, Any], indent: int = 0) -> None:
    for key, value in report.items():
        if isinstance(value, dict):
            print(" " * indent + f"{key}:")
            _print(value, indent + 2)
        else:
            print(" " * indent + f"{key}: {value}")
