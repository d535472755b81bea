"""What a card counts: one class per kind of `per` clause or score condition.

The card data (data/cards.json) writes a condition as a dict with a `kind`; `parse` turns
it into one of the frozen dataclasses below, once, and each class measures itself in a
tableau. The client's icons (client/scenes/chateau_combo/cardface.py) and words
(describe.py) are tables keyed by these classes, so a new kind without its icons or its
words fails a test (tests/chateau_combo/test_chateau_combo_conditions.py), not a player's
hover. Counts only ever read face-up cards' crests, banners and costs: a face-down card
only fills its cell (RULINGS).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ludotheque.rules.chateau_combo.data import CARDS
from ludotheque.rules.chateau_combo.tableau import FULL, Cell, Tableau

Spec = dict[str, Any]


@dataclass(frozen=True)
class Condition:
    kind: ClassVar[str]
    once: ClassVar[bool] = False  # an "if": its points are scored once when it holds (0 or 1)

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        """The number this condition counts in `tab`: `cell` is the card's own cell (row /
        column scopes, purses, positions), `keys` the owner's keys, `neighbours` the
        tableaux of the seats on either side."""
        raise NotImplementedError

    @classmethod
    def from_spec(cls, spec: Spec) -> Condition:
        return cls()


def _sets(counts: dict[str, int], wanted: Sequence[str]) -> int:
    """How many complete sets of `wanted` (a multiset) the counts make."""
    need = Counter(wanted)
    return min(counts[k] // n for k, n in need.items())


def _own(cell: Cell | None) -> Cell:
    """The card's own cell, which a row, column, purse or position condition counts from."""
    if cell is None:
        raise ValueError("this condition counts from the card's own cell: give it")
    return cell


def _scoped(tab: Tableau, cell: Cell | None, scope: str) -> list[Cell] | None:
    return None if scope == "tableau" else tab.cells_in(_own(cell), scope)


@dataclass(frozen=True)
class Crest(Condition):
    kind = "crest"
    crest: str
    scope: str = "tableau"

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return tab.crest_counts(_scoped(tab, cell, self.scope))[self.crest]

    @classmethod
    def from_spec(cls, spec: Spec) -> Condition:
        return cls(spec["crest"], spec.get("scope", "tableau"))


@dataclass(frozen=True)
class DistinctCrestTypes(Condition):
    kind = "distinct_crest_types"
    scope: str = "tableau"

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return tab.distinct_crests(_scoped(tab, cell, self.scope))

    @classmethod
    def from_spec(cls, spec: Spec) -> Condition:
        return cls(spec.get("scope", "tableau"))


@dataclass(frozen=True)
class MissingCrestTypes(Condition):
    kind = "missing_crest_types"

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return tab.missing_crests()


@dataclass(frozen=True)
class IfNoCrest(Condition):
    kind = "if_no_crest"
    once = True
    crest: str

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return int(tab.crest_counts()[self.crest] == 0)

    @classmethod
    def from_spec(cls, spec: Spec) -> Condition:
        return cls(spec["crest"])


@dataclass(frozen=True)
class CrestSet(Condition):
    kind = "crest_set"
    crests: tuple[str, ...]

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return _sets(tab.crest_counts(), self.crests)

    @classmethod
    def from_spec(cls, spec: Spec) -> Condition:
        return cls(tuple(spec["crests"]))


