"""The joining side: what one connection knows of a table, and the bot that plays a seat.

`Mirror` keeps what the host sent: the welcome, the seat's view (checked on the way in,
whole or as a change from the version it holds: `delta.Held`), the log lines it may read, whose turn it is, the ply, who is there,
the chat, and at the end the outcome and result line. It never holds anything else.

`Link` is a connection that says hello with the seat's saved token (`tokens.py`) and
reconnects with it after a dropped network or a host that restarted. `play` runs a link
whose seat is played by a bot (`ai:LEVEL` or `random`) from the view alone: the command
`ludotheque join`.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ludotheque.client.net import tokens
from ludotheque.client.net.delta import Held
from ludotheque.client.net.messages import MAX_HOST_FRAME, MAX_NAME, PROTOCOL, dumps
from ludotheque.client.net.seats import bot_rng
from ludotheque.rules.ai import RandomAgent
from ludotheque.rules.core import GameInfo, Outcome
from ludotheque.rules.registry import get_game
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

log = logging.getLogger("ludotheque.net")

# The host closed for good: no point in reconnecting.
FINAL_BYES = ("net.bye.replaced", "net.bye.version")


class Gone(Exception):
    """The host ended this connection for good (a reason key)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


@dataclass
class Mirror:
    """One connection's knowledge of its table."""

    info: GameInfo | None = None
    table: str | None = None
    seat: int | None = None
    mode: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    players: int = 0
    view: Any = None
    ply: int = -1
    turn: int | None = None
    log: list[dict[str, Any]] = field(default_factory=list)
    presence: dict[str, Any] = field(default_factory=dict)
    chat: list[dict[str, Any]] = field(default_factory=list)
    refusals: list[dict[str, Any]] = field(default_factory=list)
    outcome: Outcome | None = None
    result: dict[str, Any] | None = None
    bye: str | None = None
    states: int = 0  # how many views arrived (tests, bench)
    held: Held | None = None  # the view and its version (`view` is its JSON form)
    stale: bool = False  # a change could not be applied: `view` waits for the whole one
    ask_whole: bool = False

    def feed(self, msg: dict[str, Any]) -> str:
        """Take in one message from the host; its type."""
        kind = msg.get("t")
        if kind == "welcome":
            self.info = get_game(msg["game"])
            self.table, self.seat, self.mode = msg["table"], msg["seat"], msg["mode"]
            self.options, self.players = dict(msg["options"]), int(msg["players"])
            self.held, self.stale = None, False  # a new connection: its first view comes whole
        elif kind == "state" and self.info is not None:
            # Checked through the game's typed View (types, ranges, sizes, no secret where a
            # count belongs), whole or as a change (`delta.py`); the AI's determinisation
            # and the boards read its JSON form.
            if self.held is None:
                self.held = Held(self.info)
            if "view" in msg:
                self.held.whole(msg["view"], int(msg["version"]))
            elif not self.held.apply(msg.get("diff"), int(msg["version"])):
                self.ask_whole = not self.stale  # a change from a version not held: ask once for the whole
                self.stale = True
                return str(kind)
            self.stale = False
            self.view = self.held.wire
            self.ply, self.turn = int(msg["ply"]), msg["turn"]
            self.log[int(msg["log_at"]):] = msg["log"]
            self.states += 1
        elif kind == "end":
            self.outcome = Outcome.from_json(msg["outcome"])
            self.result = msg["result"]
        elif kind == "presence":
            self.presence = msg
        elif kind in ("chat", "react"):
            self.chat = [*self.chat[-99:], msg]
        elif kind == "chats":  # on (re)joining: the table's recent chat, instead of what was held
            self.chat = [line for line in msg.get("lines", []) if isinstance(line, dict)][-100:]
        elif kind == "refused":
            self.refusals = [*self.refusals[-99:], msg]
        elif kind == "bye":
            self.bye = msg.get("key")
        return str(kind)

    def my_turn(self) -> bool:
        return (self.seat is not None and self.turn == self.seat and self.outcome is None and self.view is not None
                and not self.stale)


def url_of(address: str, tls: bool = False) -> str:
    if "://" in address:
        return address
    return f"{'wss' if tls else 'ws'}://{address}/"


