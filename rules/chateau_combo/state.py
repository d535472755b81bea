"""The state of a game of Château Combo: its fields, `new`, and the protocol's methods,
each a thin call into the modules that hold the rules (`legal`, `flow`, `scoring`,
`views`, `seats`) and into `persist` (its JSON and copy, from the fields declared in
`fields.py`).

Setup: two decks (Castle, Village) with three cards shown each, the messenger on the
Village row, 15 gold and 2 keys each, a random first player. A turn is the four steps of
the sheet; the game ends when everyone has nine cards, after which players may store
their leftover gold on their purses.
"""

from __future__ import annotations

from typing import Any

import ludotheque.rules.chateau_combo.flow as flow
import ludotheque.rules.chateau_combo.legal as legal
import ludotheque.rules.chateau_combo.persist as persist
import ludotheque.rules.chateau_combo.scoring as scoring
import ludotheque.rules.chateau_combo.seats as seats
import ludotheque.rules.chateau_combo.views as views
from ludotheque.rules.chateau_combo.actions import CODEC, encode
from ludotheque.rules.chateau_combo.data import LOCATIONS, VILLAGE
from ludotheque.rules.chateau_combo.phases import Pending, Phase
from ludotheque.rules.chateau_combo.tableau import PlayerBoard
from ludotheque.rules.core import GameConfig, GameState, Rng
from ludotheque.rules.core.config_cache import view_config


class ComboState(GameState):
    codec = CODEC
    # A determinisation (from_view): its decks hold the unseen cards in no particular
    # order, so each card revealed is drawn from them at random.
    blind = False

    def __init__(self, config: GameConfig, rng: Rng) -> None:
        self.config = config
        self.rng = rng
        self.events = []
        self.players: list[PlayerBoard] = []
        self.decks: dict[str, list[int]] = {loc: [] for loc in LOCATIONS}  # top = last
        self.rows: dict[str, list[int | None]] = {loc: [] for loc in LOCATIONS}
        # Tuples, replaced when they change (rarely): views and copies share them.
        self.discards: dict[str, tuple[int, ...]] = {loc: () for loc in LOCATIONS}
        self.removed: tuple[int, ...] = ()
        self.exhausted: tuple[str, ...] = ()
        self.messenger = VILLAGE
        self.first = 0
        self.turn = 0
        self.key_used = False
        self.pending: Pending | None = None  # the decision a card's effect waits for
        self.phase = Phase.PLAY
        self.config_data = view_config(config)  # what views show of the config (shared)

    # --- setup -----------------------------------------------------------------------
    @classmethod
    def new(cls, config: GameConfig) -> ComboState:
        state = cls(config, Rng(config.seed))
        flow.begin(state)
        return state

    # --- who and what ------------------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.phase == Phase.OVER else self.turn

    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    def neighbours(self, player: int) -> list[int]:
        """The seats on either side (the only opponent with two players)."""
        return seats.neighbours(self, player)

    def cost_for(self, player: int, card: int) -> int:
        """The gold `player` pays for `card` now: printed cost less their discounts."""
        return seats.cost(self, player, card)

    def legal_actions(self) -> list[Any]:
        return legal.legal_actions(self)

    def check_action(self, action: Any) -> None:
        legal.check(self, action)

    def encode_action(self, action: Any) -> Any:
        return encode(action)

    # --- turn --------------------------------------------------------------------------
    def _apply(self, action: Any) -> None:
        flow.apply(self, action)

    # --- scores --------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return scoring.scores(self)

    def winners(self) -> list[int]:
        return scoring.winners(self)

    def ranking(self) -> list[int]:
        return scoring.ranking(self)

    def end_reason(self) -> tuple[str, dict[str, Any]]:
        return scoring.end_reason(self)

    def score_pad(self, player: int) -> list[dict[str, Any]]:
        """One line per card (in grid order) and one for keys, like the score pad."""
        return scoring.breakdown(self.players[player].tableau, self.players[player].keys)

    # --- information and serialisation ------------------------------------------------------
    def view(self, player: int | None) -> dict[str, Any]:
        return views.view(self, player)

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: Rng) -> ComboState:
        return views.from_view(cls, view, rng)

    @classmethod
    def legal_actions_in_view(cls, view: dict[str, Any]) -> list[Any]:
        return views.legal_actions_in_view(cls, view)

    def to_json(self) -> dict[str, Any]:
        return persist.to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ComboState:
        return persist.from_json(cls, data)

    def clone(self) -> ComboState:
        """A fast copy (the AI clones a lot); deep where the state is mutable."""
        return persist.clone(self)