@dataclass(frozen=True)
class IdenticalCrestGroup(Condition):
    kind = "identical_crest_group"
    size: int

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return sum(n // self.size for n in tab.crest_counts().values())

    @classmethod
    def from_spec(cls, spec: Spec) -> Condition:
        return cls(int(spec["size"]))


@dataclass(frozen=True)
class Banner(Condition):
    kind = "banner"
    banner: str

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return tab.banner_counts()[self.banner]

    @classmethod
    def from_spec(cls, spec: Spec) -> Condition:
        return cls(spec["banner"])


@dataclass(frozen=True)
class BannerSet(Condition):
    kind = "banner_set"
    banners: tuple[str, ...]

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return _sets(tab.banner_counts(), self.banners)

    @classmethod
    def from_spec(cls, spec: Spec) -> Condition:
        return cls(tuple(spec["banners"]))


@dataclass(frozen=True)
class CardsWithCrestCount(Condition):
    kind = "cards_with_crest_count"
    count: int

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return sum(len(card.crests) == self.count for _, card in tab.face_up_cards())

    @classmethod
    def from_spec(cls, spec: Spec) -> Condition:
        return cls(int(spec["count"]))


@dataclass(frozen=True)
class CardsWithCost(Condition):
    kind = "cards_with_cost"
    cost: int
    or_more: bool = False

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        if self.or_more:
            return sum(card.cost >= self.cost for _, card in tab.face_up_cards())
        return sum(card.cost == self.cost for _, card in tab.face_up_cards())

    @classmethod
    def from_spec(cls, spec: Spec) -> Condition:
        return cls(int(spec["cost"]), bool(spec.get("or_more")))


@dataclass(frozen=True)
class CardsWithDiscount(Condition):
    kind = "cards_with_discount"

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return sum(card.has_discount for _, card in tab.face_up_cards())


@dataclass(frozen=True)
class CardsWithPurse(Condition):
    kind = "cards_with_purse"

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return sum(card.has_purse for _, card in tab.face_up_cards())


@dataclass(frozen=True)
class EmptySlots(Condition):
    kind = "empty_slots"

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return FULL - len(tab)


@dataclass(frozen=True)
class OccupiedSlots(Condition):
    kind = "occupied_slots"

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return len(tab)


@dataclass(frozen=True)
class BestNeighbour(Condition):
    """The most of `of` in either neighbour's tableau."""

    kind = "best_neighbour"
    of: Condition

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return max((self.of.measure(n) for n in neighbours), default=0)

    @classmethod
    def from_spec(cls, spec: Spec) -> Condition:
        return cls(parse(spec["of"]))


@dataclass(frozen=True)
class KeyOwned(Condition):
    kind = "key_owned"

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return keys


@dataclass(frozen=True)
class GoldOnThisPurse(Condition):
    kind = "gold_on_this_purse"
    capacity: int

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return tab.slots[_own(cell)].gold

    @classmethod
    def from_spec(cls, spec: Spec) -> Condition:
        return cls(int(spec["capacity"]))


@dataclass(frozen=True)
class GoldOnAllPurses(Condition):
    kind = "gold_on_all_purses"

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return tab.stored_gold()


@dataclass(frozen=True)
class IfFaceDownCard(Condition):
    kind = "if_face_down_card"
    once = True

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return int(tab.has_face_down())


@dataclass(frozen=True)
class IfPosition(Condition):
    kind = "if_position"
    once = True
    cells: tuple[tuple[int, int], ...]

    def measure(self, tab: Tableau, cell: Cell | None = None, keys: int = 0, neighbours: Sequence[Tableau] = ()) -> int:
        return int(tab.final_cell(_own(cell)) in self.cells)

    @classmethod
    def from_spec(cls, spec: Spec) -> Condition:
        return cls(tuple((int(r), int(c)) for r, c in spec["cells"]))


KINDS: dict[str, type[Condition]] = {cls.kind: cls for cls in (
    Crest, DistinctCrestTypes, MissingCrestTypes, IfNoCrest, CrestSet, IdenticalCrestGroup, Banner, BannerSet,
    CardsWithCrestCount, CardsWithCost, CardsWithDiscount, CardsWithPurse, EmptySlots, OccupiedSlots,
    BestNeighbour, KeyOwned, GoldOnThisPurse, GoldOnAllPurses, IfFaceDownCard, IfPosition,
)}


def parse(spec: Spec) -> Condition:
    """The condition a card's data describes; an unknown kind raises at load time."""
    cls = KINDS.get(spec["kind"])
    if cls is None:
        raise ValueError(f"unknown condition kind {spec['kind']!r}")
    return cls.from_spec(spec)


def _pers(effects: Sequence[Spec]) -> list[Spec]:
    """The `per` clauses of a card's effects, the options of a choice's included."""
    out: list[Spec] = []
    for eff in effects:
        if "per" in eff:
            out.append(eff["per"])
        for option in eff.get("options", ()):
            out += _pers(option)
    return out


# Parsed once from the card data: every card's score condition (None: it scores nothing)
# and its effects' `per` clauses, each beside the data it was read from.
SCORES: tuple[Condition | None, ...] = tuple(parse(c.score["condition"]) if c.score else None for c in CARDS)
PERS: tuple[tuple[tuple[Spec, Condition], ...], ...] = tuple(
    tuple((spec, parse(spec)) for spec in _pers(c.effects)) for c in CARDS)


# The card data's own dicts, by identity, to the conditions read from them: built once
# here and never changed (the identity check makes a reused id harmless).
_READ: dict[int, tuple[Spec, Condition]] = {
    id(spec): (spec, condition)
    for c, score in zip(CARDS, SCORES, strict=True)
    for spec, condition in ([(c.score["condition"], score)] if c.score and score else []) + list(PERS[c.id])
}


def condition_of(spec: Spec) -> Condition:
    """The condition of a card's `per` clause or score condition (read when the cards
    loaded; a dict from elsewhere is parsed now)."""
    hit = _READ.get(id(spec))
    if hit is not None and hit[0] is spec:
        return hit[1]
    return parse(spec)


def per_of(card_id: int, spec: Spec) -> Condition:
    """The condition of the `per` clause `spec` of card `card_id`'s effects (parsed when
    the cards loaded; a clause from elsewhere is parsed now)."""
    for known, condition in PERS[card_id]:
        if known is spec:
            return condition
    return parse(spec)
