"""Casa Grande's guided first game: two turns against the easy AI on seed 1, in which the
player chooses a corner, rolls, stops facing a lane (the second time skipping the other
pawn's space), places two blocks and lays an 8-cell platform on both for 8 Lire; then
reads on building higher, the sun corners, the bonus and the keys that show the site."""

from __future__ import annotations

from ludotheque.rules.casa_grande.actions import (
    CODEC,
    Corner,
    Move,
    PlaceBlock,
    PlacePlatform,
    Roll,
)
from ludotheque.rules.tutorial import Step, Tutorial


def _do(name: str, action, why: bool = True, **params) -> Step:
    key = f"casa_grande.tutorial.{name}"
    return Step(key, f"{key}_why" if why else None, CODEC.encode(action), "exact", params)


def _read(name: str, **params) -> Step:
    return Step(f"casa_grande.tutorial.{name}", None, None, "exact", params)


TUTORIAL = Tutorial(
    seats=("human", "ai:easy"),
    seed=1,
    options={"blocks": 24, "corners": "choose"},
    intro="casa_grande.tutorial.intro",
    outro="casa_grande.tutorial.outro",
    steps=(
        _do("corner", Corner(0), cell="A1"),
        _do("roll", Roll()),
        _do("lane", Move(0), lane="A3–H4"),
        _do("block", PlaceBlock(1, 3), cell="B4"),
        _read("watch"),
        _do("roll_again", Roll(), why=False),
        _do("skip", Move(0), lane="A7–H8"),
        _do("pair", PlaceBlock(0, 6), cell="A7", partner="B4"),
        _do("platform", PlacePlatform(15, 1, 0, 3), cells=8, storey=1, income=8),
        _read("stacking"),
        _read("corners"),
        _read("bonus"),
        _read("views"),
    ),
)
