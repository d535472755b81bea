"""A seat at a network table, as the window's game screen sees it (no pygame here).

`LinkThread` runs a `client.Link` in a thread with its own event loop, beside the pygame
loop; `RemoteSession` is a session-like object the house's game screen and boards draw
from: `view(seat)`, `seen(seat)` (= `state_cls.from_view(view, Rng(0))`, rebuilt once per
ply), `outcome()`, `visible_log`, `current_player()`, `seats`... all from what the host sent
to this seat and nothing else. Its `apply` sends the action to the host, which answers with
the next view (or a refusal, in the rules' own words).
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from ludotheque.client.net.client import Gone, Link
from ludotheque.client.net.seats import bot_rng
from ludotheque.rules.core import Event, GameConfig, Rng
from ludotheque.rules.session import LogEntry, Seat


class LinkThread:
    """A link in its own thread; the window reads `link.mirror` and calls `send`."""

    def __init__(self, link: Link) -> None:
        self.link = link
        self.loop: asyncio.AbstractEventLoop | None = None
        self.error: str | None = None
        self.version = 0  # bumped on every message: the window redraws when it changes
        self._thread = threading.Thread(target=self._main, name="ludotheque-link", daemon=True)
        on_message = link.on_message

        async def counted(lk: Link, msg: dict[str, Any], kind: str) -> None:
            self.version += 1
            if on_message is not None:
                result = on_message(lk, msg, kind)
                if asyncio.iscoroutine(result):
                    await result
        link.on_message = counted

    def start(self) -> LinkThread:
        self._thread.start()
        return self

    def _main(self) -> None:
        async def run() -> None:
            self.loop = asyncio.get_running_loop()
            await self.link.run()
        try:
            asyncio.run(run())
        except asyncio.CancelledError:
            pass  # stopped by the window (`stop`)
        except Gone as gone:
            self.error = gone.key
        except Exception as exc:  # shown in words, never a traceback
            self.error = f"net.error.lost:{type(exc).__name__}"
        self.version += 1

    def send(self, msg: dict[str, Any]) -> None:
        if self.loop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self.link.send(msg)))

    def stop(self) -> None:
        loop = self.loop
        if loop is not None and not loop.is_closed():
            def close() -> None:
                for task in asyncio.all_tasks(loop):
                    task.cancel()
            loop.call_soon_threadsafe(close)


class RemoteSession:
    """What the game screen needs of a session, for one seat at a network table."""

    def __init__(self, thread: LinkThread) -> None:
        self.thread = thread
        self.mirror = thread.link.mirror
        info = self.mirror.info
        if info is None:  # the screen opens once the table said its game (its first view reads it)
            raise ValueError("a remote session starts once the table has said which game it plays")
        self.info = info
        self.config = GameConfig(self.mirror.players, 0, self.mirror.mode, dict(self.mirror.options))
        self.decisions = 0
        self._seen: tuple[int, Any] = (-2, None)
        self._log: tuple[int, list[LogEntry]] = (-1, [])
        self.pending_ply: int | None = None  # an action sent, its answer not yet here

    # --- who sits where -----------------------------------------------------------------------
    @property
    def me(self) -> int | None:
        return self.mirror.seat

    @property
    def seats(self) -> list[Seat]:
        rows = self.mirror.presence.get("seats") or [{}] * self.mirror.players
        out = []
        for i, row in enumerate(rows):
            name = str(row.get("name", ""))
            out.append(Seat("human", name=name, colour=i) if i == self.me else Seat("ai", "normal", name, i))
        return out

    def humans(self) -> list[int]:
        return [] if self.me is None else [self.me]

    # --- the game as this seat sees it ----------------------------------------------------------
    @property
    def ply(self) -> int:
        return max(0, self.mirror.ply)

    def ready(self) -> bool:
        return self.mirror.view is not None and self.info is not None

    def current_player(self) -> int | None:
        return None if self.mirror.outcome is not None else self.mirror.turn

    def current_seat(self) -> Seat | None:
        p = self.current_player()
        return None if p is None else self.seats[p]

    def is_over(self) -> bool:
        return self.mirror.outcome is not None

    def view(self, viewer: int | None) -> Any:
        return self.mirror.view

    def decision_rng(self, player: int) -> Rng:
        """The generator of a choice the board makes for its own seat with the AI ("let the AI
        claim the rest for me" in Castle Risk): the host's seed never leaves the host, so the
        bot clients' generator, from the ply and the seat."""
        return bot_rng(0, self.ply, player)

    def seen(self, viewer: int | None = None) -> Any:
        ply, state = self._seen
        if ply != self.mirror.ply or state is None:
            state = self.info.state_cls.from_view(self.mirror.view, Rng(0))
            self._seen = (self.mirror.ply, state)
        return state

    @property
    def state(self) -> Any:
        """The seat's determinised state (the house's screen asks `shows_private`,
        `seen_by` and `is_over` of it; the hidden parts are samples, never the host's)."""
        return self.seen()

    def outcome(self) -> Any:
        return self.mirror.outcome

    @property
    def log(self) -> list[LogEntry]:
        n, entries = self._log
        if n != len(self.mirror.log):
            entries = [LogEntry(int(e["ply"]), Event.from_json(e)) for e in self.mirror.log]
            self._log = (len(self.mirror.log), entries)
        return entries

    def visible_log(self, viewer: int | None) -> list[LogEntry]:
        return self.log

    def needs_pass_screen(self, last_viewer: int | None, next_player: int | None) -> bool:
        return False

    # --- acting -----------------------------------------------------------------------------------
    def apply(self, action: Any) -> list:
        """Send the action; the host's answer arrives as the next view (or a refusal)."""
        encoded = self.seen().encode_action(action)
        self.pending_ply = self.mirror.ply
        self.thread.send({"t": "act", "ply": self.mirror.ply, "action": encoded})
        return []

    def can_undo(self, player: int | None = None) -> bool:
        return False

    def undo(self, player: int | None = None) -> bool:
        return False

    def chat(self, text: str) -> None:
        self.thread.send({"t": "chat", "text": text})

    def react(self, reaction: str) -> None:
        self.thread.send({"t": "react", "r": reaction})

    def result(self) -> dict[str, Any] | None:
        return self.mirror.result
