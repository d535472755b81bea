"""A game in play: the state, who sits where, the history, the log and undo.

The client and the command line both drive games through a Session, so saving,
resuming and AI decisions behave the same in the window and headless.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ludotheque.rules.ai import LEVELS, Agent, RandomAgent
from ludotheque.rules.core import (
    Action,
    Event,
    GameConfig,
    GameInfo,
    GameState,
    IllegalAction,
    Outcome,
    Rng,
)
from ludotheque.rules.core.rng import DECISIONS_MIXED, decision_seeds
from ludotheque.rules.core.specs import Ctx
from ludotheque.rules.registry import get_game
from ludotheque.rules.save_check import DIGEST, check_playable, check_session, session_digest

SEAT_KINDS = ("human", "ai", "random")


@dataclass(frozen=True)
class Seat:
    """A chair at the table: a human, an AI of some level, or the uniform random player."""

    kind: str = "human"
    level: str = "normal"
    name: str = ""
    colour: int = 0

    @property
    def spec(self) -> str:
        if self.kind == "ai":
            return f"ai:{self.level}"
        return self.kind if self.kind in SEAT_KINDS else f"{self.kind}:{self.level}"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @classmethod
    def parse(cls, spec: str, name: str = "", colour: int = 0) -> Seat:
        """`human`, `random`, `ai:easy`, `ai:normal`, `ai:hard` (a bare `ai` is normal)."""
        kind, _, level = spec.strip().partition(":")
        if kind == "ai":
            level = level or "normal"
            if level not in LEVELS:
                raise ValueError(f"unknown AI level {level!r} (levels: {', '.join(LEVELS)})")
            return cls("ai", level, name, colour)
        if kind in ("human", "random") and not level:
            return cls(kind, "normal", name, colour)
        if kind not in SEAT_KINDS and kind.isidentifier() and level:
            return cls(kind, level, name, colour)  # a game's own seat (GameInfo.seat_kinds), checked by Session
        raise ValueError(f"unknown seat {spec!r} (seats: human, random, ai:easy, ai:normal, ai:hard)")

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": self.level, "name": self.name, "colour": self.colour}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        kind = str(data.get("kind", "human"))
        if kind not in SEAT_KINDS and not (kind.isidentifier() and data.get("level")):
            raise ValueError(f"unknown seat kind {kind!r}")
        level = str(data.get("level", "normal"))
        if kind == "ai" and level not in LEVELS:
            raise ValueError(f"unknown AI level {level[:40]!r}")
        colour = data.get("colour", 0)
        if type(colour) is not int or not 0 <= colour < 64:
            raise ValueError(f"seat colour {colour!r} is not a colour")
        return cls(kind, level, str(data.get("name", "")), colour)


@dataclass(slots=True)
class LogEntry:
    ply: int
    event: Event

    def to_json(self) -> dict[str, Any]:
        return {"ply": self.ply, **self.event.to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> LogEntry:
        return cls(int(data["ply"]), Event.from_json(data))


def saved_decisions(data: dict[str, Any]) -> int:
    """The decision generator version of a saved session: saves from before versions
    were recorded (issue 13) were played with version 1."""
    version = data.get("decisions", DECISIONS_MIXED)
    if type(version) is not int:
        raise ValueError(f"decision generator version {version!r} is not a number")
    return version


def trusted_view(view_type: Any, state: GameState, viewer: int | None) -> Any:
    """`view_type.of(state, viewer)` for a state this process holds (the rules made it, or
    a test or a tutorial arranged it): each field read through its spec and frozen as on
    the way in, without the checks across fields (`View.check`) that guard a view off the
    wire, so an arranged position draws as its plain view did."""
    data = view_type.gather(state, viewer)
    seats = view_type.seats(data)
    ctx = Ctx(seats, view_type.viewer_of(data, seats))
    return view_type(**{name: None if name not in data else decl.seen.load(data[name], ctx, name)
                        for name, decl in view_type.declared()})


class Session:
    """One game at the table."""

    def __init__(self, info: GameInfo, config: GameConfig, seats: list[Seat], state: GameState | None = None,
                 decisions: int | None = None) -> None:
        if len(seats) != config.num_players:
            raise ValueError(f"{len(seats)} seats for {config.num_players} players")
        if len({s.colour for s in seats}) < len(seats):
            # Every seat needs its own colour; seats built without one take their index.
            seats = [Seat(s.kind, s.level, s.name, i) for i, s in enumerate(seats)]
        for s in seats:
            if s.kind not in SEAT_KINDS and s.spec not in info.seat_kinds:
                raise ValueError(f"unknown seat {s.spec!r} for {info.id}")
        self.info = info
        self.seats = seats
        self.state = state if state is not None else info.new_state(config)
        self.config = self.state.config
        # The AI seats' generators (rules.core.rng.decision_seeds): a new game takes its
        # game's version; a session keeps the version it was created with, and a save
        # records it (one without is version 1).
        self.decisions = info.decisions if decisions is None else decisions
        self._decision_seed = decision_seeds(self.config.seed, self.decisions)
        # The history: encoded actions, then the actions played since last read, encoded
        # only when someone reads `history` (a save, a test): a game between AI seats
        # never pays for encoding on every action.
        self._encoded: list[Any] = []
        self._unencoded: list[Action] = []
        # The log: entries, then (ply, events) pairs recorded since it was last read, made
        # into entries only when someone reads `log` (the window, a save, a test).
        self._log: list[LogEntry] = [LogEntry(0, e) for e in getattr(self.state, "events", [])]
        self._unlogged: list[tuple[int, list[Event]]] = []
        # Undo: snapshots (state, history length, log length) of reversible human actions.
        self._undo: list[tuple[GameState, int, int, int]] = []
        self._agents: dict[int, Agent] = {}

    # --- creation ----------------------------------------------------------------------
    @classmethod
    def create(cls, game_id: str, seats: list[Seat], seed: int = 0, mode: str | None = None,
               options: dict[str, Any] | None = None, youngest: int = 0, decisions: int | None = None) -> Session:
        info = get_game(game_id)
        config = GameConfig(len(seats), seed, mode or info.modes[0].id, options or {}, youngest)
        return cls(info, config, seats, decisions=decisions)

    # --- history -------------------------------------------------------------------------
    @property
    def history(self) -> list[Any]:
        """The encoded actions played, in order (JSON values, as saves hold them)."""
        if self._unencoded:
            encode = self.state.encode_action
            self._encoded.extend(encode(a) for a in self._unencoded)
            self._unencoded.clear()
        return self._encoded

    @history.setter
    def history(self, encoded: list[Any]) -> None:
        self._encoded = list(encoded)
        self._unencoded.clear()

    def _record(self, action: Action, events: list[Event]) -> list[Event]:
        # `events` is the state's list of this action: apply_in_place starts a new one for
        # every action, so holding it until the log is read is safe.
        unencoded = self._unencoded
        unencoded.append(action)
        if events:
            self._unlogged.append((len(self._encoded) + len(unencoded), events))
        return events

    # --- log ----------------------------------------------------------------------------
    @property
    def log(self) -> list[LogEntry]:
        """Every event of the game so far, each with the ply that caused it."""
        if self._unlogged:
            self._log.extend([LogEntry(ply, e) for ply, events in self._unlogged for e in events])
            self._unlogged.clear()
        return self._log

    @log.setter
    def log(self, entries: list[LogEntry]) -> None:
        self._log = entries
        self._unlogged.clear()

    # --- turn ---------------------------------------------------------------------------
    @property
    def ply(self) -> int:
        return len(self._encoded) + len(self._unencoded)

    def current_player(self) -> int | None:
        return None if self.state.is_over() else self.state.current_player()

    def current_seat(self) -> Seat | None:
        p = self.current_player()
        return None if p is None else self.seats[p]

    def apply(self, action: Action) -> list[Event]:
        """Apply the current player's action. Raises IllegalAction; nothing changes then.

        `session.state` becomes a new state: the previous one stays as it was, for the
        host's animations and for undo (see `play_ai_turn` for the lean path)."""
        before = self.state
        player = self.current_player()
        after = before.apply(action)
        reversible = (
            self.info.undo_allowed
            and player is not None
            and self.seats[player].is_human
            and after.rng.state == before.rng.state
            and not after.revealed
        )
        if reversible and player is not None:
            self._undo.append((before, len(self.history), len(self.log), player))
        else:
            self._undo.clear()
        self.state = after
        return self._record(action, after.events)

    def apply_encoded(self, data: Any) -> list[Event]:
        return self.apply(self.state.decode_action(data))

    # --- undo ---------------------------------------------------------------------------
    def can_undo(self, player: int | None = None) -> bool:
        """A human may take back their own last action while nothing was revealed and no
        random event happened since (and no other seat has acted). With `player`, only
        that seat's own action: in hot seat nobody takes back another human's move."""
        if not self._undo:
            return False
        _, hist_len, _, actor = self._undo[-1]
        if player is not None and actor != player:
            return False
        return hist_len == len(self.history) - 1 and self.seats[actor].is_human

    def undo(self, player: int | None = None) -> bool:
        if not self.can_undo(player):
            return False
        state, hist_len, log_len, _ = self._undo.pop()
        self.state = state
        self.history = self.history[:hist_len]
        del self.log[log_len:]
        return True

    # --- AI -----------------------------------------------------------------------------
    def agent_for(self, player: int) -> Agent:
        agent = self._agents.get(player)
        if agent is None:
            seat = self.seats[player]
            level = seat.level if seat.kind in SEAT_KINDS else seat.spec  # a game's own seat: its spec
            agent = RandomAgent() if seat.kind == "random" else self.info.make_agent(level, player)
            self._agents[player] = agent
        return agent

    def decision_rng(self, player: int) -> Rng:
        """The generator of one decision: a function of seed, ply and seat only."""
        return Rng(self._decision_seed(len(self._encoded) + len(self._unencoded), player))  # the ply

    def choose_for(self, player: int) -> Action:
        """What the AI (or random) seat `player` plays now, from its own view only."""
        view = self.state.view(player)
        return self.agent_for(player).choose(view, player, type(self.state), self.decision_rng(player))

    def play_ai_turn(self) -> list[Event]:
        """The AI (or random) seat to move plays, from its own view only.

        The lean path of games between AI seats (autoplay, matches, bench): `session.state`
        advances in place, since an AI action needs no undo snapshot and nobody here keeps
        the state before. An action the agent picked from the legal actions of its view
        (`Agent.picks_legal`) is not checked again; any other is, and an illegal one
        raises IllegalAction with nothing changed. Callers that need the state before
        (the host animates it) play `apply(choose_for(player))` instead."""
        state = self.state
        player = None if state.is_over() else state.current_player()
        if player is None or self.seats[player].kind == "human":
            raise IllegalAction("core.error.not_ai_turn", "it is not an AI seat's turn")
        agent = self._agents.get(player) or self.agent_for(player)  # the dict first: a hot path
        action = agent.choose(state.view(player), player, type(state), self.decision_rng(player))
        return self._advance(action, check=not agent.picks_legal)

    def _advance(self, action: Action, check: bool) -> list[Event]:
        """Play `action` on `self.state` in place: no copy, no undo snapshot. With `check`,
        an illegal action raises IllegalAction before anything changes."""
        state = self.state
        if check:
            if state.is_over():
                raise IllegalAction("core.error.game_over", "the game is over")
            state.check_action(action)
        state.apply_in_place(action)
        if self._undo:
            self._undo.clear()
        return self._record(action, state.events)

    # --- what a human sees ----------------------------------------------------------------
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def needs_pass_screen(self, last_viewer: int | None, next_player: int | None) -> bool:
        """Hot seat: hide the screen before a different human takes over private information.
        `last_viewer` None: nobody has had the screen yet (a game just set up or loaded),
        so the first human's secrets wait behind the pass screen too."""
        if not self.info.private_information or next_player is None:
            return False
        if len(self.humans()) < 2 or not self.seats[next_player].is_human:
            return False
        if not self.state.shows_private(next_player):
            return False
        return last_viewer != next_player

    def visible_log(self, viewer: int | None) -> list[LogEntry]:
        return [e for e in self.log if e.event.visible_for(viewer)]

    # --- what a seat sees, and how the game ended --------------------------------------------
    def is_over(self) -> bool:
        return self.state.is_over()

    def view(self, viewer: int | None) -> dict[str, Any]:
        """What `viewer` may see now (None: the table's public view): the only door the
        client's scenes go through."""
        return self.state.view(viewer)

    def view_model(self, viewer: int | None) -> Any:
        """What `viewer` may see now as the game's typed, frozen `View`
        (`GameInfo.view_type`; its `to_wire()` is `view(viewer)`): what the boards draw
        from, the same object a remote seat receives."""
        view_type: Any = self.info.view_type
        if view_type is None:  # a game without a typed view (a test's toy game)
            return self.state.view(viewer)
        return trusted_view(view_type, self.state, viewer)

    def seen(self, viewer: int | None) -> GameState:
        """The state as `viewer` knows it, rebuilt from `view(viewer)` (GameState.seen_by)."""
        return self.state.seen_by(viewer)

    def outcome(self) -> Outcome | None:
        """How the game ended (None while it goes on)."""
        return self.state.outcome()

    # --- results ----------------------------------------------------------------------------
    def result(self) -> dict[str, Any]:
        outcome = self.outcome()
        return {
            "game": self.info.id,
            "mode": self.config.mode,
            "seed": self.config.seed,
            "winner": list(outcome.winners) if outcome is not None else None,
            "scores": self.state.scores(),
            "actions": self.ply,
            "end": outcome.reason if outcome is not None else None,
        }

    # --- saves ------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The session as JSON, with the digest that `from_json` checks (save_check)."""
        data = {
            "game": self.info.id,
            "config": self.config.to_json(),
            "seats": [s.to_json() for s in self.seats],
            "history": list(self.history),
            "state": self.state.to_json(),
            "log": [e.to_json() for e in self.log],
            "decisions": self.decisions,
        }
        data[DIGEST] = session_digest(data)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Session:
        """A session from its JSON. A save is checked first (`save_check`: numbers,
        config, digest, the game's invariants) and after (the position can be played):
        raises DamagedState (a ValueError) in one line naming what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("a session is an object")
        info = get_game(data["game"])
        check_session(info, data)
        config = GameConfig.from_json(data["config"])
        seats = [Seat.from_json(s) for s in data["seats"]]
        state = info.state_cls.from_json(data["state"])
        check_playable(state)
        session = cls(info, config, seats, state, saved_decisions(data))
        session.history = list(data.get("history", []))
        session.log = [LogEntry.from_json(e) for e in data.get("log", [])]
        return session

    @classmethod
    def replay(cls, data: dict[str, Any]) -> Session:
        """Rebuild a session from its config and history alone (checks a save)."""
        info = get_game(data["game"])
        config = GameConfig.from_json(data["config"])
        seats = [Seat.from_json(s) for s in data["seats"]]
        session = cls(info, config, seats, decisions=saved_decisions(data))
        for encoded in data.get("history", []):
            session._advance(session.state.decode_action(encoded), check=True)
        return session
