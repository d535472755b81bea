"""The seats of a network table: what sits there (`Chair`), the seat specs, the join code,
and a bot's generator. Below `table.py`, which imports them."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Protocol

from ludotheque.rules.core import Rng
from ludotheque.rules.session import Seat

REMOTE, HERE = "remote", "here"


class Peer(Protocol):
    """A connection as the table sees it (`server.Conn`)."""

    seat: int | None
    name: str
    log_pos: int  # how far in session.log this connection's lines were looked at
    log_sent: int  # how many lines it was sent
    view_version: int | None  # the version of its seat's view it holds (None: none yet)

    def push(self, text: str) -> bool: ...
    def drop(self, reason: str) -> None: ...
    def ping_ms(self) -> float | None: ...


@dataclass
class Chair:
    """A seat at the network table."""

    spec: str  # remote, here, ai:LEVEL, random
    token: str | None = None
    name: str = ""
    peer: Peer | None = None
    absent_since: float | None = None

    @property
    def played_by_people(self) -> bool:
        return self.spec in (REMOTE, HERE)


def parse_seats(text: str | list[str]) -> list[str]:
    """`remote,here,ai:normal,random` → the specs, checked. Raises ValueError."""
    specs = [s.strip() for s in (text.split(",") if isinstance(text, str) else text) if str(s).strip()]
    for spec in specs:
        if spec not in (REMOTE, HERE):
            seat = Seat.parse(spec)
            if seat.is_human:
                raise ValueError(f"seat {spec!r}: a person's seat is 'remote' or 'here'")
    if not specs:
        raise ValueError("no seats")
    return specs


def session_seat(spec: str, index: int) -> Seat:
    return Seat("human", colour=index) if spec in (REMOTE, HERE) else Seat.parse(spec, colour=index)


def join_code(length: int = 6) -> str:
    """A short code to say aloud: no 0/O, 1/I/L."""
    alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
    return "".join(secrets.choice(alphabet) for _ in range(length))


def bot_rng(seed: int, ply: int, seat: int) -> Rng:
    """A bot client's generator for one decision: a function of its seed, the ply and its
    seat only, so a bot that reconnects plays exactly as it would have."""
    return Rng((seed * 1_000_003 + ply) * 16 + seat)
