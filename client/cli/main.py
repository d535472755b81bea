"""Argument parsing. Bad arguments: one clear line on stderr and exit code 2.

`--lang` works before or after the command (`--lang fr shot menu`, `shot menu --lang fr`).
Ctrl+C ends any command with exit 130, SIGTERM with 143, both without a traceback and
after every `finally` (temporary folders removed, settings saved).
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import NoReturn

from ludotheque.client.cli.common import CliError, handle_signals, headless, parse_size
from ludotheque.client.environment import package_version
from ludotheque.client.interrupts import Terminated

__all__ = ["CliError", "build_parser", "run"]

LANGS = ("fr", "en")
SCENES = ("menu", "setup", "settings", "rules", "results", "game", "load", "challenges", "pause", "learn",
          "replay", "tutorial", "stats", "review")


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        print(f"ludotheque: error: {message}", file=sys.stderr)
        raise SystemExit(2)


def build_parser() -> Parser:
    p = Parser(prog="ludotheque", description="Ludothèque: five board games on one table.")
    p.add_argument("--version", action="version", version=f"ludotheque {package_version()}")
    p.add_argument("--lang", choices=LANGS, dest="global_lang", help="fr or en (before or after the command)")
    p.add_argument("--size", dest="global_size", help="WxH for the window, the default command (also: play --size)")
    sub = p.add_subparsers(dest="command", parser_class=Parser)
    play = sub.add_parser("play", help="open the game window (the default)")
    play.add_argument("--size", help="WxH (default: the size chosen in Settings, 1280x720)")

    auto = sub.add_parser("autoplay", help="play whole games headless with AI seats")
    auto.add_argument("game")
    auto.add_argument("--seats", help="comma-separated: ai:easy, ai:normal, ai:hard, random")
    auto.add_argument("--seed", type=int, default=1)
    auto.add_argument("--mode")
    auto.add_argument("--option", action="append", default=[], metavar="K=V")
    auto.add_argument("--youngest", type=int, default=0)
    auto.add_argument("--save-at", nargs=2, metavar=("K", "FILE"))
    auto.add_argument("--resume", metavar="FILE")
    auto.add_argument("--games", type=int, default=1)
    auto.add_argument("--max-actions", type=int, default=200_000, help=argparse.SUPPRESS)

    shot = sub.add_parser("shot", help="render one scene to a PNG headless")
    shot.add_argument("scene", choices=SCENES)
    shot.add_argument("--out", required=True)
    shot.add_argument("--game")
    shot.add_argument("--mode")
    shot.add_argument("--option", action="append", default=[], metavar="K=V")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--actions", type=int, default=0)
    shot.add_argument("--players", type=int)
    shot.add_argument("--step", type=int, default=0, help="tutorial: 0 the first screen, K the K-th step")
    shot.add_argument("--size", default="1280x720")

    monkey = sub.add_parser("monkey", help="drive one scene headless with random input, report exceptions")
    monkey.add_argument("scene", choices=SCENES)
    monkey.add_argument("--game")
    monkey.add_argument("--events", type=int, default=2000)
    monkey.add_argument("--seed", type=int, default=1)
    monkey.add_argument("--actions", type=int, default=0, help="game, pause: start after K actions")
    monkey.add_argument("--mode")
    monkey.add_argument("--option", action="append", default=[], metavar="K=V")
    monkey.add_argument("--players", type=int)
    monkey.add_argument("--humans", type=int, default=1, help="game, pause: hot seat with N humans")
    monkey.add_argument("--step", type=int, default=0, help="tutorial: start at step K")
    monkey.add_argument("--size", default="1280x720")
    monkey.add_argument("--verbose", action="store_true", help="say which scenes and plies it reached")
    monkey.add_argument("--to-end", action="store_true", help="game, pause: play games through to their results, seed after seed")

    bench = sub.add_parser("bench", help="print performance figures")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--game", action="append", help="only these games (repeatable)")
    bench.add_argument("--quick", action="store_true", help="fewer samples (under a minute)")
    for command in (play, auto, shot, monkey, bench):
        command.add_argument("--lang", choices=LANGS)
    # The network table (issue 30): host, join, serve; bench --net.
    from ludotheque.client.cli.host import add_net_parsers

    add_net_parsers(sub, LANGS)
    bench.add_argument("--net", action="store_true", help="only the network table's figures (50 tables x 4 bots)")

    # The game review (issue 33): `review SAVE --seat N [--json]`.
    review = sub.add_parser("review", help="the analyst's review of one seat's decisions in a save")
    review.add_argument("save")
    review.add_argument("--seat", type=int, required=True)
    review.add_argument("--json", action="store_true", help="one JSON object per decision, then the summary")
    review.add_argument("--lang", choices=LANGS)
    return p


def parse(argv: list[str]):
    """The arguments, with `lang` resolved: after the command, else before it, else the
    command's default (French for `shot` and `monkey`, the settings' for the window)."""
    args = build_parser().parse_args(argv)
    args.command = args.command or "play"
    lang = getattr(args, "lang", None) or args.global_lang
    args.lang = lang or ("fr" if args.command in ("shot", "monkey") else None)
    if args.command == "play":
        # `ludotheque --size 800x600` opens the window at that size, as `play --size` does.
        args.size = getattr(args, "size", None) or args.global_size
    elif args.global_size:
        raise_usage(f"--size before the command only applies to the window; write {args.command} --size")
    return args


def raise_usage(message: str) -> NoReturn:
    print(f"ludotheque: error: {message}", file=sys.stderr)
    raise SystemExit(2)


def run(argv: list[str]) -> int:
    handle_signals()
    try:
        return _run(parse(argv))
    except KeyboardInterrupt:
        print(file=sys.stderr)  # after the terminal's ^C
        return 130
    except Terminated:
        return 143


def _run(args) -> int:
    command = args.command
    try:
        if command == "play":
            from ludotheque.client.cli.play import play

            size = getattr(args, "size", None)
            return play(parse_size(size) if size else None, args.lang)
        headless()
        # The network table (issue 30); shot and monkey never announce on the network.
        if command in ("shot", "monkey"):
            os.environ["LUDOTHEQUE_NO_DISCOVERY"] = "1"
        if command in ("host", "join", "serve"):
            from ludotheque.client.cli import host, join, serve

            return {"host": host.host, "join": join.join, "serve": serve.serve}[command](args)
        if command == "autoplay":
            from ludotheque.client.cli.autoplay import autoplay

            return autoplay(args)
        if command == "shot":
            from ludotheque.client.cli.shot import shot

            return shot(args)
        if command == "monkey":
            from ludotheque.client.cli.monkey import monkey

            return monkey(args)
        if command == "review":
            from ludotheque.client.cli.review import review_command

            return review_command(args)
        from ludotheque.client.cli.bench import bench

        return bench(args)
    except CliError as err:
        print(f"ludotheque: error: {err}", file=sys.stderr)
        return 2
