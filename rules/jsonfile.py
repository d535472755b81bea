"""Reading a JSON file the user's folders hold (saves, statistics, settings, high scores)
without ever crashing on what is in it.

Such a file may be anything: empty, truncated, gigabytes long, or nested 100,000 levels
deep (the standard parser then raises RecursionError, which `except ValueError` does not
catch). `read_json` refuses those with a `JsonFileError` naming the reason; it is a
ValueError, so callers that already catch ValueError stay safe. Standard library only, so
`rules/` (the Construction high scores) and `client/` (saves, settings) share it.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

MAX_BYTES = 32 * 1024 * 1024  # a long game's save is under 100 kB
MAX_DEPTH = 64  # our files nest at most about 10 levels

TEMP_SUFFIX = ".tmp"
STALE_AFTER = 60.0  # seconds: an older temporary file is a killed write, not one under way
REASONS = ("unreadable", "empty", "too_large", "too_deep", "corrupt")


class JsonFileError(ValueError):
    """A file that is not usable JSON. `reason` is one of REASONS, `detail` the specifics."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


def read_json(path: Path, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value in `path`. Raises JsonFileError; FileNotFoundError when it is missing
    (or a folder on its way is a file)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise
    except NotADirectoryError as exc:  # a folder on the way is a file: nothing is there
        raise FileNotFoundError(exc.errno, exc.strerror, str(path)) from None
    except OSError as exc:
        raise JsonFileError("unreadable", exc.strerror or str(exc)) from None
    if not stat.S_ISREG(info.st_mode):
        raise JsonFileError("unreadable", "not a regular file")
    if info.st_size > max_bytes:
        raise JsonFileError("too_large", f"{info.st_size} > {max_bytes} bytes")
    try:
        with open(path, "rb") as fh:
            raw = fh.read(max_bytes + 1)  # the file may have grown since stat
    except OSError as exc:
        raise JsonFileError("unreadable", exc.strerror or str(exc)) from None
    if len(raw) > max_bytes:
        raise JsonFileError("too_large", f"more than {max_bytes} bytes")
    return parse_json(raw, max_depth)


def parse_json(raw: bytes, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value in `raw`, refused when empty, undecodable or nested too deep."""
    if not raw.strip():
        raise JsonFileError("empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise JsonFileError("corrupt", "not UTF-8") from None
    try:
        data = json.loads(text)
    except RecursionError:
        raise JsonFileError("too_deep", f"more than {max_depth} levels") from None
    except ValueError as exc:
        raise JsonFileError("corrupt", str(exc)) from None
    if nesting(data) > max_depth:
        raise JsonFileError("too_deep", f"more than {max_depth} levels")
    return data


def nesting(value: Any) -> int:
    """How many containers deep `value` goes (a scalar is 0), without recursion."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, level = stack.pop()
        children: Iterable[Any]
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, level)
        stack.extend((child, level + 1) for child in children)
    return deepest


def set_aside(path: Path) -> Path | None:
    """Rename a broken file out of the way (kept for the curious, never read again) and
    return its new path; None when even that fails."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.broken-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}.broken-{stamp}-{n}{path.suffix}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def write_json_atomic(path: Path, data: Any) -> None:
    """Temporary file in the same folder, flush, fsync, rename: never a half-written file.
    (`json.dumps` then one write: `json.dump` to a file takes the pure-Python encoder.)"""
    write_text_atomic(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))


def write_text_atomic(path: Path, text: str) -> None:
    """`write_json_atomic` for JSON already written (a network table's autosave, written
    on its event loop and saved by a worker thread)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def remove_stale_temporaries(folder: Path, now: float | None = None) -> int:
    """Delete the temporary files killed writes left in `folder` (`.NAME.xxxx.tmp`, and the
    `NAME.tmp` older versions wrote), older than STALE_AFTER so another running copy's write
    is never cut; return how many went. Never raises."""
    now = time.time() if now is None else now
    removed = 0
    try:
        candidates = list(folder.glob(f"*{TEMP_SUFFIX}"))  # pathlib's * matches hidden names too
    except OSError:
        return 0
    for path in candidates:
        try:
            info = os.lstat(path)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_AFTER:
                os.unlink(path)
                removed += 1
        except OSError:
            continue
    return removed
