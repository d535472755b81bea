"""Casa Grande's rules, one test per rule of the sheet and RULINGS."""

from __future__ import annotations

import json

import pytest
from casa_helpers import BEIGE, GREY, ORANGE, at_phase, cell, new_game, stack
from ludotheque.rules.casa_grande.actions import Move, Pass, PlaceBlock, PlacePlatform, Roll
from ludotheque.rules.casa_grande.data import (
    corners,
    distinct_orientations,
    lane_cells,
    num_shapes,
    orientation,
    parse_shape,
    shape_texts,
)
from ludotheque.rules.core import IllegalAction

# Shape indices in data/platforms.json used below.
MOM = 0  # "MoM"
MOM_O_M = 12  # "MoM/.o./.M." (5 cells, 3 marked)
MOOM = 2  # "MooM"
MOM_OOO = 9  # "M.M/ooo"
MOM_DOT = 4  # "MoM/.o."


def test_setup_follows_the_sheet():
    state = new_game(4)
    assert state.bonus == [5, 5, 5, 5]
    assert state.money == [0, 0, 0, 0]
    assert state.blocks == [24, 24, 24, 24]
    assert sorted(state.pawns) == corners() and len(set(state.pawns)) == 4
    assert num_shapes() == 17
    assert state.legal_actions() == [Roll()]


def test_youngest_starts():
    from ludotheque.rules.casa_grande import GAME
    from ludotheque.rules.core import GameConfig

    state = GAME.new_state(GameConfig(3, seed=1, youngest=2))
    assert state.current_player() == 2


def test_shorter_game_option_deals_fewer_blocks():
    assert new_game(2, blocks=20).blocks == [20, 20]
    assert new_game(3, blocks=18).blocks == [18, 18, 18]
    with pytest.raises(ValueError):
        new_game(2, blocks=19)


def test_seventeen_platforms_with_marked_cells_and_rotations():
    assert len(shape_texts()) == 17
    for i, text in enumerate(shape_texts()):
        marked, plain = parse_shape(text)
        assert len(marked) >= 2, text
        rots = distinct_orientations()[i]
        assert all(o.size == len(marked) + len(plain) for o in rots)
    assert len(distinct_orientations()[16]) == 1  # MoM/ooo/MoM looks the same every way
    assert len(distinct_orientations()[MOM]) == 2
    assert orientation(MOM, 1).marked == ((0, 0), (0, 2))


def test_each_side_space_faces_a_lane_of_sixteen_cells():
    for space in range(20):
        cells = lane_cells(space)
        assert len(cells) == (0 if space in corners() else 16)
    assert cell(0, 7) in lane_cells(1) and cell(1, 0) in lane_cells(1)
    assert cell(7, 6) in lane_cells(9) and cell(0, 7) in lane_cells(9)


def test_roll_moves_the_pawn_by_the_die():
    state = new_game(2, seed=3)
    start = state.pawns[0]
    after = state.apply(Roll())
    assert 1 <= after.die <= 6
    assert after.pawns[0] == (start + after.die) % 20
    assert after.phase == "move"


def test_occupied_spaces_are_skipped_when_counting():
    state = new_game(2)
    state.pawns = [0, 2]
    assert state.step(0, 1, 0) == 1
    assert state.step(0, 2, 0) == 3  # space 2 holds the other pawn
    assert state.step(0, 3, 0) == 4


def test_moving_further_costs_one_bonus_point_per_space():
    state = at_phase(new_game(2), "move", pawn=1)
    after = state.apply(Move(2))
    assert after.pawns[0] == 3
    assert after.bonus[0] == 3
    assert after.phase == "block"


def test_the_chosen_move_is_logged_with_the_lane_it_faces():
    """QA CG2: the log said the roll and the block, never where the pawn stopped."""
    state = at_phase(new_game(2), "move", pawn=1)
    stay = state.apply(Move(0))
    assert [(e.key, e.params) for e in stay.events] == [
        ("casa_grande.log.stop", {"player": 0, "lane": "A1–B8"})]
    further = state.apply(Move(2))  # to space 3: columns E and F; the cost logged too
    assert [(e.key, e.params) for e in further.events] == [
        ("casa_grande.log.move_on", {"player": 0, "extra": 2}),
        ("casa_grande.log.stop", {"player": 0, "lane": "E1–F8"})]
    rows = at_phase(new_game(2), "move", pawn=7).apply(Move(0))
    assert rows.events[0].params["lane"] == "A3–H4"


