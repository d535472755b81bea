"""Every card's effect and score, each against a position worked out by hand.

Effects: player 0 (10 gold, 3 keys) has five cards and takes the card under test into
the middle cell; player 1 (5 gold, 1 key) is the only neighbour.

    player 0 before             player 1 (neighbour)
    Duchess  Scribe   Inventor  HisMajesty  Monk         Baker
    Militia  [card]   Potter    Blacksmith  Philosopher
    (Potter's purse holds 1 gold)

Scores: the card under test sits in the middle of a full grid (5 keys, 3 gold on its own
purse if it has one, 2 on the Potter's):

    Duchess  Scribe     Inventor
    Militia  [card]     Potter
    Farmer   face down  Cardinal
"""

from __future__ import annotations

import pytest
from ludotheque.rules.chateau_combo.actions import Buy, ChooseEffect, DiscardFromRow
from ludotheque.rules.chateau_combo.data import CARDS, card_id
from ludotheque.rules.chateau_combo.scoring import card_points
from ludotheque.rules.chateau_combo.state import ComboState, PlayerBoard
from ludotheque.rules.chateau_combo.tableau import Slot, Tableau
from ludotheque.rules.core import GameConfig


def tableau(cells: dict[tuple[int, int], str], gold: dict[tuple[int, int], int] | None = None) -> Tableau:
    """A tableau from {cell: card key}; a key ending in '!' is face down."""
    tab = Tableau()
    for cell, key in cells.items():
        tab.slots[cell] = Slot(card_id(key.rstrip("!")), face_down=key.endswith("!"))
    for cell, g in (gold or {}).items():
        tab.add_gold(cell, g)
    return tab


MINE = {(0, 0): "Duchess", (0, 1): "Scribe", (0, 2): "Inventor", (1, 0): "Militiaman", (1, 2): "Potter"}
THEIRS = {(0, 0): "HisMajesty", (0, 1): "Monk", (0, 2): "Baker", (1, 0): "Blacksmith", (1, 1): "Philosopher"}
VILLAGE_ROW = ["Innkeeper", "Farmer", "Spy"]  # printed costs 0, 5, 4
CASTLE_ROW = ["Steward", "HisHoliness", "Cardinal"]  # printed costs 0, 7, 4
POTTER, MIDDLE = (1, 2), (1, 1)


def effect_state(key: str) -> ComboState:
    state = ComboState.new(GameConfig(2, seed=0))
    state.players[0] = PlayerBoard(10, 3, tableau(MINE, {POTTER: 1}))
    state.players[1] = PlayerBoard(5, 1, tableau(THEIRS))
    state.rows["village"] = [card_id(k) for k in VILLAGE_ROW]
    state.rows["castle"] = [card_id(k) for k in CASTLE_ROW]
    card = CARDS[card_id(key)]
    state.messenger = card.banner
    state.rows[card.banner][0] = card.id
    state.turn = 0
    state.key_used = False
    return state


