"""What a seat sees (`view`), a state from a view (a determinisation), and the legal
actions read from a view (the save is `persist.py`'s).

Every card of a location is in exactly one place: its deck, its row, its discards, a
tableau, or out of the game (`removed`). All but the decks are public, so a view need
not list the decks' cards: `unseen_decks` works them out, sorted by card id, which is
the order a determinisation's decks start in (they are drawn from at random).
"""

from __future__ import annotations

from itertools import filterfalse
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from ludotheque.rules.chateau_combo.data import CARDS_OF, CASTLE, LOCATIONS, VILLAGE
from ludotheque.rules.chateau_combo.legal import legal_in_view
from ludotheque.rules.chateau_combo.phases import Pending, Phase
from ludotheque.rules.chateau_combo.tableau import PlayerBoard
from ludotheque.rules.core import Rng
from ludotheque.rules.core.config_cache import config_of

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
        "pending": None if pending is None else pending.to_json(),
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
    state.pending = None if pending is None else Pending.from_json(pending)
    phase = view["phase"]  # a Phase, or its value in a view read from JSON
    state.phase = phase if type(phase) is Phase else Phase(phase)
    state.decks = unseen_decks(view)
    state.blind = True
    return state


def legal_actions_in_view(cls: type[ComboState], view: dict[str, Any]) -> list[Any]:
    """Exact and without sampling: what the player to move may do depends only on public
    facts (their board, the rows, the messenger, the phase), never the decks."""
    return legal_in_view(view)
