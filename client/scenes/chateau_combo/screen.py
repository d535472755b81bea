"""Château Combo's view model: what the screen shows and what a click does, described from
what the seat sees (the state rebuilt from its `view`), its legal actions and the UI's
own choices, nothing else.

`describe` is a pure function: painters draw the `Screen` it returns, input maps a click
to an action through it (`Screen.click_market`, `Screen.click_cell`), tests read it. The
rules answer every question (prices, open cells, points, what an option pays, the storing
move): nothing here re-derives a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from ludotheque.client.game.clicks import Play
from ludotheque.rules.chateau_combo.actions import (
    Buy,
    DiscardFromRow,
    FillPurses,
    KeepGold,
    MoveMessenger,
    RefreshRow,
    StoreGold,
)
from ludotheque.rules.chateau_combo.asks import (
    card_points,
    card_turn,
    open_cells,
    option_outcome,
    price,
    store_all,
)
from ludotheque.rules.chateau_combo.data import CARDS, LOCATIONS
from ludotheque.rules.chateau_combo.phases import Pending, PendingKind, Phase, pending_of
from ludotheque.rules.chateau_combo.tableau import Cell

if TYPE_CHECKING:
    from ludotheque.client.scenes.chateau_combo.picture import Picture
    from ludotheque.rules.chateau_combo.state import ComboState

OUTCOMES = ("gold", "keys", "purses", "opponents_gold", "opponents_keys")


@dataclass(frozen=True)
class Picked:
    """The UI's own choices: the slot of the market card picked (in the messenger's row),
    whether it goes face down, a drag under way, the purses picked for a fill."""

    selected: int | None = None
    face_down: bool = False
    dragging: bool = False
    fill_pick: tuple[Cell, ...] = ()


@dataclass(frozen=True)
class SlotLine:
    """A card of a tableau as drawn: its cell, face, the gold on its purse, the points it
    scores now (None face down), the gold its panel shows on a purse (None: no purse
    face up) and the room left on that purse."""

    cell: Cell
    card: int
    face_down: bool
    gold: int
    points: int | None
    purse: int | None
    room: int


@dataclass(frozen=True)
class SeatLine:
    """One seat: its gold, keys and score, its tableau (in the order laid), the cells its
    next card may go to, and its discounts (castle, village)."""

    seat: int
    gold: int
    keys: int
    score: int
    slots: tuple[SlotLine, ...]
    open: tuple[Cell, ...]
    discount: tuple[int, int]
    current: bool

    def cells(self) -> tuple[Cell, ...]:
        return tuple(s.cell for s in self.slots)

    def at(self, cell: Cell) -> SlotLine | None:
        for s in self.slots:
            if s.cell == cell:
                return s
        return None

    def __len__(self) -> int:
        return len(self.slots)


@dataclass(frozen=True)
class RowLine:
    """A market row: its cards (None: a gap), the deck and discard sizes, and for each
    card what the viewer pays face up (`cost`: after discounts, wherever the messenger)
    and `prices` (face up, face down) as the rules give them (None: not buyable now)."""

    loc: str
    cards: tuple[int | None, ...]
    deck: int
    discards: int
    exhausted: bool
    here: bool  # the messenger is on this row
    cost: tuple[int | None, ...]
    prices: tuple[tuple[int | None, int | None], ...]

    def card(self, index: int) -> int | None:
        return self.cards[index] if 0 <= index < len(self.cards) else None


@dataclass(frozen=True)
class Buttons:
    """The board's buttons: shown, and whether they may be pressed."""

    keys: bool  # the key buttons and the face-down toggle are shown (recruiting)
    move: bool  # "Move the messenger" may be pressed (dark once the key is spent)
    refresh: bool  # "Refresh the row" may be pressed
    face: bool  # the face-down toggle may be pressed: the viewer chooses a card now
    store: bool  # "Store all" and "Keep the rest" are shown (the viewer stores)


# What a click does.
@dataclass(frozen=True)
class Pick:
    """Pick the market card at `index` (None: let go of it)."""

    index: int | None


@dataclass(frozen=True)
class PickPurse:
    """Add or take back a purse of the fill under way."""

    cell: Cell


