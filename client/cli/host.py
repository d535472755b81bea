"""`host GAME --seats remote,remote,ai:normal ...`: serve one network table, headless.

The first line on stdout is `listening on HOST:PORT` (`--port 0` takes a free port); when
the game ends, the line `autoplay` prints for it (the same the joined clients print), exit 0.
`--bind` is the address listened on: 127.0.0.1 (the default) lets only this computer in;
`--bind 0.0.0.0` opens the table to the local network (and beyond, through a VPN or a
port opened on the router). `--tls CERT KEY` encrypts the connections (wss://).
The table autosaves (`--save FILE`, by default `saves/net-GAME.json` in the user folder);
`--resume FILE` reopens a saved table: its players come back with their tokens.

`add_net_parsers` declares `host`, `join` and `serve` for `main`.
"""

from __future__ import annotations

import asyncio
import json
import ssl
import sys
from pathlib import Path
from typing import Any

from ludotheque.client.cli.common import CliError, parse_options

DEFAULT_PORT = 7457


def add_net_parsers(sub: Any, langs: tuple[str, ...]) -> None:
    host = sub.add_parser("host", help="serve one network table headless")
    host.add_argument("game")
    host.add_argument("--seats", help="comma-separated: remote, ai:easy|normal|hard, random (here: the window's)")
    host.add_argument("--seed", type=int, default=1)
    host.add_argument("--mode")
    host.add_argument("--option", action="append", default=[], metavar="K=V",
                      help="the game's options; castle-crush: steadiness=steady|normal|shaky for every hand")
    host.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"0: a free port (default {DEFAULT_PORT})")
    host.add_argument("--bind", default="127.0.0.1", help="address to listen on (0.0.0.0: the whole network)")
    host.add_argument("--tls", nargs=2, metavar=("CERT", "KEY"))
    host.add_argument("--save", metavar="FILE", help="the table's autosave")
    host.add_argument("--resume", metavar="FILE", help="reopen a table from its autosave")
    host.add_argument("--absent-ai", type=float, default=60.0, metavar="SECONDS",
                      help="an absent player's seat is played by the AI after this (negative: never)")

    join = sub.add_parser("join", help="join a network table as a bot (or watch it)")
    join.add_argument("address", metavar="HOST:PORT")
    join.add_argument("--seat", type=int)
    join.add_argument("--as", dest="as_", metavar="ai:LEVEL|random")
    join.add_argument("--watch", action="store_true", help="join as a spectator")
    join.add_argument("--table", help="the table's code on a lobby (serve)")
    join.add_argument("--list", action="store_true", help="print the lobby's tables and exit")
    join.add_argument("--seed", type=int, default=0, help="the bot's own seed")
    join.add_argument("--retry", type=float, default=30.0, metavar="SECONDS", help="how long to try to reconnect")
    join.add_argument("--tls-ca", metavar="CERT", help="wss://, trusting this certificate")
    join.add_argument("--name", default="")
    join.add_argument("--pace", type=float, default=0.0, metavar="SECONDS", help="the bot waits this long before each move")

    serve = sub.add_parser("serve", help="run a lobby of many network tables headless")
    serve.add_argument("--port", type=int, default=DEFAULT_PORT)
    serve.add_argument("--bind", default="127.0.0.1")
    serve.add_argument("--tls", nargs=2, metavar=("CERT", "KEY"))
    serve.add_argument("--saves", metavar="DIR", help="the folder of the tables' autosaves (default: saves/lobby)")
    serve.add_argument("--resume", action="store_true", help="reopen the unfinished tables saved there")
    for command in (host, join, serve):
        command.add_argument("--lang", choices=langs)


def server_tls(pair: list[str] | None) -> ssl.SSLContext | None:
    if not pair:
        return None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(pair[0], pair[1])
    except (OSError, ssl.SSLError) as exc:
        raise CliError(f"--tls: cannot load {pair[0]} / {pair[1]}: {exc}") from None
    return context


def check_port(port: int) -> None:
    if not 0 <= port <= 65535:
        raise CliError(f"--port {port} is not a port")


def make_table(args):
    from ludotheque.client import saves
    from ludotheque.client.net.seats import HERE, parse_seats
    from ludotheque.client.net.table import Table
    from ludotheque.rules.registry import GameNotBuilt

    absent = None if args.absent_ai < 0 else args.absent_ai
    save = Path(args.save) if args.save else saves.saves_dir() / f"net-{saves._file_id(args.game)}.json"
    if args.resume:
        try:
            table = Table.resume(saves.read_save(Path(args.resume)), absent_ai_after=absent, save_path=save)
        except saves.SaveError as err:
            raise CliError(f"cannot resume {args.resume}: {err.key.rsplit('.', 1)[-1]} {err.detail}".strip()) from None
        if table.session.info.id != args.game:
            raise CliError(f"{args.resume} is a {table.session.info.id} table, not {args.game}")
        return table
    if not args.seats:
        raise CliError("--seats is required (e.g. --seats remote,remote,ai:normal)")
    try:
        specs = parse_seats(args.seats)
    except ValueError as exc:
        raise CliError(str(exc)) from None
    if HERE in specs:
        raise CliError("a 'here' seat needs the game window (menu: En réseau / Online); headless, seats are "
                       "remote, ai:LEVEL or random")
    try:
        return Table.create(args.game, specs, args.seed, args.mode, parse_options(args.option),
                            absent_ai_after=absent, save_path=save)
    except GameNotBuilt as exc:
        raise CliError(str(exc)) from None
    except ValueError as exc:
        raise CliError(str(exc)) from None


async def serve_table(table, bind: str, port: int, tls: ssl.SSLContext | None) -> dict[str, Any]:
    from ludotheque.client.net import discovery
    from ludotheque.client.net.server import Server

    server = Server([table])
    done = asyncio.Event()
    table.on_end = lambda _table: done.set()
    listening = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(server.run(bind, port, tls, listening.set_result))
    await asyncio.wait([listening, task], return_when=asyncio.FIRST_COMPLETED)
    if task.done():
        task.result()  # could not listen: raises the OSError
    print(f"listening on {bind}:{listening.result()}", flush=True)
    announcer = discovery.Announcer()
    if bind not in ("127.0.0.1", "::1", "localhost"):
        free = sum(1 for c in table.chairs if c.spec == "remote" and c.token is None)
        announcer.start(table.table_id, listening.result(), table.session.info.id, free)
    try:
        await done.wait()
        await server.drain()
    finally:
        announcer.stop()
        server.stop()
        await task  # the autosaves under way are on disk once it returns
    return table.final


def host(args) -> int:
    check_port(args.port)
    tls = server_tls(args.tls)
    table = make_table(args)
    try:
        result = asyncio.run(serve_table(table, args.bind, args.port, tls))
    except OSError as exc:
        raise CliError(f"cannot listen on {args.bind}:{args.port}: {exc.strerror or exc}") from None
    print(json.dumps(result))
    sys.stdout.flush()
    return 0


__all__ = ["DEFAULT_PORT", "add_net_parsers", "host"]
