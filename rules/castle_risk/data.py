"""The map of Europe and the deck, loaded once from the package's JSON data.

Territories are referred to by their snake_case id everywhere (actions, JSON, the log);
`MAP.index` gives their position in the fixed order used for lists in the state.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).parent / "data"

INDEPENDENT = "independent"
EMPTY = -1  # owner of a territory emptied by an elimination and not yet reoccupied


@dataclass(frozen=True)
class Territory:
    id: str
    name_en: str
    name_fr: str
    group: str  # an empire id or "independent"
    land: tuple[str, ...]  # land borders and dotted sea lanes: ordinary attacks
    water: tuple[str, ...]  # water bodies it touches (Admiral attacks)


class GameMap:
    def __init__(self, territories: tuple[Territory, ...], empires: dict[str, tuple[str, ...]],
                 independents: tuple[str, ...], sea_lanes: tuple[tuple[str, str], ...]) -> None:
        self.territories = territories
        self.empires = empires
        self.independents = independents
        self.sea_lanes = sea_lanes
        self.ids: tuple[str, ...] = tuple(t.id for t in territories)
        self.by_id: dict[str, Territory] = {t.id: t for t in territories}
        self.index: dict[str, int] = {t: i for i, t in enumerate(self.ids)}
        # Territories an Admiral can reach from each one (sharing a body of water).
        self.sea: dict[str, tuple[str, ...]] = {
            t.id: tuple(u.id for u in territories if u.id != t.id and set(t.water) & set(u.water))
            for t in territories
        }

    def get(self, tid: str) -> Territory:
        return self.by_id[tid]

    def adjacent(self, a: str, b: str) -> bool:
        """Neighbours by land or by a dotted line (no card needed)."""
        return b in self.by_id[a].land

    def share_water(self, a: str, b: str) -> bool:
        """Both touch one body of water: an Admiral can carry armies between them."""
        return b in self.sea[a]


def _load_map() -> GameMap:
    raw = json.loads((DATA / "castle_risk_map.json").read_text(encoding="utf-8"))
    terrs = []
    for tid, t in raw["territories"].items():
        neighbours = tuple(sorted(set(t["land_neighbours"]) | set(t["sea_lane_neighbours"])))
        terrs.append(Territory(tid, t["name_en"], t["name_fr"], t["group"], neighbours,
                               tuple(t["water_bodies"])))
    empires = {e: tuple(v["territories"]) for e, v in raw["empires"].items()}
    lanes = tuple(tuple(pair) for pair in raw["sea_lanes"])
    return GameMap(tuple(terrs), empires, tuple(raw["independents"]["territories"]), lanes)


@dataclass(frozen=True)
class Rules:
    """The numbers of the sheet (and of RULINGS.md where the sheet is silent)."""

    deck: dict[str, int]
    starting_armies: dict[int, int]
    deploy_batch: int
    hand_size: int
    track: tuple[int, ...]
    hidden_default: int
    income_empire: int
    income_independents: int
    income_castle: int


def _load_rules() -> Rules:
    raw = json.loads((DATA / "cards.json").read_text(encoding="utf-8"))
    return Rules(
        deck=dict(raw["deck"]),
        starting_armies={int(k): v for k, v in raw["starting_armies"].items()},
        deploy_batch=raw["deploy_batch"],
        hand_size=raw["hand_size"],
        track=tuple(raw["track"]),
        hidden_default=raw["hidden_armies_before_any_reinforcement"],
        income_empire=raw["income"]["empire"],
        income_independents=raw["income"]["independents"],
        income_castle=raw["income"]["castle_chip"],
    )


MAP = _load_map()
RULES = _load_rules()
EMPIRES: tuple[str, ...] = tuple(MAP.empires)
CARD_KINDS: tuple[str, ...] = tuple(RULES.deck)


def full_deck(num_players: int) -> list[str]:
    """Every card of the game, in a fixed order (shuffle it). No Diplomats with two."""
    cards = []
    for kind, count in RULES.deck.items():
        if kind == "diplomat" and num_players == 2:
            continue
        cards.extend([kind] * count)
    return cards
