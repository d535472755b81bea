"""Château Combo's fields, declared once (issues 30 and 32): each field of the state with
its type, its ranges and who may see it. From this one declaration come the typed view
(`ChateauComboView`: `of`, `to_wire`, `from_wire`), the state's JSON and copy
(`persist.py`) and the per-field checks of a save (`validate.py`).

Everything is public but the decks (which no seat sees: which cards they hold follows from
the rest). The boards (gold, keys and tableau of each seat) have their own JSON and copy;
a view shows each as (gold, keys, its tableau's entries).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ludotheque.rules.chateau_combo.data import CARDS, CARDS_OF, LOCATIONS, SETUP
from ludotheque.rules.chateau_combo.pendingcheck import MAX_GOLD, PENDING_KIND, check_pending
from ludotheque.rules.chateau_combo.phases import Phase
from ludotheque.rules.chateau_combo.tableau import CAPACITY, FULL, SIZE
from ludotheque.rules.core.checks import DamagedState
from ludotheque.rules.core.fields import (
    HIDDEN,
    VIEWER,
    View,
    shown,
    state_fields,
)
from ludotheque.rules.core.specs import (
    CONFIG,
    SEATS,
    EnumOf,
    Flag,
    Int,
    ListOf,
    Maybe,
    Record,
    Row,
    Seat,
    Text,
    thaw,
)
from ludotheque.rules.core.wire import WireError

if TYPE_CHECKING:
    from ludotheque.rules.chateau_combo.state import ComboState

_CARD_ID = Int(0, len(CARDS) - 1)
_PLACE = Int(-(SIZE - 1), SIZE - 1)
# A seat: (gold, keys, its tableau's entries (row, col, card, face down, gold on it)).
_SEAT = Row(Int(0, MAX_GOLD), Int(0, MAX_GOLD), ListOf(Row(_PLACE, _PLACE, _CARD_ID, Flag(), Int(0, MAX_GOLD)), most=FULL))
_LOCATION = Text(LOCATIONS)
PENDING = Record({"kind": Text(PENDING_KIND), "card": _CARD_ID, "cell": Row(_PLACE, _PLACE), "effect": Int(0, 20)},
                 {"options": Int(0, 20), "row": _LOCATION})


def _by_location(most: int | None = None, maybe: bool = False) -> Record:
    """A {castle: [...], village: [...]} of each location's own cards."""
    def cards(loc: str) -> ListOf:
        own = Int(CARDS_OF[loc][0], CARDS_OF[loc][-1])
        return ListOf(Maybe(own) if maybe else own, most=most or len(CARDS_OF[loc]))
    return Record({loc: cards(loc) for loc in LOCATIONS})


def pending_record(state: ComboState, player: int | None) -> dict[str, Any] | None:
    """The state's pending decision (a frozen `Pending`, shared by copies) as its record."""
    return None if state.pending is None else state.pending.to_json()


@dataclass(frozen=True)
class ChateauComboView(View):
    """Everything but the order of the decks (which cards they hold follows from the rest)."""

    config: Mapping[str, Any] = shown(CONFIG, source=lambda state, player: state.config_data)
    players: tuple[tuple[int, int, tuple[tuple[int, int, int, bool, int], ...]], ...] = shown(
        ListOf(_SEAT, length=SEATS), source=lambda state, player: [
            (b.gold, b.keys, b.tableau.shown or b.tableau.entries()) for b in state.players])
    rows: Mapping[str, tuple[int | None, ...]] = shown(_by_location(SETUP["display_per_row"], maybe=True))
    # Tuples in the state, replaced when they change (rarely): views and copies share them.
    discards: Mapping[str, tuple[int, ...]] = shown(_by_location(), frozen=True)
    removed: tuple[int, ...] = shown(ListOf(_CARD_ID, most=len(CARDS)), frozen=True)
    exhausted: tuple[str, ...] = shown(ListOf(_LOCATION, most=len(LOCATIONS)), frozen=True)
    messenger: str = shown(_LOCATION)
    first: int = shown(Seat())
    turn: int = shown(Seat())
    key_used: bool = shown(Flag())
    pending: Mapping[str, Any] | None = shown(Maybe(PENDING), source=pending_record, stored=True, copy="share")
    phase: Phase = shown(EnumOf(Phase))
    viewer: int | None = shown(Maybe(Seat()), VIEWER)
    decks: Mapping[str, list[int]] | None = shown(_by_location(), HIDDEN)  # top = last; no seat sees them

    def check(self) -> None:
        seen: list[int] = [*self.removed]
        for loc in LOCATIONS:
            seen += [c for c in self.rows[loc] if c is not None] + list(self.discards[loc])
        for p, (_, _, entries) in enumerate(self.players):
            cells = {(r, c) for r, c, *_ in entries}
            if len(cells) != len(entries):
                raise WireError(f"two cards on one cell of seat {p}'s tableau")
            for _, _, card, _, gold in entries:
                if gold > CAPACITY[card]:
                    raise WireError(f"more gold on card {card} than its purse holds")
            seen += [e[2] for e in entries]
        if len(set(seen)) != len(seen):
            raise WireError("a card is in two places")
        if self.pending is not None:
            placed = {(r, c): card for r, c, card, *_ in self.players[self.turn][2]}
            try:
                check_pending(thaw(self.pending), placed)
            except DamagedState as error:
                raise WireError(str(error)) from None


# The state's fields (the boards apart), from the same declaration, in the order of its
# JSON (after the config and the boards; the generator last).
STATE_FIELDS = state_fields(ChateauComboView)
FIELDS = tuple(name for name, _ in STATE_FIELDS)
