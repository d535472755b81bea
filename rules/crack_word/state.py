"""A game of Crack Word: who holds what, what lies on the table, whose turn it is.

The state holds the fields (declared in `fields.py`) and answers the protocol, each method
a call into the package's modules: the deal and the turn through `flow.py`, legality in
`legal.py`, the scores and the end in `scoring.py`, what a seat sees in `views.py`, its
JSON and copy in `persist.py`.
"""

from __future__ import annotations

from typing import Any, Self

import ludotheque.rules.crack_word.flow as flow
import ludotheque.rules.crack_word.legal as legal
import ludotheque.rules.crack_word.persist as persist
import ludotheque.rules.crack_word.scoring as scoring
import ludotheque.rules.crack_word.views as views
from ludotheque.rules.core import GameConfig, GameState, Rng
from ludotheque.rules.crack_word.actions import CODEC, encode
from ludotheque.rules.crack_word.cards import PileCard, TableCard
from ludotheque.rules.crack_word.data import deck_data
from ludotheque.rules.crack_word.dictionary import Dictionary, load_dictionary


class CrackWordState(GameState):
    codec = CODEC

    def __init__(self, config: GameConfig, rng: Rng) -> None:
        self.config = config
        self.rng = rng
        self.events = []
        n = config.num_players
        self.language: str = str(config.options.get("language", "fr"))
        self.either_end: bool = config.options.get("placement", "right") == "either"
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.piles: list[list[str]] = [[] for _ in range(n)]  # the top card is the last
        self.rows: list[list[TableCard]] = [[] for _ in range(deck_data().rows)]
        self.points: list[list[PileCard]] = [[] for _ in range(n)]
        self.discard: list[PileCard] = []  # POUBELLE'd rows, face up
        self.set_aside: list[list[str]] = [[] for _ in range(n)]  # piles dropped unseen
        self.turn: int = config.youngest % n
        self.last_hand: int | None = None  # who cried DERNIÈRE MAIN
        self.passed: list[bool] = [False] * n
        self.finished_by: int | None = None  # who laid his last card (ending 1)
        self.over: bool = False

    # --- creation ------------------------------------------------------------------
    @classmethod
    def new(cls, config: GameConfig) -> Self:
        state = cls(config, Rng(config.seed))
        flow.begin(state)
        return state

    @property
    def dictionary(self) -> Dictionary:
        return load_dictionary(self.language)

    # --- turn structure --------------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.over else self.turn

    def legal_actions(self) -> list[Any]:
        return legal.legal_actions(self)

    def check_action(self, action: Any) -> None:
        legal.check(self, action)

    def _apply(self, action: Any) -> None:
        flow.apply(self, action)

    def encode_action(self, action: Any) -> Any:
        return encode(action)

    def in_last_turns(self) -> bool:
        return self.last_hand is not None

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[float]:
        return scoring.scores(self)

    def winners(self) -> list[int]:
        return scoring.winners(self)

    def ranking(self) -> list[int]:
        return scoring.ranking(self)

    def end_reason(self) -> tuple[str, dict[str, Any]]:
        return scoring.end_reason(self)

    # --- helpers the rules and the AI share ------------------------------------------
    def row_accepts(self, text: str) -> bool:
        """The referee: may a row read `text`?"""
        return legal.accepts(self.language, self.either_end, text)

    def card_count(self) -> int:
        """Every card in the game, wherever it is (conservation check)."""
        return (
            sum(map(len, self.hands)) + sum(map(len, self.piles)) + sum(map(len, self.rows))
            + sum(map(len, self.points)) + len(self.discard) + sum(map(len, self.set_aside))
        )

    # --- information -----------------------------------------------------------------
    def view(self, player: int | None) -> dict[str, Any]:
        return views.view(self, player)

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: Rng) -> CrackWordState:
        return views.from_view(cls, view, rng)

    @classmethod
    def legal_actions_in_view(cls, view: dict[str, Any]) -> list[Any]:
        return views.legal_actions_in_view(cls, view)

    # --- serialisation and copies (`persist.py`, from the fields declared in `fields.py`) --
    def to_json(self) -> dict[str, Any]:
        return persist.to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self:
        return persist.from_json(cls, data)

    def clone(self) -> Self:
        return persist.clone(self)
