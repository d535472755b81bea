"""The state of a Castle Crush game: castles (physics worlds), reserve, hands, scores.

The physics is injected: `CastleCrushState.port` is a `CastlePhysics` (see port.py), set
by `make_game_info(port)` on a subclass, so these rules never import pymunk. Each castle
is a JSON world at rest; the facts the physics reported about it are kept beside it.

Build phases, simultaneous at a real table, are played one castle after another here.

The fields are declared once in fields.py; the protocol's methods are thin calls into
the package's modules: legal.py (what may be played), flow.py (what a move does, routed
by phase), scoring.py (scores, winners, ranking, why it ended), views.py (what a seat
sees, and the state rebuilt from it), persist.py (JSON and copies), rulesets.py (the
build rules' version the game plays under), seeds.py (the hand's and the nerve's seeds).
"""

from __future__ import annotations

from typing import Any, ClassVar, Self

import ludotheque.rules.castle_crush.course as course
import ludotheque.rules.castle_crush.flow as flow
import ludotheque.rules.castle_crush.legal as legal
import ludotheque.rules.castle_crush.persist as persist
import ludotheque.rules.castle_crush.phases as phases
import ludotheque.rules.castle_crush.rulesets as rulesets
import ludotheque.rules.castle_crush.scoring as scoring
import ludotheque.rules.castle_crush.seeds as seeds
import ludotheque.rules.castle_crush.views as views
from ludotheque.rules.castle_crush.actions import CODEC
from ludotheque.rules.castle_crush.data import GENERAL, KING
from ludotheque.rules.castle_crush.fields import no_parts
from ludotheque.rules.castle_crush.memo import MemoPhysics
from ludotheque.rules.castle_crush.phases import Phase, Step
from ludotheque.rules.castle_crush.port import CastlePhysics, PieceFacts, World
from ludotheque.rules.castle_crush.scoring import facts_from_json, facts_to_json
from ludotheque.rules.core import Action, GameConfig, GameState, Rng


class CastleCrushState(GameState):
    codec = CODEC
    # The physics implementation, set on the subclass `make_game_info(port)` makes (the
    # composition root, physics/game.py, passes the pymunk one); None on this class.
    port: ClassVar[CastlePhysics | None] = None
    # Its memory of recent results, made with the binding (no cache keyed by id()).
    memo: ClassVar[MemoPhysics | None] = None

    def __init__(self, config: GameConfig, rng: Rng) -> None:
        """A new game's fields (fields.py declares each, in this order)."""
        self.config = config
        self.rng = rng
        self.events = []
        n = config.num_players
        self.mode: str = config.mode
        self.round = 1
        self.phase: Phase = Phase.BUILD
        self.reserve: dict[str, int] = {}
        self.supply: list[list[str]] = [[] for _ in range(n)]
        self.pawns: list[list[str]] = [[KING, GENERAL] for _ in range(n)]
        self.worlds: list[World] = []
        self.facts_json: list[list[dict[str, Any]]] = [[] for _ in range(n)]
        self.queue: list[int] = []
        self.attacks_left = [0] * n
        self.missing = [0] * n
        self.score = [0] * n
        self.parts: list[dict[str, int]] = [no_parts() for _ in range(n)]
        self.fumbles = 0
        # Drops (kind, x) that fell during the current build turn: never tried again.
        self.failed_drops: list[tuple[str, float]] = []
        self.attack_rounds = 0
        self.heights: list[float] = [0.0] * n
        self.last_attack: dict[str, Any] | None = None
        # Whether the game plays the exact moves retired by the hand (legacy.py), and the
        # build rules' version (rulesets.py): None until its first build or attack move.
        self.exact_moves: bool | None = None
        self.rules: int | None = None
        # Never saved: the physics' record of the last move (trajectories, for the
        # client's replay; dropped by clone), and in a state rebuilt from a view, the
        # sway of the carry about to be made ((round, player, next id, fumbles), seed)
        # and the viewer's own nerve ((seat, seed)) the view shows (seeds.py).
        self.transient: dict[str, Any] = {}
        self.shown_sway: tuple[tuple[int, int, int, int], int] | None = None
        self.shown_nerve: tuple[int, int] | None = None

    # --- the physics ---------------------------------------------------------------
    @classmethod
    def physics(cls) -> CastlePhysics:
        return course.bound(cls.memo)

    def facts(self, castle: int) -> tuple[PieceFacts, ...]:
        return facts_from_json(self.facts_json[castle])

    def set_world(self, castle: int, world: World, facts: tuple[PieceFacts, ...]) -> None:
        self.worlds[castle], self.facts_json[castle] = world, facts_to_json(facts)

    # --- creation ------------------------------------------------------------------
    @classmethod
    def new(cls, config: GameConfig) -> Self:
        state = cls(config, Rng(config.seed))
        course.setup(state)
        return state

    # --- turn structure ----------------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.phase == Phase.OVER or not self.queue else self.queue[0]

    def build_step(self) -> Step | None:
        """What the builder places next: a block, the King, the General (None: not building)."""
        return phases.build_step(self)

    def build_rules(self) -> rulesets.BuildRules:
        """The build rules this game plays under (rulesets.py; the current ones until decided)."""
        return rulesets.of(self)

    def rules_version(self) -> int:
        return rulesets.of(self).version

    def lays_every_block(self) -> bool:
        """Every block given goes on the castle: no "Done", and the house lays the rest at
        the mishap limit (Speed, rules version 3 on)."""
        return rulesets.of(self).lays_every_block(self.mode)

    def hand_seed(self) -> int:
        """The seed of the hand's sway for the carry about to be made (seeds.py)."""
        return seeds.hand_seed(self)

    def nerve_seed(self, p: int) -> int:
        """The seed of seat p's nerve as an AI builder (seeds.py)."""
        return seeds.nerve_seed(self, p)

    def legal_actions(self) -> list[Action]:
        return legal.legal_actions(self)

    def check_action(self, action: Action) -> None:
        legal.check(self, action)

    def _apply(self, action: Action) -> None:
        flow.apply(self, action)

    # --- end -------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    def scores(self) -> list[float]:
        return scoring.scores(self)

    def winners(self) -> list[int]:
        """Highest total; a tie goes to the tallest remaining castle (the sheet)."""
        return scoring.winners(self)

    def ranking(self) -> list[int]:
        return scoring.ranking(self)

    def end_reason(self) -> tuple[str, dict[str, Any]]:
        return scoring.end_reason(self)

    # --- information ------------------------------------------------------------------
    def view(self, player: int | None) -> dict[str, Any]:
        """Everything but the generator and the seed (views.py)."""
        return views.view(self, player)

    def seen_by(self, player: int | None) -> Self:
        """As `player` knows it; the motion the physics recorded for the move just played
        (`transient`, never saved) is seen by the whole table, so it comes along."""
        return views.with_motion(super().seen_by(player), self.transient)

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: Rng) -> Self:
        return views.from_view(cls, view, rng)

    @classmethod
    def legal_actions_in_view(cls, view: dict[str, Any]) -> list[Action]:
        return views.legal_actions_in_view(cls, view)

    # --- serialisation ----------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return persist.to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self:
        return persist.from_json(cls, data)

    def clone(self) -> Self:
        return persist.clone(self)
