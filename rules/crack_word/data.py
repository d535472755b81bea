"""Crack Word's components, read from `data/`: the decks (each colour's faces and how many
of each, per language), the colours, the hand size and the number of rows. The word lists
are read by `dictionary.py` (built once into a cache, loaded lazily)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

DATA = Path(__file__).parent / "data"


@dataclass(frozen=True)
class DeckData:
    counts: dict[str, dict[str, int]]
    colours: tuple[str, ...]
    colour_hex: tuple[str, ...]
    hand_size: int
    rows: int


@cache
def deck_data() -> DeckData:
    raw = json.loads((DATA / "decks.json").read_text(encoding="utf-8"))
    counts = {lang: dict(raw[lang]) for lang in ("fr", "en")}
    return DeckData(counts, tuple(raw["colours"]), tuple(raw["colour_hex"]), raw["hand_size"], raw["rows"])


def deck_faces(language: str) -> list[str]:
    """One colour's 50 faces, in a fixed order (shuffled by the game)."""
    out: list[str] = []
    for face, n in deck_data().counts[language].items():
        out.extend([face] * n)
    return out
