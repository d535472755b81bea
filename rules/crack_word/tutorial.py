"""Crack Word's guided first game: two players on seed 307, the human (red, seat 0)
against the easy AI, French words (the game's default). Row 1 starts with the player's
P. He lays an E (PE); the AI adds an N (PEN); he tries a G, which the referee refuses
(no word begins with PENG): the G comes back and he draws a card, an L. He lays the
JOKER as an A (PENA), then the L, and cries CRACK WORD! on PENAL (four cards of his
colour against one: 5 points). Then he bins the AI's row SAI, which a N or an S would
crack, with a POUBELLE. Then the game goes on as a normal game.

The seed was found by a search over seeds (human moves of each kind, the easy AI's
replies as the session plays them); `tests/crack_word/test_crack_word_tutorial.py`
replays it through a Session."""

from __future__ import annotations

from typing import Any

from ludotheque.rules.crack_word.actions import CODEC, PlaceLetter, Trash
from ludotheque.rules.tutorial import Step, Tutorial

K = "crack_word.tutorial."


def _do(name: str, action: Any, **params: Any) -> Step:
    return Step(K + name, K + name + "_why", CODEC.encode(action), "exact", params)


def _read(name: str, **params: Any) -> Step:
    return Step(K + name, params=params)


TUTORIAL = Tutorial(
    seats=("human", "ai:easy"),
    seed=307,
    intro=K + "intro",
    outro=K + "outro",
    steps=(
        _do("play", PlaceLetter("E", 0, "E"), row=1, letter="E", text="PE"),
        _do("refuse", PlaceLetter("G", 0, "G"), row=1, letter="G", text="PENG"),
        _read("refused", letter="G", drawn="L"),
        _do("joker", PlaceLetter("JOKER", 0, "A"), row=1, letter="A", text="PENA"),
        _do("crack", PlaceLetter("L", 0, "L", crack=True), row=1, letter="L", word="PENAL", count=5),
        _read("points", word="PENAL", count=5),
        _do("poubelle", Trash(1), row=2, text="SAI", word="SAIN"),
        _read("end"),
    ),
)
