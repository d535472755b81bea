"""What a player may do on a turn."""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.rules.core import ActionCodec


@dataclass(frozen=True)
class PlaceLetter:
    """Lay a letter card (or a JOKER read as `letter`) at one end of a row.

    `crack` asks to cry CRACK WORD! with this card: the row must then be a word of 3+
    letters in which the player holds the majority."""

    card: str
    row: int
    letter: str
    left: bool = False
    crack: bool = False


@dataclass(frozen=True)
class Trash:
    """Play a POUBELLE on a row: the row is discarded and restarted."""

    row: int


@dataclass(frozen=True)
class Pass:
    """Derniers tours only: stop playing for good."""


CODEC = ActionCodec(PlaceLetter, Trash, Pass)


def encode(action: object) -> dict:
    """`CODEC.encode`, spelled out for the two plays the session records thousands of
    times (`dataclasses.asdict` costs several times more); same keys, same order."""
    if type(action) is PlaceLetter:
        return {"card": action.card, "row": action.row, "letter": action.letter,
                "left": action.left, "crack": action.crack, "type": "PlaceLetter"}
    if type(action) is Trash:
        return {"row": action.row, "type": "Trash"}
    return CODEC.encode(action)
