"""What a seat sees (`view`), a state from a view (a determinisation) or from a save,
and a save from a state.

Every card of a location is in exactly one place: its deck, its row, its discards, a
tableau, or out of the game (`removed`). All but the decks are public, so a view need
not list the decks' cards: `unseen_decks` works them out, sorted by card id, which is
the order a determinisation's decks start in (they are drawn from at random).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import filterfalse
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from ludotheque.rules.chateau_combo.data import CARDS, CARDS_OF, CASTLE, LOCATIONS, SETUP, VILLAGE
from ludotheque.rules.chateau_combo.legal import legal_in_view
from ludotheque.rules.chateau_combo.phases import Phase
from ludotheque.rules.chateau_combo.tableau import CAPACITY, FULL, SIZE, PlayerBoard
from ludotheque.rules.chateau_combo.validate import MAX_GOLD, PENDING_KIND, check_pending
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.core.checks import DamagedState
from ludotheque.rules.core.config_cache import config_of
from ludotheque.rules.core.fields import (
    CONFIG,
    SEATS,
    VIEWER,
    EnumOf,
    Flag,
    Int,
    ListOf,
    Maybe,
    Record,
    Row,
    Seat,
    Text,
    View,
    shown,
    thaw,
)
from ludotheque.rules.core.wire import WireError

if TYPE_CHECKING:
    from ludotheque.rules.chateau_combo.state import ComboState

_CARD = itemgetter(2)  # of a tableau entry


def unseen_decks(view: dict[str, Any]) -> dict[str, list[int]]:
    """The cards each deck holds, in card order: those of its location in no other place."""
    seen = set(view["removed"])
    rows, discards = view["rows"], view["discards"]
    for loc in LOCATIONS:
        seen.update(rows[loc])
        seen.update(discards[loc])
    for _, _, entries in view["players"]:
        seen.update(map(_CARD, entries))
    return {loc: list(filterfalse(seen.__contains__, CARDS_OF[loc])) for loc in LOCATIONS}


def view(state: ComboState, player: int | None) -> dict[str, Any]:
    """Everything is public but the order of the decks, and which cards the decks hold
    follows from the rest (every other card is in sight: `unseen_decks`). Plain data built
    directly on every decision, immutable where it can be: a seat is (gold, keys, tableau
    entries), the entries (row, col, card, face_down, gold) in the order laid, one tuple
    shared by every view until the tableau changes; the discards, removed and exhausted
    are the state's own tuples."""
    rows, pending = state.rows, state.pending
    players = []
    for b in state.players:  # a loop, not a comprehension (a call): this is hot
        # `shown` is right whenever set: only `place` and `add_gold` change a tableau,
        # and both keep it so. None (after `add_gold`, or never shown) or () (empty):
        # `entries()` makes it.
        players.append((b.gold, b.keys, b.tableau.shown or b.tableau.entries()))
    return {
        "config": state.config_data,
        "players": players,
        "rows": {CASTLE: tuple(rows[CASTLE]), VILLAGE: tuple(rows[VILLAGE])},
        "discards": state.discards.copy(),  # of tuples
        "removed": state.removed,
        "exhausted": state.exhausted,
        "messenger": state.messenger,
        "first": state.first,
        "turn": state.turn,
        "key_used": state.key_used,
        "pending": None if pending is None else pending.copy(),
        "phase": state.phase,
        "viewer": player,
    }


def from_view(cls: type[ComboState], view: dict[str, Any], rng: Rng) -> ComboState:
    """A determinisation: a state showing `view`, each deck holding its location's unseen
    cards, drawn from at random (`blind`): the same as a shuffled deck, without shuffling
    on every decision. The view is trusted as `view` built it (no conversions)."""
    state = cls(config_of(view["config"]), Rng(rng.next64()))
    state.players = [PlayerBoard.from_view(seat) for seat in view["players"]]
    rows, discards = view["rows"], view["discards"]
    state.rows = {CASTLE: list(rows[CASTLE]), VILLAGE: list(rows[VILLAGE])}
    state.discards = {CASTLE: discards[CASTLE], VILLAGE: discards[VILLAGE]}  # tuples, shared
    state.removed = view["removed"]
    state.exhausted = view["exhausted"]
    state.messenger = view["messenger"]
    state.first = view["first"]
    state.turn = view["turn"]
    state.key_used = view["key_used"]
    pending = view["pending"]
    state.pending = None if pending is None else dict(pending)
    phase = view["phase"]  # a Phase, or its value in a view read from JSON
    state.phase = phase if type(phase) is Phase else Phase(phase)
    state.decks = unseen_decks(view)
    state.blind = True
    return state


