"""Casa Grande's view model (client/scenes/casa_grande/screen.py): described from a
seat's view alone, it says what a click plays, and it agrees with the rules."""

from __future__ import annotations

from casa_helpers import GREY, at_phase, new_game, stack
from ludotheque.client.scenes.casa_grande.screen import (
    Idle,
    Nudge,
    Picked,
    Play,
    Refuse,
    describe,
    tabulate,
)
from ludotheque.rules.casa_grande.actions import Corner, Move, PlaceBlock, PlacePlatform, Roll
from ludotheque.rules.casa_grande.data import SIZE
from ludotheque.rules.session import Seat, Session


def test_a_table_from_a_view_answers_what_the_rules_answer():
    session = Session.create("casa-grande", [Seat.parse("random")] * 3, seed=4)
    for _ in range(90):
        state = session.state
        table = tabulate(state.view(0), session.ply)
        assert list(table.legal) == state.legal_actions()
        assert dict(table.landings) == state.landings()
        assert [s.money for s in table.seats] == state.money and table.pawns == tuple(state.pawns)
        assert [list(s.free) for s in table.seats] == [state.free_shapes(p) for p in range(3)]
        assert table.site.top_h == tuple(state.site.top_h) and len(table.site.platforms) == len(state.site.platforms)
        if session.is_over():
            break
        session.play_ai_turn()


def test_a_click_on_a_landing_space_moves_there_and_elsewhere_nudges():
    state = new_game()
    state = state.apply(Roll())
    table = tabulate(state.view(0))
    space, extra = next(iter(table.landings.items()))
    assert describe(table, Picked(hover_space=space, acting=True)).click() == Play(Move(extra))
    off = next(s for s in range(28) if s not in table.landings)
    assert describe(table, Picked(hover_space=off, acting=True)).click() == Nudge(table.phase)
    assert describe(table, Picked(acting=True)).click() == Idle()
    assert describe(table, Picked(hover_space=space, acting=False)).click() is None


def test_corners_roll_blocks_and_platforms_click_through_the_screen():
    state = new_game(corners="choose")
    table = tabulate(state.view(0))
    corner = table.legal[0]
    assert describe(table, Picked(hover_space=corner.space, acting=True)).click() == Play(Corner(corner.space))
    state = at_phase(new_game(), "roll", 0)
    assert describe(tabulate(state.view(0)), Picked(acting=True)).click() == Play(Roll())

    state = at_phase(new_game(), "block", 0, pawn=1)  # faces columns A and B
    table = tabulate(state.view(0))
    lane = table.lane()
    inside = describe(table, Picked(hover_cell=lane[0], acting=True))
    assert inside.click() == Play(PlaceBlock(lane[0] % SIZE, lane[0] // SIZE)) and inside.block.legal
    far = next(c for c in range(SIZE * SIZE) if all(abs(c % SIZE - d % SIZE) > 1 for d in lane))
    refused = describe(table, Picked(hover_cell=far, acting=True)).click()
    assert isinstance(refused, Refuse) and refused.error.key == "casa_grande.error.not_in_lane"

    state = at_phase(new_game(), "platform", GREY)
    stack(state, 2, 2, GREY)
    stack(state, 4, 2, GREY)
    table = tabulate(state.view(GREY))
    shape, rot, x, y, storey = next(o for o in state.platform_options())
    fits = table.fits[(shape, rot)]
    assert (x, y, storey) in fits and table.fit_counts[shape] == sum(1 for o in state.platform_options() if o[0] == shape)
    guide = PlacePlatform(shape, rot, x, y)
    screen = describe(table, Picked(shape=shape, rot=rot, guide=guide, on_guide=True, acting=True))
    assert screen.placing and screen.ghost.storey == storey and screen.click() == Play(guide)
