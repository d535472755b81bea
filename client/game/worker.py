"""AI decisions off the main thread, so the window never freezes while an AI thinks."""

from __future__ import annotations

import threading
import time
from typing import Any

from rules.session import Session


class AIWorker:
    """Computes one AI decision for the session's current state in a daemon thread."""

    def __init__(self, session: Session, player: int) -> None:
        self.player = player
        self.ply = session.ply
        self.result: Any = None
        self.error: BaseException | None = None
        self.seconds = 0.0
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(session,), daemon=True)
        self._thread.start()

    def _run(self, session: Session) -> None:
        start = time.perf_counter()
        try:
            self.result = session.choose_for(self.player)
        except BaseException as exc:  # reported to the main thread, never lost
            self.error = exc
        self.seconds = time.perf_counter() - start
        self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)