def test_cannot_pay_more_bonus_than_you_have():
    state = at_phase(new_game(2), "move", pawn=1)
    state.bonus[0] = 1
    with pytest.raises(IllegalAction) as err:
        state.apply(Move(2))
    assert err.value.key == "casa_grande.error.extra_cost"
    assert Move(2) not in state.legal_actions()


def test_sun_corner_gives_three_bonus_and_ends_the_turn():
    state = at_phase(new_game(2), "move", pawn=5)
    after = state.apply(Move(0))
    assert after.bonus[0] == 8
    assert after.current_player() == 1 and after.phase == "roll"
    assert after.blocks[0] == 24


def test_sun_corner_pay_to_move_on_then_place_a_block():
    state = at_phase(new_game(2), "move", pawn=5)
    after = state.apply(Move(1))
    assert after.pawns[0] == 6 and after.bonus[0] == 4
    assert after.phase == "block"


def test_block_must_go_in_the_facing_lane():
    state = at_phase(new_game(2), "block", pawn=1)  # faces columns A and B
    with pytest.raises(IllegalAction) as err:
        state.apply(PlaceBlock(4, 4))
    assert err.value.key == "casa_grande.error.not_in_lane"
    assert err.value.params == {"cell": "E5"}
    assert len(state.legal_actions()) == 16
    after = state.apply(PlaceBlock(1, 4))
    assert after.site.top_h[cell(1, 4)] == 1 and after.blocks[0] == 23


def test_a_block_rests_on_the_site_on_a_block_of_its_colour_or_on_a_platform():
    """« Les blocs placés par la suite peuvent reposer sur des blocs de même couleur ou sur
    des plates-formes »."""
    state = at_phase(new_game(2), "block", GREY, pawn=1)
    stack(state, 0, 0, ORANGE, GREY)
    after = state.apply(PlaceBlock(0, 0))
    assert after.site.top_h[cell(0, 0)] == 3
    state = at_phase(new_game(2), "block", GREY, pawn=1)
    stack(state, 0, 0, ORANGE)
    stack(state, 0, 2, ORANGE)
    stack(state, 1, 0, ORANGE)
    state.site.place_platform(ORANGE, orientation(MOM, 1), 0, 0, 1)  # M/o/M down A1-A3
    assert state.apply(PlaceBlock(0, 0)).bonus[ORANGE] == 6  # on its platform, storey 1
    assert PlaceBlock(1, 0) not in state.legal_actions()  # B1 still shows the orange block


def test_a_block_is_never_laid_on_another_players_block():
    state = at_phase(new_game(2), "block", GREY, pawn=1)  # faces columns A and B
    stack(state, 0, 0, GREY, ORANGE)
    with pytest.raises(IllegalAction) as err:
        state.apply(PlaceBlock(0, 0))
    assert err.value.key == "casa_grande.error.on_foreign_block"
    assert err.value.params == {"cell": "A1", "other_player": ORANGE}
    assert PlaceBlock(0, 0) not in state.legal_actions() and len(state.legal_actions()) == 15
    assert state.legal_actions() == type(state).legal_actions_in_view(state.view(GREY))


def _fill_lane(state, space: int, owner: int) -> None:
    for c in lane_cells(space):
        state.site.place_block(c, owner)


def test_a_lane_showing_only_other_players_blocks_is_no_place_to_stop():
    state = at_phase(new_game(2), "move", GREY, pawn=1)  # the die left the pawn facing A-B
    _fill_lane(state, 1, ORANGE)
    assert Move(0) not in state.legal_actions() and Move(1) in state.legal_actions()
    with pytest.raises(IllegalAction) as err:
        state.apply(Move(0))
    assert err.value.key == "casa_grande.error.lane_full"
    assert state.legal_actions() == type(state).legal_actions_in_view(state.view(GREY))


def test_with_nowhere_to_stop_the_pawn_stays_and_the_turn_ends_without_a_block():
    """The sheet never says: every lane in reach is covered by other builders' blocks
    and no corner is in reach, so the pawn stops where the die left it and the turn
    passes with nothing laid."""
    state = at_phase(new_game(2), "move", GREY, pawn=1)
    state.bonus[GREY] = 2
    for space in (1, 2, 3):
        _fill_lane(state, space, ORANGE)
    assert state.legal_actions() == [Move(0)]
    after = state.apply(Move(0))
    assert after.turn == ORANGE and after.phase == "roll" and after.blocks[GREY] == 24
    assert [e.key for e in after.events][-1] == "casa_grande.log.blocked"


