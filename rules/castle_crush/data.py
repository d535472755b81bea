"""The rule data of Castle Crush (data/castle_crush.json) and what follows from it:
block values, séries, the pieces each mode hands out, Construction titles."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from ludotheque.rules.core import Rng

DATA_FILE = Path(__file__).parent / "data" / "castle_crush.json"

KING = "king"
GENERAL = "general"
CHARACTERS = (KING, GENERAL)


@cache
def data() -> dict[str, Any]:
    with DATA_FILE.open(encoding="utf-8") as f:
        return json.load(f)


def block_kinds() -> list[str]:
    return list(data()["kinds"])


def base_value(kind: str) -> int:
    """Printed value: house 1, tower 2, roof 3; King 7, General 5."""
    if kind in CHARACTERS:
        return int(data()["characters"][kind])
    return int(data()["kinds"][kind]["value"])


def family(kind: str) -> str:
    if kind in CHARACTERS:
        return kind
    return str(data()["kinds"][kind]["family"])


def serie() -> list[str]:
    """One "série de blocs de base": one block of each non-roof kind (RULINGS)."""
    return list(data()["serie"])


def full_reserve() -> dict[str, int]:
    copies = int(data()["copies_per_kind"])
    return {k: copies for k in block_kinds()}


def standard_rules() -> dict[str, int]:
    return dict(data()["standard"])


def speed_rules(num_players: int) -> dict[str, int]:
    return dict(data()["speed"][str(num_players)])


def speed_max_rounds() -> int:
    return int(data()["speed"]["max_rounds"])


def challenges() -> tuple[str, ...]:
    return tuple(data()["construction"])


def challenge_rules(challenge: str) -> dict[str, Any]:
    return dict(data()["construction"][challenge])


def take(reserve: dict[str, int], kinds: list[str]) -> list[str]:
    """Take the listed kinds out of the reserve (those it still has); return what was taken."""
    got = []
    for k in kinds:
        if reserve.get(k, 0) > 0:
            reserve[k] -= 1
            got.append(k)
    return got


def speed_supply(reserve: dict[str, int], num_players: int, rng: Rng) -> list[list[str]]:
    """Each player's pieces in Speed mode, by player count (the sheet's table).

    Three players get one série, two towers drawn at random, one house drawn at random
    and a roof: the random draws come from what is left in the reserve."""
    spec = speed_rules(num_players)
    supplies = [take(reserve, serie() * spec["series"] + ["roof"] * spec["roofs"])
                for _ in range(num_players)]
    for p in range(num_players):
        for fam, count in (("tower", spec["random_towers"]), ("house", spec["random_houses"])):
            for _ in range(count):
                pool = [k for k in block_kinds() if family(k) == fam for _ in range(reserve[k])]
                if pool:
                    supplies[p] += take(reserve, [rng.choice(pool)])
    return supplies


def construction_supply(reserve: dict[str, int], challenge: str) -> list[str]:
    spec = challenge_rules(challenge)
    return take(reserve, serie() * spec["series"] + ["roof"] * spec["roofs"])


def title_for(challenge: str, score: float) -> str | None:
    """The title earned in a Construction challenge (None below the first threshold)."""
    earned = None
    for name, threshold in zip(data()["titles"], challenge_rules(challenge)["titles"], strict=True):
        if score >= threshold:
            earned = name
    return earned


def goal(challenge: str) -> int:
    return int(challenge_rules(challenge)["titles"][0])
