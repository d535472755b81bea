"""Room for the King (QA: roofs on every top left him nowhere to stand): is there a flat,
uncovered top on the castle, and would a roof lowered at a landing pose cover the last
one? Read from the facts alone, no physics, so a hover can ask at every frame."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ludotheque.rules.castle_crush.ai.build import free_top_spans, free_tops
from ludotheque.rules.castle_crush.data import KING
from ludotheque.rules.castle_crush.port import BLOCK_KINDS, FOUNDATION_ID, PieceFacts

THRONE_WIDTH = 0.8  # of the King's base: enough flat top for him to stand (he may lean on a wall)
ROOF = "roof"


def king_has_room(facts: tuple[PieceFacts, ...], shapes: dict[str, Any]) -> bool:
    """A flat top wide enough for the King, or no block at all (he may then stand on
    the foundation, RULINGS)."""
    if not any(f.kind in BLOCK_KINDS and f.storey >= 1 for f in facts):
        return True
    return free_tops(facts, shapes, shapes[KING].width * THRONE_WIDTH)


def king_spots(facts: tuple[PieceFacts, ...], shapes: dict[str, Any]) -> list[tuple[float, float, float]]:
    """Where the King may stand, as (left, right, height): the flat free tops wide enough
    for him, or the foundation itself when no block stands there (RULINGS)."""
    if not any(f.kind in BLOCK_KINDS and f.storey >= 1 for f in facts):
        return []  # the whole foundation: nothing to single out
    return free_top_spans(facts, shapes, shapes[KING].width * THRONE_WIDTH)


def roof_takes_last_throne(facts: tuple[PieceFacts, ...], shapes: dict[str, Any],
                           pose: tuple[float, float, float]) -> bool:
    """Would a roof landing at `pose` cover the last top the King could stand on?"""
    x, y, _ = pose
    shape = shapes[ROOF]
    bottom = y + min(py for part in shape.parts for _, py in part)
    return roof_top_takes_last_throne(facts, shapes, x, bottom + shape.height)


def roof_top_takes_last_throne(facts: tuple[PieceFacts, ...], shapes: dict[str, Any],
                               x: float, top: float) -> bool:
    """The same, from where the roof would stand: its centre x and its top."""
    if not facts or not king_has_room(facts, shapes):
        return False  # no room already: not this roof's doing
    roof = replace(facts[0], id=-1, kind=ROOF, storey=2, supports=(), upright=True, on_foundation=True,
                   on_table=False, x=x, y=top - shapes[ROOF].height / 2, angle=0.0, top=top)
    return not king_has_room((*facts, roof), shapes)


def king_on_castle(king: PieceFacts, facts: tuple[PieceFacts, ...]) -> bool:
    """The King must rest on the castle's blocks; on the foundation only when no block
    stands there at all (ruling: a castle razed to the ground)."""
    if not king.on_foundation or king.on_table:
        return False
    if any(s != FOUNDATION_ID for s in king.supports):
        return True
    return not any(f.kind in BLOCK_KINDS and f.storey >= 1 for f in facts)
