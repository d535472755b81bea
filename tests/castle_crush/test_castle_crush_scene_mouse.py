"""The issue's "Mouse" calibration, driven through the real scene with posted events: a
player who never moves the mouse and lets go at once every time, with the cursor anywhere
(high over the castle, inside the tower too), must see the column fall before storey 12
on Château in most seeds (client/scenes/castle_crush/bench.py: mouse_player). Slow: ten
Château builds per cursor height.

Measured before issue 22 (highest storey, seeds 1-10, cursor 15 % of the view below its
top): 9 of 10 fell before storey 12 (median 7), 19 of seeds 1-20; from storey 14 the press
was inside the tower and the hand put the piece on the top. Since issue 22 the build also
ends at the mishap limit, and nobody lays the rest: see the README's notes for the
figures at each height. "Most seeds" is taken as at least 6 of 10."""

from __future__ import annotations

import pytest
from ludotheque.client.scenes.castle_crush.bench import MOUSE_HEIGHTS, mouse_player


@pytest.mark.slow
@pytest.mark.parametrize("height", MOUSE_HEIGHTS)
def test_a_player_who_never_moves_the_mouse_sees_the_column_fall_before_storey_12(height):
    storeys = [mouse_player(seed, height)["max_storey"] for seed in range(1, 11)]
    print(height, storeys)
    assert sum(s < 12 for s in storeys) >= 6, storeys


def test_the_mouse_player_builds_through_the_scene():
    """The driver itself, on one seed: it lays pieces by clicks and the build ends (by the
    mishap limit or the last piece: nobody lays pieces for it). Rewritten to issue 22's
    rule: it asserted 3 storeys, which the house builder's laying helped reach."""
    run = mouse_player(1)
    assert run["over"] and run["placed"] >= 3 and run["max_storey"] >= 1