def test_worked_example_five_cell_platform_on_first_storey_pays_five():
    # Felix (grey) places a block, then a 5-cell platform over it and two older blocks.
    state = at_phase(new_game(2), "block", GREY, pawn=1)
    stack(state, 0, 0, GREY)
    stack(state, 2, 0, GREY)
    after = state.apply(PlaceBlock(1, 2))  # MoM/.o./.M. marks (0,0), (2,0), (1,2)
    assert after.phase == "platform"
    assert after.preview_platform(PlacePlatform(MOM_O_M, 0, 0, 0)) == (1, 5)
    final = after.apply(PlacePlatform(MOM_O_M, 0, 0, 0))
    assert final.money[GREY] == 5
    assert final.site.platforms[-1][5] == 1


def test_block_on_another_players_platform_gives_owner_its_storey_in_bonus():
    # Lisa (orange) puts a block on Felix's grey platform on the 2nd storey: Felix +2.
    state = at_phase(new_game(2), "platform", GREY)
    stack(state, 0, 0, ORANGE, GREY)
    stack(state, 2, 0, GREY, GREY)
    state = state.apply(PlacePlatform(MOM, 0, 0, 0))
    assert state.money[GREY] == 3 * 2
    state = at_phase(state, "block", ORANGE, pawn=1)
    before = state.bonus[GREY]
    after = state.apply(PlaceBlock(1, 0))
    assert after.bonus[GREY] == before + 2
    assert after.site.top_h[cell(1, 0)] == 3


def test_block_on_own_platform_gives_no_bonus():
    state = at_phase(new_game(2), "platform", GREY)
    stack(state, 0, 0, GREY)
    stack(state, 2, 0, GREY)
    state = at_phase(state.apply(PlacePlatform(MOM, 0, 0, 0)), "block", GREY, pawn=1)
    after = state.apply(PlaceBlock(1, 0))
    assert after.bonus[GREY] == state.bonus[GREY]


def test_bonus_reaching_nine_pays_a_nine_lire_note_and_surplus_is_lost():
    state = at_phase(new_game(2), "move", pawn=5)
    state.bonus[0] = 7
    after = state.apply(Move(0))  # 7 + 3 = 10: a 9 note, the extra point is lost
    assert after.money[0] == 9 and after.bonus[0] == 0 and after.notes[0] == 1


def test_marked_cells_need_own_blocks():
    state = at_phase(new_game(2), "platform", GREY)
    stack(state, 0, 0, GREY)
    stack(state, 2, 0, ORANGE)
    with pytest.raises(IllegalAction) as err:
        state.apply(PlacePlatform(MOM, 0, 0, 0))
    assert err.value.key == "casa_grande.error.marked_on_foreign"
    assert err.value.params == {"cell": "C1"}


def test_marked_cell_over_nothing_is_refused():
    state = at_phase(new_game(2), "platform", GREY)
    stack(state, 0, 0, GREY)
    with pytest.raises(IllegalAction) as err:
        state.apply(PlacePlatform(MOM, 0, 0, 0))
    assert err.value.key == "casa_grande.error.marked_on_nothing"


def test_own_block_under_an_unmarked_cell_is_refused():
    state = at_phase(new_game(2), "platform", GREY)
    stack(state, 0, 0, GREY)
    stack(state, 1, 0, GREY)
    stack(state, 2, 0, GREY)
    with pytest.raises(IllegalAction) as err:
        state.apply(PlacePlatform(MOM, 0, 0, 0))
    assert err.value.key == "casa_grande.error.own_under_plain"


def test_foreign_block_under_an_unmarked_cell_is_allowed():
    state = at_phase(new_game(2), "platform", GREY)
    stack(state, 0, 0, GREY)
    stack(state, 1, 0, ORANGE)
    stack(state, 2, 0, GREY)
    assert state.apply(PlacePlatform(MOM, 0, 0, 0)).money[GREY] == 3


def test_platform_must_rest_level():
    state = at_phase(new_game(2), "platform", GREY)
    stack(state, 0, 0, GREY)
    stack(state, 2, 0, GREY, GREY)
    with pytest.raises(IllegalAction) as err:
        state.apply(PlacePlatform(MOM, 0, 0, 0))
    assert err.value.key == "casa_grande.error.not_level"


