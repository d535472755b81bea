"""The phases of a game of Château Combo, and the decision a card's effect leaves pending.

Both are typed inside the state (`Phase`, a `Pending` whose kind is a `PendingKind`) and
plain in saves and views, converted at the JSON boundary (`Pending.to_json`,
`Pending.from_json`): their JSON is what it was, old saves load unchanged. Both enums are
str enums, equal to their names."""

from __future__ import annotations

from collections.abc import Mapping
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
    """The decision the card just recruited waits for (a state's `pending`): its kind, the
    card and its cell, the index of the card's effect that asks, and what that effect
    offers (CHOOSE: how many options; DISCARD: the row to discard from)."""

    kind: PendingKind
    card: int
    effect: int
    row: str | None = None
    cell: tuple[int, int] = (0, 0)
    options: int | None = None

    def to_json(self) -> dict[str, Any]:
        """The record saves and views hold, its keys in the order they always had."""
        data: dict[str, Any] = {"effect": self.effect, "card": self.card, "cell": list(self.cell),
                                "kind": self.kind.value}
        if self.options is not None:
            data["options"] = self.options
        if self.row is not None:
            data["row"] = self.row
        return data

    @classmethod
    def from_json(cls, record: Mapping[str, Any]) -> Pending:
        cell = record.get("cell", (0, 0))
        return cls(PendingKind(record["kind"]), record["card"], record["effect"], record.get("row"),
                   (cell[0], cell[1]), record.get("options"))


def pending_of(record: Pending | Mapping[str, Any] | None) -> Pending | None:
    """A state's pending decision, or a view's record of it, typed."""
    if record is None or isinstance(record, Pending):
        return record
    return Pending.from_json(record)