class Link:
    """A connection to a table that comes back with its token when it drops."""

    def __init__(self, address: str, seat: int | None = None, watch: bool = False, name: str = "",
                 table: str | None = None, retry: float = 30.0, ssl: Any = None,
                 on_message: Callable[[Link, dict[str, Any], str], Any] | None = None,
                 token: str | None = None) -> None:
        self.address, self.seat, self.watch, self.name = address, seat, watch, name[:MAX_NAME]
        self.token = token  # given (the host's own window), else the one kept in the user folder
        self.table, self.retry, self.ssl = table, retry, ssl
        self.mirror = Mirror()
        self.on_message = on_message
        self.ws: Any = None
        self.received_bytes = 0
        self.frames: list[str] | None = None  # every frame received, when a test asks
        self.token_from_store = False

    def hello(self) -> dict[str, Any]:
        msg: dict[str, Any] = {"t": "hello", "v": PROTOCOL, "name": self.name, "table": self.table}
        if self.watch:
            msg["watch"] = True
            return msg
        kept = (self.seat, self.token) if self.token and self.seat is not None else \
            tokens.load(self.address, self.table, self.seat)
        self.token_from_store = kept is not None
        if kept is not None:
            self._kept_seat = kept[0]
            msg["seat"], msg["token"] = kept
        elif self.seat is not None:
            msg["seat"] = self.seat
        return msg

    async def send(self, msg: dict[str, Any]) -> None:
        if self.ws is not None:
            try:
                await self.ws.send(dumps(msg))
            except ConnectionClosed:
                pass

    async def run(self) -> Mirror:
        """Until the game's end (or a final bye); reconnects within `retry` seconds."""
        deadline = time.monotonic() + self.retry
        delay = 0.05
        while True:
            try:
                await self._session()
                deadline = time.monotonic() + self.retry
            except (TimeoutError, OSError, ConnectionClosed, InvalidHandshake) as exc:
                log.info("connection lost: %s", type(exc).__name__)
            if self.mirror.result is not None:
                return self.mirror
            if self.mirror.bye in FINAL_BYES:
                raise Gone(self.mirror.bye)
            if time.monotonic() > deadline:
                raise Gone("net.bye.unreachable")
            await asyncio.sleep(delay)
            delay = min(1.0, delay * 2)

    async def _session(self) -> None:
        async with connect(url_of(self.address, self.ssl is not None), max_size=MAX_HOST_FRAME, compression=None,
                           ssl=self.ssl, open_timeout=5, ping_interval=10, ping_timeout=30, close_timeout=2,
                           proxy=None) as ws:
            self.ws = ws
            await ws.send(dumps(self.hello()))
            try:
                async for raw in ws:
                    self.received_bytes += len(raw)
                    if self.frames is not None:
                        self.frames.append(raw if isinstance(raw, str) else raw.decode("utf-8", "replace"))
                    msg = json.loads(raw)
                    kind = self.mirror.feed(msg)
                    await self._handle(msg, kind)
                    if kind == "end":
                        return
            finally:
                self.ws = None

    async def _handle(self, msg: dict[str, Any], kind: str) -> None:
        mirror = self.mirror
        if kind == "welcome" and msg.get("token") is not None and mirror.seat is not None:
            tokens.store(self.address, self.table, mirror.seat, msg["token"])
            self.seat = mirror.seat
        elif kind == "refused" and msg["key"] == "net.error.bad_token" and self.token_from_store:
            tokens.forget(self.address, self.table, self._kept_seat)  # a table gone: take a free seat
            self.token_from_store = False
            await self.send({k: v for k, v in self.hello().items() if k != "token"})
        elif kind == "state" and mirror.ask_whole:
            mirror.ask_whole = False
            await self.send({"t": "resync"})
        elif kind == "refused" and msg["key"] in ("net.error.no_seat", "net.error.no_table"):
            mirror.bye = msg["key"]
            raise Gone(msg["key"])
        if self.on_message is not None:
            result = self.on_message(self, msg, kind)
            if asyncio.iscoroutine(result):
                await result


class Bot:
    """Plays one seat from its view: `ai:LEVEL` or `random`, deterministic per ply."""

    def __init__(self, spec: str, seed: int = 0, pace: float = 0.0) -> None:
        self.spec, self.seed, self.pace = spec, seed, pace
        self.agent: Any = None
        self.asked_ply = -1
        self.slips = 0
        self.sent = 0  # actions sent

    def choose(self, mirror: Mirror) -> Any:
        info, seat = mirror.info, mirror.seat
        if info is None or seat is None:  # asked on this seat's turn only, once the game is known
            raise ValueError("a bot chooses at its seat of a known game")
        if self.agent is None:
            kind, _, level = self.spec.partition(":")
            self.agent = RandomAgent() if kind == "random" else info.make_agent(level or "normal", seat)
        rng = bot_rng(self.seed + self.slips, mirror.ply, seat)
        action = self.agent.choose(mirror.view, seat, info.state_cls, rng)
        return _encoder(info).encode_action(action)

    async def on_message(self, link: Link, msg: dict[str, Any], kind: str) -> None:
        mirror = link.mirror
        if kind == "welcome":
            self.asked_ply = -1  # a host resumed from its autosave may be back at a ply already asked
        elif kind == "refused" and msg["key"] == "net.error.flood":
            await asyncio.sleep(0.25)  # the host dropped what came after: ask again
            self.asked_ply = -1
        elif kind == "refused" and msg["key"] not in ("net.error.stale", "net.error.not_your_turn",
                                                     "net.error.bad_token"):
            log.info("bot's action refused: %s", msg["key"])
            self.slips += 1  # draw again for this ply
            self.asked_ply = -1
        if mirror.my_turn() and mirror.ply != self.asked_ply:
            self.asked_ply = mirror.ply
            ply = mirror.ply
            if self.pace:
                await asyncio.sleep(self.pace)
            # A random pick is quick: chosen here; an AI thinks in a thread (pings still answered).
            encoded = self.choose(mirror) if self.spec == "random" else await asyncio.to_thread(self.choose, mirror)
            self.sent += 1
            await link.send({"t": "act", "ply": ply, "action": encoded})


_ENCODERS: dict[str, Any] = {}


def _encoder(info: GameInfo) -> Any:
    """An empty state of the game: `encode_action` is an instance method that reads only
    the class (its codec), never the state."""
    if info.id not in _ENCODERS:
        _ENCODERS[info.id] = info.state_cls.__new__(info.state_cls)
    return _ENCODERS[info.id]


async def play(address: str, spec: str | None, seat: int | None = None, watch: bool = False, seed: int = 0,
               retry: float = 30.0, ssl: Any = None, name: str = "", table: str | None = None,
               link: Link | None = None, pace: float = 0.0) -> Mirror:
    """Join as a bot (or a spectator with `watch`) and follow the table to its end."""
    link = link or Link(address, seat, watch, name or (spec or "watcher"), table, retry, ssl)
    if not watch:
        bot = Bot(spec or "random", seed, pace)
        link.on_message = bot.on_message
    return await link.run()
