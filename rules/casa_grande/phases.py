"""The phases of a Casa Grande turn (and the setup before it), as the sheet orders them.

A str enum: a state's `phase` stays a plain string in saves and views (old saves load
unchanged) and compares equal to these names."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    CORNER = "corner"  # setup: each pawn chooses a sun corner
    ROLL = "roll"  # phase 1: roll the die
    MOVE = "move"  # phase 1: how far to go (further costs bonus points)
    BLOCK = "block"  # phase 2: a block in the lane the pawn faces
    PLATFORM = "platform"  # phase 3: a platform, or pass
    OVER = "over"
