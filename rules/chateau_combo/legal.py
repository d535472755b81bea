"""What the current player may do now, and why anything else is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.rules.chateau_combo.actions import (
    Buy,
    ChooseEffect,
    DiscardFromRow,
    FillPurses,
    KeepGold,
    MoveMessenger,
    RefreshRow,
    StoreGold,
)
from ludotheque.rules.chateau_combo.data import CARDS, SETUP
from ludotheque.rules.chateau_combo.effects import fill_choices
from ludotheque.rules.chateau_combo.phases import Pending, PendingKind, Phase
from ludotheque.rules.chateau_combo.tableau import Cell, Entry, free_cells_of_shape, purses_of
from ludotheque.rules.core import IllegalAction

if TYPE_CHECKING:
    from ludotheque.rules.chateau_combo.state import ComboState

E = "chateau_combo.error."

PLACEMENT_MESSAGES = {
    "cell_taken": "that cell already holds a card",
    "first_card_origin": "the first card goes on the slot shown; later cards decide its row and column",
    "tableau_full": "your tableau already has nine cards",
    "not_adjacent": "a card must touch a card of your tableau (side by side)",
    "grid_too_big": "a row or column of your tableau may never hold more than three cards",
}

ROW_SIZE = SETUP["display_per_row"]
# Every Buy the rules can offer (cells are within two of the first card), made once:
# building frozen dataclasses was most of the time `legal` took.
BUYS = {(i, r, c, down): Buy(i, r, c, down)
        for i in range(ROW_SIZE) for r in range(-2, 3) for c in range(-2, 3) for down in (False, True)}
BuyTable = tuple[tuple[tuple[Buy, ...], tuple[Buy, ...]], ...]
# For each cell, each index of the row: (face down,) and (face up, face down).
_AT = {(r, c): tuple(((BUYS[i, r, c, True],), (BUYS[i, r, c, False], BUYS[i, r, c, True])) for i in range(ROW_SIZE))
       for r in range(-2, 3) for c in range(-2, 3)}
_BY_SHAPE: dict[tuple[Cell, ...], BuyTable] = {}
_BY_CELLS: dict[tuple[Cell, ...], BuyTable] = {}


def buy_table(shape: tuple[Cell, ...]) -> BuyTable:
    """The Buys into a tableau whose cards lie on `shape` (its cells in the order laid):
    `table[index][affordable]` for the row's card at `index`, face up (if affordable)
    and face down, cell by cell. Remembered by shape (one look-up a call) and made once
    per set of free cells (many shapes leave the same free cells)."""
    got = _BY_SHAPE.get(shape)
    if got is None:
        if len(_BY_SHAPE) > 100_000:
            _BY_SHAPE.clear()
            _BY_CELLS.clear()
        cells = free_cells_of_shape(shape)
        got = _BY_CELLS.get(cells)
        if got is None:
            at = [_AT[cell] for cell in cells]
            got = _BY_CELLS[cells] = tuple(
                (tuple(b for per_cell in at for b in per_cell[i][0]),
                 tuple(b for per_cell in at for b in per_cell[i][1]))
                for i in range(ROW_SIZE))
        _BY_SHAPE[shape] = got
    return got


# What each card takes off the price of a location's cards, by card id.
DISCOUNTS = {loc: tuple(card.discount[loc] for card in CARDS) for loc in ("castle", "village")}
# The actions without a varying part, made once (building a frozen dataclass costs more
# than everything else `legal` does); equal to any other instance, so the lists are too.
MOVE, REFRESH, KEEP = MoveMessenger(), RefreshRow(), KeepGold()
DISCARDS = tuple(DiscardFromRow(i) for i in range(ROW_SIZE))
CHOICES = tuple(ChooseEffect(i) for i in range(max(
    len(eff["options"]) for card in CARDS for eff in card.effects if eff["type"] == "choose_one")))
STORES = {(r, c, amount): StoreGold(r, c, amount)
          for r in range(-2, 3) for c in range(-2, 3) for amount in range(1, max(k.purse_capacity for k in CARDS) + 1)}


def _main_actions(gold: int, keys: int, shape: tuple[Cell, ...], discount: int,
                  key_used: bool, exhausted: Any, row: Any) -> list[Any]:
    """The main step: a key (to move the messenger or refresh its row), then a card of the
    messenger's `row`, face up if affordable or face down, on a cell next to `shape`."""
    out: list[Any] = []
    if keys >= 1 and not key_used:
        if not exhausted:
            out.append(MOVE)
        out.append(REFRESH)
    table = buy_table(shape)
    for i, card in enumerate(row):
        if card is not None:
            out.extend(table[i][CARDS[card].cost - discount <= gold])
    return out


