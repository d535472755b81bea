"""Piece shapes and the fixed layout, loaded from physics/pieces.json (no pymunk)."""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path
from typing import Any

from ludotheque.rules.castle_crush.port import PIECE_KINDS, Layout, PieceShape, Point

DATA_FILE = Path(__file__).with_name("pieces.json")


@cache
def _data() -> dict[str, Any]:
    return json.loads(DATA_FILE.read_text(encoding="utf-8"))


def _points(raw: list[list[float]]) -> tuple[Point, ...]:
    return tuple((float(x), float(y)) for x, y in raw)


def _chamfered(part: tuple[Point, ...], half_w: float, half_h: float, cut: float) -> tuple[Point, ...]:
    """A convex part with each corner of the piece's bounding box cut off by `cut` u
    along both edges (real wooden blocks have softened edges: nothing balances on the
    very last millimetre of a corner). Other vertices are kept; the part stays convex."""
    if cut <= 0.0:
        return part
    out: list[Point] = []
    n = len(part)
    for i, (x, y) in enumerate(part):
        if abs(abs(x) - half_w) > 1e-9 or abs(abs(y) - half_h) > 1e-9:
            out.append((x, y))
            continue
        for nx, ny in (part[i - 1], part[(i + 1) % n]):  # towards each neighbour
            length = math.hypot(nx - x, ny - y)
            t = min(cut, length / 2) / length
            out.append((x + (nx - x) * t, y + (ny - y) * t))
    return tuple(out)


def _shape(kind: str, raw: dict[str, Any]) -> PieceShape:
    parts = tuple(_points(p) for p in raw["parts"])
    # Not the hammer, and not the roof: its slopes would narrow it (and nothing rests on it).
    cut = float(_data().get("chamfer", 0.0)) if kind not in ("hammer", "roof") else 0.0
    half_w, half_h = float(raw["width"]) / 2, float(raw["height"]) / 2
    parts = tuple(_chamfered(part, half_w, half_h, cut) for part in parts)
    outline = _points(raw["outline"]) if raw.get("outline") else ()
    return PieceShape(
        kind=kind,
        width=float(raw["width"]),
        height=float(raw["height"]),
        base_value=int(raw["base_value"]),
        outline=outline,
        parts=parts,
        style=str(raw["style"]),
    )


@cache
def piece_kinds() -> dict[str, PieceShape]:
    kinds = {kind: _shape(kind, raw) for kind, raw in _data()["kinds"].items()}
    missing = [k for k in (*PIECE_KINDS, "hammer") if k not in kinds]
    if missing:
        raise ValueError(f"pieces.json lacks {missing}")
    return kinds


@cache
def layout() -> Layout:
    raw = _data()["layout"]
    half = raw["foundation_width"] / 2
    hammer_length = piece_kinds()["hammer"].height
    table_y = float(raw["table_y"])
    # The foot (the handle's end) stands anywhere on the round base, its whole width on it.
    foot_half = max(abs(x) for part in piece_kinds()["hammer"].parts[:1] for x, _ in part)
    reach = raw["hammer_base_width"] / 2 - foot_half
    return Layout(
        table_y=table_y,
        foundation_left=-half,
        foundation_right=half,
        foundation_top=table_y + raw["foundation_height"],
        hammer_length=hammer_length,
        hammer_base_x=-hammer_length,
        hammer_base_width=float(raw["hammer_base_width"]),
        hammer_base_top=table_y + raw["hammer_base_height"],
        offset_range=(float(raw["offset_range"][0]), float(raw["offset_range"][1])),
        lean_range=(float(raw["lean_range"][0]), float(raw["lean_range"][1])),
        place_x_range=(float(raw["place_x_range"][0]), float(raw["place_x_range"][1])),
        foot_range=(-reach, reach),
    )


def mirrored_parts(shape: PieceShape, mirrored: bool) -> tuple[tuple[Point, ...], ...]:
    """Convex parts, flipped left-right when mirrored (vertex order kept counter-clockwise)."""
    if not mirrored:
        return shape.parts
    return tuple(tuple((-x, y) for x, y in reversed(part)) for part in shape.parts)


def transform(points: tuple[Point, ...], x: float, y: float, angle: float) -> list[Point]:
    """Local points to the world frame for a body at (x, y, angle)."""
    c, s = math.cos(angle), math.sin(angle)
    return [(x + px * c - py * s, y + px * s + py * c) for px, py in points]

