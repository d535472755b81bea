"""`shot SCENE --out FILE.png`: render one scene headless, as a player would see it."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from ludotheque.client.cli.common import CliError, parse_options, parse_size
from ludotheque.rules.core import GameInfo, IllegalAction
from ludotheque.rules.registry import GameNotBuilt, get_game
from ludotheque.rules.session import Seat, Session


def screen_game(game_id: str | None) -> GameInfo:
    """The game asked for (the first playable one by default); it must have a screen."""
    from ludotheque.client.game.boards import board_module, playable_games

    if game_id is None:
        games = playable_games()
        if not games:
            raise CliError("no game is playable yet: pass --game")
        game_id = games[0].id
    try:
        info = get_game(game_id)
    except GameNotBuilt as exc:
        raise CliError(str(exc)) from None
    if board_module(info) is None:
        raise CliError(f"{info.id} has no game screen yet")
    return info


def make_session(game_id: str | None, mode: str | None, options: dict, seed: int, players: int | None,
                 human: bool = True, humans: int = 1) -> Session:
    """Seat 0 is the human at the screen (an AI too with `human=False`), and the next
    `humans - 1` seats are humans too (hot seat); the others are normal AIs."""
    info = screen_game(game_id)
    try:
        mode_info = info.mode(mode or info.modes[0].id)
    except KeyError:
        raise CliError(f"{info.id} has no mode {mode!r}") from None
    n = players or max(mode_info.min_players, min(2, mode_info.max_players))
    names = ("Camille", "Bayard", "Colbert", "Éléonore", "Fouquet", "Guillaume")[:n]
    seats = [Seat("human" if human and i < max(1, humans) else "ai", "normal", name, i) for i, name in enumerate(names)]
    try:
        return Session.create(info.id, seats, seed, mode_info.id, options)
    except ValueError as exc:
        raise CliError(str(exc)) from None


def advance(session: Session, actions: int) -> None:
    """Play `actions` actions, every seat (the human's too) chosen by its AI."""
    for _ in range(actions):
        if session.state.is_over():
            break
        player = session.current_player()
        try:
            session.apply(session.choose_for(player))
        except IllegalAction as err:
            raise CliError(f"AI produced an illegal action: {err.message}") from None


def finished_session(args, options: dict, human: bool = True) -> Session:
    """The whole game the AI seats play on that seed (`human`: seat 0 is shown as the
    human). Played once per process: `monkey` builds the results and replay scenes again
    and again, and a whole Castle Crush game takes seconds."""
    text = _finished_game(args.game, args.mode, tuple(sorted(options.items())), args.seed, args.players, human)
    return Session.from_json(json.loads(text))


@cache
def _finished_game(game_id, mode, options: tuple, seed: int, players, human: bool) -> str:
    session = make_session(game_id, mode, dict(options), seed, players, human=human)
    advance(session, 100_000)
    return json.dumps(session.to_json())


def build_scene(app, args):
    """The stack to render, built by name through the app's scene registry."""
    options = parse_options(args.option)
    make = app.scenes.make
    simple = {
        "menu": lambda: make("menu"),
        "setup": lambda: make("setup", args.game),
        "settings": lambda: make("settings"),
        "rules": lambda: make("rules", args.game),
        "load": lambda: make("load"),
        "challenges": lambda: make("challenges"),
        "learn": lambda: make("learn"),
        "stats": lambda: make("stats", None, args.game),
    }
    if args.scene in simple:
        return [simple[args.scene]()]
    if args.scene == "tutorial":
        return [tutorial_host(app, args.game, args.step)]
    if args.scene == "replay":
        return [replay_scene(app, args, options)]
    if args.scene == "results":
        return [make("results", finished_session(args, options))]
    if args.scene == "review":
        return [review_scene(app, args, options)]
    session = make_session(args.game, args.mode, options, args.seed, args.players,
                           humans=getattr(args, "humans", 1))
    advance(session, args.actions)
    host = make("game", session, autosave=False, run_ai=False)
    if args.scene == "pause":
        return [host, make("pause", host)]
    return [host]


def replay_scene(app, args, options: dict):
    """The replay of a whole game autoplayed by AI seats on that seed, at step --actions."""
    from ludotheque.client.game.timeline import Timeline

    session = finished_session(args, options, human=False)
    if args.actions > len(session.history):
        raise CliError(f"that game has {len(session.history)} actions; --actions {args.actions} is past its end")
    scene = app.scenes.make("replay", Timeline.from_session(session), finished=True)
    scene.go(args.actions)
    return scene


def review_scene(app, args, options: dict):
    """The analyst's review of seat 0 (shown as the human) in the whole autoplayed game,
    computed at once and kept nowhere."""
    scene = app.scenes.make("review", finished_session(args, options).to_json(), 0, keep=False)
    scene.wait()
    return scene


def tutorial_host(app, game_id: str | None, step: int):
    """The guided first game at step `step`: 0 is its first screen (the intro, or the first
    step), K the K-th step, one past the last the outro. Earlier steps are done by the
    script's own actions, the AI turns played at once."""
    from ludotheque.client.game.guided import tutorial_session
    from ludotheque.rules.tutorial import tutorial_for

    info = screen_game(game_id)
    tutorial = tutorial_for(info)
    if tutorial is None:
        raise CliError(f"{info.id} has no guided first game yet")
    last = len(tutorial.steps) + 1
    if not 0 <= step <= last:
        raise CliError(f"--step must be between 0 and {last} for {info.id}")
    if step == 0 and not tutorial.intro:
        step = 1  # the first screen is the first step
    session = tutorial_session(info, tutorial, app.t("seat.default_name", n=1))
    host = app.scenes.make("game", session, autosave=False, run_ai=False, tutorial=tutorial)
    guide = host.tutorial
    while guide.position() < step and guide.active():
        if not guide.reading():
            host.play_ai_turns()
        guide.skip()
    if not guide.reading():
        host.play_ai_turns()  # the step is shown on the player's turn, its action lit
    return host


def shot(args) -> int:
    from ludotheque.client.app import App
    from ludotheque.client.settings import Settings

    size = parse_size(args.size)
    out = Path(args.out)
    if out.suffix.lower() != ".png":
        raise CliError("--out must be a .png file")
    import pygame

    app = App(size, Settings(language=args.lang, anim_speed=0.0), window=False)
    for scene in build_scene(app, args):
        app.scenes.push(scene)
        getattr(getattr(scene, "board", None), "shot_pose", lambda: None)()  # a board's telling moment
    for _ in range(3):
        app.frame(1 / 60, [])
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(out))
    print(out)
    return 0
