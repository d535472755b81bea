"""A resumed Casa Grande game keeps its phase as a `Phase`, not the string of its save
(issue 32: mypy found `state.phase = str(...)` behind its noise)."""

from __future__ import annotations

import json

from ludotheque.rules.casa_grande.phases import Phase
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.registry import get_game


def test_a_loaded_game_and_a_state_rebuilt_from_a_json_view_hold_a_phase_member():
    cls = get_game("casa-grande").state_cls
    state = cls.new(GameConfig(2, seed=4))
    loaded = cls.from_json(json.loads(json.dumps(state.to_json())))
    assert type(loaded.phase) is Phase and loaded.phase == state.phase
    rebuilt = cls.from_view(json.loads(json.dumps(state.view(0))), Rng(1))
    assert type(rebuilt.phase) is Phase
