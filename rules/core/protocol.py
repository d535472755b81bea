"""The protocol every game implements (OpenSpiel's State, boardgame.io's moves).

A game is a `GameState` subclass plus a `GameInfo` describing it. States are
immutable from the outside: `apply(action)` returns a new state or raises
`IllegalAction` and leaves the receiver untouched. Inside, a game implements the
mutating `_apply`, and may use `apply_in_place` in its own AI for speed.

Conventions every game follows
- Actions are small frozen dataclasses (hashable, comparable); `encode_action` /
  `decode_action` turn them into JSON values and back (see `ActionCodec`).
- All randomness comes from `self.rng` (an `Rng` whose state is one integer).
- `view(player)` is the only door to secrets. It returns a JSON dict of exactly what
  that player may see (`player=None`: a spectator, public information only). It never
  contains the generator's state, nor the seed (`State.new(config)` would deal the whole
  game again from it): a view's config is `config_cache.view_config(config)`, and
  anything an agent needs that the seed decides is given in the view itself. `from_view(view, rng)` rebuilds a full state that is
  consistent with a view, sampling what the view hides: the AI plans on that, so it
  never reads another player's secrets. `legal_actions_in_view(view)` gives the mover's
  legal actions from its view (default: a determinisation's); agents that need nothing
  else (the random seat) call it and skip determinising; games may override it faster.
- The log: `_apply` calls `self.emit(key, **params)`; events of the last action are in
  `state.events`. A `key` is a translation key (`<game_key>.log.<name>`); params are
  JSON values. A param whose name ends in "player" holds a seat index and the client
  shows that seat's name. `visible_to` limits an event to some seats (a drawn card).
- `IllegalAction(key, message, **params)`: `key` is a translation key for the client,
  `message` an English sentence for logs and the command line.
- A saved state is checked before `from_json` sees it: `rules/<game>/validate.py`
  defines `check_state(data)` on the JSON form, raising `checks.DamagedState` in one line
  when it breaks a rule (see `rules/save_check.py`). A field added to the JSON form is
  added to the game's check too.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Iterable
from dataclasses import asdict, dataclass, field, fields, is_dataclass
from typing import Any, ClassVar, Self

from ludotheque.rules.core.outcome import Outcome, winners_first
from ludotheque.rules.core.rng import DECISIONS, Rng

Action = Hashable
JSON = Any


class IllegalAction(Exception):
    """An action the rules refuse. The state it was offered to is unchanged."""

    def __init__(self, key: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.key = key
        self.message = message
        self.params = params


@dataclass(slots=True)
class Event:
    """One readable line of the game log. Treat it as immutable: it is not frozen only
    because a frozen dataclass pays for `object.__setattr__` on every field, and engines
    emit one or two events per action (a third of a cheap action's cost)."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)
    visible_to: tuple[int, ...] | None = None

    def visible_for(self, player: int | None) -> bool:
        return self.visible_to is None or (player is not None and player in self.visible_to)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"key": self.key, "params": self.params}
        if self.visible_to is not None:
            data["visible_to"] = list(self.visible_to)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Event:
        vis = data.get("visible_to")
        return cls(data["key"], dict(data.get("params", {})), None if vis is None else tuple(vis))


@dataclass(frozen=True)
class GameConfig:
    """What a game is created from. `youngest` is the seat index of the youngest player."""

    num_players: int
    seed: int = 0
    mode: str = "standard"
    options: dict[str, Any] = field(default_factory=dict)
    youngest: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "num_players": self.num_players,
            "seed": self.seed,
            "mode": self.mode,
            "options": dict(self.options),
            "youngest": self.youngest,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameConfig:
        return cls(
            num_players=int(data["num_players"]),
            seed=int(data.get("seed", 0)),
            mode=str(data.get("mode", "standard")),
            options=dict(data.get("options", {})),
            youngest=int(data.get("youngest", 0)),
        )


