"""The setup of Château Combo (the sheet): two decks (Castle, Village) shuffled with three
cards shown each, the messenger on its starting row, 15 gold and 2 keys each, a random
first player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludotheque.rules.chateau_combo.data import CARDS_OF, LOCATIONS, SETUP
from ludotheque.rules.chateau_combo.market import ROW_SIZE
from ludotheque.rules.chateau_combo.tableau import PlayerBoard

if TYPE_CHECKING:
    from ludotheque.rules.chateau_combo.state import ComboState


def deal(state: ComboState) -> None:
    for loc in LOCATIONS:
        deck = list(CARDS_OF[loc])
        state.rng.shuffle(deck)
        state.decks[loc] = deck
        state.rows[loc] = [deck.pop() for _ in range(ROW_SIZE)]
    state.messenger = SETUP["messenger_start_row"]
    gold, keys = SETUP["gold_per_player"], SETUP["keys_per_player"]
    state.players = [PlayerBoard(gold, keys) for _ in range(state.num_players)]
    state.first = state.rng.randbelow(state.num_players)
    state.turn = state.first
    state.emit("chateau_combo.log.start", player=state.first)
