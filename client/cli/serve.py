"""`serve [--port P]`: a lobby of many network tables in one process, headless.

Clients list the tables (`{"t": "list"}`), create one (`{"t": "create", "game": ...,
"seats": [...]}`; seats remote, ai:LEVEL or random), then join or watch it by its code
(`join HOST:PORT --table CODE`). The first line on stdout is `listening on HOST:PORT`; it
serves until Ctrl+C (exit 130) or SIGTERM (143). `--bind` as for `host`.

Each table autosaves in the lobby's folder (`--saves DIR`, by default `saves/lobby/` in
the user folder; `net-CODE.json`, at most once a second and at its end). `--resume`
reopens the unfinished tables saved there (a lobby stopped or killed): the same codes,
seats and tokens, and the players come back with their tokens; the second line on stdout
is then `reopened N: CODE, CODE...`.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from ludotheque.client.cli.common import CliError
from ludotheque.client.cli.host import check_port, server_tls


async def run_lobby(bind: str, port: int, tls, folder: Path, resume: bool = False) -> None:
    from ludotheque.client.net.server import Server

    server = Server(lobby=True, saves=folder)
    reopened = server.reopen() if resume else []

    def ready(p: int) -> None:
        print(f"listening on {bind}:{p}", flush=True)
        if resume:
            print(f"reopened {len(reopened)}: {', '.join(reopened)}", flush=True)

    await server.run(bind, port, tls, ready)


def serve(args) -> int:
    from ludotheque.client import saves

    check_port(args.port)
    tls = server_tls(args.tls)
    folder = Path(args.saves) if args.saves else saves.saves_dir() / "lobby"
    try:
        asyncio.run(run_lobby(args.bind, args.port, tls, folder, args.resume))
    except OSError as exc:
        raise CliError(f"cannot listen on {args.bind}:{args.port}: {exc.strerror or exc}") from None
    return 0
