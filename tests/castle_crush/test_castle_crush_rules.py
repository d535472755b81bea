"""The course of a game on the stand-in physics: séries, draft, build, attacks,
clean & score, the final recount, Speed and Construction endings."""

from __future__ import annotations

import pytest
from ludotheque.rules.castle_crush.actions import (
    Attack,
    Carry,
    Place,
    PlaceGeneral,
    PlaceKing,
    Take,
)
from ludotheque.rules.castle_crush.data import full_reserve
from ludotheque.rules.castle_crush.phases import MAX_FUMBLES, MAX_MISHAPS
from ludotheque.rules.castle_crush.port import BLOCK_KINDS

# A série stacked in one column at x = 0: storeys 1 to 5 in the stand-in physics.
COLUMN = ("house_b", "tower_c", "house_a", "tower_a", "tower_b")


def first_legal(st):
    return st.legal_actions()[0]


def build_everyone(st):
    """Each builder stacks a column at x = 0 (roofs last), then the King and General at
    the first spot where they stay."""
    order = ("house_b", "tower_c", "house_a", "tower_a", "tower_b", "roof")
    while st.phase == "build":
        p = st.current_player()
        if st.build_step() == "block":
            st = st.apply(Place(min(st.supply[p], key=order.index), 0.0))
            continue
        pawn = st.build_step()
        for action in st.legal_actions():
            nxt = st.apply(action)
            if pawn not in nxt.pawns[p] or nxt.current_player() != p:
                break
        st = nxt
    return st


def blocks_everywhere(st):
    counts = dict.fromkeys(BLOCK_KINDS, 0)
    for k, v in st.reserve.items():
        counts[k] += v
    for hand in st.supply:
        for k in hand:
            counts[k] += 1
    for world in st.worlds:
        for pc in world["pieces"]:
            if pc["kind"] in BLOCK_KINDS:
                counts[pc["kind"]] += 1
    return counts


def test_round_one_each_player_takes_one_serie(new_game):
    st = new_game(3)
    assert st.round == 1 and st.phase == "build"
    for hand in st.supply:
        assert sorted(hand) == ["house_a", "house_b", "tower_a", "tower_b", "tower_c"]
    assert st.reserve["roof"] == 5 and st.reserve["house_a"] == 2


def test_blocks_are_conserved(new_game):
    st = new_game(4)
    assert blocks_everywhere(st) == full_reserve()
    st = build_everyone(st)
    assert blocks_everywhere(st) == full_reserve()
    while st.round == 1:
        st = st.apply(first_legal(st))
    assert blocks_everywhere(st) == full_reserve()


def test_builder_places_blocks_then_king_then_general(new_game):
    st = new_game(2)
    assert st.build_step() == "block"
    for kind in COLUMN:
        st = st.apply(Place(kind, 0.0))
    assert st.build_step() == "king"
    st = st.apply(PlaceKing(0.0, 0.0))
    assert st.build_step() == "general"
    st = st.apply(first_legal(st))
    assert st.current_player() == 1 and st.build_step() == "block"


def test_build_score_is_added_after_building(new_game):
    st = new_game(2)
    p = st.current_player()
    for kind in COLUMN:
        st = st.apply(Place(kind, 0.0))
    assert [f.storey for f in st.facts(p)] == [1, 2, 3, 4, 5]
    st = st.apply(PlaceKing(0.0, 0.0))
    st = st.apply(PlaceGeneral(1.5))
    expected = 1 * 1 + 2 * 2 + 1 * 3 + 2 * 4 + 2 * 5
    assert st.score[p] == expected and st.parts[p]["build"] == expected
    assert any(e.key == "castle_crush.log.build_score" and e.params["points"] == expected
               for e in st.events)


def test_block_off_its_support_falls_and_returns(new_game):
    st = new_game(2)
    p = st.current_player()
    st = st.apply(Place("tower_a", 0.0))
    before = list(st.supply[p])
    # A 2-wide house centred 0.9 to the right of a 1-wide tower: its centre overhangs.
    st = st.apply(Place("house_b", 1.4))
    assert sorted(st.supply[p]) == sorted(before)
    assert st.fumbles == 1
    assert any(e.key == "castle_crush.log.fumble_one" for e in st.events)
    assert all(f.kind != "house_b" for f in st.facts(p))


def test_a_block_that_falls_is_logged_as_fallen_not_on_storey_0(new_game):
    """QA CC6: the log read "pose une pièce à l'étage 0" for a block that fell."""
    st = new_game(2)
    st = st.apply(Place("tower_a", 0.0))
    st = st.apply(Place("house_b", 1.4))
    keys = [e.key for e in st.events]
    assert "castle_crush.log.place_fell" in keys
    assert not any(e.key == "castle_crush.log.place" and e.params.get("storey") == 0 for e in st.events)


