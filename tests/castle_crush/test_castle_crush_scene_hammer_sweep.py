"""The hammer's preview (issue 31): the band the whole hammer sweeps and its first touch
on the castle, not only the path of its head's centre."""

from __future__ import annotations

import math

import ludotheque.client.scenes.castle_crush.sweep as sweep
from test_castle_crush_scene import host_for, pump, scene_info, to_attack

HANDLE = [(-0.1, 0.0), (0.1, 0.0), (0.1, 8.0), (-0.1, 8.0)]


def box(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def test_the_first_touch_is_the_first_corner_the_turning_hammer_meets():
    lying = math.pi / 2
    hit = sweep.first_contact([HANDLE], (0.0, 0.0), lying, [box(5.0, 0.0, 6.0, 1.0), box(7.0, 0.0, 7.5, 3.0)])
    assert hit is not None
    turn, (x, y) = hit
    # The tall block's top-left corner (7, 3) is within the 8 u hammer's reach and is met at
    # a turn of atan(7/3), before the low block's corner (5, 1) at atan(5).
    assert abs(turn - math.atan2(7.0, 3.0)) < 0.04
    assert abs(x - 7.0) < 0.5 and abs(y - 3.0) < 0.2


def test_a_castle_out_of_reach_is_never_touched():
    assert sweep.first_contact([HANDLE], (0.0, 0.0), math.pi / 2, [box(9.0, 0.0, 10.0, 1.0)]) is None
    outlines = sweep.band([HANDLE], (0.0, 0.0), math.pi / 2, steps=4)
    assert len(outlines) == 5 and abs(outlines[-1][2][0] - 8.0) < 1e-9  # lying along +x


def test_aiming_shows_where_the_hammer_first_touches_the_castle(app):
    host = host_for(app, scene_info(), n=2)
    to_attack(host)
    board = host.board
    pump(app, frames=2)
    until, hit, outlines = board.pictures.held("sweep")
    target = board.attack_target()
    assert host.session.state.worlds[target]["pieces"], "the castle aimed at has pieces"
    assert hit is not None and 0 < until < math.pi / 2 and outlines
    turn, (x, y) = hit
    facts = host.session.state.facts(target)
    assert min(f.x for f in facts) - 1.5 <= x <= max(f.x for f in facts) + 1.5
    assert 0.0 <= y <= max(f.top for f in facts) + 0.01
