"""Work off the main thread (AI decisions, hints), so the window never freezes."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from ludotheque.rules.session import Session


class Task:
    """Runs `job()` once in a daemon thread; the main thread polls `done` and reads
    `result` or `error` (an exception is reported, never lost)."""

    def __init__(self, job: Callable[[], Any]) -> None:
        self.result: Any = None
        self.error: BaseException | None = None
        self.seconds = 0.0
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(job,), daemon=True)
        self._thread.start()

    def _run(self, job: Callable[[], Any]) -> None:
        start = time.perf_counter()
        try:
            self.result = job()
        except BaseException as exc:  # reported to the main thread, never lost
            self.error = exc
        self.seconds = time.perf_counter() - start
        self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)


class AIWorker(Task):
    """Computes one AI decision for the session's current state."""

    def __init__(self, session: Session, player: int) -> None:
        self.player = player
        self.ply = session.ply
        super().__init__(lambda: session.choose_for(player))