def test_dropping_pieces_on_purpose_lays_nothing_and_scores_nothing(new_game):
    """The fumble exploit, rewritten to issue 22's rule (it pinned the house builder,
    which laid the hand for the player past the fall cap): nobody builds for a player.
    Every piece dropped beside the foundation is a mishap; at MAX_MISHAPS the build
    ends, the blocks go back to the reserve and nothing stands, so nothing scores."""
    st = new_game(2)
    p = st.current_player()
    reserve = sum(st.reserve.values())
    drops = 0
    while st.current_player() == p and st.phase == "build":
        step = st.build_step()
        kind = st.supply[p][0] if step == "block" else step
        st = st.apply(Carry(kind, ((4.0, 2.0),)))  # beside the foundation: it falls
        drops += 1
        assert drops <= MAX_MISHAPS
    assert drops == MAX_MISHAPS
    assert st.supply[p] == [] and st.pawns[p] == []
    assert st.facts(p) == ()
    assert st.score[p] == 0 and st.parts[p]["build"] == 0
    assert sum(st.reserve.values()) == reserve + 5
    assert not any(e.key == "castle_crush.log.house_lays" for e in st.events)
    assert any(e.key == "castle_crush.log.mishap_limit" for e in st.events)


def test_an_old_game_keeps_the_house_builder_past_the_fall_cap(new_game):
    """Rules version 1 (a Carry saved before issue 22 has no `rules`: it decodes as 1):
    a game begun under it resumes and replays under it, house builder included."""
    st = new_game(2)
    p = st.current_player()
    drops = 0
    while st.current_player() == p and st.phase == "build":
        step = st.build_step()
        kind = st.supply[p][0] if step == "block" else step
        st = st.apply(Carry(kind, ((4.0, 2.0),), rules=1))
        drops += 1
        assert drops <= MAX_FUMBLES + 1
    assert st.rules == 1
    kinds = sorted(f.kind for f in st.facts(p))
    assert kinds == sorted(["house_a", "house_b", "tower_a", "tower_b", "tower_c", "king", "general"])
    assert any(e.key == "castle_crush.log.house_lays" for e in st.events)


def test_a_failed_drop_is_remembered_for_the_turn(new_game):
    st = new_game(2)
    p = st.current_player()
    st = st.apply(Place("tower_a", 0.0))
    st = st.apply(Place("house_b", 1.4))
    assert st.failed_drops == [("house_b", 1.4)]
    again = type(st).from_json(st.to_json())
    assert again.failed_drops == [("house_b", 1.4)]
    while st.current_player() == p:
        st = st.apply(st.legal_actions()[0])
    assert st.failed_drops == []


def test_attack_scores_pieces_touching_the_table_for_the_attacker(new_game):
    st = build_everyone(new_game(2))
    assert st.phase == "attack"
    attacker = st.current_player()
    target = 1 - attacker
    tall = [f for f in st.facts(target) if f.top > 3.0 - 0.8]
    expected = sum({"house_a": 1, "house_b": 1, "tower_a": 2, "tower_b": 2, "tower_c": 2,
                    "roof": 3, "king": 7, "general": 5}[f.kind] for f in tall)
    before = st.score[attacker]
    after = st.apply(Attack(target, 0.8, 0.1))
    assert after.score[attacker] - before >= expected > 0
    assert after.last_attack["points"] == after.score[attacker] - before
    assert all(not f.on_table for f in after.facts(target))


def test_lowest_score_attacks_first(new_game):
    st = build_everyone(new_game(3, youngest=1))
    assert st.phase == "attack"
    order = sorted(range(3), key=lambda p: (st.score[p], (p - 1) % 3))
    assert st.queue == order


def test_two_attacks_each_per_round(new_game):
    st = build_everyone(new_game(2))
    attacks = {0: 0, 1: 0}
    while st.phase == "attack":
        attacks[st.current_player()] += 1
        st = st.apply(Attack(1 - st.current_player(), 0.0, 0.1))
    assert attacks == {0: 2, 1: 2}
    assert st.round == 2 and st.phase == "draft"


def test_missing_block_gives_one_more_attack(new_game):
    st = build_everyone(new_game(2))
    while st.phase == "attack":
        st = st.apply(Attack(1 - st.current_player(), 0.8, 0.1))
    assert st.phase == "draft"
    # Empty the reserve: every block still to draft is missing.
    drafter = st.current_player()
    st.reserve = dict.fromkeys(st.reserve, 0)
    st.reserve["house_a"] = 1
    st = st.apply(Take("house_a"))
    assert st.missing[drafter] == 2
    other = 1 - drafter
    assert st.missing[other] == 3
    st = build_everyone(st)
    assert st.attacks_left == [2 + st.missing[0], 2 + st.missing[1]]


