"""Helpers of the views-hold-no-secret tests (`tests/<game>/test_<game>_views_secret.py`):
no view holds the seed, and two states that differ only in what a seat cannot see give
that seat the same view."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from ludotheque.rules.core import GameConfig, GameState, Rng
from ludotheque.rules.registry import get_game

SEED = 0x5EED_1234_ABCD  # distinctive: no count or card number in a view equals it


def states(game_id: str, players: int, moves: int, every: int = 1, seed: int = SEED,
           mode: str | None = None) -> Iterator[GameState]:
    """A game between random seats, yielding its states every `every` moves."""
    info = get_game(game_id)
    state = info.new_state(GameConfig(players, seed, mode or info.modes[0].id))
    rng = Rng(seed ^ 0xF00D)
    for k in range(moves):
        if k % every == 0:
            yield state
        if state.is_over():
            return
        state = state.apply(rng.choice(state.legal_actions()))
    yield state


def holds_seed(value: Any, seed: int = SEED) -> str | None:
    """Where in `value` the seed is (a key named "seed" or the number itself), or None."""
    stack: list[tuple[str, Any]] = [("view", value)]
    while stack:
        where, item = stack.pop()
        if isinstance(item, dict):
            for key, child in item.items():
                if key == "seed":
                    return f"{where}.seed"
                stack.append((f"{where}.{key}", child))
        elif isinstance(item, (list, tuple)):
            stack.extend((f"{where}[{i}]", child) for i, child in enumerate(item))
        elif type(item) is int and (item == seed or item == seed & 0xFFFFFFFFFFFFFFFF):
            return where
    return None


def viewers(state: GameState) -> list[int | None]:
    return [*range(state.config.num_players), None]


def canonical(view: dict[str, Any]) -> str:
    return json.dumps(view, sort_keys=True, default=list)


def edited(state: GameState, change: Callable[[dict[str, Any]], None]) -> GameState:
    """The state with `change` made to its JSON form (the JSON form round-trips)."""
    data = json.loads(json.dumps(state.to_json()))
    change(data)
    return type(state).from_json(data)


def reseeded(state: GameState, seed: int, rng: int) -> GameState:
    """The same position with another seed and generator: a seat can't tell them apart."""
    def change(data: dict[str, Any]) -> None:
        data["config"]["seed"] = seed
        data["rng"] = rng
    return edited(state, change)


def assert_no_view_holds_the_seed(state: GameState) -> None:
    for p in viewers(state):
        found = holds_seed(state.view(p))
        assert found is None, f"the view of seat {p} holds the seed at {found}"


def roundtrip(state: GameState) -> GameState:
    """The state through its JSON form: the base to compare an edited state with (a view
    may list what the JSON form sorts in another order)."""
    return edited(state, lambda data: None)


def assert_ai_decides_as_with_the_seed(game_id: str, players: int, plies: int, level: str = "ai:normal") -> None:
    """The AI seats decide from a seedless view exactly as they did from a view that held
    the config's seed (before issue 24): no agent read it, or each got what it read
    another way (Castle Crush: this carry's sway, the viewer's nerve)."""
    from ludotheque.rules.session import Seat, Session

    session = Session.create(game_id, [Seat.parse(level) for _ in range(players)], seed=5)
    for _ in range(plies):
        if session.state.is_over():
            break
        p = session.state.current_player()
        view = session.state.view(p)
        seeded = {k: v for k, v in view.items() if k not in ("hand_seed", "nerve")}
        seeded["config"] = session.state.config.to_json()
        agent, cls = session.agent_for(p), type(session.state)
        action = agent.choose(view, p, cls, session.decision_rng(p))
        assert action == agent.choose(seeded, p, cls, session.decision_rng(p))
        session.apply(action)
