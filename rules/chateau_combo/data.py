"""The 78 character cards, loaded once from data/cards.json.

A card is identified everywhere by its index in that file (0-77); `CARDS[i]` holds its
facts. Effects and score conditions stay as the plain dicts of the data file: the
functions in `effects.py` and `scoring.py` read them by their `type` / `kind`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

DATA_FILE = Path(__file__).parent / "data" / "cards.json"

CASTLE = "castle"
VILLAGE = "village"
LOCATIONS = (CASTLE, VILLAGE)


@dataclass(frozen=True)
class Card:
    id: int
    key: str
    name_en: str
    name_fr: str
    banner: str
    cost: int
    crests: tuple[str, ...]
    messenger_to: str | None
    effects: tuple[dict[str, Any], ...]
    score: dict[str, Any] | None
    purse_capacity: int  # 0: no purse

    @property
    def has_purse(self) -> bool:
        return self.purse_capacity > 0

    @cached_property
    def discount(self) -> dict[str, int]:
        """Permanent discount this card gives on later purchases, per location (read
        on every purchase the AI weighs, so worked out once; never change it)."""
        out = {CASTLE: 0, VILLAGE: 0}
        for eff in self.effects:
            if eff["type"] == "discount":
                out[CASTLE] += eff[CASTLE]
                out[VILLAGE] += eff[VILLAGE]
        return out

    @property
    def has_discount(self) -> bool:
        return any(eff["type"] == "discount" for eff in self.effects)


def _load() -> tuple[tuple[Card, ...], tuple[str, ...], dict[str, Any]]:
    data = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    cards = []
    for i, c in enumerate(data["cards"]):
        purse = c.get("purse") or {}
        cards.append(
            Card(
                id=i,
                key=c["key"],
                name_en=c["name_en"],
                name_fr=c["name_fr"],
                banner=c["banner"],
                cost=int(c["cost"]),
                crests=tuple(c["crests"]),
                messenger_to=c["messenger_to"],
                effects=tuple(c["effects"]),
                score=c["score"],
                purse_capacity=int(purse.get("capacity", 0)),
            )
        )
    return tuple(cards), tuple(data["crests"]), data["setup"]


CARDS, CRESTS, SETUP = _load()
BY_KEY: dict[str, Card] = {c.key: c for c in CARDS}
CARDS_OF: dict[str, tuple[int, ...]] = {
    loc: tuple(c.id for c in CARDS if c.banner == loc) for loc in LOCATIONS
}


def card_id(key: str) -> int:
    """The id of a card by its data key (`"Steward"`), for tests and tools."""
    return BY_KEY[key].id


def other(location: str) -> str:
    return VILLAGE if location == CASTLE else CASTLE
