"""Signals that must end a command even when they land inside a C callback.

A signal handler raises in the main thread wherever it is; when that is inside a cffi
callback (pymunk's shape queries and collision handlers), cffi prints "Exception ignored"
with a traceback and carries on, and Ctrl+C or SIGTERM would be lost. So the handler
records the signal, raises only when no pymunk code is running (otherwise it returns at
once), and the long loops (the window's frames, monkey's gestures, autoplay's actions)
call `raise_if_signalled()` once a round: a deferred signal is raised there.
"""

from __future__ import annotations

import signal
from types import FrameType


class Terminated(SystemExit):
    """SIGTERM arrived: unwinds like Ctrl+C's KeyboardInterrupt (every `finally` and `with`
    runs, temporary folders are removed), and the command exits with 143. A SystemExit,
    because asyncio lets only SystemExit and KeyboardInterrupt through a callback or a
    task: any other exception raised there is logged and swallowed, and a `serve` told to
    stop in the middle of one went on serving (seen as a lobby that ignored SIGTERM)."""

    def __init__(self) -> None:
        super().__init__(143)  # if it ever reaches the interpreter's top: still 143


_pending: int | None = None


def interrupt(signum: int) -> BaseException:
    """The exception a signal unwinds with (KeyboardInterrupt for SIGINT, else Terminated)."""
    return KeyboardInterrupt() if signum == signal.SIGINT else Terminated()


def inside_physics(frame: FrameType | None) -> bool:
    """Whether pymunk's code is on the interrupted stack (a C callback may be under it)."""
    while frame is not None:
        if str(frame.f_globals.get("__name__", "")).split(".")[0] == "pymunk":
            return True
        frame = frame.f_back
    return False


def on_signal(signum: int, frame: FrameType | None) -> None:
    """The handler for SIGINT and SIGTERM: remember it, then raise unless pymunk is
    running (the loop's next round raises it)."""
    global _pending
    _pending = signum
    if not inside_physics(frame):
        raise interrupt(signum)


def raise_if_signalled() -> None:
    """Raise the signal's exception if one arrived and was swallowed on its way."""
    if _pending is not None:
        raise interrupt(_pending)