def legal_actions_in_view(cls: type[ComboState], view: dict[str, Any]) -> list[Any]:
    """Exact and without sampling: what the player to move may do depends only on public
    facts (their board, the rows, the messenger, the phase), never the decks."""
    return legal_in_view(view)


def to_json(state: ComboState) -> dict[str, Any]:
    """The save: everything, the decks in order and the generator included."""
    pending, rows, discards = state.pending, state.rows, state.discards
    return {
        "config": state.config.to_json(),
        "players": [b.to_json() for b in state.players],
        "rows": {CASTLE: rows[CASTLE][:], VILLAGE: rows[VILLAGE][:]},
        "discards": {CASTLE: list(discards[CASTLE]), VILLAGE: list(discards[VILLAGE])},
        "removed": list(state.removed),
        "exhausted": list(state.exhausted),
        "messenger": state.messenger,
        "first": state.first,
        "turn": state.turn,
        "key_used": state.key_used,
        "pending": None if pending is None else pending.copy(),
        "phase": str(state.phase),
        "decks": {loc: list(state.decks[loc]) for loc in LOCATIONS},
        "rng": state.rng.to_json(),
    }


def from_json(cls: type[ComboState], data: dict[str, Any]) -> ComboState:
    """A state from a save (checked and converted: it may come from a file)."""
    state = cls(GameConfig.from_json(data["config"]), Rng.from_json(data["rng"]))
    state.players = [PlayerBoard.from_json(b) for b in data["players"]]
    state.rows = {loc: list(data["rows"][loc]) for loc in LOCATIONS}
    state.discards = {loc: tuple(data["discards"][loc]) for loc in LOCATIONS}
    state.removed = tuple(data["removed"])
    state.exhausted = tuple(data["exhausted"])
    state.messenger = data["messenger"]
    state.first = int(data["first"])
    state.turn = int(data["turn"])
    state.key_used = bool(data["key_used"])
    pending = data.get("pending")
    state.pending = None if pending is None else dict(pending)
    state.phase = Phase(data["phase"])  # typed inside the state, its value in the JSON
    state.decks = {loc: list(data["decks"][loc]) for loc in LOCATIONS}
    return state


# --- the typed view (issue 30): the same keys and values, declared once -----------------
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


@dataclass(frozen=True)
class ChateauComboView(View):
    """Everything but the order of the decks (which cards they hold follows from the rest)."""

    config: Mapping[str, Any] = shown(CONFIG, source="config_data")
    players: tuple[tuple[int, int, tuple[tuple[int, int, int, bool, int], ...]], ...] = shown(
        ListOf(_SEAT, length=SEATS), source=lambda state, player: [
            (b.gold, b.keys, b.tableau.shown or b.tableau.entries()) for b in state.players])
    rows: Mapping[str, tuple[int | None, ...]] = shown(_by_location(SETUP["display_per_row"], maybe=True))
    discards: Mapping[str, tuple[int, ...]] = shown(_by_location())
    removed: tuple[int, ...] = shown(ListOf(_CARD_ID, most=len(CARDS)))
    exhausted: tuple[str, ...] = shown(ListOf(_LOCATION, most=len(LOCATIONS)))
    messenger: str = shown(_LOCATION)
    first: int = shown(Seat())
    turn: int = shown(Seat())
    key_used: bool = shown(Flag())
    pending: Mapping[str, Any] | None = shown(Maybe(PENDING))
    phase: Phase = shown(EnumOf(Phase))
    viewer: int | None = shown(Maybe(Seat()), VIEWER)

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
            cells = {(r, c): card for r, c, card, *_ in self.players[self.turn][2]}
            try:
                check_pending(thaw(self.pending), cells)
            except DamagedState as error:
                raise WireError(str(error)) from None
