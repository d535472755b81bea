"""What every command shares: the user-error type and the small argument parsers.

Below `main` (which dispatches) and the commands (which use these), so no command
imports `main` back.
"""

from __future__ import annotations

import os


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