class GameState(ABC):
    """Base class of every game's state. Subclasses set `config`, `rng` and `events`."""

    config: GameConfig
    rng: Rng
    events: list[Event]
    # Set by _apply when it shows a player something they did not know (a card drawn,
    # a hand looked at): undo must not go back past it.
    revealed: bool = False

    # --- creation -----------------------------------------------------------------
    @classmethod
    @abstractmethod
    def new(cls, config: GameConfig) -> Self:
        """A fresh game, all setup randomness drawn from Rng(config.seed)."""

    @property
    def num_players(self) -> int:
        return self.config.num_players

    # --- turn structure -----------------------------------------------------------
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat that must act now, or None when the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action the current player may take (a finite, representative list
        where the true space is continuous, as in Castle Crush)."""

    def check_action(self, action: Action) -> None:
        """Raise IllegalAction with a reason if `action` is not legal now.

        The default checks membership in legal_actions(); games override it to give a
        precise reason (and to accept continuous actions)."""
        if action not in self.legal_actions():
            raise IllegalAction("core.error.illegal", f"{action!r} is not a legal action now")

    def refusal(self, action: Action) -> IllegalAction | None:
        """Why `action` is refused now (what `check_action` raises), or None."""
        try:
            self.check_action(action)
        except IllegalAction as err:
            return err
        return None

    def is_legal(self, action: Action) -> bool:
        return self.refusal(action) is None

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Mutate this state by a legal action; emit log events."""

    def apply(self, action: Action) -> Self:
        """The state after `action`. Raises IllegalAction; the receiver never changes."""
        if self.is_over():
            raise IllegalAction("core.error.game_over", "the game is over")
        self.check_action(action)
        nxt = self.clone()
        nxt.apply_in_place(action)
        return nxt

    def apply_in_place(self, action: Action) -> None:
        """Apply an action already known to be legal, mutating self (AI fast path)."""
        self.events = []
        self.revealed = False
        self._apply(action)

    def emit(self, key: str, visible_to: Iterable[int] | None = None, **params: Any) -> None:
        self.events.append(Event(key, params, None if visible_to is None else tuple(visible_to)))

    # --- end ------------------------------------------------------------------------
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[float]:
        """Current (final when over) score of each seat."""

    def winners(self) -> list[int]:
        """Seats that won (several on a true tie). Games override with their tie-breaks."""
        s = self.scores()
        best = max(s)
        return [i for i, v in enumerate(s) if v == best]

    def ranking(self) -> list[int]:
        """Seats from first to last, winners first."""
        return winners_first(self.scores(), self.winners())

    def end_reason(self) -> tuple[str, dict[str, Any]]:
        """Why the game ended, as a translation key and its parameters (asked only once it
        is over). Games that end in more than one way override it."""
        return "core.end.scores", {}

    def outcome(self) -> Outcome | None:
        """How the game ended (None while it goes on): the one description of an end that
        the client, the statistics and the command line read."""
        if not self.is_over():
            return None
        reason, params = self.end_reason()
        return Outcome(tuple(self.winners()), tuple(self.ranking()), tuple(float(v) for v in self.scores()),
                       reason, params)

    # --- information ----------------------------------------------------------------
    def view(self, player: int | None) -> dict[str, Any]:
        """Exactly what `player` may see, as JSON (None: public information only).

        The default suits games where everything is public but the generator (whose
        state would let a player foresee dice and draws). Games with secrets override it."""
        data = self.to_json()
        data.pop("rng", None)
        return data

    def shows_private(self, player: int) -> bool:
        """Whether `player`'s screen now shows something the others must not see. Hot seat
        needs a pass screen only then; games override it for phases with no secrets
        (claiming territories in public, say)."""
        return True

    def seen_by(self, player: int | None) -> Self:
        """This state as `player` knows it: rebuilt from `view(player)` alone (hidden parts
        sampled with a fixed generator, which nothing drawn may read). The client draws
        from this, never from the state itself (None: the table's public view)."""
        return type(self).from_view(self.view(player), Rng(0))

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: Rng) -> Self:
        """A full state consistent with `view`; hidden parts sampled with `rng`.

        The default suits games whose view is the whole state but the generator."""
        data = dict(view)
        data["rng"] = rng.next64()
        return cls.from_json(data)

    @classmethod
    def legal_actions_in_view(cls, view: dict[str, Any]) -> list[Action]:
        """The legal actions of the player to move, known from that player's `view` alone.

        They depend only on what the player knows (the rules never let a seat's options
        hang on a secret it cannot see), so any determinisation gives the same list. The
        default takes them from `from_view(view, Rng(0))`. A game may override it with an
        exact, faster version that builds no full state; it must return the same actions
        in the same order as `from_view(view, rng).legal_actions()` for every `rng` (the
        random seat's choice, `rng.choice` over this list, must not change)."""
        return cls.from_view(view, Rng(0)).legal_actions()

    # --- serialisation ----------------------------------------------------------------
    @abstractmethod
    def to_json(self) -> dict[str, Any]: ...

    @classmethod
    @abstractmethod
    def from_json(cls, data: dict[str, Any]) -> Self: ...

    def clone(self) -> Self:
        return copy.deepcopy(self)

    # Actions as JSON. Games with dataclass actions set `codec = ActionCodec(...)`.
    codec: ClassVar[ActionCodec | None] = None

    def encode_action(self, action: Action) -> JSON:
        return self.codec.encode(action) if self.codec else action

    def decode_action(self, data: JSON) -> Action:
        return self.codec.decode(data) if self.codec else data


