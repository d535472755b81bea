"""The websocket server of the network table: one table (`host`) or a lobby of many (`serve`).

Whatever one connection does, the others are served:
- a frame over `MAX_CLIENT_FRAME` closes that connection (websockets' 1009, "message too
  big"); a message that is not in the schema is refused with a reason (`messages.parse`);
- each connection has a rate limit (a token bucket: over it, messages are dropped and the
  sender is told, at most once a second);
- each connection has a bounded send queue: a client that stops reading fills it and is
  dropped (it may reconnect with its token); the others never wait for it.

`ServerThread` runs a server in its own thread with its own event loop, beside the pygame
loop of the window (which then only looks at the table through `call`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ludotheque.client import saves
from ludotheque.client.net import messages
from ludotheque.client.net.messages import MAX_CLIENT_FRAME, MessageError, dumps, refused
from ludotheque.client.net.seats import HERE, parse_seats
from ludotheque.client.net.table import Table
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

log = logging.getLogger("ludotheque.net")

SEND_QUEUE = 256  # messages waiting for one connection before it counts as not reading
RATE = 200.0  # messages a second, sustained, per connection (a fast bot plays about 100 moves a second)
BURST = 400.0
MAX_TABLES = 200
MAX_CREATES = 8  # tables one connection may open on a lobby
LOBBY_SAVE_EVERY = 1.0  # seconds between a lobby table's autosaves (a hosted one: 0.25)
SAVE_PREFIX = "net-"
PRESENCE_EVERY = 10.0  # seconds between pings shown while anyone is connected
PING_TIMEOUT = 30.0
FLOOD = dumps(refused("net.error.flood", "too many messages: slow down"))


class Conn:
    """One websocket connection: its seat, its send queue, its rate limit."""

    def __init__(self, ws: ServerConnection, queue_size: int = SEND_QUEUE) -> None:
        self.ws = ws
        self.seat: int | None = None
        self.name = ""
        self.log_pos = 0
        self.log_sent = 0
        self.view_version: int | None = None
        self.table: Table | None = None
        self.queue: asyncio.Queue[str] = asyncio.Queue(queue_size)
        self.allowance = BURST
        self.checked = time.monotonic()
        self.warned = 0.0
        self.creates = 0
        self.closing: str | None = None

    def push(self, text: str) -> bool:
        if self.closing is not None:
            return False
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            self.drop("net.bye.too_slow")
            return False
        return True

    def drop(self, reason: str) -> None:
        """Close this connection (after what is queued, unless it stopped reading)."""
        if self.closing is not None:
            return
        self.closing = reason
        if reason == "net.bye.too_slow":
            self.ws.transport.abort()  # its queue is full: nothing more can reach it anyway
            return
        with contextlib.suppress(asyncio.QueueFull):
            self.queue.put_nowait("")  # the writer closes after the messages before it

    def ping_ms(self) -> float | None:
        """The last round trip measured (a websocket ping and its pong), in ms; None before."""
        latency = self.ws.latency
        return max(0.1, round(latency * 1000, 1)) if latency else None

    def allowed(self, raw: str | bytes) -> bool:
        """The token bucket. A message over the rate is dropped unread; the sender is told
        at most once a second, except for an action, whose refusal is always sent (its
        player would otherwise wait for an answer that never comes)."""
        now = time.monotonic()
        self.allowance = min(BURST, self.allowance + (now - self.checked) * RATE)
        self.checked = now
        if self.allowance >= 1.0:
            self.allowance -= 1.0
            return True
        is_act = isinstance(raw, str) and len(raw) <= MAX_CLIENT_FRAME and '"act"' in raw[:40]
        if is_act or now - self.warned >= 1.0:
            self.warned = now
            self.push(FLOOD)
        return False

    async def write(self) -> None:
        ws = self.ws
        while True:
            text = await self.queue.get()
            if text == "":
                await ws.close(4000, self.closing or "")
                return
            await ws.send(text)


class Server:
    """The tables of one process and the handler of every connection."""

    def __init__(self, tables: list[Table] | None = None, lobby: bool = False,
                 queue_size: int = SEND_QUEUE, saves: Path | None = None) -> None:
        self.tables: dict[str, Table] = {}
        self.lobby = lobby
        self.saves = saves  # a lobby's folder of table autosaves (None: not saved)
        self.queue_size = queue_size
        self.port = 0
        self.conns: set[Conn] = set()
        self._tasks: set[asyncio.Task] = set()
        self._stop: asyncio.Future | None = None
        for table in tables or []:
            self.tables[table.table_id] = table

    # --- tables -------------------------------------------------------------------------------
    def add(self, table: Table) -> Table:
        self.tables[table.table_id] = table
        if self._stop is not None:
            self._spawn(table.drive())
        return table

    def _spawn(self, coro) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def listing(self) -> dict[str, Any]:
        rows = []
        for table in self.tables.values():
            s = table.session
            rows.append({"table": table.table_id, "game": s.info.id, "mode": s.config.mode,
                         "seats": table.presence()["seats"], "started": table.started, "over": s.is_over()})
        return {"t": "tables", "tables": rows}

    def create(self, conn: Conn, msg: dict[str, Any]) -> None:
        if not self.lobby:
            conn.push(dumps(refused("net.error.no_lobby", "this host serves one table")))
            return
        if conn.creates >= MAX_CREATES or len(self.tables) >= MAX_TABLES:
            conn.push(dumps(refused("net.error.too_many_tables", "no more tables here")))
            return
        try:
            specs = parse_seats([str(s)[:20] for s in msg["seats"][:8]])
            if HERE in specs:
                raise ValueError("a lobby has no window: seats are remote, ai:LEVEL or random")
            options = {str(k)[:30]: v for k, v in list(msg.get("options", {}).items())[:8]
                       if isinstance(v, (str, int, bool))}
            table = Table.create(msg["game"][:30], specs, msg.get("seed", 0) & 0xFFFFFFFF, msg.get("mode"), options)
        except (ValueError, LookupError) as exc:
            conn.push(dumps(refused("net.error.bad_table", str(exc)[:200])))
            return
        conn.creates += 1
        if self.saves is not None:
            table.save_path, table.save_every = self.saves / f"{SAVE_PREFIX}{table.table_id}.json", LOBBY_SAVE_EVERY
        self.add(table)
        conn.push(dumps({"t": "created", "table": table.table_id}))

    # --- connections ------------------------------------------------------------------------------
    async def handler(self, ws: ServerConnection) -> None:
        conn = Conn(ws, self.queue_size)
        self.conns.add(conn)
        writer = asyncio.get_running_loop().create_task(conn.write())
        try:
            async for raw in ws:
                if conn.closing is not None:
                    break
                if not conn.allowed(raw):
                    continue
                try:
                    msg = messages.parse(raw)
                except MessageError as err:
                    conn.push(dumps(refused("net.error.bad_message", str(err))))
                    continue
                self.dispatch(conn, msg)
        except ConnectionClosed:
            pass
        finally:
            self.conns.discard(conn)
            if conn.table is not None:
                conn.table.left(conn)
                self._forget_if_done(conn.table)
            if conn.closing is None:
                writer.cancel()
            else:  # told why (bye): the writer closes after the messages before it, if they go
                with contextlib.suppress(asyncio.TimeoutError, ConnectionClosed, asyncio.CancelledError):
                    await asyncio.wait_for(writer, 2)
            if ws.transport is not None and not ws.transport.is_closing() and conn.closing is not None:
                ws.transport.abort()  # a client that does not read its bye is not waited for

    def dispatch(self, conn: Conn, msg: dict[str, Any]) -> None:
        kind = msg["t"]
        table = conn.table
        if kind == "ping":
            n = msg["n"]
            conn.push(dumps({"t": "pong", "n": n if abs(n) < 1e15 else 0}))
        elif kind == "list":
            conn.push(dumps(self.listing()))
        elif kind == "create":
            self.create(conn, msg)
        elif kind == "hello":
            if table is not None:
                conn.push(dumps(refused("net.error.already", "this connection already sits at a table")))
                return
            table = self._table_for(msg.get("table"))
            if table is None:
                conn.push(dumps(refused("net.error.no_table", "no such table")))
                return
            table.hello(conn, msg)
            if conn.seat is not None or conn in table.watchers:
                conn.table = table
                if conn.seat is not None:
                    self._spawn(self._measure(conn, table))
        elif table is None:
            conn.push(dumps(refused("net.error.no_hello", "say hello first")))
        elif kind == "act":
            table.act(conn, msg)
        elif kind == "resync":
            table.resync(conn)
        elif kind == "chat":
            table.chat(conn, msg)
        elif kind == "react":
            table.react(conn, msg)

    def reopen(self, absent_ai_after: float | None = 60.0) -> list[str]:
        """The lobby's unfinished tables from their autosaves (a lobby that was stopped or
        killed): the same codes, seats and tokens; their players come back with their
        tokens. The codes reopened; a save that cannot be read is left where it is."""
        reopened = []
        for path in sorted(self.saves.glob(f"{SAVE_PREFIX}*.json")) if self.saves is not None else []:
            try:
                payload = saves.read_save(path)
                if payload.get("finished"):
                    continue
                table = Table.resume(payload, absent_ai_after=absent_ai_after, save_path=path,
                                     save_every=LOBBY_SAVE_EVERY)
            except (saves.SaveError, ValueError, KeyError, TypeError, LookupError) as exc:
                log.warning("lobby: %s not reopened (%s)", path.name, type(exc).__name__)
                continue
            if table.table_id in self.tables or len(self.tables) >= MAX_TABLES:
                continue
            self.add(table)
            reopened.append(table.table_id)
        return reopened

    def _table_for(self, table_id: str | None) -> Table | None:
        if table_id is None and len(self.tables) == 1 and not self.lobby:
            return next(iter(self.tables.values()))
        return self.tables.get(table_id) if table_id is not None else None

    def _forget_if_done(self, table: Table) -> None:
        if self.lobby and table.session.is_over() and not table.peers():
            self.tables.pop(table.table_id, None)

    # --- running ----------------------------------------------------------------------------------
    async def run(self, host: str, port: int, ssl: Any = None,
                  ready: Callable[[int], None] | None = None) -> None:
        """Serve until `stop()`; `ready(port)` once listening."""
        loop = asyncio.get_running_loop()
        self._stop = loop.create_future()
        async with serve(self.handler, host, port, max_size=MAX_CLIENT_FRAME, max_queue=16, compression=None,
                         ping_interval=PRESENCE_EVERY, ping_timeout=PING_TIMEOUT, close_timeout=2, ssl=ssl,
                         server_header=None) as server:
            self.port = server.sockets[0].getsockname()[1]
            for table in self.tables.values():
                self._spawn(table.drive())
            self._spawn(self._pings())
            if ready is not None:
                ready(self.port)
            await self._stop
            for task in list(self._tasks):
                task.cancel()
            # The autosaves under way reach the disk before the server says it stopped (one
            # still waiting for its time is dropped, as a stop between two saves would).
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.gather(*(t.flush(False) for t in self.tables.values())), 10)

    def stop(self) -> None:
        if self._stop is not None and not self._stop.done():
            self._stop.set_result(None)

    async def drain(self, timeout: float = 5.0) -> None:
        """Wait until every connection's queue is sent (the end reached everyone)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and any(c.queue.qsize() and c.closing is None for c in self.conns):
            await asyncio.sleep(0.02)

    async def _measure(self, conn: Conn, table: Table) -> None:
        """A seat's round trip measured as it sits down, then told to the table (the
        lobby shows it at once; the keepalive pings measure it again every
        PRESENCE_EVERY seconds, and `_pings` tells it)."""
        with contextlib.suppress(ConnectionClosed, TimeoutError, RuntimeError):
            pong = await conn.ws.ping()
            await asyncio.wait_for(pong, PING_TIMEOUT)
            if conn.table is table and conn.closing is None:
                table.broadcast(table.presence())

    async def _pings(self) -> None:
        while True:
            await asyncio.sleep(PRESENCE_EVERY)
            for table in list(self.tables.values()):
                if table.peers():
                    table.broadcast(table.presence())


