"""The state of a Castle Crush game: castles (physics worlds), reserve, hands, scores.

The physics is injected: `CastleCrushState.port` is a `CastlePhysics` (see port.py), set
by `make_game_info(port)` on a subclass, so these rules never import pymunk. Each castle
is a JSON world at rest; the facts the physics reported about it are kept beside it.

Build phases, simultaneous at a real table, are played one castle after another here.

The protocol's methods are thin calls into the package's modules: legal.py (what may be
played), flow.py (what a move does), scoring.py (scores, winners, ranking, why it ended),
views.py (what a seat sees, and the state rebuilt from it).
"""

from __future__ import annotations

import copy
from typing import Any, ClassVar, Self

import ludotheque.rules.castle_crush.flow as flow
import ludotheque.rules.castle_crush.legal as legal
import ludotheque.rules.castle_crush.scoring as scoring
import ludotheque.rules.castle_crush.views as views
from ludotheque.rules.castle_crush.actions import CODEC, RULES
from ludotheque.rules.castle_crush.data import GENERAL, KING
from ludotheque.rules.castle_crush.memo import remembering
from ludotheque.rules.castle_crush.phases import Phase, Step
from ludotheque.rules.castle_crush.port import (
    CastlePhysics,
    PieceFacts,
    World,
    get_physics,
)
from ludotheque.rules.castle_crush.scoring import facts_from_json, facts_to_json
from ludotheque.rules.core import Action, GameConfig, GameState, Rng, mix

PHASES = tuple(p.value for p in Phase)  # "draft", "build", "attack", "over"