def legal_in_view(view: dict[str, Any]) -> list[Any]:
    """`legal_actions` read straight from a view (the random seat and the AI's root ask on every
    decision, and building even a skeleton state cost more than `legal_actions` itself): same
    actions, same order. A seat's entry is (gold, keys, tableau entries)."""
    phase = view["phase"]
    if phase == Phase.OVER:
        return []
    gold, keys, entries = view["players"][view["turn"]]
    if phase == Phase.STORE:
        return _store_actions(entries, gold)
    pending = view["pending"]
    if pending is not None:  # the view's record of it
        return _pending_actions(Pending.from_json(pending), view["rows"], entries)
    loc = view["messenger"]
    off = DISCOUNTS[loc]
    shape, discount = [], 0
    for r, c, card, down, _ in entries:  # one pass for both: this runs on every decision
        shape.append((r, c))
        if not down:
            discount += off[card]
    return _main_actions(gold, keys, tuple(shape), discount, view["key_used"], view["exhausted"], view["rows"][loc])


def legal_actions(state: ComboState) -> list[Any]:
    """What the player to move may do, in a fixed order (the AI and the saves rely on it)."""
    if state.phase == Phase.OVER:
        return []
    board = state.players[state.turn]
    if state.phase == Phase.STORE:
        return _store_actions(board.tableau.entries(), board.gold)
    if state.pending is not None:
        return _pending_actions(state.pending, state.rows, board.tableau.entries())
    loc = state.messenger
    return _main_actions(board.gold, board.keys, tuple(board.tableau.slots),
                         board.tableau.discount(loc),  # the row's cards all bear its banner
                         state.key_used, state.exhausted, state.rows[loc])


PENDING_ACTION = {PendingKind.CHOOSE: ChooseEffect, PendingKind.DISCARD: DiscardFromRow, PendingKind.FILL: FillPurses}
_FILLS: dict[tuple[Cell, ...], FillPurses] = {}


def _pending_actions(pending: Pending, rows: dict[str, Any], entries: tuple[Entry, ...]) -> list[Any]:
    """The choices the effect waiting on the mover offers (`entries`: their tableau's)."""
    kind = pending.kind
    if kind == PendingKind.CHOOSE:
        return list(CHOICES[: pending.options])
    if kind == PendingKind.DISCARD:
        assert pending.row is not None, "a discard names its row"
        return [DISCARDS[i] for i, c in enumerate(rows[pending.row]) if c is not None]
    if kind == PendingKind.FILL:
        count = CARDS[pending.card].effects[pending.effect]["cards"]
        out = []
        for cells in fill_choices(entries, count):
            action = _FILLS.get(cells)
            if action is None:
                action = _FILLS[cells] = FillPurses(cells)
            out.append(action)
        return out
    raise ValueError(f"unknown pending decision {kind!r}")


def _store_actions(entries: tuple[Entry, ...], gold: int) -> list[Any]:
    """End of the game: some of the gold onto a purse with room, or keep the rest."""
    out: list[Any] = []
    for (r, c), room in purses_of(entries):
        for amount in range(1, min(gold, room) + 1):
            out.append(STORES[r, c, amount])
    out.append(KEEP)
    return out


def _whole(v: Any) -> bool:
    return type(v) is int  # not a bool, not a float


