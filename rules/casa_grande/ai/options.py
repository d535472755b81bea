"""The planner's site: the legal platforms after a block, found from those before it.

Planning a turn lays the block on each cell of the lane in turn, and the rules then ask
the site for every legal platform of the builder (`Site.platform_options`: each free
shape, each orientation, anchored on each of the builder's tops), most of the AI's time.
A block changes one column, and a platform's legality reads only the columns under it:
the platforms that do not cover the new block's cell are those that were legal before,
and only those that cover it need to be tried again. `PlanSite` is a `Site` that knows
the legal platforms of one builder at one position (computed once per lane) and answers
the rules' question after a block from them, in the same order as the full search (by
shape, orientation, then anchor cell), so the AI's decisions are exactly those it made
with the full search (`tests/casa_grande/test_casa_grande_ai_options.py`).

It lives only on the AI's own copies of a position: the planner swaps it in
(`with_options`), `copy()` keeps it through clones, and a platform laid forgets what it
knew (the next question is answered in full).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

from ludotheque.rules.casa_grande.data import (
    CELLS,
    SIZE,
    Orientation,
    distinct_orientations,
    orientation,
)
from ludotheque.rules.casa_grande.site import _FIELDS, BLOCK, Site

Option = tuple[int, int, int, int, int]  # (shape, rot, x, y, storey)


class PlanSite(Site):
    """A site that knows `owner`'s legal platforms among `shapes` at a base position, the
    cells where `owner`'s blocks went since, and `owner`'s tops (a bitmask of cells)."""

    __slots__ = ("owner", "shapes", "allowed", "known", "footprints", "changed", "own")

    owner: int
    shapes: tuple[int, ...]
    allowed: int  # the shapes as a bitmask
    known: tuple[Option, ...] | None  # None: nothing known (a platform was laid)
    footprints: tuple[int, ...]  # the cells each known platform covers, as bitmasks
    changed: int  # the cells where the owner's blocks went since, as a bitmask
    own: int  # the owner's tops, as a bitmask

    def copy(self) -> PlanSite:
        self._freeze()
        return self._sharing(getattr(self, name) for name in _FIELDS)

    def snapshot(self) -> PlanSite:
        """A copy of the site as it stands now that shares nothing this one changes in
        place (its lists stay its own, see `make_private`)."""
        return self._sharing(tuple(getattr(self, name)) for name in _FIELDS)

    def _sharing(self, fields: Iterable[Any]) -> PlanSite:
        new = PlanSite.__new__(PlanSite)
        for name, value in zip(_FIELDS, fields, strict=True):
            setattr(new, name, value)
        new.frozen = True
        new.owner, new.shapes, new.allowed, new.own = self.owner, self.shapes, self.allowed, self.own
        new.known, new.footprints, new.changed = self.known, self.footprints, self.changed
        return new

    def make_private(self) -> None:
        """Own lists of the tops, to change in place (the look-ahead lays a block or a
        platform on them and takes it back: `replies.py`)."""
        if self.frozen:
            self._thaw()

    def place_block(self, cell: int, owner: int) -> int:
        if owner == self.owner:
            self.changed |= 1 << cell
            self.own |= 1 << cell
        else:
            self.known = None
        return super().place_block(cell, owner)

    def place_platform(self, owner: int, o: Orientation, x: int, y: int, storey: int) -> int:
        self.known = None
        return super().place_platform(owner, o, x, y, storey)

    def platform_options(self, owner: int, shapes: list[int],
                         cells: set[int] | None = None) -> list[Option]:
        if cells is not None or self.known is None or owner != self.owner or tuple(shapes) != self.shapes:
            return super().platform_options(owner, shapes, cells)
        if not self.changed:
            return list(self.known)
        changed = self.changed
        kept = [opt for opt, cells in zip(self.known, self.footprints, strict=True) if not cells & changed]
        fresh: set[Option] = set()
        while changed:
            bit = changed & -changed
            changed ^= bit
            fresh.update(self._covering(owner, bit.bit_length() - 1))
        return sorted([*kept, *fresh], key=_search_order)

    def _covering(self, owner: int, cell: int) -> list[Option]:
        """Every legal platform of `owner` among the site's shapes whose footprint covers
        `cell`. The full search anchors a platform's first marked cell on one of the
        owner's tops and then checks it (`fit`); here each of the owner's tops near
        `cell` is tried as the anchor, and only the placements whose marked cells all lie
        on the owner's tops are checked."""
        own = self.own
        anchors, placements = _covering_cell()[cell]
        allowed = self.allowed
        out = []
        todo = own & anchors
        while todo:
            bit = todo & -todo
            todo ^= bit
            for shape, o, x, y, marked in placements[bit.bit_length() - 1]:
                if allowed >> shape & 1 and marked & own == marked:
                    storey = self.fit(owner, o, x, y)
                    if isinstance(storey, int):
                        out.append((shape, o.rot, x, y, storey))
        return out


