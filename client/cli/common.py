"""What every command shares: the user-error type and the small argument parsers.

Below `main` (which dispatches) and the commands (which use these), so no command
imports `main` back.
"""

from __future__ import annotations

import os
import signal
import sys
import threading

from ludotheque.client.interrupts import on_signal


class CliError(Exception):
    """A user error: printed as one line, exit 2."""


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise CliError(f"--size must look like 1280x720, not {text!r}") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise CliError(f"--size {text} is out of range")
    return w, h


def parse_options(items: list[str]) -> dict[str, str]:
    out = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise CliError(f"--option must be K=V, not {item!r}")
        out[key.strip()] = value.strip()
    return out


def headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def handle_signals() -> None:
    """SIGTERM raises `Terminated` in the main thread, Ctrl+C KeyboardInterrupt (again at
    the next round of a long loop if a C callback swallowed it: `client/interrupts.py`);
    and SDL is told to install no handlers of its own (it would turn both into a quit
    event that a headless command never reads)."""
    os.environ["SDL_NO_SIGNAL_HANDLERS"] = "1"
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, on_signal)
        signal.signal(signal.SIGINT, on_signal)


def progress(message: str) -> None:
    """A progress line on stderr (stdout keeps the command's result)."""
    print(message, file=sys.stderr, flush=True)
