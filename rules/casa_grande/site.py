"""The building site: 64 columns of blocks and platforms, and the placement rules.

Heights are counted in block layers. A block placed on a column whose top is at height
h occupies [h, h+1); a platform resting on blocks whose tops are at height s lies at
height s and is on storey s (RULINGS: a platform on ground blocks is storey 1). A
platform may leave unmarked cells unsupported, so a column can hold a gap under a
platform; nothing ever goes under a platform because things only go on a column's top.
"""

from __future__ import annotations

from typing import Any

from ludotheque.rules.casa_grande.data import (
    CELLS,
    SIZE,
    Orientation,
    distinct_orientations,
    orientation,
)

GROUND, BLOCK, PLATFORM = 0, 1, 2
# A site's state: the columns and platforms, and the tops read back from them.
_FIELDS = ("columns", "platforms", "top_h", "top_kind", "top_owner", "top_pid", "under_shapes")

# Why a platform does not fit; the keys are `casa_grande.error.<reason>`.
REASONS = {
    "off_site": "the platform would stick out of the site",
    "marked_on_nothing": "a marked cell must rest on one of your own blocks, and {cell} has none at the top",
    "marked_on_platform": "a platform cannot rest directly on another platform ({cell})",
    "marked_on_foreign": "the block under marked cell {cell} is not your colour",
    "not_level": "the blocks under the platform are not all at the same height ({cell})",
    "own_under_plain": "your own block at {cell} would be under an unmarked cell",
    "on_platform": "a platform cannot rest directly on another platform ({cell})",
    "under_platform": "a platform cannot go under an existing platform ({cell})",
    "identical_above": ("two identical platforms never stack: {cell} would cover the platform of the same "
                        "shape at {below}, storey {storey}"),
}