# The fields each action has and what they hold (an action may come from a file or the
# command line); FillPurses is checked on its own.
INT_FIELDS: dict[type, tuple[str, ...]] = {
    MoveMessenger: (), RefreshRow: (), KeepGold: (),
    ChooseEffect: ("option",), DiscardFromRow: ("index",),
    StoreGold: ("row", "col", "amount"),
}
KEY_ACTIONS = (MoveMessenger, RefreshRow)
STORE_ACTIONS = (StoreGold, KeepGold)


def _well_formed(action: Any) -> bool:
    """Numbers where numbers belong."""
    kind = type(action)
    if kind is Buy:  # nearly every action: checked without a loop
        return (type(action.index) is int and type(action.row) is int and type(action.col) is int
                and type(action.face_down) is bool)
    if kind is FillPurses:
        return isinstance(action.cells, tuple) and all(
            isinstance(c, tuple) and len(c) == 2 and _whole(c[0]) and _whole(c[1]) for c in action.cells)
    names = INT_FIELDS.get(kind)
    if names is None:
        return False
    return all(_whole(getattr(action, name)) for name in names)


def check(state: ComboState, action: Any) -> None:
    """Raise IllegalAction with the precise reason when `action` is not legal now."""
    if not _well_formed(action):
        raise IllegalAction("core.error.bad_action", f"malformed action {action!r}")
    if state.phase == Phase.STORE:
        _check_store(state, action)
        return
    if state.pending is not None:
        wanted = PENDING_ACTION[state.pending.kind]
        if not isinstance(action, wanted):
            raise IllegalAction(E + "finish_effect", "first finish the effect of the card you just took")
        if action not in _pending_actions(state.pending, state.rows, state.players[state.turn].tableau.entries()):
            raise IllegalAction(E + "bad_choice", "that choice is not one the effect offers")
        return
    if isinstance(action, KEY_ACTIONS):
        _check_key(state, action)
    elif isinstance(action, Buy):
        _check_buy(state, action)
    elif isinstance(action, STORE_ACTIONS):
        raise IllegalAction(E + "not_end", "gold is stored on purses only at the end of the game")
    else:
        raise IllegalAction(E + "no_choice", "there is no effect choice to make now")


def _check_key(state: ComboState, action: Any) -> None:
    if state.key_used:
        raise IllegalAction(E + "one_key", "only one key may be spent per turn")
    if state.players[state.turn].keys < 1:
        raise IllegalAction(E + "no_key", "you have no key to spend")
    if isinstance(action, MoveMessenger) and state.exhausted:
        raise IllegalAction(E + "messenger_fixed", "a location is exhausted: the messenger no longer moves")


def _check_buy(state: ComboState, action: Buy) -> None:
    p = state.turn
    row = state.rows[state.messenger]
    if not 0 <= action.index < len(row) or row[action.index] is None:
        raise IllegalAction(E + "no_card", "there is no card there in the messenger's row")
    problem = state.players[p].tableau.placement_problem((action.row, action.col))
    if problem is not None:
        raise IllegalAction(E + problem, PLACEMENT_MESSAGES[problem])
    if not action.face_down:
        card = row[action.index]
        assert card is not None, "an empty place is refused above"
        cost = state.cost_for(p, card)
        gold = state.players[p].gold
        if cost > gold:
            raise IllegalAction(E + "too_expensive",
                                f"this card costs {cost} gold and you have {gold}; take it face down instead",
                                cost=cost, gold=gold)


def _check_store(state: ComboState, action: Any) -> None:
    if isinstance(action, KeepGold):
        return
    if not isinstance(action, StoreGold):
        raise IllegalAction(E + "game_end", "the game is over: only storing gold on purses remains")
    board = state.players[state.turn]
    cell = (action.row, action.col)
    if cell not in board.tableau.purse_cells():
        raise IllegalAction(E + "not_purse", "gold may only be stored on a face-up card with a purse")
    room = board.tableau.purse_room(cell)
    if not 1 <= action.amount <= min(room, board.gold):
        raise IllegalAction(E + "purse_full", f"this purse takes at most {room} more gold and you have {board.gold}",
                            room=room, gold=board.gold)
