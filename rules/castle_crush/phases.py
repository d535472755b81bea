"""Castle Crush's phases and each phase's typed data, as the rules keep them and the
screen asks for them: `Phase` (a `str` enum: `state.phase` is one, its JSON form the
bare string, so saves and views are unchanged), the build turn's step (`Step`, a `str`
enum too) and its limits (MAX_MISHAPS, MAX_FUMBLES for games of rules version 1), the
build turn's pending data (`BuildTurn`, read by `build_turn(state)`), a typed reading of the
blow on record (`Blow`, from `last_attack`) and of the motion the physics recorded for
the move just played (`Recorded`), so no client compares bare strings or reads the
dicts' keys."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Phase(StrEnum):
    DRAFT = "draft"
    BUILD = "build"
    ATTACK = "attack"
    OVER = "over"


# Rules version 1 (games begun before issue 22): after this many pieces fell during one
# player's build turn, the house laid the pieces still in the hand on the player's
# behalf (house.py).
MAX_FUMBLES = 12
# Rules version 2: a build turn ends after this many mishaps, carries that ended with a
# piece back in the hand (one fell to the table, or a collapse: one mishap however many
# pieces came down; a pawn that would not stay). Nobody lays pieces for the player: the
# blocks still in the hand go back to the reserve and score nothing, the King and the
# General not yet placed sit this round out. So a game always ends, and dropping pieces
# on purpose only loses them.
MAX_MISHAPS = 8



class Step(StrEnum):
    """What the builder places next (`state.build_step()`): its blocks, then the King,
    then the General. Equal to the bare strings ("king" is also the King's piece kind)."""

    BLOCK = "block"
    KING = "king"
    GENERAL = "general"


@dataclass(frozen=True)
class BuildTurn:
    """The build turn under way: who builds, at which step, the mishaps so far and the
    limit the game's rules version sets, the pieces still in the hand."""

    player: int
    step: Step
    mishaps: int  # this turn's mishaps so far (version 1: the pieces fallen)
    limit: int  # the turn ends past this (version 1: MAX_FUMBLES) or at it (MAX_MISHAPS)
    rules_version: int
    blocks: tuple[str, ...]  # the blocks still in the hand
    pawns: tuple[str, ...]  # the King and the General still to lay, in order
    every_block: bool = False  # every block given is laid (Speed, rules version 3)
    has_finish: bool = True  # the rules have "J'ai fini" (version 2 on)

    @property
    def may_finish(self) -> bool:
        """The builder may say it lays no more blocks ("J'ai fini"; rules version 2, never
        where every block given is laid)."""
        return self.step == Step.BLOCK and self.has_finish and not self.every_block


def build_step(state: Any) -> Step | None:
    """What the builder places next: its blocks, then the King, then the General (None:
    nobody is building)."""
    if state.phase != Phase.BUILD or not state.queue:
        return None
    p = state.queue[0]
    if state.supply[p]:
        return Step.BLOCK
    return Step(state.pawns[p][0]) if state.pawns[p] else None


def build_turn(state: Any) -> BuildTurn | None:
    """The build turn of `state` (the full state or one rebuilt from a view), None when
    nobody is building."""
    step = state.build_step()
    if step is None:
        return None
    p = state.queue[0]
    rules = state.build_rules()
    return BuildTurn(p, step, int(state.fumbles), rules.limit, rules.version, tuple(state.supply[p]),
                     tuple(state.pawns[p]), bool(rules.lays_every_block(state.mode)), rules.has_finish)


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
