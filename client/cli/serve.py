"""`serve [--port P]`: a lobby of many network tables in one process, headless.

Clients list the tables (`{"t": "list"}`), create one (`{"t": "create", "game": ...,
"seats": [...]}`; seats remote, ai:LEVEL or random), then join or watch it by its code
(`join HOST:PORT --table CODE`). The first line on stdout is `listening on HOST:PORT`; it
serves until Ctrl+C (exit 130) or SIGTERM (143). `--bind` as for `host`.
"""

from __future__ import annotations

import asyncio

from ludotheque.client.cli.common import CliError
from ludotheque.client.cli.host import check_port, server_tls


async def run_lobby(bind: str, port: int, tls) -> None:
    from ludotheque.client.net.server import Server

    server = Server(lobby=True)

    def ready(p: int) -> None:
        print(f"listening on {bind}:{p}", flush=True)

    await server.run(bind, port, tls, ready)


def serve(args) -> int:
    check_port(args.port)
    tls = server_tls(args.tls)
    try:
        asyncio.run(run_lobby(args.bind, args.port, tls))
    except OSError as exc:
        raise CliError(f"cannot listen on {args.bind}:{args.port}: {exc.strerror or exc}") from None
    return 0
