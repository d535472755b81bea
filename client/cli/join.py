"""`join HOST:PORT [--seat N] --as ai:LEVEL|random`: a bot client at a network table.

The bot plays its seat from its view alone and, when the game ends, prints the result line
the host printed. Its seat's token is kept in the user folder (`LUDOTHEQUE_HOME`): run again,
it resumes that seat. `--watch` follows the table as a spectator; `--table CODE` picks a
table on a lobby (`serve`), `--list` prints the lobby's tables.
"""

from __future__ import annotations

import asyncio
import json
import ssl
import sys

from ludotheque.client.cli.common import CliError


def check_address(address: str) -> None:
    host, sep, port = address.rpartition(":")
    if "://" in address:
        return
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise CliError(f"the address must look like HOST:PORT, not {address!r}")


def check_bot(spec: str | None, watch: bool) -> str | None:
    from ludotheque.rules.ai import LEVELS

    if watch:
        return None
    if not spec:
        raise CliError("--as ai:LEVEL or --as random is required (or --watch)")
    kind, _, level = spec.partition(":")
    if spec == "random" or (kind == "ai" and (level or "normal") in LEVELS):
        return spec
    raise CliError(f"--as {spec!r}: a bot is ai:easy, ai:normal, ai:hard or random")


def client_tls(address: str, ca: str | None) -> ssl.SSLContext | None:
    if ca:
        try:
            return ssl.create_default_context(cafile=ca)
        except (OSError, ssl.SSLError) as exc:
            raise CliError(f"--tls-ca {ca}: {exc}") from None
    return ssl.create_default_context() if address.startswith("wss://") else None


async def _list(address: str, tls: ssl.SSLContext | None) -> dict:
    from ludotheque.client.net.client import url_of
    from ludotheque.client.net.messages import MAX_HOST_FRAME
    from websockets.asyncio.client import connect

    async with connect(url_of(address, tls is not None), ssl=tls, max_size=MAX_HOST_FRAME, compression=None,
                       proxy=None) as ws:
        await ws.send('{"t":"list"}')
        return json.loads(await ws.recv())


def join(args) -> int:
    from ludotheque.client.net import client

    check_address(args.address)
    tls = client_tls(args.address, args.tls_ca)
    try:
        if args.list:
            print(json.dumps(asyncio.run(_list(args.address, tls))))
            return 0
        spec = check_bot(args.as_, args.watch)
        mirror = asyncio.run(client.play(args.address, spec, args.seat, args.watch, args.seed, args.retry, tls,
                                         args.name, args.table, pace=max(0.0, args.pace)))
    except client.Gone as gone:
        raise CliError(f"the table refused or closed: {gone.key}") from None
    except OSError as exc:
        raise CliError(f"cannot reach {args.address}: {exc.strerror or exc}") from None
    print(json.dumps(mirror.result))
    sys.stdout.flush()
    return 0
