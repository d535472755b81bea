"""Signals that must end a command even when they land inside a C callback.

A signal handler raises in the main thread wherever it is; when that is inside a cffi
callback (pymunk's shape queries and collision handlers), cffi prints "Exception ignored"
and carries on, and Ctrl+C or SIGTERM would be lost. So the handler also records the
signal, and the long loops (the window's frames, monkey's gestures, autoplay's actions)
call `raise_if_signalled()` once a round: a swallowed signal is raised again there.
"""

from __future__ import annotations

import signal


class Terminated(BaseException):
    """SIGTERM arrived: unwinds like Ctrl+C's KeyboardInterrupt (every `finally` and `with`
    runs, temporary folders are removed), and the command exits with 143."""


_pending: int | None = None


def interrupt(signum: int) -> BaseException:
    """The exception a signal unwinds with (KeyboardInterrupt for SIGINT, else Terminated)."""
    return KeyboardInterrupt() if signum == signal.SIGINT else Terminated()


def on_signal(signum: int, frame: object) -> None:
    """The handler for SIGINT and SIGTERM: remember it, then raise."""
    global _pending
    _pending = signum
    raise interrupt(signum)


def raise_if_signalled() -> None:
    """Raise the signal's exception if one arrived and was swallowed on its way."""
    if _pending is not None:
        raise interrupt(_pending)