@dataclass(frozen=True)
class Refuse:
    """Say why nothing happens (a toast; `sound`: with the error sound)."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()
    sound: bool = True


Click = Play | Pick | PickPurse | Refuse | None


@dataclass(frozen=True)
class Screen:
    me: int  # the seat whose tableau is shown large
    opponents: tuple[int, ...]
    num_players: int
    can_act: bool  # the viewer may act now
    legal: tuple[Any, ...]  # what the viewer may do now (empty when it is not his turn)
    picked: Picked
    phase: Phase
    pending: Pending | None
    messenger: str
    current: int | None  # the player to move (None: the game is over)
    turn: int  # whose turn it is (still set once the game is over)
    turn_no: int  # which of the nine turns the player to move plays
    rows: tuple[RowLine, ...]  # in LOCATIONS order
    seats: tuple[SeatLine, ...]
    choices: tuple[tuple[tuple[str, int], ...], ...]  # a pending choice: what each option pays now
    fill_need: int  # a fill: how many purses it takes (0: none asked)
    drop: tuple[Cell, ...]  # cells the picked card may go to, face up or down as chosen
    store_move: Any  # storing: the move that stores as much as fits (None: not storing)
    buttons: Buttons

    # --- reading ---------------------------------------------------------------------------
    def row(self, loc: str) -> RowLine:
        return self.rows[LOCATIONS.index(loc)]

    @property
    def mine(self) -> SeatLine:
        return self.seats[self.me]

    @property
    def selected(self) -> int | None:
        return self.picked.selected

    def picked_card(self) -> int | None:
        """The market card picked, if any."""
        index = self.picked.selected
        return None if index is None else self.row(self.messenger).card(index)

    def choice(self, k: int) -> dict[str, int]:
        return dict(self.choices[k])

    def fillable(self, cell: Cell) -> bool:
        """A purse the fill under way may take."""
        return any(isinstance(a, FillPurses) and cell in a.cells for a in self.legal)

    def buyable(self, index: int, face_down: bool) -> bool:
        return any(isinstance(a, Buy) and a.index == index and a.face_down == face_down for a in self.legal)

    # --- input -----------------------------------------------------------------------------
    def click_market(self, loc: str, index: int) -> Click:
        """What a click on the card at `index` of row `loc` does (the viewer acts)."""
        pending = self.pending
        if pending is not None and pending.kind == PendingKind.DISCARD and pending.row == loc:
            return Play(DiscardFromRow(index))
        if pending is not None or self.phase != Phase.PLAY:
            return None
        if loc != self.messenger:
            return Refuse("chateau_combo.ui.not_messenger_row")
        row = self.row(loc)
        if row.card(index) is None:
            return None
        picked = self.picked
        if picked.selected != index and not picked.face_down and not self.buyable(index, False):
            # Face up it costs more than the player has: say so, and how to take it anyway.
            return Refuse("chateau_combo.ui.too_expensive", (("cost", row.prices[index][0]), ("gold", self.mine.gold)))
        return Pick(None if picked.selected == index else index)

    def click_cell(self, cell: Cell) -> Click:
        """What a click on a cell of the viewer's tableau does."""
        if self.phase == Phase.STORE:
            return Play(StoreGold(cell[0], cell[1], 1)) if self.mine.at(cell) is not None else None
        pending = self.pending
        if pending is not None and pending.kind == PendingKind.FILL:
            return PickPurse(cell) if self.fillable(cell) else None
        if pending is not None:
            return None
        index = self.picked.selected
        if index is None:
            return Refuse("chateau_combo.ui.place_or_pick", sound=False)
        return Play(Buy(index, cell[0], cell[1], self.picked.face_down))


def selected_in(seen: ComboState | Picture, pick: tuple[str, int] | None) -> int | None:
    """The slot of the picked card (kept as (row, card id)) in the messenger's row, or None:
    when the messenger moves or the row is dealt again, the slot does not silently start
    meaning another card (issue 23: a Banker bought for a Brigand)."""
    if pick is None:
        return None
    loc, card = pick
    row = seen.rows.get(loc, [])
    if loc != seen.messenger or card not in row:
        return None
    return row.index(card)


