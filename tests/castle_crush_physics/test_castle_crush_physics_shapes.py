"""Piece shapes are data, fit the sizes RULINGS gives, and the port is implemented."""

from __future__ import annotations

import json
from dataclasses import asdict

import pytest
from ludotheque.physics.shapes import piece_kinds
from ludotheque.rules.castle_crush.port import (
    BLOCK_KINDS,
    PIECE_KINDS,
    CastlePhysics,
)
from ludotheque.rules.registry import get_game

from ludotheque import physics

P = physics.PHYSICS


def _cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def test_importing_physics_registers_it_for_the_rules():
    assert get_game("castle-crush").state_cls.port is P
    assert isinstance(P, CastlePhysics)


def test_every_kind_and_the_hammer_is_described():
    kinds = P.piece_kinds()
    assert set(PIECE_KINDS) | {"hammer"} <= set(kinds)


@pytest.mark.parametrize("kind", [*PIECE_KINDS, "hammer"])
def test_physics_parts_are_convex_and_fit_the_declared_size(kind):
    shape = piece_kinds()[kind]
    for part in shape.parts:
        n = len(part)
        assert n >= 3
        signs = {_cross(part[i], part[(i + 1) % n], part[(i + 2) % n]) > 0 for i in range(n)}
        assert len(signs) == 1, f"{kind} part {part} is not convex"
    points = [p for part in shape.parts for p in part]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    assert max(xs) - min(xs) == pytest.approx(shape.width)
    assert max(ys) - min(ys) == pytest.approx(shape.height)
    if kind != "hammer":  # pieces are centred on their bounding box
        assert min(xs) == pytest.approx(-shape.width / 2)
        assert min(ys) == pytest.approx(-shape.height / 2)


@pytest.mark.parametrize("kind", [*PIECE_KINDS, "hammer"])
def test_drawing_outline_fits_the_same_box_as_the_parts(kind):
    shape = piece_kinds()[kind]
    parts = [p for part in shape.parts for p in part]
    outline = shape.outline or tuple(parts)  # pawns are drawn from their parts
    for box in (parts, outline):
        xs, ys = [p[0] for p in box], [p[1] for p in box]
        assert (min(xs), max(xs)) == pytest.approx((min(p[0] for p in parts), max(p[0] for p in parts)))
        assert (min(ys), max(ys)) == pytest.approx((min(p[1] for p in parts), max(p[1] for p in parts)))


def test_sizes_and_values_follow_the_rulings():
    kinds = piece_kinds()
    sizes = {k: (kinds[k].width, kinds[k].height) for k in BLOCK_KINDS}
    assert sizes == {
        "house_a": (1, 1),
        "house_b": (2, 1),
        "tower_a": (1, 2),
        "tower_b": (1, 2),
        "tower_c": (2, 1.5),
        "roof": (1, 1),
    }
    values = {k: kinds[k].base_value for k in PIECE_KINDS}
    assert values == {
        "house_a": 1,
        "house_b": 1,
        "tower_a": 2,
        "tower_b": 2,
        "tower_c": 2,
        "roof": 3,
        "king": 7,
        "general": 5,
    }
    assert kinds["tower_b"].style == "round"
    assert len(kinds["tower_c"].parts) > 1  # the gate's arch: one body, several shapes


def test_layout_puts_the_hammer_base_one_hammer_length_from_the_castle():
    lay = P.layout()
    assert lay.foundation_right - lay.foundation_left == pytest.approx(4.0)
    assert lay.foundation_top - lay.table_y == pytest.approx(0.3)
    assert 7.5 <= lay.hammer_length <= 8.5
    centre = (lay.foundation_left + lay.foundation_right) / 2
    assert centre - lay.hammer_base_x == pytest.approx(lay.hammer_length)
    assert lay.lean_range[0] > 0 and lay.lean_range[1] < 0.5


def test_results_are_plain_json():
    result = P.place(P.empty_castle(), "house_a", 0.0, owner=1)
    text = json.dumps(asdict(result))
    assert json.loads(text)["world"] == result.world
    assert json.dumps(result.trajectory.to_json())
