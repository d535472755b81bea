"""Château Combo's invariants on a saved state's JSON form (issue 24).

- conservation: each of the 78 cards is in exactly one place (a tableau, a row, a
  discard pile, the removed cards or a deck), and a row, deck or discard pile of a
  location holds only that location's cards;
- tableaux: at most nine cards, each on its own cell, within a 3x3 square; gold on a
  card within its purse;
- ranges: gold and keys never negative, the seat to move and the first player are seats,
  the phase is one of the game's, rows hold three places;
- turns: the seat to move is the one whose turn it is by the cards each seat has laid;
- pending (`pendingcheck.py`): a choice the rules left open names the card, the cell and
  the effect it comes from, on the tableau of the seat to move, and is of that effect's kind;
- then every field of its declared type (`fields.ChateauComboView`).
"""

from __future__ import annotations

from typing import Any

from ludotheque.rules.chateau_combo.data import CARDS, CARDS_OF, LOCATIONS, SETUP
from ludotheque.rules.chateau_combo.fields import ChateauComboView
from ludotheque.rules.chateau_combo.pendingcheck import MAX_GOLD, check_pending
from ludotheque.rules.chateau_combo.tableau import CAPACITY, FULL, SIZE
from ludotheque.rules.core.checks import (
    DamagedState,
    array,
    field,
    flag,
    integer,
    mapping,
    need,
    text,
    unique,
)
from ludotheque.rules.core.fields import check_stored
from ludotheque.rules.core.wire import WireError

PHASES = ("play", "store", "over")


def check_state(data: dict[str, Any]) -> None:
    """Raise DamagedState naming the first broken rule of this Château Combo state."""
    config = mapping(field(data, "config"), "config")
    n = integer(field(config, "num_players", "config"), 1, 5, "config.num_players")
    phase = text(field(data, "phase"), "phase", PHASES)
    cards = len(CARDS)
    seen: list[int] = []
    boards = array(field(data, "players"), "players", length=n)
    tableaux: list[dict[tuple[int, int], int]] = []
    for p, board in enumerate(boards):
        mapping(board, f"players[{p}]", ("gold", "keys", "tableau"))
        integer(board["gold"], 0, MAX_GOLD, f"the gold of seat {p}")
        integer(board["keys"], 0, MAX_GOLD, f"the keys of seat {p}")
        cells: dict[tuple[int, int], int] = {}
        for entry in array(board["tableau"], f"the tableau of seat {p}", most=FULL):
            need(type(entry) is list and len(entry) == 5, f"an entry of seat {p}'s tableau is malformed")
            r = integer(entry[0], -(SIZE - 1), SIZE - 1, f"a row of seat {p}'s tableau")
            c = integer(entry[1], -(SIZE - 1), SIZE - 1, f"a column of seat {p}'s tableau")
            card = integer(entry[2], 0, cards - 1, f"a card of seat {p}'s tableau")
            integer(int(entry[3]) if type(entry[3]) is bool else entry[3], 0, 1, f"a face-down flag of seat {p}'s tableau")
            integer(entry[4], 0, CAPACITY[card], f"the gold on card {card} of seat {p}")
            need((r, c) not in cells, f"two cards on cell ({r}, {c}) of seat {p}'s tableau")
            cells[r, c] = card
            seen.append(card)
        if cells:
            taken_rows = [r for r, _ in cells]
            taken_cols = [c for _, c in cells]
            need(max(taken_rows) - min(taken_rows) < SIZE and max(taken_cols) - min(taken_cols) < SIZE,
                 f"seat {p}'s tableau is larger than {SIZE}x{SIZE}")
        tableaux.append(cells)
    rows = mapping(field(data, "rows"), "rows", LOCATIONS)
    discards = mapping(field(data, "discards"), "discards", LOCATIONS)
    decks = mapping(field(data, "decks"), "decks", LOCATIONS)
    for loc in LOCATIONS:
        own = CARDS_OF[loc]
        row = array(rows[loc], f"the {loc} row", most=SETUP["display_per_row"])
        for card in row:
            if card is not None:
                seen.append(integer(card, own[0], own[-1], f"a card of the {loc} row"))
        for name, pile in (("discard", discards[loc]), ("deck", decks[loc])):
            for card in array(pile, f"the {loc} {name}", most=len(own)):
                seen.append(integer(card, own[0], own[-1], f"a card of the {loc} {name}"))
    for card in array(field(data, "removed"), "removed", most=cards):
        seen.append(integer(card, 0, cards - 1, "a removed card"))
    unique(seen, "a card")
    need(len(seen) == cards, f"{cards - len(seen)} cards are missing")
    exhausted = array(field(data, "exhausted"), "exhausted", most=len(LOCATIONS))
    for loc in exhausted:
        text(loc, "an exhausted location", LOCATIONS)
    unique(exhausted, "an exhausted location")
    text(field(data, "messenger"), "the messenger's row", LOCATIONS)
    integer(field(data, "first"), 0, n - 1, "first")
    turn = integer(field(data, "turn"), 0, n - 1, "turn")
    flag(field(data, "key_used"), "key_used")
    integer(field(data, "rng"), 0, (1 << 64) - 1, "rng")
    pending = data.get("pending")
    if phase != "over" and not all(len(cells) == FULL for cells in tableaux):  # the last storing: any order
        check_turn_order([len(cells) for cells in tableaux], data["first"], turn, pending is not None or phase == "store")
    if pending is not None:
        need(phase != "over", "a choice is pending after the end")
        check_pending(mapping(pending, "pending"), tableaux[turn])
    try:  # and every field of its declared type (`fields.ChateauComboView`), as on the wire
        check_stored(ChateauComboView, {**data, "pending": pending}, n)
    except WireError as error:
        raise DamagedState(str(error)) from None


def check_turn_order(counts: list[int], first: int, turn: int, placed: bool) -> None:
    """Seats play in turn from the first player, one card each: those before the seat
    to move in this round have one card more than those after it (and than it, until it
    has placed its card)."""
    n = len(counts)
    order = [(first + i) % n for i in range(n)]
    j = order.index(turn)
    base = counts[turn] - placed
    for i, p in enumerate(order):
        expected = base + 1 if i < j else base + placed if i == j else base
        need(counts[p] == expected, f"seat {p} has {counts[p]} cards: it is not seat {turn}'s turn")


__all__ = ["DamagedState", "check_state"]
