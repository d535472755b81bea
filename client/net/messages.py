"""The messages of the network table: JSON objects `{"t": type, ...}`, versioned.

A client's message is checked here before the table looks at it: its size, that it is
JSON, an object, of a known type, with exactly the fields of that type and the right
kinds of values (`parse`). Anything else raises `MessageError` with a short reason that
the host sends back (`refused`), never a traceback; the game is not touched.

Client → host: `hello` (take a seat, resume it with a token, or watch), `act` (an encoded
action for the ply it was chosen at), `chat`, `react` (one of `REACTIONS`), `ping`,
`resync` (a view change it could not apply: the whole view again); on a lobby (`serve`),
`list` and `create` too.
Host → client: `welcome`, `state` (the seat's view, whole or as a change from the version
the connection holds: `delta.py`; the log lines it may read since `log_at`, whose turn,
the ply), `end` (outcome and result line), `refused`, `presence` (who sits where,
connected or not, each seat's round trip `ping` in ms), `chat`, `react`, `chats` (the
last `CHAT_HISTORY` chat lines and reactions, on joining or coming back), `pong`,
`tables`, `created`, `bye` (why the host closes this connection).
"""

from __future__ import annotations

import json
import unicodedata
from typing import Any

PROTOCOL = 2  # 2: a view goes whole once, then as its changes (`delta.py`)
MAX_CLIENT_FRAME = 64 * 1024  # a client's message; Castle Crush's Carry (a 60 Hz path) is the largest
MAX_HOST_FRAME = 4 * 1024 * 1024  # a view is at most wire.MAX_VIEW_BYTES, plus the log
MAX_NAME = 24
MAX_CHAT = 200
CHAT_HISTORY = 50  # chat lines and reactions a (re)joining connection is sent
MAX_TOKEN = 64
MAX_DEPTH = 12
REACTIONS = ("gg", "bravo", "oops", "thanks", "hurry", "wow")

# type -> {field: (allowed python types, required)}
_INT = (int,)
_STR = (str,)
SCHEMA: dict[str, dict[str, tuple[tuple[type, ...], bool]]] = {
    "hello": {"v": (_INT, True), "seat": ((int, type(None)), False), "token": ((str, type(None)), False),
              "name": (_STR, False), "watch": ((bool,), False), "table": ((str, type(None)), False)},
    "act": {"ply": (_INT, True), "action": ((dict, list, str, int), True)},
    "chat": {"text": (_STR, True)},
    "react": {"r": (_STR, True)},
    "ping": {"n": ((int, float), True)},
    "resync": {},
    "list": {},
    "create": {"game": (_STR, True), "seats": ((list,), True), "seed": (_INT, False), "mode": ((str, type(None)), False),
               "options": ((dict,), False)},
}


class MessageError(ValueError):
    """A message refused, with the reason said to its sender."""


def dumps(message: Any) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def _depth(value: Any, limit: int) -> bool:
    """True when `value` nests no deeper than `limit` (a deep list would cost recursion later)."""
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return False
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return True


def parse(raw: str | bytes) -> dict[str, Any]:
    """A client's message, checked against `SCHEMA`. Raises MessageError."""
    if isinstance(raw, bytes):
        raise MessageError("binary frames are not accepted")
    if len(raw) > MAX_CLIENT_FRAME:
        raise MessageError("message too large")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise MessageError("not JSON") from None
    if not isinstance(data, dict):
        raise MessageError("not a JSON object")
    kind = data.get("t")
    if not isinstance(kind, str) or kind not in SCHEMA:
        raise MessageError(f"unknown message type {str(kind)[:20]!r}")
    spec = SCHEMA[kind]
    extra = set(data) - set(spec) - {"t"}
    if extra:
        raise MessageError(f"unknown field {sorted(extra)[0][:20]!r} in {kind}")
    for name, (types, required) in spec.items():
        if name not in data:
            if required:
                raise MessageError(f"{kind} needs {name!r}")
            continue
        value = data[name]
        if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
            raise MessageError(f"{kind}.{name} has the wrong type")
    if not _depth(data, MAX_DEPTH):
        raise MessageError("message nested too deeply")
    token = data.get("token")
    if isinstance(token, str) and len(token) > MAX_TOKEN:
        raise MessageError("token too long")  # a seat's token is 32 characters
    return data


def clean_text(text: str, limit: int) -> str:
    """Chat and names: control and format characters removed, spaces collapsed, capped."""
    kept = "".join(" " if ch in "\t\n\r" else ch for ch in text
                   if ch in "\t\n\r" or unicodedata.category(ch)[0] != "C")
    return " ".join(kept.split())[:limit]


def chat_lines(saved: Any, seats: int) -> list[dict[str, Any]]:
    """Chat lines and reactions kept in a file (an autosave), each checked as if just said:
    the last CHAT_HISTORY of them, anything else left out."""
    lines = []
    for line in saved[-CHAT_HISTORY:] if isinstance(saved, list) else []:
        if not isinstance(line, dict):
            continue
        seat = line.get("seat")
        seat = seat if type(seat) is int and 0 <= seat < seats else None
        name = clean_text(str(line.get("name", "")), MAX_NAME)
        text = clean_text(str(line.get("text", "")), MAX_CHAT)
        if line.get("t") == "chat" and text:
            lines.append({"t": "chat", "seat": seat, "name": name, "text": text})
        elif line.get("t") == "react" and line.get("r") in REACTIONS:
            lines.append({"t": "react", "seat": seat, "name": name, "r": line["r"]})
    return lines


def refused(key: str, reason: str = "", params: dict[str, Any] | None = None) -> dict[str, Any]:
    """A refusal: a translation key (`net.error.*` or a game's own `<game>.error.*`), its
    params, and the reason in words (for logs and bots)."""
    return {"t": "refused", "key": key, "params": dict(params or {}), "reason": reason}
