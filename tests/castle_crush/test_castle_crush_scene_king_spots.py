"""The King's valid spots are marked as the General's are (issue 31): at the King's turn a
bright band lies on every flat top wide enough for him, and none where a roof covers it."""

from __future__ import annotations

from ludotheque.client.scenes.castle_crush.handview import SPOT
from ludotheque.rules.castle_crush.actions import Place
from test_castle_crush_scene import host_for, pump, scene_info


def test_the_kings_turn_marks_the_flat_tops(app):
    host = host_for(app, scene_info(), n=2)
    st = host.session.state
    p = st.current_player()
    st.supply[p] = ["house_b", "tower_a"]  # a long house, a tower standing on its left half
    board = host.board
    assert host.submit(Place("house_b", 0.0))
    assert host.submit(Place("tower_a", -0.5))
    pump(app, frames=2)
    assert host.session.state.build_step() == "king"
    spots = board.screen().table.king_spots
    house_top = next(f.top for f in host.session.state.facts(p) if f.kind == "house_b")
    tower_top = next(f.top for f in host.session.state.facts(p) if f.kind == "tower_a")
    tops = sorted(round(top, 2) for _, _, top in spots)
    assert tops == sorted([round(house_top, 2), round(tower_top, 2)])
    # The free half of the long house is marked, not the half under the tower.
    lo, hi, _ = next(s for s in spots if abs(s[2] - house_top) < 0.01)
    assert lo >= -0.01 and hi > 0.5
    cam = board.camera()
    x, y = cam.to_screen((lo + hi) / 2, house_top)
    assert app.screen.get_at((int(x), int(y) - 3))[:3] == SPOT[:3]


def test_no_marks_outside_the_kings_turn(app):
    host = host_for(app, scene_info(), n=2)
    assert host.board.screen().table.king_spots == ()
