"""Castle Crush's phases and the blow on record, as the screen asks for them: named
values (a `str` enum, equal to the strings the state stores and saves) and a typed
reading of `last_attack`, so no client compares bare strings or reads the dict's keys."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Phase(StrEnum):
    DRAFT = "draft"
    BUILD = "build"
    ATTACK = "attack"
    OVER = "over"


BLOCK = "block"  # the build step at which blocks are laid (`build_step()`; then "king", "general")


@dataclass(frozen=True)
class Blow:
    """The last blow on record (`state.last_attack`): who struck which castle, what fell,
    the points, and the world it fell on when the record keeps it (for "Ralenti")."""

    player: int
    target: int
    fallen: tuple[int, ...]
    points: int
    world: dict[str, Any] | None = None

    @classmethod
    def of(cls, record: dict[str, Any] | None) -> Blow | None:
        if not record:
            return None
        return cls(int(record["player"]), int(record["target"]), tuple(record.get("fallen", ())),
                   int(record.get("points", 0)), record.get("world"))


@dataclass(frozen=True)
class Recorded:
    """What the physics recorded for the move just applied (`state.transient`, never saved
    nor in a view): the blow's result or the landing's, for the screen to replay."""

    attack: Any = None  # port.AttackResult
    place: Any = None  # port.PlaceResult

    @classmethod
    def of(cls, state: Any) -> Recorded:
        transient = state.transient
        return cls(transient.get("attack"), transient.get("place"))