class Site:
    """Columns (bottom to top) of entries (z, owner, pid); pid is -1 for a block, else the
    index of the platform in `platforms` ((owner, shape, rot, x, y, storey)). Columns,
    entries and platform records are tuples, replaced and never changed.

    The top_* lists and `under_shapes` (bitmask of platform shapes in each column) are
    caches rebuilt from the columns, kept so placement checks are a few list reads.

    Copy on write: `copy()` and `to_view()` freeze the seven fields into tuples and share
    them; the first placement on a frozen site thaws its own lists. A clone that only
    rolls the die, and every view and determinisation, costs no copy of the site."""

    __slots__ = (*_FIELDS, "frozen")

    def __init__(self, columns: list[tuple[tuple[int, int, int], ...]] | None = None,
                 platforms: list[tuple[int, ...]] | None = None) -> None:
        self.frozen = False
        self.platforms = platforms if platforms is not None else []
        if columns is None:  # an empty site: nothing to read back
            self.columns = [()] * CELLS
            self.top_h, self.top_kind = [0] * CELLS, [GROUND] * CELLS
            self.top_owner, self.top_pid, self.under_shapes = [-1] * CELLS, [-1] * CELLS, [0] * CELLS
            return
        self.columns = [tuple(col) for col in columns]
        self.top_h = [0] * CELLS
        self.top_kind = [GROUND] * CELLS
        self.top_owner = [-1] * CELLS
        self.top_pid = [-1] * CELLS
        self.under_shapes = [0] * CELLS
        for cell in range(CELLS):
            self._refresh(cell)

    def _refresh(self, cell: int) -> None:
        col = self.columns[cell]
        mask = 0
        for _, _, pid in col:
            if pid >= 0:
                mask |= 1 << self.platforms[pid][1]
        self.under_shapes[cell] = mask
        if not col:
            self.top_h[cell], self.top_kind[cell], self.top_owner[cell], self.top_pid[cell] = 0, GROUND, -1, -1
            return
        z, owner, pid = col[-1]
        if pid < 0:
            self.top_h[cell], self.top_kind[cell] = z + 1, BLOCK
        else:
            self.top_h[cell], self.top_kind[cell] = z, PLATFORM
        self.top_owner[cell], self.top_pid[cell] = owner, pid

    # --- sharing --------------------------------------------------------------------------
    def _freeze(self) -> None:
        if not self.frozen:
            for name in _FIELDS:
                setattr(self, name, tuple(getattr(self, name)))
            self.frozen = True

    def _thaw(self) -> None:
        for name in _FIELDS:
            setattr(self, name, list(getattr(self, name)))
        self.frozen = False

    def copy(self) -> Site:
        self._freeze()
        new = Site.__new__(Site)
        new.columns, new.platforms, new.top_h, new.top_kind = self.columns, self.platforms, self.top_h, self.top_kind
        new.top_owner, new.top_pid, new.under_shapes = self.top_owner, self.top_pid, self.under_shapes
        new.frozen = True
        return new

    # --- blocks ---------------------------------------------------------------------
    def place_block(self, cell: int, owner: int) -> int:
        """Put a block on top of `cell`; returns the platform it rests on (-1: none)."""
        if self.frozen:
            self._thaw()
        below = self.top_pid[cell] if self.top_kind[cell] == PLATFORM else -1
        self.columns[cell] += ((self.top_h[cell], owner, -1),)
        self.top_h[cell] += 1
        self.top_kind[cell], self.top_owner[cell], self.top_pid[cell] = BLOCK, owner, -1
        return below

    def holds_block(self, cell: int, owner: int) -> bool:
        """May `owner` lay a block on `cell`? The sheet (« Construire aux niveaux
        supérieurs »): a block rests on the site, on a block of its own colour or on a
        platform, never on another builder's block."""
        return self.top_kind[cell] != BLOCK or self.top_owner[cell] == owner

    def blocks_of(self, owner: int) -> int:
        return sum(1 for col in self.columns for _, o, pid in col if pid < 0 and o == owner)

    # --- platforms --------------------------------------------------------------------
    def fit(self, owner: int, o: Orientation, x: int, y: int) -> int | tuple[str, int]:
        """The storey a platform would stand on, or (reason, cell) when a rule forbids it.

        The rules (sheet and RULINGS): every marked cell rests on a block of the builder's
        colour, all at one height; no block of the builder's colour under an unmarked cell;
        never directly on a platform; nothing above the platform's level (it would be
        under it or not level); never above an identical platform."""
        if x < 0 or y < 0 or x + o.w > SIZE or y + o.h > SIZE:
            return ("off_site", -1)
        top_h, top_kind, top_owner = self.top_h, self.top_kind, self.top_owner
        storey = -1
        for dx, dy in o.marked:
            i = (y + dy) * SIZE + x + dx
            kind = top_kind[i]
            if kind != BLOCK:
                return ("marked_on_platform" if kind == PLATFORM else "marked_on_nothing", i)
            if top_owner[i] != owner:
                return ("marked_on_foreign", i)
            if storey < 0:
                storey = top_h[i]
            elif top_h[i] != storey:
                return ("not_level", i)
        for dx, dy in o.plain:
            i = (y + dy) * SIZE + x + dx
            h = top_h[i]
            if h > storey:
                return ("under_platform" if top_kind[i] == PLATFORM else "not_level", i)
            if h == storey:
                if top_kind[i] == PLATFORM:
                    return ("on_platform", i)
                if top_owner[i] == owner:
                    return ("own_under_plain", i)
        bit = 1 << o.shape
        for dx, dy in o.cells():
            i = (y + dy) * SIZE + x + dx
            if self.under_shapes[i] & bit:
                return ("identical_above", i)
        return storey

    def resting_storey(self, owner: int, o: Orientation, x: int, y: int) -> int:
        """The storey a platform laid there stands on: where it fits, its storey; where a
        rule forbids it, the highest top under its cells on the site (0 off the site)."""
        fit = self.fit(owner, o, x, y)
        if isinstance(fit, int):
            return fit
        tops = [self.top_h[(y + dy) * SIZE + x + dx] for dx, dy in o.cells()
                if 0 <= x + dx < SIZE and 0 <= y + dy < SIZE]
        return max(tops, default=0)

    def place_platform(self, owner: int, o: Orientation, x: int, y: int, storey: int) -> int:
        if self.frozen:
            self._thaw()
        pid = len(self.platforms)
        self.platforms.append((owner, o.shape, o.rot, x, y, storey))
        bit = 1 << o.shape
        for dx, dy in o.cells():
            i = (y + dy) * SIZE + x + dx
            self.columns[i] += ((storey, owner, pid),)
            self.top_h[i], self.top_kind[i] = storey, PLATFORM
            self.top_owner[i], self.top_pid[i] = owner, pid
            self.under_shapes[i] |= bit
        return pid

    def platform_options(self, owner: int, shapes: list[int],
                         cells: set[int] | None = None) -> list[tuple[int, int, int, int, int]]:
        """Every legal (shape, rot, x, y, storey) for `owner` among `shapes`.

        A marked cell must sit on one of the owner's blocks, so anchors are derived from
        those blocks rather than tried over the whole site. `cells` limits the search to
        placements whose footprint covers one of them (after a change there)."""
        own = [i for i in range(CELLS) if self.top_kind[i] == BLOCK and self.top_owner[i] == owner]
        if not own:
            return []
        out = []
        for shape in shapes:
            for o in distinct_orientations()[shape]:
                mx, my = o.marked[0]
                for i in own:
                    x, y = i % SIZE - mx, i // SIZE - my
                    if cells is not None and not _covers(o, x, y, cells):
                        continue
                    storey = self.fit(owner, o, x, y)
                    if isinstance(storey, int):
                        out.append((shape, o.rot, x, y, storey))
        return out

    def identical_below(self, cell: int, shape: int) -> int:
        """The platform of `shape` somewhere in column `cell` (what forbids an identical
        one above it); -1 if there is none."""
        for _, _, pid in self.columns[cell]:
            if pid >= 0 and self.platforms[pid][1] == shape:
                return pid
        return -1

    def platform_cells(self, pid: int) -> list[int]:
        _, shape, rot, x, y, _ = self.platforms[pid]
        return self.platform_cells_of(shape, rot, x, y)

    @staticmethod
    def platform_cells_of(shape: int, rot: int, x: int, y: int) -> list[int]:
        o = orientation(shape, rot)
        return [(y + dy) * SIZE + x + dx for dx, dy in o.cells()]

    # --- serialisation ---------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"columns": [[list(e) for e in col] for col in self.columns],
                "platforms": [list(p) for p in self.platforms]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Site:
        return cls([tuple((int(e[0]), int(e[1]), int(e[2])) for e in col) for col in data["columns"]],
                   [tuple(int(v) for v in p) for p in data["platforms"]])

    # --- views: plain data at copy cost (everything on the site is public) ------------------
    def to_view(self) -> dict[str, Any]:
        """The site as tuples, the read-back tops included so that `from_view` need not
        recompute them (shared with the site, which copies before it next changes)."""
        self._freeze()
        return {"columns": self.columns, "platforms": self.platforms, "top_h": self.top_h, "top_kind": self.top_kind,
                "top_owner": self.top_owner, "top_pid": self.top_pid, "under_shapes": self.under_shapes}

    @classmethod
    def from_view(cls, data: dict[str, Any]) -> Site:
        new = cls.__new__(cls)
        if isinstance(data["columns"], tuple):
            for name in _FIELDS:
                setattr(new, name, data[name])
        else:  # the view went through JSON: lists of lists
            new.columns = tuple(tuple(tuple(e) for e in col) for col in data["columns"])
            new.platforms = tuple(tuple(p) for p in data["platforms"])
            for name in _FIELDS[2:]:
                setattr(new, name, tuple(data[name]))
        new.frozen = True
        return new


def _covers(o: Orientation, x: int, y: int, cells: set[int]) -> bool:
    return any((y + dy) * SIZE + x + dx in cells for dx, dy in o.cells())
