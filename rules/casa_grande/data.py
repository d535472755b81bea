"""Component data: the 17 platform shapes with their rotations, and the track.

Both come from JSON files in `data/` so the shapes and lanes can change without code.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

_DATA = Path(__file__).parent / "data"
SIZE = 8
CELLS = SIZE * SIZE


@dataclass(frozen=True)
class Orientation:
    """One platform shape turned `rot` quarter turns clockwise, anchored at its top-left.

    `marked` and `plain` are (dx, dy) offsets from the anchor; w and h the bounding box."""

    shape: int
    rot: int
    w: int
    h: int
    marked: tuple[tuple[int, int], ...]
    plain: tuple[tuple[int, int], ...]

    @property
    def size(self) -> int:
        return len(self.marked) + len(self.plain)

    def cells(self) -> tuple[tuple[int, int], ...]:
        return self.marked + self.plain

    def same_footprint(self, other: Orientation) -> bool:
        """The same cells, marked alike: a symmetric platform lies the same whichever of
        these two turns is asked for."""
        return self.marked == other.marked and self.plain == other.plain


def parse_shape(text: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """'MoM/.o.' -> marked and unmarked (x, y) cells."""
    marked, plain = [], []
    for y, row in enumerate(text.split("/")):
        for x, ch in enumerate(row):
            if ch == "M":
                marked.append((x, y))
            elif ch == "o":
                plain.append((x, y))
            elif ch != ".":
                raise ValueError(f"bad platform cell {ch!r} in {text!r}")
    return marked, plain


def _turn(cells: list[tuple[int, int]], height: int) -> list[tuple[int, int]]:
    """A quarter turn clockwise: (x, y) -> (h - 1 - y, x)."""
    return [(height - 1 - y, x) for x, y in cells]


def _orient(shape: int, rot: int, marked: list, plain: list) -> Orientation:
    for _ in range(rot):
        h = max(y for _, y in marked + plain) + 1
        marked, plain = _turn(marked, h), _turn(plain, h)
    xs = [x for x, _ in marked + plain]
    ys = [y for _, y in marked + plain]
    ox, oy = min(xs), min(ys)
    m = tuple(sorted((x - ox, y - oy) for x, y in marked))
    p = tuple(sorted((x - ox, y - oy) for x, y in plain))
    return Orientation(shape, rot, max(xs) - ox + 1, max(ys) - oy + 1, m, p)


@cache
def shape_texts() -> tuple[str, ...]:
    data = json.loads((_DATA / "platforms.json").read_text(encoding="utf-8"))
    return tuple(data["shapes"])


@cache
def all_orientations() -> tuple[tuple[Orientation, ...], ...]:
    """For each shape, its four rotations (index = rot); symmetric ones repeat."""
    out = []
    for i, text in enumerate(shape_texts()):
        marked, plain = parse_shape(text)
        out.append(tuple(_orient(i, r, marked, plain) for r in range(4)))
    return tuple(out)


@cache
def distinct_orientations() -> tuple[tuple[Orientation, ...], ...]:
    """For each shape, the rotations that give different footprints (lowest rot kept)."""
    out = []
    for rots in all_orientations():
        seen, keep = set(), []
        for o in rots:
            key = (o.marked, o.plain)
            if key not in seen:
                seen.add(key)
                keep.append(o)
        out.append(tuple(keep))
    return tuple(out)


def orientation(shape: int, rot: int) -> Orientation:
    return all_orientations()[shape][rot % 4]


def num_shapes() -> int:
    return len(shape_texts())


@cache
def track() -> tuple[dict, ...]:
    data = json.loads((_DATA / "track.json").read_text(encoding="utf-8"))
    return tuple(data["spaces"])


@cache
def lane_cells(space: int) -> tuple[int, ...]:
    """The site cells (index y*8+x) facing a side space; () for a sun corner."""
    spec = track()[space]
    if spec["kind"] == "corner":
        return ()
    if "cols" in spec:
        return tuple(y * SIZE + x for x in spec["cols"] for y in range(SIZE))
    return tuple(y * SIZE + x for y in spec["rows"] for x in range(SIZE))


def is_corner(space: int) -> bool:
    return track()[space]["kind"] == "corner"


def track_length() -> int:
    return len(track())


def corners() -> list[int]:
    return [i for i in range(track_length()) if is_corner(i)]


def corner_cell(space: int) -> int:
    """The site cell a sun corner touches: A1, H1, H8, A8 clockwise from the first."""
    return (0, SIZE - 1, CELLS - 1, CELLS - SIZE)[corners().index(space)]


def cell_name(cell: int) -> str:
    """A1 is the top-left cell: letters for columns, numbers for rows."""
    return f"{'ABCDEFGH'[cell % SIZE]}{cell // SIZE + 1}"


def lane_name(space: int) -> str:
    """A side space's lane by its corner cells, as the log names it: 'G1-H8', 'A3-H4'."""
    cells = lane_cells(space)
    return f"{cell_name(min(cells))}–{cell_name(max(cells))}" if cells else ""