class ServerThread:
    """A server in a thread of its own (the window's host keeps its frame loop)."""

    def __init__(self, server: Server, host: str = "127.0.0.1", port: int = 0, ssl: Any = None) -> None:
        self.server = server
        self.loop: asyncio.AbstractEventLoop | None = None
        self.port = 0
        self.error: BaseException | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._main, args=(host, port, ssl), name="ludotheque-net", daemon=True)

    def start(self, timeout: float = 10.0) -> int:
        self._thread.start()
        self._ready.wait(timeout)
        if self.error is not None:
            raise self.error
        return self.port

    def _main(self, host: str, port: int, ssl: Any) -> None:
        def ready(p: int) -> None:
            self.port = p
            self.loop = asyncio.get_running_loop()
            self._ready.set()
        try:
            asyncio.run(self.server.run(host, port, ssl, ready))
        except BaseException as exc:  # noqa: BLE001 (told to the thread that started it)
            self.error = exc
            self._ready.set()

    def call(self, fn: Callable[..., Any], *args: Any) -> None:
        """Run `fn(*args)` on the server's loop (the only thread that touches a table)."""
        if self.loop is not None:
            self.loop.call_soon_threadsafe(fn, *args)

    def stop(self) -> None:
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self.server.stop)
        self._thread.join(5)
