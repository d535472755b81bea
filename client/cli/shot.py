"""`shot SCENE --out FILE.png`: render one scene headless, as a player would see it."""

from __future__ import annotations

from pathlib import Path

from client.cli.common import CliError, parse_options, parse_size
from rules.core import IllegalAction
from rules.registry import GameNotBuilt, get_game
from rules.session import Seat, Session


def make_session(game_id: str | None, mode: str | None, options: dict, seed: int, players: int | None) -> Session:
    """Seat 0 is the human at the screen; the others are normal AIs."""
    from client.game.boards import board_module, playable_games

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
    try:
        mode_info = info.mode(mode or info.modes[0].id)
    except KeyError:
        raise CliError(f"{info.id} has no mode {mode!r}") from None
    n = players or max(mode_info.min_players, min(2, mode_info.max_players))
    seats = [Seat("human", "normal", "Camille", 0)] + [Seat("ai", "normal", name, i + 1) for i, name in enumerate(("Bayard", "Colbert", "Éléonore", "Fouquet", "Guillaume")[: n - 1])]
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
    }
    if args.scene in simple:
        return [simple[args.scene]()]
    session = make_session(args.game, args.mode, options, args.seed, args.players)
    if args.scene == "results":
        advance(session, 100_000)
        return [make("results", session)]
    advance(session, args.actions)
    host = make("game", session, autosave=False, run_ai=False)
    if args.scene == "pause":
        return [host, make("pause", host)]
    return [host]


def shot(args) -> int:
    from client.app import App
    from client.settings import Settings

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
