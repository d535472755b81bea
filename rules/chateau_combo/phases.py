"""The phases of a game of Château Combo, and the decision a card's effect leaves pending.

Both are str enums: a state's `phase` and a pending record's `kind` stay plain strings in
saves and views (old saves load unchanged), and compare equal to these names."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Phase(StrEnum):
    PLAY = "play"  # recruiting: nine turns each
    STORE = "store"  # leftover gold onto purses
    OVER = "over"


class PendingKind(StrEnum):
    CHOOSE = "choose"  # one of two options
    DISCARD = "discard"  # a card of a row
    FILL = "fill"  # purses to fill


@dataclass(frozen=True)
class Pending:
    """The decision the card just recruited waits for (a state's `pending` record, typed)."""

    kind: PendingKind
    card: int
    effect: int  # the index of the card's effect that asks
    row: str | None = None  # DISCARD: the row to discard from


def pending_of(record: dict[str, Any] | None) -> Pending | None:
    if record is None:
        return None
    return Pending(PendingKind(record["kind"]), record["card"], record["effect"], record.get("row"))