class ActionCodec:
    """Encodes frozen dataclass actions as {"type": Name, ...fields} and back.

    Tuple fields come back as tuples (JSON has only lists)."""

    def __init__(self, *classes: type) -> None:
        self.by_name = {c.__name__: c for c in classes}

    def encode(self, action: Any) -> dict[str, Any]:
        if not is_dataclass(action):
            raise TypeError(f"not an action dataclass: {action!r}")
        data = asdict(action)
        data["type"] = type(action).__name__
        return data

    def decode(self, data: Any) -> Any:
        try:
            cls = self.by_name[data["type"]]
        except (KeyError, TypeError) as exc:
            raise IllegalAction("core.error.bad_action", f"unknown action {data!r}") from exc
        kwargs = {}
        for f in fields(cls):
            if f.name in data:
                kwargs[f.name] = _tuplify(data[f.name])
        try:
            return cls(**kwargs)
        except TypeError as exc:
            raise IllegalAction("core.error.bad_action", f"malformed action {data!r}") from exc


def _tuplify(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuplify(v) for v in value)
    return value


@dataclass(frozen=True)
class OptionSpec:
    """A setup option. Labels: `<game_key>.option.<name>` and `<game_key>.option.<name>.<choice>`."""

    name: str
    choices: tuple[Any, ...]
    default: Any


@dataclass(frozen=True)
class ModeInfo:
    """A mode of a game and its player counts. Label: `<game_key>.mode.<id>`."""

    id: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()


@dataclass(frozen=True)
class GameInfo:
    """Everything the house needs to know about one game.

    - id: the command-line id (`crack-word`); key: the translation namespace (`crack_word`).
    - private_information: a human's screen shows secrets (hands...), so hot seat needs
      pass screens between humans.
    - undo_allowed: False where undoing would leak information.
    - make_agent(level, player): an Agent for "easy" / "normal" / "hard" (see rules.ai).
    - colours: hex colours named by the rule sheet, one per seat, if any.
    - bench(quick): optional extra figures for `python -m ludotheque bench` (name -> value);
      `quick` (bench --quick) asks for a shorter run.
    - uses_youngest: the sheet names the youngest player (who starts, ties); False where
      the first player is drawn at random, so the setup does not ask.
    - decisions: the version of the AI seats' generators a new game uses
      (rules.core.rng.decision_seeds).
    - seat_kinds: the game's own seat specs beyond human / random / ai:<level>
      (`kind:name`, e.g. Castle Crush's `hand:careful`); make_agent receives the spec.
    - view_type: the game's typed view (a frozen dataclass, `rules.core.fields.View`):
      `view_type.of(state, seat)`, `to_wire()` and `from_wire(data)`; what
      `rules.core.wire` sends and checks a seat's view through.
    """

    id: str
    key: str
    state_cls: type[GameState]
    modes: tuple[ModeInfo, ...]
    private_information: bool
    make_agent: Callable[[str, int], Any]
    undo_allowed: bool = True
    colours: tuple[str, ...] | None = None
    bench: Callable[[bool], dict[str, Any]] | None = None
    uses_youngest: bool = True
    decisions: int = DECISIONS
    seat_kinds: tuple[str, ...] = ()
    view_type: type | None = None

    def mode(self, mode_id: str) -> ModeInfo:
        for m in self.modes:
            if m.id == mode_id:
                return m
        raise KeyError(mode_id)

    def new_state(self, config: GameConfig) -> GameState:
        """Validate the config against the mode and create the game."""
        try:
            mode = self.mode(config.mode)
        except KeyError:
            names = ", ".join(m.id for m in self.modes)
            raise ValueError(f"{self.id} has no mode {config.mode!r} (modes: {names})") from None
        if not mode.min_players <= config.num_players <= mode.max_players:
            raise ValueError(
                f"{self.id} {mode.id} is for {mode.min_players}-{mode.max_players} players, "
                f"not {config.num_players}"
            )
        opts = {o.name: o.default for o in mode.options}
        for k, v in config.options.items():
            spec = next((o for o in mode.options if o.name == k), None)
            if spec is None:
                raise ValueError(f"{self.id} {mode.id} has no option {k!r}")
            v = _coerce(v, spec)
            if v not in spec.choices:
                raise ValueError(f"option {k} must be one of {', '.join(map(str, spec.choices))}")
            opts[k] = v
        full = GameConfig(config.num_players, config.seed, config.mode, opts, config.youngest)
        return self.state_cls.new(full)


def _coerce(value: Any, spec: OptionSpec) -> Any:
    """Command-line options arrive as strings: turn them into the type of the choices."""
    if not isinstance(value, str) or not spec.choices or isinstance(spec.choices[0], str):
        return value
    sample = spec.choices[0]
    try:
        if isinstance(sample, bool):
            return value.lower() in ("1", "true", "yes", "on")
        return type(sample)(value)
    except ValueError:
        return value
