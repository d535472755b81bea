"""Helpers shared by the Castle Risk tests (no tests here)."""

from __future__ import annotations

from ludotheque.rules.castle_risk import CastleRiskState
from ludotheque.rules.castle_risk.data import EMPTY, MAP
from ludotheque.rules.core import GameConfig, Rng

SETUP_PHASES = ("castle", "claim", "deploy", "hidden")


def new_game(n: int = 3, seed: int = 1) -> CastleRiskState:
    return CastleRiskState.new(GameConfig(n, seed=seed))


def after_setup(n: int = 3, seed: int = 1) -> CastleRiskState:
    """A game whose setup was played by taking legal actions at random."""
    state = new_game(n, seed)
    rng = Rng(seed + 77)
    while state.phase in SETUP_PHASES:
        state.apply_in_place(rng.choice(state.legal_actions()))
    return state


def arrange(state: CastleRiskState, owners: dict[str, tuple[int, int]], castles: list,
            rest: int = 0) -> None:
    """Set territories to (owner, armies), every other one to `rest` with one army, and
    each player's castle territory."""
    for t in MAP.ids:
        state.owner[t], state.armies[t] = owners.get(t, (rest, 1))
    state.castle_at = list(castles)
    state.hidden = [[] for _ in range(state.num_players)]


def main_phase(state: CastleRiskState, player: int, hand: list[str]) -> CastleRiskState:
    """Make it `player`'s main phase with exactly `hand` (other cards go to the deck)."""
    for p in range(state.num_players):
        state.deck += state.hands[p]
        state.hands[p] = []
    for card in hand:
        state.deck.remove(card)
    state.hands[player] = list(hand)
    state.phase, state.player, state.actor = "main", player, player
    state.attacked, state.attack, state.pending, state.table = False, None, None, []
    state.truces = []
    return state


def army_total(state: CastleRiskState) -> int:
    """Armies on the board and on an Admiral card."""
    committed = state.attack.committed if state.attack else 0
    return sum(state.armies.values()) + committed


def card_count(state: CastleRiskState) -> int:
    """Every card of the game: hands, deck, discard, the table and the track."""
    return (sum(len(h) for h in state.hands) + len(state.deck) + len(state.discard)
            + len(state.table) + state.track)


def board_total(state: CastleRiskState) -> int:
    return army_total(state)


def empty_count(state: CastleRiskState) -> int:
    return sum(1 for t in MAP.ids if state.owner[t] == EMPTY)
