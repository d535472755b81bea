"""Château Combo's guided first game: three turns against the easy AI on seed 39, in which
the player buys from the messenger's row (the Stonemason, whose icon sends the messenger
to the Castle), spends a key to bring the messenger back, recruits the Potter (its
effect puts 2 gold on its own purse), and takes the Banker face down for 6 gold and
2 keys. Then the game goes on as a normal game."""

from __future__ import annotations

from typing import Any

from ludotheque.rules.chateau_combo.actions import CODEC, Buy, MoveMessenger
from ludotheque.rules.tutorial import Step, Tutorial

K = "chateau_combo.tutorial."


def _do(name: str, action: Any, why: bool = True) -> Step:
    return Step(K + name, K + name + "_why" if why else None, CODEC.encode(action), "exact")


def _read(name: str) -> Step:
    return Step(K + name)


TUTORIAL = Tutorial(
    seats=("human", "ai:easy"),
    seed=39,
    intro=K + "intro",
    outro=K + "outro",
    steps=(
        _do("buy", Buy(0, 0, 0, False)),  # the Stonemason, first of the Village row
        _read("messenger"),
        _do("key", MoveMessenger()),
        _do("purse", Buy(2, 0, 1, False)),  # the Potter, right of the Stonemason
        _read("purses"),
        _do("face_down", Buy(2, 1, 0, True)),  # the Banker, below the Stonemason
        _read("end"),
    ),
)
