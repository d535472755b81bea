"""The choices a player makes, one action each (so undo and the log see every step).

A turn: optionally `MoveMessenger` or `RefreshRow` (one key, once), then `Buy` (a card
of the messenger's row, its cell, face up or down), then any choice its effect asks for
(`ChooseEffect`, `DiscardFromRow`, `FillPurses`). After the last card, each player with
gold and room on purses stores gold (`StoreGold`) until `KeepGold`.
Cells are relative to the player's first card (see tableau.py).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from ludotheque.rules.core import ActionCodec


@dataclass(frozen=True, order=True)
class MoveMessenger:
    """Spend a key: the messenger goes to the other row."""


@dataclass(frozen=True, order=True)
class RefreshRow:
    """Spend a key: discard the messenger's row and reveal three new cards."""


@dataclass(frozen=True, order=True)
class Buy:
    """Take the card at `index` of the messenger's row and place it at (row, col)."""

    index: int
    row: int
    col: int
    face_down: bool = False


@dataclass(frozen=True, order=True)
class ChooseEffect:
    """Pick one option of a choose-one effect."""

    option: int


@dataclass(frozen=True, order=True)
class DiscardFromRow:
    """Discard the card at `index` of the row the effect names, gaining its printed cost."""

    index: int


@dataclass(frozen=True, order=True)
class FillPurses:
    """Fill these purse cards (cells) to capacity from the reserve."""

    cells: tuple[tuple[int, int], ...]


@dataclass(frozen=True, order=True)
class StoreGold:
    """End of game: put `amount` of your gold on the purse at (row, col)."""

    row: int
    col: int
    amount: int


@dataclass(frozen=True, order=True)
class KeepGold:
    """End of game: keep the rest of your gold (it only breaks ties)."""


ACTIONS = (MoveMessenger, RefreshRow, Buy, ChooseEffect, DiscardFromRow, FillPurses, StoreGold, KeepGold)
CODEC = ActionCodec(*ACTIONS)
FIELDS: dict[type, tuple[str, ...]] = {cls: tuple(f.name for f in fields(cls)) for cls in ACTIONS}


def encode(action: Any) -> dict[str, Any]:
    """What CODEC.encode gives, without `asdict`'s deep copy: the fields are ints,
    booleans and tuples of int pairs, immutable (the session encodes every action)."""
    names = FIELDS.get(type(action))
    if names is None:
        return CODEC.encode(action)
    data = {name: getattr(action, name) for name in names}
    data["type"] = type(action).__name__
    return data