# card: (gold gained, keys gained, {cell: purse gold after}, opponent gold, opponent keys, choice)
EFFECTS = {
    "Steward": (0, 0, {POTTER: 4, MIDDLE: 3}, 0, 0, None),  # only two purses: both filled
    "HisHoliness": (0, 3, {}, 0, 1, None),
    "Chaplain": (3, 0, {}, 0, 0, None),  # Scribe, Militiaman, itself: one crest each
    "Cardinal": (0, 3, {}, 0, 0, None),  # castle banners: Duchess, Scribe, itself
    "Templar": (2, 2, {}, 0, 0, None),  # neighbour's 2 religious; Militiaman + itself
    "Gravedigger": (5, 0, {}, 0, 0, DiscardFromRow(1)),  # discards the Farmer (5)
    "Alchemist": (0, 0, {}, 0, 0, None),
    "Astronomer": (0, 0, {}, 0, 0, None),
    "Pilgrim": (0, 0, {}, 0, 0, None),
    "Devout": (3, 0, {}, 0, 0, None),  # three empty cells left
    "Nun": (3, 0, {}, 0, 0, None),
    "Architect": (0, 0, {}, 0, 0, None),
    "Goldsmith": (0, 4, {}, 0, 0, None),  # Duchess, Inventor, Potter, itself
    "Apothecary": (0, 0, {}, 0, 0, None),
    "Professor": (5, 0, {}, 0, 0, None),  # every type but peasant
    "Officer": (4, 0, {}, 0, 0, None),  # 2 noble + 2 military
    "Captain": (0, 0, {}, 0, 0, None),
    "Judge": (0, 2, {}, 0, 0, None),
    "Patron": (0, 0, {}, 2, 0, None),
    "Guildmaster": (0, 4, {}, 0, 0, DiscardFromRow(2)),  # discards the Spy (4), in keys
    "General": (0, 5, {}, 0, 0, None),
    "Knight": (3, 0, {}, 0, 0, None),
    "Lookout": (0, 2, {}, 0, 0, None),
    "RoyalGuard": (0, 1, {}, 0, 1, None),
    "Banker": (0, 0, {POTTER: 3}, 0, 0, ChooseEffect(0)),
    "Pawnbroker": (2, 0, {}, 0, 0, None),  # Scribe and itself cost 4
    "Chatelaine": (0, 0, {}, 0, 0, None),
    "Glassblower": (4, 0, {}, 0, 0, None),  # 1 religious + 3 artisan
    "Princess": (0, 0, {}, 0, 0, None),
    "Prince": (3, 0, {}, 0, 0, None),
    "HisMajesty": (0, 0, {}, 1, 0, None),
    "QueenMother": (0, 0, {POTTER: 3, MIDDLE: 2}, 0, 0, None),
    "Jester": (6, 0, {}, 0, 0, None),  # 2 gold x 3 nobles
    "Chancellor": (0, 3, {}, 0, 0, None),
    "Baron": (0, 0, {}, 0, 0, None),
    "HerMajestyTheQueen": (0, 3, {}, 0, 0, None),
    "Duchess": (0, 2, {}, 0, 0, None),
    "Scribe": (2, 0, {}, 0, 0, None),
    "MotherSuperior": (0, 4, {}, 0, 0, None),
    "Inventor": (4, 0, {}, 0, 0, None),
    "Spy": (3, 1, {}, 0, 0, None),  # 3 scholar; the neighbour's single military
    "Vicar": (4, 0, {}, 0, 0, None),
    "MiraculouslyCured": (0, 2, {}, 0, 0, None),  # Potter and itself have purses
    "Squire": (0, 0, {}, 0, 0, None),
    "Philosopher": (0, 0, {}, 0, 0, None),
    "Doctor": (3, 0, {}, 0, 0, None),  # 3 scholar, no peasant
    "Executioner": (7, 0, {}, 0, 0, DiscardFromRow(1)),  # discards His Holiness (7)
    "Barbarian": (1, 0, {}, 0, 0, ChooseEffect(0)),  # neighbour's 1 scholar
    "Militiaman": (2, 0, {}, 0, 0, ChooseEffect(0)),  # neighbour's 2 peasant
    "Bombardier": (1, 0, {}, 0, 0, ChooseEffect(0)),
    "Stonemason": (0, 0, {}, 0, 0, None),
    "Blacksmith": (1, 0, {}, 0, 0, ChooseEffect(0)),
    "MasterAtArms": (3, 0, {}, 0, 0, None),
    "Mercenary": (6, 0, {}, 0, 0, None),
    "Innkeeper": (0, 0, {POTTER: 3, MIDDLE: 2}, 2, 0, None),
    "Sculptor": (0, 2, {}, 0, 0, None),
    "Clockmaker": (3, 0, {}, 0, 0, None),
    "SpiceMerchant": (6, 0, {}, 0, 0, None),
    "Armorer": (0, 0, {}, 0, 0, None),
    "Potter": (0, 0, {POTTER: 3, MIDDLE: 2}, 0, 0, None),
    "Farmer": (0, 2, {}, 0, 0, None),
    "Locksmith": (0, 3, {}, 0, 0, None),
    "Carpenter": (0, 1, {}, 0, 0, None),  # peasant still missing
    "Witch": (1, 2, {}, 0, 0, None),
    "Brigand": (0, 1, {}, 0, 0, None),
    "Woodcutter": (6, 0, {}, 0, 0, None),
    "Monk": (0, 2, {}, 0, 0, None),
    "Beggar": (6, 0, {}, 0, 0, None),
    "StableBoy": (0, 3, {}, 0, 0, None),
    "Winemaker": (4, 0, {}, 0, 0, None),
    "Shepherd": (3, 0, {}, 0, 0, None),
    "Usurper": (0, 3, {}, 0, 0, None),
    "Traveler": (3, 0, {}, 0, 0, None),
    "Farmhand": (0, 0, {}, 0, 0, None),
    "Revolutionary": (0, 4, {}, 0, 0, None),
    "Fisherman": (0, 0, {}, 0, 0, None),
    "Baker": (1, 4, {}, 0, 0, None),
    "Beekeeper": (0, 0, {POTTER: 3, MIDDLE: 2}, 0, 0, None),
}

