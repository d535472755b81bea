"""The state of a Castle Risk game: its fields, its JSON form, and the questions every
rule asks (who owns what, what the cards are worth).

The protocol's methods are the package's modules: the phases' rules routed by `flow.py`
(the setup, the turn, the attacks), legality in `legal.py`, the scores and the end in
`scoring.py`, what a seat sees in `views.py`, the map and the cards in `data.py`.
"""

from __future__ import annotations

import json
from typing import Any

import ludotheque.rules.castle_risk.flow as flow
import ludotheque.rules.castle_risk.legal as legal
import ludotheque.rules.castle_risk.scoring as scoring
import ludotheque.rules.castle_risk.views as views
from ludotheque.rules.castle_risk.actions import CODEC
from ludotheque.rules.castle_risk.data import EMPTY, MAP, RULES
from ludotheque.rules.castle_risk.phases import Phase
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
        self.pending: dict[str, Any] = {}  # data of the current sub-phase
        self.attack: dict[str, Any] | None = None
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

    # --- questions the rules ask ------------------------------------------------------
    def territories_of(self, player: int) -> list[str]:
        return [t for t in MAP.ids if self.owner[t] == player]

    def castle_owner(self, territory: str) -> int | None:
        for p, where in enumerate(self.castle_at):
            if where == territory and self.alive[p]:
                return p
        return None

    def hidden_value(self) -> int:
        """Hidden armies are worth the track number of the last Reinforcement played."""
        return RULES.track[self.track - 1] if self.track else RULES.hidden_default

    def next_track_value(self) -> int | None:
        return RULES.track[self.track] if self.track < len(RULES.track) else None

    def at_truce(self, a: int, b: int) -> bool:
        return bool(self.truces) and ([a, b] in self.truces or [b, a] in self.truces)

    def chips_held(self, player: int) -> int:
        own = 1 if self.alive[player] and self.castle_at[player] else 0
        return own + len(self.captured[player])

    def income(self, player: int) -> int:
        """New troops at the end of a turn: whole empires, all independents, captured chips."""
        mine = {t for t in MAP.ids if self.owner[t] == player}
        total = sum(RULES.income_empire for ts in MAP.empires.values() if set(ts) <= mine)
        if set(MAP.independents) <= mine:
            total += RULES.income_independents
        return total + RULES.income_castle * len(self.captured[player])

    def alive_players(self) -> list[int]:
        return [p for p in range(self.num_players) if self.alive[p]]

    def next_alive(self, player: int) -> int:
        for k in range(1, self.num_players + 1):
            q = (player + k) % self.num_players
            if self.alive[q]:
                return q
        return player

    def army_total(self) -> int:
        """Armies on the board and on an Admiral card."""
        committed = self.attack["committed"] if self.attack else 0
        return sum(self.armies.values()) + committed

    def card_count(self) -> int:
        return (sum(len(h) for h in self.hands) + len(self.deck) + len(self.discard)
                + len(self.table) + self.track)

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
    FIELDS = ("phase", "player", "actor", "owner", "armies", "chips", "chip_of", "castle_at",
              "captured", "alive", "reserve", "hidden", "hands", "deck", "discard", "track",
              "table", "truces", "turn_no", "attacked", "pending", "attack", "last_battle",
              "diplomats_out", "shrink_pending", "over", "stalemate")

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"config": self.config.to_json(), "rng": self.rng.to_json()}
        for name in self.FIELDS:
            data[name] = json.loads(json.dumps(getattr(self, name)))
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CastleRiskState:
        state = cls(GameConfig.from_json(data["config"]), Rng.from_json(data["rng"]))
        for name in cls.FIELDS:
            setattr(state, name, json.loads(json.dumps(data[name])))
        # The phase is typed inside the state (and in the decision a Spy interrupted);
        # the JSON holds its value.
        state.phase, state.pending = Phase(state.phase), views.typed_pending(state.pending)
        if state.phase == Phase.DEFEND and "dice" not in state.pending:
            # A save from before the defender chose his dice, stopped at the old question
            # at the start of an attack: the attacker gives his first order, and the
            # defender's Marshal and hidden armies come with his answer to it.
            state.phase, state.actor, state.pending = Phase.BATTLE, state.player, {}
        return state

    def clone(self) -> CastleRiskState:
        """A deep copy in plain Python (what the rules change in place is copied)."""
        return views.clone(self)

    def encode_action(self, action: Any) -> Any:
        """The codec's form ({fields..., "type"}) without `asdict`'s deep copy: every
        field of an action is a number, a string or a flag."""
        data = dict(action.__dict__)
        data["type"] = type(action).__name__
        return data

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

