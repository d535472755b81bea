"""A seat at a network table, as the window's game screen sees it (no pygame here).

`LinkThread` runs a `client.Link` in a thread with its own event loop, beside the pygame
loop; `RemoteSession` is a session-like object the house's game screen and boards draw
from: `view(seat)`, `seen(seat)` (= `state_cls.from_view(view, Rng(0))`, rebuilt once per
ply), `outcome()`, `visible_log`, `current_player()`, `seats`... all from what the host sent
to this seat and nothing else. Its `apply` sends the action to the host, which answers with
the next view (or a refusal, in the rules' own words). A window that plays several seats
(a hot seat beside remote players) holds one link per seat.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from ludotheque.client.net.client import Gone, Link, Mirror
from ludotheque.client.net.seats import HERE, REMOTE, bot_rng
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
    """What the game screen needs of a session, for the seats of one window at a network table.

    One window may sit at several seats (a hot seat beside remote players): one link per seat,
    each with its own view. `active` is the seat the screen shows now (the viewer); `mirror`
    is its link's knowledge. The other seats' links only wait for their turn: nothing of them
    is drawn until the screen passes to them. A spectator is one link with no seat.
    """

    def __init__(self, *threads: LinkThread) -> None:
        if not threads:
            raise ValueError("a remote session needs a link")
        self.threads = list(threads)
        self.thread = threads[0]  # the chat and who is there: every link is told the same
        self.by_seat = {t.link.mirror.seat: t for t in threads}
        first = self.thread.link.mirror
        info = first.info
        if info is None:  # the screen opens once the table said its game (its first view reads it)
            raise ValueError("a remote session starts once the table has said which game it plays")
        self.active: int | None = first.seat
        self.info = info
        self.config = GameConfig(first.players, 0, first.mode, dict(first.options))
        self.decisions = 0
        self._seen: dict[int | None, tuple[int, Any]] = {}
        self._logs: dict[int | None, tuple[int, list[LogEntry]]] = {}
        self.pending_ply: int | None = None  # an action sent, its answer not yet here

    # --- who sits where -----------------------------------------------------------------------
    @property
    def mirror(self) -> Mirror:
        """What the host told the seat on screen."""
        return self.by_seat[self.active].link.mirror

    @property
    def me(self) -> int | None:
        return self.active

    @property
    def here(self) -> list[int]:
        """The seats this window plays (a hot seat when more than one)."""
        return sorted(s for s in self.by_seat if s is not None)

    @property
    def version(self) -> int:
        """Changes whenever any of this window's links heard from the host."""
        return sum(t.version for t in self.threads)

    @property
    def seats(self) -> list[Seat]:
        """This window's seats are the humans at this screen; the others are played elsewhere
        (drawn as the boards draw a seat nobody here plays). Once the game is over, every
        seat people played is a human's on the results."""
        rows = self.thread.link.mirror.presence.get("seats") or [{}] * self.config.num_players
        here, over = self.here, self.is_over()
        out = []
        for i, row in enumerate(rows):
            name = str(row.get("name", ""))
            people = row.get("spec") in (REMOTE, HERE)
            if i in here or (over and people):
                out.append(Seat("human", name=name, colour=i))
            elif over and _kind(row.get("spec")) is not None:
                out.append(Seat.parse(str(row["spec"]), name=name, colour=i))
            else:
                out.append(Seat("ai", "normal", name, i))
        return out

    def humans(self) -> list[int]:
        return self.here

    # --- the game as this window's seats see it --------------------------------------------------
    def _mirror_of(self, viewer: int | None) -> Mirror:
        thread = self.by_seat.get(viewer)
        return (thread or self.by_seat[self.active]).link.mirror

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
        return any(t.link.mirror.outcome is not None for t in self.threads)

    def view(self, viewer: int | None) -> Any:
        return self._mirror_of(viewer).view

    def view_model(self, viewer: int | None) -> Any:
        """The typed `View` the host sent (`view(viewer)` is its JSON form)."""
        held = self._mirror_of(viewer).held
        return None if held is None else held.typed

    def decision_rng(self, player: int) -> Rng:
        """The generator of a choice the board makes for its own seat with the AI ("let the AI
        claim the rest for me" in Castle Risk): the host's seed never leaves the host, so the
        bot clients' generator, from the ply and the seat."""
        return bot_rng(0, self.ply, player)

    def seen(self, viewer: int | None = None) -> Any:
        mirror = self._mirror_of(viewer)
        ply, state = self._seen.get(mirror.seat, (-2, None))
        if ply != mirror.ply or state is None:
            state = self.info.state_cls.from_view(mirror.view, Rng(0))
            self._seen[mirror.seat] = (mirror.ply, state)
        return state

    @property
    def state(self) -> Any:
        """The seat's determinised state (the house's screen asks `shows_private`,
        `seen_by` and `is_over` of it; the hidden parts are samples, never the host's)."""
        return self.seen(self.active)

    def outcome(self) -> Any:
        return next((t.link.mirror.outcome for t in self.threads if t.link.mirror.outcome is not None), None)

    def visible_log(self, viewer: int | None) -> list[LogEntry]:
        mirror = self._mirror_of(viewer)
        n, entries = self._logs.get(mirror.seat, (-1, []))
        if n != len(mirror.log):
            entries = [LogEntry(int(e["ply"]), Event.from_json(e)) for e in mirror.log]
            self._logs[mirror.seat] = (len(mirror.log), entries)
        return entries

    @property
    def log(self) -> list[LogEntry]:
        return self.visible_log(self.active)

    def needs_pass_screen(self, last_viewer: int | None, next_player: int | None) -> bool:
        return False

    # --- acting -----------------------------------------------------------------------------------
    def apply(self, action: Any) -> list:
        """Send the action on the seat on screen's link; the host's answer arrives as the next
        view (or a refusal)."""
        mirror = self.mirror
        encoded = self.seen(self.active).encode_action(action)
        self.pending_ply = mirror.ply
        self.by_seat[self.active].send({"t": "act", "ply": mirror.ply, "action": encoded})
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

    def stop(self) -> None:
        for thread in self.threads:
            thread.stop()


def _kind(spec: Any) -> Seat | None:
    """An AI seat's spec as the host said it (None when it is not one we know)."""
    try:
        return Seat.parse(spec) if isinstance(spec, str) else None
    except ValueError:
        return None
