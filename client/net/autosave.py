"""A network table's autosave, written without holding its moves up.

`Autosave.request(build)` asks for the file to be written: at most every `every` seconds
(a request in between is written when that time is up), `force` at once (the end of the
game). `build()` gives the file's text and runs on the event loop, so it sees the table
as it is at that moment; the file itself is written by a worker thread (temporary file,
fsync, rename: never half a file), one write at a time, the newest text waiting next (an
older waiting one is dropped). `flush()` waits until the file on disk is the last asked
for: a server that stops awaits the writes under way. Asked from a thread with no event loop (the window's
own thread), the file is written there and then. Each text is numbered when it is built,
and a text never replaces a newer one on disk, whichever thread writes last.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path

from ludotheque.rules.jsonfile import write_text_atomic

log = logging.getLogger("ludotheque.net")


class Autosave:
    def __init__(self, path: Path, every: float, name: str = "") -> None:
        self.path, self.every, self.name = path, every, name
        self._last = 0.0
        self._pending: Callable[[], str] | None = None  # a request waiting for its time
        self._writing: asyncio.Future[None] | None = None  # the write a worker thread is doing
        self._next: tuple[int, str] | None = None  # the text to write after it
        self._built = 0  # texts numbered as built
        self._stored = 0  # the number of the text on disk
        self._lock = threading.Lock()

    def request(self, build: Callable[[], str], force: bool = False) -> None:
        now = time.monotonic()
        if not force and now - self._last < self.every:
            if self._pending is None:
                asyncio.get_running_loop().call_later(self._last + self.every - now, self._due)
            self._pending = build
            return
        self._pending = None
        self._last = now
        self._built += 1
        numbered = (self._built, build())
        try:
            asyncio.get_running_loop()
        except RuntimeError:  # no loop in this thread: written here
            self._store(*numbered)
            return
        self._write(numbered)

    def _due(self) -> None:
        build, self._pending = self._pending, None
        if build is not None:
            self.request(build, force=True)

    def _write(self, numbered: tuple[int, str]) -> None:
        if self._writing is not None:
            self._next = numbered
            return
        self._writing = asyncio.get_running_loop().run_in_executor(None, self._store, *numbered)
        self._writing.add_done_callback(self._written)

    def _store(self, number: int, text: str) -> None:
        with self._lock:
            if number > self._stored:
                write_text_atomic(self.path, text)
                self._stored = number

    def _written(self, done: asyncio.Future[None]) -> None:
        self._writing = None
        exc = None if done.cancelled() else done.exception()
        if exc is not None:
            log.warning("table %s: autosave failed: %s", self.name, getattr(exc, "strerror", None) or exc)
        numbered, self._next = self._next, None
        if numbered is not None:
            self._write(numbered)

    async def flush(self, pending: bool = True) -> None:
        """Until the writes under way are on disk; with `pending`, a request still waiting
        for its time is written now too (else it is dropped)."""
        if self._pending is not None and pending:
            self._due()
        self._pending = None
        while self._writing is not None:
            await asyncio.shield(self._writing)
