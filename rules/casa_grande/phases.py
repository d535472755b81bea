"""The phases of a Casa Grande turn (and the setup before it), as the sheet orders them,
and the typed data a phase has pending, as the screen reads it.

`Phase` is a str enum: a state's `phase` stays a plain string in saves and views (old
saves load unchanged) and compares equal to these names. `MoveChoice`: phase 1 after the
roll, the die and what going further costs. `PlatformOption`: one legal platform of
phase 3 (the view keeps them as bare (shape, rot, x, y, storey) lists, its JSON unchanged;
`asks` hands them out typed)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ludotheque.rules.casa_grande.actions import Move, PlacePlatform


class Phase(StrEnum):
    CORNER = "corner"  # setup: each pawn chooses a sun corner
    ROLL = "roll"  # phase 1: roll the die
    MOVE = "move"  # phase 1: how far to go (further costs bonus points)
    BLOCK = "block"  # phase 2: a block in the lane the pawn faces
    PLATFORM = "platform"  # phase 3: a platform, or pass
    OVER = "over"


@dataclass(frozen=True)
class MoveChoice:
    """Phase 1 after the roll (MOVE): who moves, the die just rolled, the bonus points that
    pay for each space further, and every legal Move as (extra spaces paid, the track
    space it ends on), fewest extra first."""

    player: int
    die: int
    bonus: int
    stops: tuple[tuple[int, int], ...]

    def landings(self) -> dict[int, int]:
        """Track space -> extra spaces paid, for every legal Move."""
        return {space: extra for extra, space in self.stops}

    def moves(self) -> tuple[Move, ...]:
        return tuple(Move(extra) for extra, _ in self.stops)


@dataclass(frozen=True)
class PlatformOption:
    """One platform the current player may lay in phase 3: its shape, how it is turned,
    where (its corner cell x, y) and the storey it rests on."""

    shape: int
    rot: int
    x: int
    y: int
    storey: int

    @property
    def fit(self) -> tuple[int, int, int]:
        """(x, y, storey): where it fits, for the turned shape."""
        return self.x, self.y, self.storey

    @property
    def action(self) -> PlacePlatform:
        return PlacePlatform(self.shape, self.rot, self.x, self.y)
