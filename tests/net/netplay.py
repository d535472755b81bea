"""Helpers of the network table's tests: a server on 127.0.0.1 in this process, bot clients
as asyncio tasks, and the same game played without any network (the reference)."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from ludotheque.client.net import client
from ludotheque.client.net.seats import bot_rng
from ludotheque.client.net.server import Server
from ludotheque.client.net.table import Table
from ludotheque.rules.ai import RandomAgent
from ludotheque.rules.session import Seat, Session

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("castle-crush", "castle-risk", "crack-word", "chateau-combo", "casa-grande")
SEED = 0x5EED_1234_ABCD  # distinctive: appears in no view, count or card number


class Running:
    """A server running in this event loop."""

    def __init__(self, server: Server, task: asyncio.Task, port: int) -> None:
        self.server, self.task, self.port = server, task, port
        self.address = f"127.0.0.1:{port}"

    async def close(self) -> None:
        self.server.stop()
        await asyncio.wait_for(self.task, 10)


async def start(*tables: Table, lobby: bool = False, queue_size: int | None = None) -> Running:
    kw = {} if queue_size is None else {"queue_size": queue_size}
    server = Server(list(tables), lobby=lobby, **kw)
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(server.run("127.0.0.1", 0, ready=ready.set_result))
    port = await asyncio.wait_for(ready, 10)
    return Running(server, task, port)


def bot_link(address: str, seat: int, spec: str = "random", seed: int = 0, retry: float = 10.0) -> client.Link:
    link = client.Link(address, seat, name=f"bot{seat}", retry=retry)
    link.on_message = client.Bot(spec, seed).on_message
    return link


async def play_table(table: Table, seed: int = 0, watch: bool = True, frames: bool = False,
                     timeout: float = 120.0) -> tuple[list[client.Link], client.Link | None]:
    """Every remote seat played by a random bot over loopback, and a spectator."""
    running = await start(table)
    try:
        links = [bot_link(running.address, i, seed=seed) for i, c in enumerate(table.chairs) if c.spec == "remote"]
        watcher = client.Link(running.address, watch=True, name="watcher") if watch else None
        everyone = links + ([watcher] if watcher else [])
        if frames:
            for link in everyone:
                link.frames = []
        await asyncio.wait_for(asyncio.gather(*(link.run() for link in everyone)), timeout)
    finally:
        await running.close()
    return links, watcher


def reference(game: str, specs: list[str], seed: int, bot_seed: int = 0, mode: str | None = None) -> Session:
    """The same game with no network: the remote seats' bots choose exactly as over the wire
    (from their view, with `bot_rng`), the AI seats as on the host."""
    seats = [Seat("human", colour=i) if s == "remote" else Seat.parse(s, colour=i) for i, s in enumerate(specs)]
    session = Session.create(game, seats, seed, mode)
    agent = RandomAgent()
    while not session.is_over():
        p = session.current_player()
        if specs[p] == "remote":
            view = session.view(p)
            session.apply(agent.choose(view, p, type(session.state), bot_rng(bot_seed, session.ply, p)))
        else:
            session.apply(session.choose_for(p))
    return session


def run_cli(*args: str, home: Path, **kw: Any) -> subprocess.Popen:
    env = dict(os.environ, LUDOTHEQUE_HOME=str(home), LUDOTHEQUE_NO_DISCOVERY="1", PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "ludotheque", *args], env=env, cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)


def listening_port(proc: subprocess.Popen) -> int:
    line = proc.stdout.readline()
    assert line.startswith("listening on 127.0.0.1:"), (line, proc.stderr.read() if proc.poll() is not None else "")
    return int(line.rsplit(":", 1)[1])


def without_seconds(line: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in line.items() if k != "seconds"}


def log_json(session: Session, seat: int | None) -> list[dict[str, Any]]:
    return json.loads(json.dumps([e.to_json() for e in session.visible_log(seat)]))
