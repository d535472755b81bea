"""A player's tableau: where cards may go, and what it contains.

Cells are (row, col) relative to the first card, which sits at (0, 0); the grid is only
fixed once it spans three rows and three columns. `final_cell` gives a card's position in
the finished 3x3 grid (row 0 = top), which is what position conditions read.

Face-down cards fill a cell but have no crest, banner, cost, effect or score (RULINGS).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ludotheque.rules.chateau_combo.data import CARDS, CRESTS, Card

Cell = tuple[int, int]
Entry = tuple[int, int, int, bool, int]  # (row, col, card, face_down, gold): one card in a view
SIZE = 3
FULL = SIZE * SIZE
NEIGHBOURS = ((-1, 0), (1, 0), (0, -1), (0, 1))


class Counts(dict):
    """Counts by name; a missing name counts 0 (a lighter Counter: the AI counts a lot)."""

    def __missing__(self, key: str) -> int:
        return 0


class Slot(NamedTuple):
    """One card of a tableau. Immutable, so copying a tableau copies one dict (the AI
    copies tableaux all the time); gold goes on a purse through `Tableau.add_gold`."""

    card: int
    face_down: bool = False
    gold: int = 0  # gold stored on this card's purse


_new_slot = tuple.__new__  # Slot's own constructor, without a Python call
CAPACITY = tuple(card.purse_capacity for card in CARDS)  # by card id


def purses_of(entries: tuple[Entry, ...]) -> list[tuple[Cell, int]]:
    """The cells of the face-up cards with a purse, sorted, each with the gold it still
    takes, read from a tableau's entries (`Tableau.entries` or a view's)."""
    return sorted([((r, c), CAPACITY[k] - g) for r, c, k, down, g in entries if not down and CAPACITY[k]])


_FREE: dict[tuple[Cell, ...], tuple[Cell, ...]] = {}  # occupied cells -> free cells


def free_cells_of_shape(shape: tuple[Cell, ...]) -> tuple[Cell, ...]:
    """The free cells next to the occupied cells `shape` (in the order laid), remembered."""
    got = _FREE.get(shape)
    if got is None:
        if len(_FREE) > 100_000:
            _FREE.clear()
        got = _FREE[shape] = tuple(_free_cells(shape))
    return got


def _free_cells(shape: tuple[Cell, ...]) -> list[Cell]:
    if not shape:
        return [(0, 0)]
    if len(shape) >= FULL:
        return []
    rows = [r for r, _ in shape]
    cols = [c for _, c in shape]
    r0, r1, c0, c1 = min(rows), max(rows), min(cols), max(cols)
    taken = set(shape)
    out = set()
    for r, c in shape:
        for dr, dc in NEIGHBOURS:
            cell = (r + dr, c + dc)
            if cell in taken or cell in out:
                continue
            if max(r1, cell[0]) - min(r0, cell[0]) < SIZE and max(c1, cell[1]) - min(c0, cell[1]) < SIZE:
                out.add(cell)
    return sorted(out)


class Tableau:
    """The cards in front of one player.

    Cards are only ever added (`place`) and gold only changes through `add_gold`, and
    both keep `shown` right: the tuple `entries` gave the last view, or None. The views
    read `shown` as it is (`ComboState.view`), so never change `slots` directly once a
    tableau has been shown; building one up directly before is fine (tests do).
    `entries` also checks the count of cards, in case."""

    __slots__ = ("slots", "shown")

    def __init__(self, slots: dict[Cell, Slot] | None = None,
                 entries: tuple[Entry, ...] | None = None) -> None:
        self.slots: dict[Cell, Slot] = slots if slots is not None else {}
        self.shown = entries

    def copy(self) -> Tableau:
        return Tableau(self.slots.copy(), self.shown)

    def place(self, cell: Cell, slot: Slot) -> None:
        """Lay a card on the free `cell` (a view's tuple, if any, grows by its entry)."""
        self.slots[cell] = slot
        got = self.shown
        if got is not None:
            self.shown = got + ((*cell, *slot),) if len(got) == len(self.slots) - 1 else None

    def add_gold(self, cell: Cell, amount: int) -> None:
        """Put `amount` more gold on the purse of the card at `cell`."""
        card, face_down, gold = self.slots[cell]
        self.slots[cell] = Slot(card, face_down, gold + amount)
        self.shown = None

    def entries(self) -> tuple[Entry, ...]:
        """The cards as a view gives them, in the order laid: immutable, so every view
        shares one tuple until the tableau changes (a view is built on every decision)."""
        got = self.shown
        if got is None or len(got) != len(self.slots):
            got = self.shown = tuple([(r, c, k, fd, g) for (r, c), (k, fd, g) in self.slots.items()])
        return got

    def __len__(self) -> int:
        return len(self.slots)

    # --- placement --------------------------------------------------------------
    def bounds(self) -> tuple[int, int, int, int]:
        rows = [r for r, _ in self.slots]
        cols = [c for _, c in self.slots]
        return min(rows), max(rows), min(cols), max(cols)

    def free_cells(self) -> list[Cell]:
        """Every cell the next card may go to: next to a card, keeping within 3x3."""
        return list(self.free_cells_shared())

    def free_cells_shared(self) -> tuple[Cell, ...]:
        """`free_cells` as a tuple that may be shared (remembered by shape: the AI asks
        for the same few shapes again and again)."""
        return free_cells_of_shape(tuple(self.slots))

    def placement_problem(self, cell: Cell) -> str | None:
        """Why `cell` cannot take the next card (an error name), or None when it can."""
        if cell in self.slots:
            return "cell_taken"
        if not self.slots:
            return None if cell == (0, 0) else "first_card_origin"
        if len(self.slots) >= FULL:
            return "tableau_full"
        if not any((cell[0] + dr, cell[1] + dc) in self.slots for dr, dc in NEIGHBOURS):
            return "not_adjacent"
        r0, r1, c0, c1 = self.bounds()
        if max(r1, cell[0]) - min(r0, cell[0]) >= SIZE or max(c1, cell[1]) - min(c0, cell[1]) >= SIZE:
            return "grid_too_big"
        return None

    def final_cell(self, cell: Cell) -> Cell:
        """The cell in the 3x3 grid, counted from the top-left card (exact once full)."""
        r0, _, c0, _ = self.bounds()
        return cell[0] - r0, cell[1] - c0

    def possible_final_cells(self, cell: Cell) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Rows and columns `cell` may still end on in the finished grid."""
        r0, r1, c0, c1 = self.bounds()
        rows = tuple(cell[0] - top for top in range(r1 - SIZE + 1, r0 + 1))
        cols = tuple(cell[1] - left for left in range(c1 - SIZE + 1, c0 + 1))
        return rows, cols

    # --- contents ------------------------------------------------------------------
    def face_up_cards(self) -> list[tuple[Cell, Card]]:
        return [(cell, CARDS[s.card]) for cell, s in self.slots.items() if not s.face_down]

    def cells_in(self, cell: Cell, scope: str) -> list[Cell]:
        """The cells of `cell`'s row, column, or both (each once), or the whole tableau."""
        if scope == "tableau":
            return list(self.slots)
        if scope == "row":
            return [c for c in self.slots if c[0] == cell[0]]
        if scope == "column":
            return [c for c in self.slots if c[1] == cell[1]]
        if scope == "row_and_column":
            return [c for c in self.slots if c[0] == cell[0] or c[1] == cell[1]]
        raise ValueError(f"unknown scope {scope!r}")

    def crest_counts(self, cells: list[Cell] | None = None) -> Counts:
        counts = Counts()
        for cell in self.slots if cells is None else cells:
            slot = self.slots[cell]
            if not slot.face_down:
                for crest in CARDS[slot.card].crests:
                    counts[crest] += 1
        return counts

    def distinct_crests(self, cells: list[Cell] | None = None) -> int:
        return len(self.crest_counts(cells))

    def missing_crests(self) -> int:
        return len(CRESTS) - self.distinct_crests()

    def banner_counts(self) -> Counts:
        counts = Counts()
        for slot in self.slots.values():
            if not slot.face_down:
                counts[CARDS[slot.card].banner] += 1
        return counts

    def has_face_down(self) -> bool:
        return any(s.face_down for s in self.slots.values())

    def purse_cells(self) -> list[Cell]:
        return [cell for cell, card in self.face_up_cards() if card.has_purse]

    def purse_room(self, cell: Cell) -> int:
        slot = self.slots[cell]
        return CARDS[slot.card].purse_capacity - slot.gold

    def total_purse_room(self) -> int:
        return sum(self.purse_room(cell) for cell in self.purse_cells())

    def stored_gold(self) -> int:
        return sum(s.gold for s in self.slots.values())

    def discount(self, location: str) -> int:
        return sum(CARDS[k].discount[location] for k, down, _ in self.slots.values() if not down)

    # --- serialisation ----------------------------------------------------------------
    def to_json(self) -> list[list[int]]:
        return [[r, c, s.card, int(s.face_down), s.gold] for (r, c), s in sorted(self.slots.items())]

    @classmethod
    def from_json(cls, data: list[list[int]]) -> Tableau:
        return cls({(int(r), int(c)): Slot(int(k), bool(fd), int(g)) for r, c, k, fd, g in data})

    @classmethod
    def from_view(cls, data: tuple[Entry, ...]) -> Tableau:
        """A tableau from a view's entries, trusted as the view built them: the AI rebuilds
        tableaux on every decision, so this skips the checks and Slot's Python constructor
        (and keeps the view's tuple for the next view)."""
        if type(data) is not tuple:  # not from a view: nothing to remember it by
            return cls({(r, c): _new_slot(Slot, (k, fd, g)) for r, c, k, fd, g in data})
        got = _FROM_VIEW.get(id(data))
        if got is None or got[0] is not data:
            if len(_FROM_VIEW) > 2048:
                _FROM_VIEW.clear()
            got = _FROM_VIEW[id(data)] = (data, {(r, c): _new_slot(Slot, (k, fd, g)) for r, c, k, fd, g in data})
        return cls(got[1].copy(), data)


# A view's entries (immutable, shared by the views of one tableau) -> its slots, copied
# for each state made from a view: the AI makes several from each, and the tableaux of
# the seats not moving stay the same from one decision to the next. Keyed by id, the
# tuple kept alongside (so the id stays its own while remembered).
_FROM_VIEW: dict[int, tuple[tuple[Entry, ...], dict[Cell, Slot]]] = {}


class PlayerBoard:
    """One seat's gold, keys and tableau."""

    __slots__ = ("gold", "keys", "tableau")

    def __init__(self, gold: int, keys: int, tableau: Tableau | None = None) -> None:
        self.gold = gold
        self.keys = keys
        self.tableau = tableau if tableau is not None else Tableau()

    def copy(self) -> PlayerBoard:
        return PlayerBoard(self.gold, self.keys, self.tableau.copy())

    def to_json(self) -> dict[str, Any]:
        return {"gold": self.gold, "keys": self.keys, "tableau": self.tableau.to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PlayerBoard:
        return cls(int(data["gold"]), int(data["keys"]), Tableau.from_json(data["tableau"]))

    @classmethod
    def from_view(cls, seat: tuple[int, int, tuple[Entry, ...]]) -> PlayerBoard:
        """A board from a view's seat: (gold, keys, tableau entries)."""
        gold, keys, entries = seat
        return cls(gold, keys, Tableau.from_view(entries))