# The other option of each choose-one card: 2 keys, or 3 for the Banker.
SECOND_OPTIONS = {"Banker": 3, "Barbarian": 2, "Militiaman": 2, "Bombardier": 2, "Blacksmith": 2}

# card: (castle discount, village discount) it gives from the next purchase on
DISCOUNTS = {
    "Alchemist": (1, 1), "Astronomer": (1, 0), "Pilgrim": (0, 1), "Architect": (0, 1),
    "Apothecary": (1, 0), "Captain": (0, 1), "Chatelaine": (1, 0), "Princess": (1, 0),
    "Baron": (1, 1), "Squire": (1, 1), "Philosopher": (1, 0), "Stonemason": (0, 1),
    "Armorer": (1, 1), "Farmhand": (0, 1), "Fisherman": (1, 0),
}


def test_every_card_has_a_worked_effect():
    assert set(EFFECTS) == {c.key for c in CARDS}


@pytest.mark.parametrize("key", sorted(EFFECTS))
def test_card_effect(key):
    gold, keys, purses, opp_gold, opp_keys, choice = EFFECTS[key]
    state = effect_state(key)
    cost = CARDS[card_id(key)].cost
    state = state.apply(Buy(0, 1, 1))
    if choice is not None:
        assert state.current_player() == 0 and state.pending is not None
        state = state.apply(choice)
    assert state.pending is None and state.turn == 1
    me, them = state.players
    assert (me.gold, me.keys) == (10 - cost + gold, 3 + keys)
    assert (them.gold, them.keys) == (5 + opp_gold, 1 + opp_keys)
    expected_purses = {POTTER: 1, **purses}
    for cell, expected in expected_purses.items():
        assert me.tableau.slots[cell].gold == expected
    assert sum(s.gold for s in me.tableau.slots.values()) == sum(expected_purses.values())


@pytest.mark.parametrize("key", sorted(SECOND_OPTIONS))
def test_choose_one_second_option_gives_keys(key):
    state = effect_state(key).apply(Buy(0, 1, 1)).apply(ChooseEffect(1))
    me = state.players[0]
    assert (me.gold, me.keys) == (10 - CARDS[card_id(key)].cost, 3 + SECOND_OPTIONS[key])
    assert me.tableau.slots[POTTER].gold == 1


@pytest.mark.parametrize("key", sorted(DISCOUNTS))
def test_discount_applies_from_the_next_purchase(key):
    state = effect_state(key)
    before = state.players[0].gold
    state = state.apply(Buy(0, 1, 1))
    assert state.players[0].gold == before - CARDS[card_id(key)].cost  # not on itself
    castle, village = DISCOUNTS[key]
    hero = card_id("HisHoliness")  # castle, printed 7
    inn = card_id("Farmer")  # village, printed 5
    assert state.cost_for(0, hero) == 7 - castle
    assert state.cost_for(0, inn) == 5 - village


def test_discard_effect_moves_the_card_to_the_discard_pile():
    state = effect_state("Executioner").apply(Buy(0, 1, 1)).apply(DiscardFromRow(1))
    assert state.discards["castle"] == (card_id("HisHoliness"),)
    assert None not in state.rows["castle"]  # refilled at the end of the turn


# --- scores ------------------------------------------------------------------------------
GRID_A = {
    (0, 0): "Duchess", (0, 1): "Scribe", (0, 2): "Inventor",
    (1, 0): "Militiaman", (1, 2): "Potter",
    (2, 0): "Farmer", (2, 1): "Monk!", (2, 2): "Cardinal",
}

SCORES_A = {
    "Steward": 6, "HisHoliness": 0, "Chaplain": 8, "Cardinal": 3, "Templar": 5,
    "Gravedigger": 6, "Alchemist": 4, "Astronomer": 0, "Pilgrim": 12, "Devout": 0,
    "Nun": 6, "Architect": 12, "Goldsmith": 0, "Apothecary": 3, "Professor": 3,
    "Officer": 8, "Captain": 0, "Judge": 12, "Patron": 15, "Guildmaster": 0,
    "General": 0, "Knight": 0, "Lookout": 8, "RoyalGuard": 3, "Banker": 2,
    "Pawnbroker": 9, "Chatelaine": 6, "Glassblower": 8, "Princess": 3, "Prince": 4,
    "HisMajesty": 4, "QueenMother": 6, "Jester": 2, "Chancellor": 8, "Baron": 0,
    "HerMajestyTheQueen": 20, "Duchess": 0, "Scribe": 0, "MotherSuperior": 0, "Inventor": 5,
    "Spy": 6, "Vicar": 6, "MiraculouslyCured": 6, "Squire": 4, "Philosopher": 0,
    "Doctor": 8, "Executioner": 3, "Barbarian": 0, "Militiaman": 6, "Bombardier": 3,
    "Stonemason": 3, "Blacksmith": 10, "MasterAtArms": 6, "Mercenary": 14, "Innkeeper": 6,
    "Sculptor": 6, "Clockmaker": 9, "SpiceMerchant": 5, "Armorer": 3, "Potter": 6,
    "Farmer": 0, "Locksmith": 5, "Carpenter": 8, "Witch": 0, "Brigand": 7,
    "Woodcutter": 0, "Monk": 2, "Beggar": 2, "StableBoy": 3, "Winemaker": 6,
    "Shepherd": 3, "Usurper": 6, "Traveler": 2, "Farmhand": 6, "Revolutionary": 0,
    "Fisherman": 0, "Baker": 0, "Beekeeper": 6,
}