Placement = tuple[int, Orientation, int, int, int]  # (shape, orientation, x, y, marked cells)


@cache
def _covering_cell() -> tuple[tuple[int, dict[int, tuple[Placement, ...]]], ...]:
    """cell -> (bitmask of the anchor cells below, anchor cell -> every placement on the
    site anchored there whose footprint covers the cell, its marked cells as a bitmask)."""
    table = []
    for cell in range(CELLS):
        cx, cy = cell % SIZE, cell // SIZE
        by_anchor: dict[int, list[Placement]] = {}
        for orientations in distinct_orientations():
            for o in orientations:
                ax, ay = o.marked[0]
                for dx, dy in o.cells():
                    x, y = cx - dx, cy - dy
                    if 0 <= x and 0 <= y and x + o.w <= SIZE and y + o.h <= SIZE:
                        marked = sum(1 << ((y + my) * SIZE + x + mx) for mx, my in o.marked)
                        by_anchor.setdefault((y + ay) * SIZE + x + ax, []).append((o.shape, o, x, y, marked))
        table.append((sum(1 << a for a in by_anchor), {a: tuple(v) for a, v in by_anchor.items()}))
    return tuple(table)


def with_options(site: Site, owner: int, shapes: list[int]) -> PlanSite:
    """A copy of `site` that knows `owner`'s legal platforms among `shapes` on it.

    The look-ahead asks it of one site for every face of the die and every landing
    (the site does not change before the block): the last answer is kept, for the same
    frozen columns (shared, never changed: the same site)."""
    global _last
    site._freeze()
    new = PlanSite.__new__(PlanSite)
    for name in _FIELDS:
        setattr(new, name, getattr(site, name))
    new.frozen = True
    key = (site.columns, owner, tuple(shapes))
    last = _last
    if last is not None and last[0][0] is key[0] and last[0][1:] == key[1:]:
        new.owner, new.shapes, new.allowed, new.own, new.known, new.footprints = last[1]
    else:
        new.owner, new.shapes = owner, tuple(shapes)
        new.allowed = sum(1 << shape for shape in shapes)
        new.own = sum(1 << i for i in range(CELLS) if site.top_kind[i] == BLOCK and site.top_owner[i] == owner)
        new.known = tuple(Site.platform_options(new, owner, shapes))
        new.footprints = tuple(sum(1 << c for c in Site.platform_cells_of(shape, rot, x, y))
                               for shape, rot, x, y, _ in new.known)
        _last = (key, (new.owner, new.shapes, new.allowed, new.own, new.known, new.footprints))
    new.changed = 0
    return new


# The last site `with_options` answered for, and its answer.
_last: tuple[tuple[Any, int, tuple[int, ...]], tuple[int, tuple[int, ...], int, int, tuple[Option, ...],
                                                     tuple[int, ...]]] | None = None


def _search_order(opt: Option) -> tuple[int, int, int]:
    """The full search's order: shape, orientation (rot ascending), anchor cell."""
    shape, rot, x, y, _ = opt
    mx, my = orientation(shape, rot).marked[0]
    return (shape, rot, (y + my) * SIZE + x + mx)