def test_round_two_lowest_score_drafts_first_and_pawns_come_off(new_game):
    st = build_everyone(new_game(2))
    while st.phase == "attack":
        st = st.apply(Attack(1 - st.current_player(), -0.8, 0.1))
    assert st.round == 2 and st.phase == "draft"
    low = 0 if st.score[0] < st.score[1] or (st.score[0] == st.score[1]) else 1
    assert st.queue[:3] == [low] * 3
    for p in range(2):
        assert all(f.kind not in ("king", "general") for f in st.facts(p))
        assert st.pawns[p] == ["king", "general"]
    st = st.apply(Take("roof"))
    assert "roof" in st.supply[low]


def test_roofs_only_from_round_two(new_game):
    st = new_game(2)
    st.phase, st.queue = "draft", [0, 0, 0]
    with pytest.raises(Exception) as err:
        st.apply(Take("roof"))
    assert err.value.key == "castle_crush.error.no_roof_yet"


def test_clean_scores_characters_still_on_the_castle(new_game):
    st = build_everyone(new_game(2))
    chars_before = [p["characters"] for p in st.parts]
    # Low blows (offset -0.8 knocks only what reaches above y = 3.8): pawns survive.
    while st.phase == "attack":
        st = st.apply(Attack(1 - st.current_player(), -0.8, 0.1))
    for p in range(2):
        assert st.parts[p]["characters"] - chars_before[p] in (0, 5, 7, 12)
    assert any(p["characters"] > 0 for p in st.parts)


def test_standard_game_has_three_rounds_and_a_final_recount(new_game):
    st = new_game(2)
    rounds = set()
    while not st.is_over():
        rounds.add(st.round)
        st = st.apply(first_legal(st))
    assert rounds == {1, 2, 3}
    assert any(e.key == "castle_crush.log.winner" for e in st.events)
    assert all(p["final"] >= 0 for p in st.parts)
    assert st.scores() == [float(sum(p.values())) for p in st.parts]


def test_tie_goes_to_the_tallest_castle(new_game):
    st = new_game(2)
    st.score = [30, 30]
    st.heights = [2.0, 3.5]
    assert st.winners() == [1]
    st.heights = [3.5, 3.5]
    assert st.winners() == [0, 1]


def test_speed_attacks_from_youngest_clockwise_until_target_and_round_end(new_game):
    st = build_everyone(new_game(3, mode="speed", youngest=2))
    assert st.phase == "attack" and st.queue == [2, 0, 1]
    assert st.score == [0, 0, 0]  # only attacks score in Speed mode
    attacks = [0, 0, 0]
    while not st.is_over():
        p = st.current_player()
        attacks[p] += 1
        st = st.apply(Attack((p + 1) % 3, 0.8, 0.1))
    assert len(set(attacks)) == 1  # the round was finished: equal attacks
    assert max(st.score) >= 12 or any(e.key == "castle_crush.log.rubble" for e in st.events)


def test_construction_scores_build_points_and_title(new_game):
    st = new_game(1, mode="construction", challenge="barbacane")
    assert len(st.supply[0]) == 11
    while not st.is_over():
        st = st.apply(first_legal(st))
    done = [e for e in st.events if e.key == "castle_crush.log.construction_done"]
    assert done and done[0].params["points"] == st.score[0] == st.parts[0]["build"]
    assert not st.supply[0]


def test_general_and_king_end_on_the_castle(new_game):
    st = new_game(1, mode="construction", challenge="barbacane")
    for kind in COLUMN:
        st = st.apply(Place(kind, 0.0))
    st.supply[0] = []
    st = st.apply(PlaceKing(0.0, 0.0))
    st = st.apply(PlaceGeneral(max(hi for _, hi in st.physics().general_spots(st.worlds[0]))))
    kinds = {f.kind: f for f in st.facts(0)}
    assert kinds["king"].storey >= 2 and kinds["general"].supports == (-2,)


def test_a_blow_cannot_be_undone_but_a_clean_drop_can(fake_info):
    from ludotheque.rules.core import GameConfig
    from ludotheque.rules.session import Seat, Session

    s = Session(fake_info, GameConfig(2, 1, "standard"), [Seat.parse("human"), Seat.parse("human")])
    s.apply(Place("house_b", 0.0))
    assert s.can_undo()
    s.undo()
    while s.state.phase == "build":
        p = s.state.current_player()
        step = s.state.build_step()
        if step == "block":
            s.apply(Place(min(s.state.supply[p], key=COLUMN.index), 0.0))
        elif step == "king":
            s.apply(PlaceKing(0.0, 0.0))
        else:
            s.apply(PlaceGeneral(1.6))
    s.apply(Attack(1 - s.state.current_player(), 0.8, 0.1))
    assert not s.can_undo()
