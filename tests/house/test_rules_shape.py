"""One shape for the five rules packages (CONTRIBUTING, "One shape for a game's rules"):
the same module names in each, holding what their names say. Checked by behaviour: in
positions reached by random play, what the modules answer is what the state answers."""

from __future__ import annotations

import importlib
import pathlib

import pytest
from ludotheque.rules.core import Rng
from ludotheque.rules.registry import get_game
from ludotheque.rules.session import Seat, Session

ROOT = pathlib.Path(__file__).resolve().parents[2] / "rules"
GAMES = {"castle-crush": "castle_crush", "castle-risk": "castle_risk", "crack-word": "crack_word",
         "chateau-combo": "chateau_combo", "casa-grande": "casa_grande"}
MODULES = ("game", "state", "actions", "phases", "legal", "flow", "scoring", "views", "data", "validate",
           "hints", "tutorial", "bench")
# What each module must offer (a module may offer more).
OFFERS = {
    "legal": ("legal_actions", "check"),
    "flow": ("apply",),
    "scoring": ("scores", "winners", "ranking", "end_reason"),
    "views": ("view", "from_view", "legal_actions_in_view"),
    "phases": ("Phase",),
}
PLIES = {"castle-crush": 6}  # physics: a few moves are enough


def mod(key: str, name: str):
    return importlib.import_module(f"ludotheque.rules.{key}.{name}")


@pytest.mark.parametrize("key", sorted(GAMES.values()))
def test_each_game_has_the_modules_of_the_shape(key: str) -> None:
    folder = ROOT / key
    missing = [m for m in MODULES if not (folder / f"{m}.py").is_file()]
    assert not missing, f"rules/{key}/ lacks {missing}"
    assert (folder / "ai" / "__init__.py").is_file(), f"rules/{key}/ai/ is not a package"
    assert not (folder / "ai.py").exists()
    for name, offers in OFFERS.items():
        module = mod(key, name)
        assert all(callable(getattr(module, o, None)) for o in offers), (key, name, offers)


def positions(game_id: str, seed: int):
    info = get_game(game_id)
    session = Session.create(game_id, [Seat.parse("random")] * info.modes[0].min_players, seed=seed)
    yield session.state
    for _ in range(PLIES.get(game_id, 60)):
        if session.is_over():
            break
        session.play_ai_turn()
        yield session.state


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_modules_answer_what_the_state_answers(game_id: str) -> None:
    key = GAMES[game_id]
    legal, scoring, views = mod(key, "legal"), mod(key, "scoring"), mod(key, "views")
    seen = 0
    for state in positions(game_id, 5):
        seen += 1
        assert legal.legal_actions(state) == state.legal_actions()
        actions = state.legal_actions()
        if actions:
            moved = state.clone()
            moved.events, moved.revealed = [], False
            mod(key, "flow").apply(moved, actions[0])
            assert moved.to_json() == state.apply(actions[0]).to_json()
        assert scoring.scores(state) == state.scores()
        for p in range(state.num_players):
            view = views.view(state, p)
            assert view == state.view(p)
            rebuilt = views.from_view(type(state), view, Rng(1))
            assert rebuilt.to_json() == type(state).from_view(view, Rng(1)).to_json()
            if state.current_player() == p:
                assert views.legal_actions_in_view(type(state), view) == type(state).legal_actions_in_view(view)
        if state.is_over():
            assert scoring.winners(state) == state.winners() and scoring.ranking(state) == state.ranking()
            assert scoring.end_reason(state) == state.end_reason()
            assert state.end_reason()[0].startswith(f"{key}.end.")
    assert seen > 1
