"""Casa Grande's state: pawns on the track, the bonus ladder, money, and the site.

A turn is three phases (the sheet): roll and move (optionally further, paying bonus
points), place a block in the facing lane (or, on a sun corner, take 3 bonus points),
optionally build a platform for cells x storey Lire. Everything is public; the die is
the only chance and it is drawn from the state's Rng inside `_apply(Roll())`.

The state holds the fields and answers the protocol, each answer a thin call into
`legal.py` (what may be played), `flow.py` (what it does), `scoring.py` (the end) and
`views.py` (what a seat sees); `persist.py` is its JSON and copy, from the fields declared
in `fields.py`.
"""

from __future__ import annotations

from typing import Any

import ludotheque.rules.casa_grande.flow as flow
import ludotheque.rules.casa_grande.legal as legal
import ludotheque.rules.casa_grande.moving as moving
import ludotheque.rules.casa_grande.persist as persist
import ludotheque.rules.casa_grande.scoring as scoring
import ludotheque.rules.casa_grande.views as views
from ludotheque.rules.casa_grande.actions import CODEC, PlacePlatform
from ludotheque.rules.casa_grande.data import lane_cells
from ludotheque.rules.casa_grande.moving import START_BONUS
from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.casa_grande.site import Site
from ludotheque.rules.core import Action, GameConfig, GameState, Rng


class CasaState(GameState):
    codec = CODEC

    def __init__(self, config: GameConfig, rng: Rng) -> None:
        n = config.num_players
        self.config, self.rng, self.events = config, rng, []
        self.first = config.youngest % n
        self.turn = self.first
        self.phase = Phase.ROLL
        self.die = 0
        self.pawns = [0] * n
        self.bonus = [START_BONUS] * n
        self.money = [0] * n
        self.notes = [0] * n
        self.blocks = [int(config.options.get("blocks", 24))] * n
        self.used = [0] * n  # bitmask of the platform shapes each seat has built
        self.site = Site()
        self.final_round = False
        self.over = False
        self.turns = 0
        # The current player's legal platforms, computed on entering phase 3 (a cache:
        # never serialised, dropped when the turn ends).
        self._options: list[tuple[int, int, int, int, int]] | None = None

    # --- creation -----------------------------------------------------------------------
    @classmethod
    def new(cls, config: GameConfig) -> CasaState:
        """The sheet: each player puts his pawn on a free sun corner, in turn order from
        the first (phase "corner"). With the option corners=dealt, they are dealt in that
        order instead, the first player on the top-left corner."""
        state = cls(config, Rng(config.seed))
        flow.begin(state)
        return state

    def clone(self) -> CasaState:
        return persist.clone(self)

    # --- questions the board and the AI ask -------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.over else self.turn

    def is_over(self) -> bool:
        return self.over

    def has_built(self, player: int, shape: int) -> bool:
        """Each platform is built once: has `player` built `shape` already?"""
        return bool(self.used[player] >> shape & 1)

    def free_shapes(self, player: int) -> list[int]:
        return legal.free_shapes(self, player)

    def landings(self) -> dict[int, int]:
        """Track space -> extra spaces paid, for every legal Move now (phase 1)."""
        return legal.landings(self)

    def step(self, space: int, steps: int, player: int) -> int:
        """`steps` spaces clockwise; spaces holding another pawn are not counted (RULINGS)."""
        return legal.step(self.pawns, space, steps, player)

    def lane(self, player: int | None = None) -> tuple[int, ...]:
        return lane_cells(self.pawns[self.turn if player is None else player])

    def platform_options(self, player: int | None = None) -> list[tuple[int, int, int, int, int]]:
        return legal.platform_options(self, player)

    def preview_platform(self, action: PlacePlatform) -> tuple[int, int]:
        """(storey, income) if the current player may lay `action` on the site as it
        stands (whatever the phase); raises IllegalAction naming the broken rule."""
        return legal.preview_platform(self, action)

    def legal_actions(self) -> list[Action]:
        return legal.legal_actions(self)

    @classmethod
    def legal_actions_in_view(cls, view: dict[str, Any]) -> list[Action]:
        return views.legal_actions_in_view(cls, view)

    def check_action(self, action: Action) -> None:
        legal.check(self, action)

    # --- applying (flow.py) -------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        flow.apply(self, action)

    def cast(self, die: int) -> None:
        """What a roll does once the die shows `die` (the AI weighs each face with it)."""
        moving.cast(self, die)

    def gain_bonus(self, p: int, points: int) -> None:
        moving.gain_bonus(self, p, points)

    # --- end (scoring.py) -------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return scoring.scores(self)

    def winners(self) -> list[int]:
        """Most money; a tie goes to the most bonus points (the sheet)."""
        return scoring.winners(self)

    def ranking(self) -> list[int]:
        return scoring.ranking(self)

    def end_reason(self) -> tuple[str, dict[str, Any]]:
        return scoring.end_reason(self)

    # --- information and serialisation (views.py, persist.py) ------------------------------------
    def to_json(self) -> dict[str, Any]:
        return persist.to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CasaState:
        return persist.from_json(cls, data)

    def view(self, player: int | None) -> dict[str, Any]:
        """Everything but the generator, as plain tuples copied straight from the state."""
        return views.view(self, player)

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: Rng) -> CasaState:
        return views.from_view(cls, view, rng)
