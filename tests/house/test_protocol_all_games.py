"""The shared protocol on every registered game: random legal play to the end, exact
JSON round-trips along the way, views that hide the generator, determinisations the AI
can play from, and log keys that both catalogues translate."""

from __future__ import annotations

import json

import pytest
from ludotheque.client.i18n import Translator
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.registry import built_games

GAMES = built_games()


def random_game(info, seed: int, check_every: int = 7):
    mode = info.modes[0]
    n = max(mode.min_players, min(3, mode.max_players))
    state = info.new_state(GameConfig(n, seed=seed, mode=mode.id))
    rng = Rng(seed)
    keys = {e.key for e in getattr(state, "events", [])}
    ply = 0
    while not state.is_over():
        if ply % check_every == 0:
            text = json.dumps(state.to_json())
            again = info.state_cls.from_json(json.loads(text))
            assert json.dumps(again.to_json()) == text, f"round-trip differs at ply {ply}"
            p = state.current_player()
            view = state.view(p)
            assert "rng" not in view, "a view must never carry the generator state"
            json.dumps(view)
            sample = info.state_cls.from_view(view, Rng(ply))
            assert sample.current_player() == p
            assert len(sample.legal_actions()) > 0
        actions = state.legal_actions()
        assert actions, f"no legal action at ply {ply} though the game is not over"
        state = state.apply(rng.choice(actions))
        keys |= {e.key for e in state.events}
        ply += 1
        assert ply < 20_000, "the game does not end"
    assert len(state.scores()) == n
    assert set(state.winners()) <= set(range(n)) and state.winners()
    return keys


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_random_play_round_trips_and_translates(info):
    keys = random_game(info, seed=11)
    for lang in ("fr", "en"):
        tr = Translator(lang)
        missing = sorted(k for k in keys if not tr.has(k))
        assert not missing, f"{lang}: log keys without text: {missing}"


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_every_level_has_an_agent(info):
    for level in ("easy", "normal", "hard"):
        agent = info.make_agent(level, 0)
        assert hasattr(agent, "choose")