def test_every_card_has_a_worked_score():
    assert set(SCORES_A) == {c.key for c in CARDS}


@pytest.mark.parametrize("key", sorted(SCORES_A))
def test_card_score_in_the_middle_of_grid_a(key):
    tab = tableau(GRID_A, {POTTER: 2})
    tab.slots[MIDDLE] = Slot(card_id(key), gold=min(3, CARDS[card_id(key)].purse_capacity))
    assert card_points(tab, MIDDLE, keys=5) == SCORES_A[key]


# A sparse grid (religious and peasant only, two face-down cards), card in the top left.
GRID_B = {
    (0, 1): "Vicar", (0, 2): "Beggar",
    (1, 0): "Monk!", (1, 1): "Woodcutter", (1, 2): "Traveler",
    (2, 0): "Shepherd!", (2, 1): "Farmhand", (2, 2): "Baker",
}
SCORES_B = {
    "HisHoliness": 24,  # noble, scholar, military, artisan missing
    "Devout": 10, "Philosopher": 10, "Barbarian": 10, "Revolutionary": 9,
    "Baron": 0,  # peasants
    "Witch": 0,  # the Vicar is religious
    "General": 6,  # five peasants make one group of three
    "Carpenter": 8, "Traveler": 14,  # seven cards cost 0
}


@pytest.mark.parametrize("key", sorted(SCORES_B))
def test_card_score_in_the_corner_of_grid_b(key):
    tab = tableau(GRID_B)
    tab.slots[(0, 0)] = Slot(card_id(key))
    assert card_points(tab, (0, 0), keys=0) == SCORES_B[key]


def test_baron_scores_ten_without_peasant_and_witch_nine_without_religious():
    tab = tableau({(0, 0): "Baron", (0, 1): "Scribe", (0, 2): "Duchess"})
    assert card_points(tab, (0, 0), 0) == 10
    tab = tableau({(0, 0): "Witch", (0, 1): "Duchess", (0, 2): "Farmer"})
    assert card_points(tab, (0, 0), 0) == 9


POSITIONS = {  # where each position card scores, drawn as the 3x3 grid
    "Astronomer": "x.. x.. x..", "Goldsmith": "x.. x.. x..", "Captain": "..x ..x ..x",
    "Woodcutter": "..x ..x ..x", "Duchess": "xxx ... ...", "MotherSuperior": "xxx ... ...",
    "SpiceMerchant": "... xxx ...", "Guildmaster": "... ... xxx", "Farmer": "... ... xxx",
    "Spy": ".x. .x. .x.", "Fisherman": "x.x ... x.x", "Baker": ".x. x.x .x.",
}


@pytest.mark.parametrize("key", sorted(POSITIONS))
def test_position_card_scores_only_on_its_cells(key):
    card = CARDS[card_id(key)]
    scoring = set()
    for r in range(3):
        for c in range(3):
            tab = tableau({(rr, cc): "Beggar" for rr in range(3) for cc in range(3)})
            tab.slots[(r, c)] = Slot(card.id)
            if card_points(tab, (r, c), 0):
                assert card_points(tab, (r, c), 0) == card.score["points"]
                scoring.add((r, c))
    rows = POSITIONS[key].split()
    assert scoring == {(r, c) for r in range(3) for c in range(3) if rows[r][c] == "x"}


def test_face_down_card_scores_nothing_and_shows_no_crest():
    tab = tableau({(0, 0): "Clockmaker", (0, 1): "Potter!", (0, 2): "Potter"})
    assert card_points(tab, (0, 1), 9) == 0
    assert card_points(tab, (0, 0), 9) == 3 * 3  # Clockmaker + Potter's two; not the hidden one