def _slots(seen: ComboState | Picture, seat: int) -> tuple[SlotLine, ...]:
    board = seen.players[seat]
    tab = board.tableau
    purses = set(tab.purse_cells())
    out = []
    for cell, slot in tab.slots.items():
        points = None if slot.face_down else card_points(tab, cell, board.keys)
        purse = slot.gold if CARDS[slot.card].has_purse and not slot.face_down else None
        out.append(SlotLine(cell, slot.card, slot.face_down, slot.gold, points, purse,
                            tab.purse_room(cell) if cell in purses else 0))
    return tuple(out)


def _asked(seen: ComboState | Picture) -> ComboState:
    """What the rules' questions (`asks`) are asked of: a picture of a view answers them as
    a state would (they read only the public parts it holds)."""
    return cast("ComboState", seen)


def _row(seen: ComboState | Picture, loc: str, me: int) -> RowLine:
    cards = tuple(seen.rows[loc])
    asked = _asked(seen)
    return RowLine(
        loc=loc, cards=cards, deck=len(seen.decks[loc]), discards=len(seen.discards[loc]),
        exhausted=loc in seen.exhausted, here=seen.messenger == loc,
        cost=tuple(None if c is None else seen.cost_for(me, c) for c in cards),
        prices=tuple((None, None) if c is None else (price(asked, me, loc, c, False), price(asked, me, loc, c, True))
                     for c in cards))


def describe(seen: ComboState | Picture, legal: Sequence[Any], picked: Picked, *, me: int, can_act: bool,
             scores: Sequence[float]) -> Screen:
    """The screen for what a seat sees (`seen`, the picture of its view): `legal`
    its legal actions (empty when it may not act), `picked` the UI's choices, `me` the seat
    shown large, `scores` the seats' points (worked out once per move)."""
    n = seen.num_players
    current = seen.current_player()
    asked = _asked(seen)
    legal = tuple(legal) if can_act else ()
    pending = pending_of(seen.pending)
    seats = tuple(
        SeatLine(p, seen.players[p].gold, seen.players[p].keys, int(scores[p]), _slots(seen, p),
                 tuple(open_cells(asked, p)),
                 (seen.players[p].tableau.discount("castle"), seen.players[p].tableau.discount("village")),
                 current == p)
        for p in range(n))
    choices: tuple[tuple[tuple[str, int], ...], ...] = ()
    if can_act and pending is not None and pending.kind == PendingKind.CHOOSE:
        got = [option_outcome(asked, seen.turn, k) for k in range(2)]
        choices = tuple(tuple((what, g[what]) for what in OUTCOMES) for g in got)
    fills = [a for a in legal if isinstance(a, FillPurses)]
    drop: tuple[Cell, ...] = ()
    if picked.selected is not None and seen.pending is None:
        drop = tuple(sorted({(a.row, a.col) for a in legal if isinstance(a, Buy) and a.index == picked.selected
                             and a.face_down == picked.face_down}))
    store_move: StoreGold | KeepGold | None = None
    if seen.phase == Phase.STORE and current is not None:
        store_move = store_all(asked)
    playing = seen.phase == Phase.PLAY
    free = can_act and playing and pending is None  # the viewer chooses a card (or a key) now
    buttons = Buttons(keys=playing, move=free and MoveMessenger() in legal, refresh=free and RefreshRow() in legal,
                      face=free, store=seen.phase == Phase.STORE and can_act)
    return Screen(
        me=me, opponents=tuple((me + k) % n for k in range(1, n)), num_players=n, can_act=can_act, legal=legal,
        picked=picked, phase=Phase(seen.phase), pending=pending, messenger=seen.messenger, current=current,
        turn=seen.turn, turn_no=card_turn(asked), rows=tuple(_row(seen, loc, me) for loc in LOCATIONS), seats=seats,
        choices=choices, fill_need=len(fills[0].cells) if fills else 0, drop=drop, store_move=store_move,
        buttons=buttons)


__all__ = ["Buttons", "Click", "Pick", "PickPurse", "Picked", "Play", "Refuse", "RowLine", "Screen", "SeatLine", "SlotLine",
           "describe", "selected_in"]
