"""A network table for the window's tests without sockets: the host's `Table` in this
thread, each connection a fake peer whose messages go straight into a `Mirror`, and the
window's links fake `LinkThread`s whose sends go straight to the table. The remote seats
are played at once by random bots from their own views (as `client.Bot` does), the AI
seats by the host's AI. Everything the window reads is what the host sent, as JSON text."""

from __future__ import annotations

import json
from typing import Any

from ludotheque.client.net.client import Mirror
from ludotheque.client.net.messages import PROTOCOL
from ludotheque.client.net.seats import HERE, REMOTE, bot_rng
from ludotheque.client.net.table import Table
from ludotheque.rules.ai import RandomAgent


class Peer:
    """A connection as the table sees it, feeding its mirror."""

    def __init__(self, name: str = "", ping: float | None = None) -> None:
        self.seat: int | None = None
        self.name = name
        self.log_pos = self.log_sent = 0
        self.mirror = Mirror()
        self.ping = ping
        self.version = 0
        self.view_version: int | None = None  # the view this connection holds (client/net/table.py)
        self.dropped: str | None = None
        self.kinds: list[str] = []  # the types of the messages received, in order

    def push(self, text: str) -> bool:
        if self.mirror.outcome is not None:
            return True  # as `client.Link`: a connection stops listening at the end
        msg = json.loads(text)
        self.kinds.append(msg["t"])
        self.mirror.feed(msg)
        self.version += 1
        return True

    def drop(self, reason: str) -> None:
        self.dropped = reason

    def ping_ms(self) -> float | None:
        return self.ping


class Link:
    def __init__(self, mirror: Mirror) -> None:
        self.mirror = mirror


class Thread:
    """What the window's game screen uses of a `LinkThread`."""

    def __init__(self, table: Table, peer: Peer, others: dict[int, Peer]) -> None:
        self.table, self.peer, self.others = table, peer, others
        self.link = Link(peer.mirror)
        self.error: str | None = None
        self.stopped = False
        self.sent: list[dict[str, Any]] = []

    @property
    def version(self) -> int:
        return self.peer.version

    def send(self, msg: dict[str, Any]) -> None:
        self.sent.append(msg)
        kind = msg["t"]
        if kind == "act":
            self.table.act(self.peer, msg)
            play_others(self.table, self.others)
        elif kind == "chat":
            self.table.chat(self.peer, msg)
        elif kind == "react":
            self.table.react(self.peer, msg)

    def stop(self) -> None:
        self.stopped = True


def play_others(table: Table, others: dict[int, Peer]) -> None:
    """The seats not at the window: random bots (remote) and the host's AI, until it is the
    window's turn (or the end)."""
    s = table.session
    agent = RandomAgent()
    while not s.is_over() and table.started:
        p = s.current_player()
        peer = others.get(p)
        if peer is not None:
            m = peer.mirror
            action = agent.choose(m.view, p, m.info.state_cls, bot_rng(0, m.ply, p))
            table.act(peer, {"t": "act", "ply": m.ply, "action": s.state.encode_action(action)})
        elif table.chairs[p].spec not in (HERE, REMOTE):
            s.apply(s.choose_for(p))
            table.moved()
        else:
            return


def seat_window(game: str, specs: list[str], seed: int = 7, mode: str | None = None,
                ping: float | None = None) -> tuple[Table, list[Thread], dict[int, Peer]]:
    """A started table: the window's links (one per `here` seat, or a spectator's when there
    is none) and the remote seats' peers, each already seated."""
    table = Table.create(game, specs, seed=seed, mode=mode)
    others: dict[int, Peer] = {}
    threads: list[Thread] = []
    for i, chair in enumerate(table.chairs):
        if chair.spec == REMOTE:
            peer = others[i] = Peer(f"Remote {i + 1}", ping)
            table.hello(peer, {"v": PROTOCOL, "seat": i, "name": peer.name})
    here = [i for i, c in enumerate(table.chairs) if c.spec == HERE]
    for i in here:
        peer = Peer("", ping)
        table.hello(peer, {"v": PROTOCOL, "seat": i, "token": table.chairs[i].token})
        threads.append(Thread(table, peer, others))
    if not here:
        peer = Peer("watcher")
        table.hello(peer, {"v": PROTOCOL, "watch": True})
        threads.append(Thread(table, peer, others))
    table.start()
    play_others(table, others)
    return table, threads, others


def quiet_bot(address: str, seat: int, retry: float = 5.0):
    """A random bot at `seat` over loopback, in a thread; a table that closes before the end
    (the test is over) ends it without a stray traceback."""
    import asyncio
    import threading

    from ludotheque.client.net.client import Gone
    from netplay import bot_link

    link = bot_link(address, seat, retry=retry)

    def run() -> None:
        try:
            asyncio.run(link.run())
        except Gone:
            pass
    thread = threading.Thread(target=run, daemon=True)
    thread.link = link  # type: ignore[attr-defined]
    thread.start()
    return thread
