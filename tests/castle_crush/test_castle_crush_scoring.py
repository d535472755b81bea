"""The sheet's scoring rules and worked examples, on plain facts (no physics)."""

from __future__ import annotations

from ludotheque.rules.castle_crush.data import (
    construction_supply,
    full_reserve,
    goal,
    speed_supply,
    title_for,
)
from ludotheque.rules.castle_crush.order import lowest_score_first
from ludotheque.rules.castle_crush.port import FOUNDATION_ID, PieceFacts
from ludotheque.rules.castle_crush.scoring import (
    attack_points,
    build_score,
    character_points,
    facts_from_json,
    facts_to_json,
)
from ludotheque.rules.core import Rng


def fact(pid, kind, storey=1, upright=True, on_table=False, supports=(FOUNDATION_ID,)):
    return PieceFacts(pid, kind, 0, storey, supports, upright, storey >= 1, on_table,
                      0.0, 0.0, 0.0, 1.0)


def test_roof_on_third_storey_tower_second_house_first_is_14():
    castle = [fact(1, "house_a", 1), fact(2, "tower_a", 2, supports=(1,)),
              fact(3, "roof", 3, supports=(2,))]
    assert build_score(castle) == 3 * 3 + 2 * 2 + 1 * 1 == 14


def test_house_tower_and_king_touching_the_table_is_10_attack_points():
    down = [fact(1, "house_b", 0, on_table=True), fact(2, "tower_b", 0, on_table=True),
            fact(3, "king", 0, on_table=True), fact(4, "general", 1)]
    assert attack_points(down, [1, 2, 3]) == 1 + 2 + 7 == 10


def test_general_not_touching_the_table_does_not_count():
    pieces = [fact(1, "general", 0, on_table=False, supports=(5,)), fact(5, "tower_c", 0, on_table=True)]
    assert attack_points(pieces, [5]) == 2


def test_pawns_never_add_build_points():
    assert build_score([fact(1, "king", 2), fact(2, "general", 1)]) == 0


def test_fallen_blocks_off_the_castle_score_nothing_for_the_owner():
    assert build_score([fact(1, "roof", 0, on_table=True), fact(2, "tower_a", 1)]) == 2


def test_final_recount_block_not_upright_counts_one():
    castle = [fact(1, "house_a", 1), fact(2, "tower_c", 2, upright=False, supports=(1,)),
              fact(3, "roof", 3, supports=(2,))]
    assert build_score(castle) == 1 + 4 + 9
    assert build_score(castle, final=True) == 1 + 1 * 2 + 9


def test_king_and_general_on_the_castle_score_for_their_owner():
    assert character_points([fact(1, "king", 3, supports=(2,)), fact(2, "general", 1)]) == 12
    assert character_points([fact(1, "king", 0, on_table=True), fact(2, "general", 1)]) == 5


def test_facts_json_round_trip():
    castle = (fact(1, "house_a"), fact(2, "roof", 2, supports=(1,)))
    assert facts_from_json(facts_to_json(castle)) == castle


def test_lowest_score_first_youngest_breaks_ties():
    assert lowest_score_first([10, 4, 10, 2], youngest=0) == [3, 1, 0, 2]
    assert lowest_score_first([5, 5, 5], youngest=2) == [2, 0, 1]
    assert lowest_score_first([5, 5, 1], youngest=1) == [2, 1, 0]


def test_titles_barbacane_60_80_100():
    assert title_for("barbacane", 59) is None
    assert title_for("barbacane", 60) == "ouvrier"
    assert title_for("barbacane", 80) == "maitre"
    assert title_for("barbacane", 100) == "architecte"
    assert goal("barbacane") == 60


def test_titles_donjon_140_170_200_and_chateau_200_250_300():
    assert [title_for("donjon", s) for s in (139, 140, 170, 200)] == [None, "ouvrier", "maitre", "architecte"]
    assert [title_for("chateau", s) for s in (199, 200, 250, 300)] == [None, "ouvrier", "maitre", "architecte"]


def test_construction_combinations():
    sizes = {c: len(construction_supply(full_reserve(), c)) for c in ("barbacane", "donjon", "chateau")}
    assert sizes == {"barbacane": 11, "donjon": 17, "chateau": 23}
    chateau = construction_supply(full_reserve(), "chateau")
    assert chateau.count("roof") == 3 and chateau.count("tower_c") == 4


def test_speed_sets_by_player_count():
    two = speed_supply(full_reserve(), 2, Rng(1))
    assert all(len(s) == 11 and s.count("roof") == 1 for s in two)
    four = speed_supply(full_reserve(), 4, Rng(1))
    assert all(len(s) == 6 and s.count("roof") == 1 for s in four)
    reserve = full_reserve()
    three = speed_supply(reserve, 3, Rng(7))
    towers = ("tower_a", "tower_b", "tower_c")
    for s in three:
        assert len(s) == 9 and s.count("roof") == 1
        assert sum(s.count(t) for t in towers) == 3 + 2
        assert s.count("house_a") + s.count("house_b") == 2 + 1
    assert sum(reserve[t] for t in towers) == 0  # 15 towers: 9 in séries, 6 drawn
