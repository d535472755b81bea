"""Castle Crush fixtures: the rules bound to a plain-geometry stand-in physics."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from castle_crush_fake_port import FakePhysics  # noqa: E402
from ludotheque.rules.castle_crush import make_game_info  # noqa: E402
from ludotheque.rules.core import GameConfig  # noqa: E402


@pytest.fixture
def fake_info():
    return make_game_info(FakePhysics())


@pytest.fixture
def new_game(fake_info):
    def make(num_players=2, mode="standard", seed=1, youngest=0, **options):
        return fake_info.new_state(GameConfig(num_players, seed, mode, options, youngest))

    return make
