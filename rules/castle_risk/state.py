"""The state of a Castle Risk game: its fields (declared in `fields.py`), `new`, and the
protocol's methods, each a thin call into the package's modules: the phases' rules routed
by `flow.py` (the setup, the turn, the attacks), legality in `legal.py`, the scores and the
end in `scoring.py`, what a seat sees in `views.py`, the JSON form and the copy in
`persist.py` (old saves migrated by `migrations.py`). The questions the rules ask (who owns
what, what the cards are worth) are in `shared.py`, and the screen's in `asks.py`.
"""

from __future__ import annotations

from typing import Any

import ludotheque.rules.castle_risk.flow as flow
import ludotheque.rules.castle_risk.legal as legal
import ludotheque.rules.castle_risk.persist as persist
import ludotheque.rules.castle_risk.scoring as scoring
import ludotheque.rules.castle_risk.views as views
from ludotheque.rules.castle_risk.actions import CODEC
from ludotheque.rules.castle_risk.data import EMPTY, MAP, RULES
from ludotheque.rules.castle_risk.fields import FIELDS
from ludotheque.rules.castle_risk.phases import AttackUnderWay, PendingData, Phase
from ludotheque.rules.core import GameConfig, GameState, Rng


class CastleRiskState(GameState):
    codec = CODEC

    def __init__(self, config: GameConfig, rng: Rng) -> None:
        n = config.num_players
        self.config = config
        self.rng = rng
        self.events = []
        self.revealed = False
        self.phase = Phase.CASTLE
        self.player = 0  # whose turn (or whose setup step) it is
        self.actor = 0  # who decides now (the defender, a Spy's target...)
        self.owner: dict[str, int] = {t: EMPTY for t in MAP.ids}
        self.armies: dict[str, int] = {t: 0 for t in MAP.ids}
        self.chips: list[str] = []  # castle chips still to draw (setup)
        self.chip_of: list[str | None] = [None] * n  # each player's own empire chip
        self.castle_at: list[str | None] = [None] * n
        self.captured: list[list[str]] = [[] for _ in range(n)]
        self.alive = [True] * n
        self.reserve = [RULES.starting_armies[n]] * n
        self.hidden: list[list[str]] = [[] for _ in range(n)]
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.track = 0  # Reinforcement cards laid on the numbered track
        self.table: list[list[Any]] = []  # [owner, card] in play: General, Marshal, Admiral, Diplomat
        self.truces: list[list[int]] = []  # [diplomat player, other player]
        self.turn_no = 0
        self.attacked = False  # the first attack of the turn has begun
        self.pending: PendingData = None  # data of the current sub-phase (`phases.py`)
        self.attack: AttackUnderWay | None = None
        self.last_battle: dict[str, Any] | None = None
        self.diplomats_out = n == 2
        self.shrink_pending = False
        self.over = False
        self.stalemate = False

    # --- creation -------------------------------------------------------------------
    @classmethod
    def new(cls, config: GameConfig) -> CastleRiskState:
        state = cls(config, Rng(config.seed))
        flow.begin(state)
        return state

    # --- protocol -----------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        # One `alive` flag per seat. Counted from the state's own fields, not its config,
        # so that a view read as a state (`views.legal_actions_in_view`) knows it too.
        return len(self.alive)

    def current_player(self) -> int | None:
        return None if self.over else self.actor

    def is_over(self) -> bool:
        return self.over

    # Asked on every decision (and on views read as states, `views.legal_actions_in_view`),
    # so they are the modules' functions themselves, without a method around them.
    legal_actions = legal.legal_actions
    check_action = legal.check
    _apply = flow.apply

    def scores(self) -> list[float]:
        return scoring.scores(self)

    def standing(self, player: int) -> tuple[int, int, int]:
        return scoring.standing(self, player)

    STANDING = scoring.STANDING

    def decided_by(self) -> tuple[str, int, int] | None:
        return scoring.decided_by(self)

    def winners(self) -> list[int]:
        return scoring.winners(self)

    def ranking(self) -> list[int]:
        return scoring.ranking(self)

    def end_reason(self) -> tuple[str, dict[str, Any]]:
        return scoring.end_reason(self)

    # --- serialisation --------------------------------------------------------------------
    FIELDS = FIELDS  # declared once, with their types and who sees them (`fields.py`)

    def to_json(self) -> dict[str, Any]:
        return persist.to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CastleRiskState:
        return persist.from_json(cls, data)

    def clone(self) -> CastleRiskState:
        """A deep copy in plain Python (what the rules change in place is copied)."""
        return persist.clone(self)

    def encode_action(self, action: Any) -> Any:
        """The codec's form ({fields..., "type"}) without `asdict`'s deep copy: every
        field of an action is a number, a string or a flag."""
        return {**action.__dict__, "type": type(action).__name__}

    # --- information --------------------------------------------------------------------------
    def shows_private(self, player: int) -> bool:
        return views.shows_private(self, player)

    # What a seat sees (`views.view`: the board, the track, the discard pile and table are
    # public; hands, the deck's order and hidden-army territories are private, each
    # player seeing his own) and the legal actions read from it (`views.legal_actions_in_view`:
    # exact and cheap). Both are asked on every decision, so they are the functions
    # themselves, without a method around them.
    view = views.view
    legal_actions_in_view = classmethod(views.legal_actions_in_view)

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: Rng) -> CastleRiskState:
        """A full state consistent with `view`, what it hides sampled with `rng`."""
        return views.from_view(cls, view, rng)