def test_a_higher_block_under_an_unmarked_cell_is_refused():
    state = at_phase(new_game(2), "platform", GREY)
    stack(state, 0, 0, GREY)
    stack(state, 1, 0, ORANGE, ORANGE)
    stack(state, 2, 0, GREY)
    with pytest.raises(IllegalAction) as err:
        state.apply(PlacePlatform(MOM, 0, 0, 0))
    assert err.value.key == "casa_grande.error.not_level"


def test_storey_counts_block_layers_beneath():
    state = at_phase(new_game(2), "platform", GREY)
    stack(state, 0, 0, ORANGE, BEIGE, GREY)
    stack(state, 3, 0, GREY, GREY, GREY)
    after = state.apply(PlacePlatform(MOOM, 0, 0, 0))  # unmarked middle cells unsupported
    assert after.site.platforms[-1][5] == 3
    assert after.money[GREY] == 4 * 3


def test_never_directly_on_a_platform():
    state = at_phase(new_game(2), "platform", GREY)
    stack(state, 0, 0, GREY)
    stack(state, 2, 0, GREY)
    state = state.apply(PlacePlatform(MOM, 0, 0, 0))  # covers A1 B1 C1 at height 1
    state = at_phase(state, "platform", GREY)
    stack(state, 0, 1, GREY)
    stack(state, 2, 1, GREY)
    # "M.M/ooo" turned twice is "ooo/M.M": its unmarked row would lie on the platform.
    with pytest.raises(IllegalAction) as err:
        state.apply(PlacePlatform(MOM_OOO, 2, 0, 0))
    assert err.value.key == "casa_grande.error.on_platform"


def test_never_under_an_existing_platform():
    state = at_phase(new_game(2), "platform", GREY)
    stack(state, 0, 0, GREY, GREY)
    stack(state, 3, 0, GREY, GREY)
    state = state.apply(PlacePlatform(MOOM, 0, 0, 0))  # storey 2, B1 and C1 unsupported
    state = at_phase(state, "platform", GREY)
    stack(state, 1, 1, GREY)
    stack(state, 3, 1, GREY)
    # "MoM/.o." turned twice is ".o./MoM": marks on B2 and D2 (storey 1), and its top
    # unmarked cell C1 would slide under the storey-2 platform there.
    with pytest.raises(IllegalAction) as err:
        state.apply(PlacePlatform(MOM_DOT, 2, 1, 0))
    assert err.value.key == "casa_grande.error.under_platform"
    assert err.value.params == {"cell": "C1"}


def test_never_above_an_identical_platform():
    state = at_phase(new_game(2), "platform", ORANGE)
    stack(state, 0, 0, ORANGE)
    stack(state, 2, 0, ORANGE)
    state = state.apply(PlacePlatform(MOM, 0, 0, 0))  # orange MoM on storey 1
    state = at_phase(state, "platform", GREY)
    stack(state, 0, 0, GREY)
    stack(state, 2, 0, GREY)
    with pytest.raises(IllegalAction) as err:
        state.apply(PlacePlatform(MOM, 0, 0, 0))
    assert err.value.key == "casa_grande.error.identical_above"
    # Another shape over the same blocks is fine: M.M/ooo leaves B1's platform uncovered.
    assert state.apply(PlacePlatform(MOM_OOO, 0, 0, 0)).money[GREY] == 5 * 2


def test_an_identical_platform_below_is_named_even_for_one_cell_at_any_depth():
    """« Il est interdit de poser l'une au-dessus de l'autre deux plates-formes de tailles
    et de formes identiques. » Our reading: one covered cell of a platform of the same
    shape, however far below, is enough; the refusal names that platform."""
    state = at_phase(new_game(2), "platform", ORANGE)
    stack(state, 0, 0, ORANGE)
    stack(state, 2, 0, ORANGE)
    state = state.apply(PlacePlatform(MOM, 0, 0, 0))  # orange MoM on A1-C1, storey 1
    state = at_phase(state, "platform", GREY)
    stack(state, 2, 0, GREY, GREY)  # on the orange platform's C1 cell: top at 3
    stack(state, 2, 2, GREY, GREY, GREY)  # C3: top at 3
    upright = PlacePlatform(MOM, 1, 2, 0)  # C1 and C3 marked, C2 unmarked, storey 3
    with pytest.raises(IllegalAction) as err:
        state.apply(upright)
    assert err.value.key == "casa_grande.error.identical_above"
    assert err.value.params == {"cell": "C1", "below": "A1", "storey": 1, "platform": 0}
    assert "A1" in err.value.message and "storey 1" in err.value.message
    # Only a platform of the same shape in a covered column forbids it.
    assert state.site.identical_below(cell(2, 0), MOM) == 0 and state.site.identical_below(cell(2, 2), MOM) == -1