class CastleCrushState(GameState):
    codec = CODEC
    # The physics implementation; None means the registered one (port.get_physics()).
    port: ClassVar[CastlePhysics | None] = None

    def __init__(self, config: GameConfig, rng: Rng) -> None:
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
        self.parts: list[dict[str, int]] = [_no_parts() for _ in range(n)]
        self.fumbles = 0
        # Drops (kind, x) that fell during the current build turn: never tried again.
        self.failed_drops: list[tuple[str, float]] = []
        self.attack_rounds = 0
        self.heights: list[float] = [0.0] * n
        self.last_attack: dict[str, Any] | None = None
        # The exact moves from before the hand (Place, PlaceKing, PlaceGeneral, Attack) are
        # retired: None until the game's first build or attack move, then True when that
        # move was an exact one (a game begun before the hand, replayed from its history)
        # and False otherwise, after which they are refused. Saves without the field
        # predate it and keep accepting them.
        self.exact_moves: bool | None = None
        # The build rules' version (actions.RULES_VERSIONS): None until the game's first
        # build or attack move, then the version that move was played under (a Carry's
        # `rules`, 1 for the exact moves, the current one for Finish). Saves without the
        # field were played under version 1 and resume under it.
        self.rules: int | None = None
        # Results of the last action kept for the client's replay (trajectories): never
        # serialised, dropped by clone().
        self.transient: dict[str, Any] = {}
        # A state rebuilt from a view has no seed: it knows the sway of the carry about to be
        # made (the view shows it) as ((round, player, next id, fumbles), seed).
        self.shown_sway: tuple[tuple[int, int, int, int], int] | None = None
        # and the viewer's own nerve (see nerve_seed) as (seat, seed).
        self.shown_nerve: tuple[int, int] | None = None

    # --- the physics ---------------------------------------------------------------
    @classmethod
    def physics(cls) -> CastlePhysics:
        return remembering(cls.port if cls.port is not None else get_physics())

    def facts(self, castle: int) -> tuple[PieceFacts, ...]:
        return facts_from_json(self.facts_json[castle])

    def set_world(self, castle: int, world: World, facts: tuple[PieceFacts, ...]) -> None:
        self.worlds[castle] = world
        self.facts_json[castle] = facts_to_json(facts)

    # --- creation ------------------------------------------------------------------
    @classmethod
    def new(cls, config: GameConfig) -> Self:
        state = cls(config, Rng(config.seed))
        flow.setup(state)
        return state

    # --- turn structure ----------------------------------------------------------------
    def current_player(self) -> int | None:
        if self.phase == Phase.OVER or not self.queue:
            return None
        return self.queue[0]

    def build_step(self) -> Step | None:
        """What the builder places next: a block, the King, the General (None: not building)."""
        if self.phase != Phase.BUILD or not self.queue:
            return None
        p = self.queue[0]
        if self.supply[p]:
            return Step.BLOCK
        return Step(self.pawns[p][0]) if self.pawns[p] else None

    def rules_version(self) -> int:
        """The build rules this game plays under (the current ones until decided)."""
        return RULES if self.rules is None else self.rules

    def lays_every_block(self) -> bool:
        """Every block given goes on the castle: no "Done", and the house lays the rest at
        the mishap limit (Speed, rules version 3 on)."""
        return self.mode == "speed" and self.rules_version() >= 3

    def hand_seed(self) -> int:
        """The seed of the hand's sway for the carry about to be made (public: a player
        sees their own hand tremble). A function of the game's seed and of where the
        game stands, so each carry sways its own way and a replay sways the same."""
        key = self._sway_key()
        if self.shown_sway is not None and self.shown_sway[0] == key:
            return self.shown_sway[1]
        return mix(self.config.seed, *key, 0xC4)

    def nerve_seed(self, p: int) -> int:
        """The seed of seat p's nerve as an AI builder (ai/plan.py, nerve): a function of the
        game's seed and the seat, the same all game. A state rebuilt from p's view knows
        p's own."""
        if self.shown_nerve is not None and self.shown_nerve[0] == p:
            return self.shown_nerve[1]
        return mix(int(self.config.seed), p, 0x4E52)

    def _sway_key(self) -> tuple[int, int, int, int]:
        p = self.queue[0] if self.queue else 0
        world = self.worlds[p] if p < len(self.worlds) else {}
        return self.round, p, int(world.get("next_id", 0)), self.fumbles

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
        seen = super().seen_by(player)
        seen.transient = dict(self.transient)
        return seen

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: Rng) -> Self:
        return views.from_view(cls, view, rng)

    @classmethod
    def legal_actions_in_view(cls, view: dict[str, Any]) -> list[Action]:
        return views.legal_actions_in_view(cls, view)

    # --- serialisation ----------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "config": self.config.to_json(),
            "rng": self.rng.to_json(),
            "mode": self.mode,
            "round": self.round,
            "phase": str(self.phase),
            "reserve": dict(self.reserve),
            "supply": [list(s) for s in self.supply],
            "pawns": [list(s) for s in self.pawns],
            "worlds": copy.deepcopy(self.worlds),
            "facts": copy.deepcopy(self.facts_json),
            "queue": list(self.queue),
            "attacks_left": list(self.attacks_left),
            "missing": list(self.missing),
            "score": list(self.score),
            "parts": [dict(p) for p in self.parts],
            "fumbles": self.fumbles,
            "failed_drops": [[k, x] for k, x in self.failed_drops],
            "attack_rounds": self.attack_rounds,
            "heights": list(self.heights),
            "last_attack": copy.deepcopy(self.last_attack),
            "exact_moves": self.exact_moves,
            "rules": self.rules,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self:
        state = cls(GameConfig.from_json(data["config"]), Rng.from_json(data["rng"]))
        state.mode = str(data["mode"])
        state.round = int(data["round"])
        state.phase = Phase(str(data["phase"]))
        state.reserve = {str(k): int(v) for k, v in data["reserve"].items()}
        state.supply = [list(s) for s in data["supply"]]
        state.pawns = [list(s) for s in data["pawns"]]
        state.worlds = copy.deepcopy(data["worlds"])
        state.facts_json = copy.deepcopy(data["facts"])
        state.queue = [int(p) for p in data["queue"]]
        state.attacks_left = [int(v) for v in data["attacks_left"]]
        state.missing = [int(v) for v in data["missing"]]
        state.score = [int(v) for v in data["score"]]
        state.parts = [{str(k): int(v) for k, v in p.items()} for p in data["parts"]]
        state.fumbles = int(data["fumbles"])
        # Saves from before the hand have no failed drops.
        state.failed_drops = [(str(k), float(x)) for k, x in data.get("failed_drops", [])]
        state.attack_rounds = int(data["attack_rounds"])
        state.heights = [float(h) for h in data["heights"]]
        state.last_attack = copy.deepcopy(data["last_attack"])
        # Saves from before the field was added may hold exact moves: keep accepting them.
        exact = data.get("exact_moves", True)
        state.exact_moves = None if exact is None else bool(exact)
        # Saves from before the field were played under the first build rules.
        rules = data.get("rules", 1)
        state.rules = None if rules is None else int(rules)
        return state

    def clone(self) -> Self:
        # Trajectories can be large and belong to one action only: never copy them.
        saved, self.transient = self.transient, {}
        try:
            return copy.deepcopy(self)
        finally:
            self.transient = saved


def _no_parts() -> dict[str, int]:
    return {"build": 0, "attack": 0, "characters": 0, "final": 0}
