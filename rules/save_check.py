"""Is a saved session a record of a game, or something else? (issue 24)

`Session.from_json` calls `check_session` before anything reads the state, and
`check_playable` after; both raise `DamagedState` with one line naming what is wrong.

What is checked, cheapest first:
- every number in the session is finite and in range (`checks.check_numbers`): nothing
  reaches `int()`, `float()` or pymunk as NaN, an infinity or a 400-digit integer;
- the config is one the game offers (mode, player count, options, youngest seat), and the
  state's config is the session's;
- the digest: `session_digest` (a SHA-256 of the JSON text of the session's game, config,
  history, state and decision version) is written into every session's JSON at save
  time and compared on load, so a state that was edited, swapped for another or damaged
  on disk no longer matches its history and seed;
- the game's own invariants on the state's JSON form (`rules/<key>/validate.py`,
  `check_state(data)`: conservation of cards, pieces and armies, ranges, one piece one
  place, a legal phase and well-formed pending data), before `from_json` and pymunk;
- after loading, the position can be played: someone is to move and has a legal action.

What this does not stop, said plainly: the digest is no signature. Anyone can edit a save
and write the digest of the edited text (the function is public), or delete it: a save
without a digest is taken for one written before issue 24 and checked by its invariants
only (old saves cannot be replayed to check them: the rules have changed since some were
written, e.g. Casa Grande's starting corners). So a forger can still give himself a
better, *legal* position; what nobody can do with a file is make the program crash, hang,
abort inside pymunk, or play from a position the rules could not reach in their own terms
(negative armies, a card twice, a pawn off the track). Replaying a whole history to prove
a position honest would cost seconds for a long Castle Crush game (physics), and the load
must stay well under a second.
"""

from __future__ import annotations

import hashlib
import importlib
import json
from typing import Any

from ludotheque.rules.core import GameInfo, GameState
from ludotheque.rules.core.checks import (
    MAX_INT,
    DamagedState,
    array,
    check_numbers,
    field,
    integer,
    mapping,
    need,
    text,
)

MAX_HISTORY = 100_000  # actions; a long Castle Risk game between AI seats plays ~3,000
DIGEST = "digest"


# What the digest covers: the game as the rules know it. Not the seats (who plays a seat,
# its name and colour may change between sittings: a test makes a seat human) nor the
# log (what was shown, rebuilt by nothing).
DIGESTED = ("game", "config", "history", "state", "decisions")


def session_digest(data: dict[str, Any]) -> str:
    """The SHA-256 of the JSON text of a session's game, config, history, state and
    decision version. The text is the one `json` writes: a save read back gives the same
    text (dicts keep their order, floats print as they were read), so no sorting and no
    copy is needed."""
    body = {k: data[k] for k in DIGESTED if k in data}
    raw = json.dumps(body, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()


def check_session(info: GameInfo, data: dict[str, Any]) -> None:
    """Raise DamagedState unless `data` (a session's JSON) is fit to load."""
    check_numbers(data, "session")
    digest = data.get(DIGEST)
    if digest is not None:
        need(type(digest) is str and digest == session_digest(data),
             "the digest does not match: the save was changed after it was written")
    config = mapping(field(data, "config", "session"), "config")
    players = check_config(info, config)
    seats = array(field(data, "seats", "session"), "seats", length=players)
    need(all(type(s) is dict for s in seats), "a seat is not an object")
    array(data.get("history", []), "history", most=MAX_HISTORY)
    array(data.get("log", []), "log", most=50 * MAX_HISTORY)
    state = mapping(field(data, "state", "session"), "state")
    inner = mapping(field(state, "config", "state"), "state.config")
    for key in ("num_players", "seed", "mode", "youngest"):
        need(inner.get(key, config.get(key)) == config.get(key), f"the state's {key} is not the session's")
    check_state(info, state)


def check_config(info: GameInfo, config: dict[str, Any]) -> int:
    """The config is one the game offers; returns its number of players."""
    mode_id = text(config.get("mode", "standard"), "config.mode", [m.id for m in info.modes])
    mode = info.mode(mode_id)
    players = integer(field(config, "num_players", "config"), mode.min_players, mode.max_players,
                      "config.num_players")
    integer(config.get("seed", 0), 0, MAX_INT - 1, "config.seed")
    integer(config.get("youngest", 0), 0, players - 1, "config.youngest")
    options = mapping(config.get("options", {}), "config.options")
    specs = {o.name: o for o in mode.options}
    for name, value in options.items():
        spec = specs.get(name)
        need(spec is not None, f"config.options has no option {name[:40]!r} in {info.id}")
        assert spec is not None
        need(value in spec.choices and type(value) in {type(c) for c in spec.choices},
             f"config.options.{name} is {value!r}, not one of {list(spec.choices)}")
    return players


def check_state(info: GameInfo, state: dict[str, Any]) -> None:
    """The game's invariants on a state's JSON form (`rules/<key>/validate.py`)."""
    name = f"ludotheque.rules.{info.key}.validate"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name and name.startswith(exc.name):
            return  # a game without checks (the tests' toy game)
        raise
    check_numbers(state, "state")
    module.check_state(state)


def check_playable(state: GameState) -> None:
    """A loaded position can be played: over, or a seat to move with a legal action.
    Whatever the rules raise on a position no game reaches is refused the same way."""
    try:
        if state.is_over():
            return
        player = state.current_player()
        need(type(player) is int and 0 <= player < state.config.num_players,
             f"nobody can move (the player to move is {player!r})")
        need(bool(state.legal_actions()), "the player to move has no legal action")
    except DamagedState:
        raise
    except Exception as exc:  # noqa: BLE001 - any failure here means a position no game reaches
        raise DamagedState(f"the position cannot be played ({type(exc).__name__}: {exc})") from None