def test_each_platform_is_built_once():
    state = at_phase(new_game(2), "platform", GREY)
    stack(state, 0, 0, GREY)
    stack(state, 2, 0, GREY)
    state = state.apply(PlacePlatform(MOM, 0, 0, 0))
    state = at_phase(state, "platform", GREY)
    stack(state, 0, 3, GREY)
    stack(state, 2, 3, GREY)
    with pytest.raises(IllegalAction) as err:
        state.apply(PlacePlatform(MOM, 0, 0, 3))
    assert err.value.key == "casa_grande.error.platform_used"


def test_platform_off_the_site_is_refused():
    state = at_phase(new_game(2), "platform", GREY)
    with pytest.raises(IllegalAction) as err:
        state.apply(PlacePlatform(MOM, 0, 6, 0))
    assert err.value.key == "casa_grande.error.off_site"


def test_rotation_changes_the_footprint():
    state = at_phase(new_game(2), "platform", GREY)
    stack(state, 0, 0, GREY)
    stack(state, 0, 2, GREY)
    with pytest.raises(IllegalAction):
        state.apply(PlacePlatform(MOM, 0, 0, 0))
    assert state.apply(PlacePlatform(MOM, 1, 0, 0)).money[GREY] == 3


def test_passing_ends_the_turn():
    state = at_phase(new_game(2), "platform", GREY)
    after = state.apply(Pass())
    assert after.current_player() == 1 and after.phase == "roll"


def test_no_platform_phase_when_nothing_fits():
    state = at_phase(new_game(2), "block", GREY, pawn=1)
    after = state.apply(PlaceBlock(0, 0))
    assert after.phase == "roll" and after.current_player() == 1


def test_wrong_phase_is_explained():
    state = new_game(2)
    with pytest.raises(IllegalAction) as err:
        state.apply(PlaceBlock(0, 0))
    assert err.value.key == "casa_grande.error.need_roll"
    with pytest.raises(IllegalAction) as err:
        state.apply("nonsense")
    assert err.value.key == "casa_grande.error.unknown_action"


def test_last_block_finishes_the_round_so_everyone_has_as_many_turns():
    state = new_game(3)
    state.first = 0
    state = at_phase(state, "block", 1, pawn=1)
    state.blocks[1] = 1
    state = state.apply(PlaceBlock(0, 0))
    assert state.final_round and not state.is_over()
    assert state.current_player() == 2
    state = at_phase(state, "platform", 2)
    state = state.apply(Pass())
    assert state.is_over()


def test_most_money_wins_and_ties_go_to_most_bonus():
    state = new_game(3)
    state.money = [20, 20, 5]
    state.bonus = [1, 4, 8]
    assert state.winners() == [1]
    state.bonus = [4, 4, 8]
    assert state.winners() == [0, 1]


def test_illegal_action_leaves_state_unchanged():
    state = at_phase(new_game(2), "block", pawn=1)
    before = json.dumps(state.to_json())
    with pytest.raises(IllegalAction):
        state.apply(PlaceBlock(7, 7))
    assert json.dumps(state.to_json()) == before


def test_the_log_names_a_platform_by_one_of_its_own_cells():
    """Issue 31: « .oM/Mo. » laid at C3 covers D3, E3, C4, D4, not C3, its bounding
    box's corner: the log names D3."""
    state = at_phase(new_game(2), "platform", GREY)
    shape = shape_texts().index(".oM/Mo.")
    stack(state, 4, 2, GREY)  # E3
    stack(state, 2, 3, GREY)  # C4
    after = state.apply(PlacePlatform(shape, 0, 2, 2))
    event = next(e for e in after.events if e.key == "casa_grande.log.platform")
    assert event.params["cell"] == "D3"


def test_a_game_saved_before_its_first_move_loads_straight_from_its_json():
    """The phase is written as plain text (a str enum in the state): the save check
    refused the dict of a game saved before anyone moved."""
    from ludotheque.rules.casa_grande import GAME
    from ludotheque.rules.session import Seat, Session

    session = Session(GAME, new_game(2).config, [Seat.parse("human"), Seat.parse("human")])
    data = session.to_json()
    assert type(data["state"]["phase"]) is str
    assert Session.from_json(data).state.phase == "roll"
